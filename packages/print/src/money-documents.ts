import {
  type DealKind,
  type LedgerEntryKind,
  type Payment,
  TEMPLATE_DEFAULT_COLOR,
  type TemplateItem,
  type TemplateItemStyle,
} from '@cc/contracts';
import { PRINT_MESSAGES } from './messages';
import type { PrintableTemplate } from './print-sheet';
import type { PrintRecord } from './resolve';

const M = PRINT_MESSAGES.documents;

/**
 * What `print-receipt/{id}` prints for a ledger entry: a payment's receipt (on the company's receipt
 * template), a reversal voucher (the entry of kind REVERSAL), a discount note (a DISCOUNT entry), a
 * write-off note (a repossession's WRITE_OFF) or a refund voucher (money handed back, a REFUND).
 */
export type MoneyDocument = 'RECEIPT' | 'REVERSAL' | 'DISCOUNT' | 'WRITE_OFF' | 'REFUND';

/**
 * The document of an entry. Only a payment is proof of money received, so only a payment prints on the
 * company's receipt template; the others print from the fixed layouts of {@link moneyDocumentTemplate}.
 *
 * @example
 * moneyDocumentOf({ kind: 'REVERSAL' }); // 'REVERSAL'
 */
export function moneyDocumentOf(payment: Pick<Payment, 'kind'>): MoneyDocument {
  return payment.kind === 'PAYMENT' ? 'RECEIPT' : payment.kind;
}

const BLUE = '#1e3a8a';
type StyleOver = Partial<TemplateItemStyle>;
const style = (over: StyleOver = {}): TemplateItemStyle => ({
  fontSize: 16,
  color: TEMPLATE_DEFAULT_COLOR,
  ...over,
});
const text = (value: string, x: number, y: number, width: number, over?: StyleOver, height = 32) =>
  ({ kind: 'TEXT', value, style: style({ fontWeight: 700, ...over }), x, y, width, height }) as TemplateItem;
const field = (fieldId: string, x: number, y: number, width: number, over?: StyleOver, height = 32) =>
  ({ kind: 'FIELD', fieldId, style: style(over), x, y, width, height }) as TemplateItem;

/** A section's heading across the page. */
const heading = (value: string, y: number) => text(value, 48, y, 696, { fontSize: 18, color: BLUE });
/** One label and a value across the rest of the line. */
const wide = (y: number, label: string, fieldId: string) => [
  text(label, 568, y, 176),
  field(fieldId, 48, y, 512),
];
/**
 * A reason (up to 500 characters): a taller box in a smaller font, so a long one stays inside the page
 * and does not run over the lines below.
 */
const REASON_HEIGHT = 128;
const reasonLines = (y: number, label: string, fieldId: string) => [
  text(label, 568, y, 176),
  field(fieldId, 48, y, 512, { fontSize: 14 }, REASON_HEIGHT),
];
/** Two labels with their values on one line, the first at the right. */
const pair = (y: number, first: [string, string], second: [string, string]) => [
  text(first[0], 616, y, 128),
  field(first[1], 400, y, 208),
  text(second[0], 264, y, 120),
  field(second[1], 48, y, 208),
];
/** The company's logo and name over the document's title (as the system templates place them). */
const header = (title: string) => [
  { ...field('company.logo', 48, 24, 96), height: 64 },
  field('company.name', 152, 40, 488, { fontSize: 22, color: BLUE, textAlign: 'center', fontWeight: 700 }),
  { ...text(title, 48, 88, 696, { fontSize: 28, textAlign: 'center', fontWeight: 800 }), height: 48 },
];
/** A signature block: its title, a name field, and the line to sign on. */
const signature = (x: number, y: number, title: string, fieldId: string) => [
  text(title, x, y, 328, { textAlign: 'center' }),
  field(fieldId, x, y + 32, 328, { fontSize: 14, textAlign: 'center' }),
  text(M.signatureLine, x, y + 72, 328, { fontSize: 14, fontWeight: 400, textAlign: 'center' }),
];
/** Who the entry concerns: the buyer's name, phone and national id. */
const party = (y: number, title: string) => [
  heading(title, y),
  ...wide(y + 40, M.name, 'buyer.fullName'),
  ...pair(y + 80, [M.phone, 'buyer.phone'], [M.nationalId, 'buyer.nationalId']),
];
/** The deal and its car, then what remained after the entry (a label too long for a pair's narrow one). */
const dealLines = (y: number, dealKind: DealKind, remainingLabel: string) => [
  ...pair(y, [M.dealNumber[dealKind], 'contractNumber'], [M.plate, 'car.plateNumber']),
  ...wide(y + 40, M.car, 'car.name'),
  ...wide(y + 80, remainingLabel, 'receipt.remainingAfter'),
];
const statement = (value: string, y: number) =>
  text(value, 48, y, 696, { fontSize: 14, fontWeight: 400 }, 64);

/** What a reversal voucher says, by the kind of the entry it reverses. */
interface ReversalTexts {
  /** The voucher's title. */
  title: string;
  /** The heading over the reversed entry, and the label of its number. */
  reversed: string;
  reversedNumber: string;
  /** The heading over the buyer. */
  party: string;
  /** The label of the amount, of the reason and of what remains after the voucher. */
  amount: string;
  reason: string;
  remaining: string;
  /** What the voucher means (never that money was received, where none was). */
  text: string;
  /** The buyer's signature, where the buyer hands or takes money; null where no money moves. */
  buyerSignature: string | null;
}

const REVERSAL_TEXTS: Record<LedgerEntryKind, ReversalTexts> = {
  PAYMENT: {
    title: M.reversalOfPayment,
    reversed: M.reversedReceipt,
    reversedNumber: M.receiptNumber,
    party: M.payer,
    amount: M.amountReturned,
    reason: M.reverseReason,
    remaining: M.remainingAfterReversal,
    text: M.reversalOfPaymentText,
    buyerSignature: M.receivedBack,
  },
  DISCOUNT: {
    title: M.reversalOfDiscount,
    reversed: M.reversedDiscount,
    reversedNumber: M.noteNumber,
    party: M.grantee,
    amount: M.discountVoided,
    reason: M.reverseReason,
    remaining: M.remainingAfterReversal,
    text: M.reversalOfDiscountText,
    buyerSignature: null,
  },
  WRITE_OFF: {
    title: M.reversalOfWriteOff,
    reversed: M.reversedWriteOff,
    reversedNumber: M.noteNumber,
    party: M.buyer,
    amount: M.writeOffVoided,
    reason: M.voidReason,
    remaining: M.remainingAfterReversal,
    text: M.reversalOfWriteOffText,
    buyerSignature: null,
  },
  REFUND: {
    title: M.reversalOfRefund,
    reversed: M.reversedRefund,
    reversedNumber: M.voucherNumber,
    party: M.payee,
    amount: M.refundVoided,
    reason: M.reverseReason,
    remaining: M.remainingOnBuyer,
    text: M.reversalOfRefundText,
    buyerSignature: M.refundedBack,
  },
};

/** A reversal voucher: the entry it reverses (number, date), its amount, the reason. */
function reversalVoucher(entry: Payment, dealKind: DealKind): TemplateItem[] {
  const t = REVERSAL_TEXTS[entry.entryKind];
  return [
    ...header(t.title),
    ...pair(144, [M.voucherNumber, 'receipt.number'], [M.date, 'receipt.date']),
    heading(t.reversed, 192),
    ...pair(
      232,
      [t.reversedNumber, 'receipt.reversalOf.receiptNumber'],
      [M.onDate, 'receipt.reversalOf.paidAt'],
    ),
    ...party(280, t.party),
    ...wide(408, t.amount, 'receipt.amount'),
    ...wide(448, M.inWords, 'receipt.amountInWords'),
    ...reasonLines(488, t.reason, 'receipt.reverseReason'),
    ...dealLines(632, dealKind, t.remaining),
    statement(t.text, 760),
    ...signature(400, 848, M.forCompany, 'company.name'),
    ...(t.buyerSignature ? signature(56, 848, t.buyerSignature, 'buyer.fullName') : []),
  ];
}

/** What a note that takes an amount off what remains says: a discount's, or a repossession's write-off. */
interface NoteTexts {
  title: string;
  party: string;
  amount: string;
  reason: string;
  remaining: string;
  text: string;
}

const NOTE_TEXTS: Record<'DISCOUNT' | 'WRITE_OFF', NoteTexts> = {
  DISCOUNT: {
    title: M.discount,
    party: M.grantee,
    amount: M.discountAmount,
    reason: M.discountReason,
    remaining: M.remainingAfterDiscount,
    text: M.discountText,
  },
  WRITE_OFF: {
    title: M.writeOff,
    party: M.buyer,
    amount: M.writeOffAmount,
    reason: M.writeOffReason,
    remaining: M.remainingAfterWriteOff,
    text: M.writeOffText,
  },
};

/**
 * A discount note or a write-off note: the amount taken off what remains and why; never money received,
 * so nothing for the buyer to sign.
 */
function deductionNote(kind: 'DISCOUNT' | 'WRITE_OFF', dealKind: DealKind): TemplateItem[] {
  const t = NOTE_TEXTS[kind];
  return [
    ...header(t.title),
    ...pair(144, [M.noteNumber, 'receipt.number'], [M.date, 'receipt.date']),
    ...party(192, t.party),
    ...wide(320, t.amount, 'receipt.amount'),
    ...wide(360, M.inWords, 'receipt.amountInWords'),
    ...reasonLines(400, t.reason, 'receipt.reason'),
    ...dealLines(544, dealKind, t.remaining),
    statement(t.text, 672),
    ...signature(400, 760, M.forCompany, 'company.name'),
  ];
}

/**
 * A refund voucher: money the company handed back to the buyer of a repossessed car, by what method and
 * why; it settles nothing (what remains on the buyer is unchanged), and the buyer signs for the money.
 */
function refundVoucher(dealKind: DealKind): TemplateItem[] {
  return [
    ...header(M.refund),
    ...pair(144, [M.voucherNumber, 'receipt.number'], [M.date, 'receipt.date']),
    ...party(192, M.payee),
    ...wide(320, M.amountReturned, 'receipt.amount'),
    ...wide(360, M.inWords, 'receipt.amountInWords'),
    ...wide(400, M.refundMethod, 'receipt.method'),
    ...reasonLines(440, M.refundReason, 'receipt.reason'),
    ...dealLines(584, dealKind, M.remainingOnBuyer),
    statement(M.refundText, 712),
    ...signature(400, 800, M.forCompany, 'company.name'),
    ...signature(56, 800, M.refundReceivedBy, 'buyer.fullName'),
  ];
}

/**
 * The fixed layout a reversal entry, a discount, a write-off or a refund prints on (one A4 page, the
 * company's logo and name as on the system templates); null for a payment, which prints on the
 * company's receipt template.
 * Fixed rather than designed: what these documents say is a matter of accounting truth, so a company's
 * receipt layout («استلمنا من … مبلغاً وقدره») must never lend them its wording.
 *
 * @example
 * moneyDocumentTemplate(reversalEntry, 'CONTRACT')?.fields[2]?.value; // 'سند عكس دفعة'
 */
export function moneyDocumentTemplate(entry: Payment, dealKind: DealKind): PrintableTemplate | null {
  switch (moneyDocumentOf(entry)) {
    case 'REVERSAL':
      return { fields: reversalVoucher(entry, dealKind), imageKey: null };
    case 'DISCOUNT':
      return { fields: deductionNote('DISCOUNT', dealKind), imageKey: null };
    case 'WRITE_OFF':
      return { fields: deductionNote('WRITE_OFF', dealKind), imageKey: null };
    case 'REFUND':
      return { fields: refundVoucher(dealKind), imageKey: null };
    default:
      return null;
  }
}

/** The saved PDF's name of each document, before the entry's number. */
const FILE_NAMES: Record<MoneyDocument, string> = {
  RECEIPT: PRINT_MESSAGES.receipt,
  REVERSAL: M.fileReversal,
  DISCOUNT: M.fileDiscount,
  WRITE_OFF: M.fileWriteOff,
  REFUND: M.fileRefund,
};

/**
 * The saved PDF's name of a receipt page: 'وصل قبض 105', 'سند عكس 104', 'إشعار خصم 120', 'إشعار شطب
 * 130', 'سند صرف 131', with ' - ملغى' after a reversed entry.
 *
 * @example
 * moneyDocumentTitle(reversedPayment); // 'وصل قبض 103 - ملغى'
 */
export function moneyDocumentTitle(entry: PrintRecord['receipt']): string {
  if (!entry) return PRINT_MESSAGES.receipt;
  const title = `${FILE_NAMES[moneyDocumentOf(entry)]} ${entry.receiptNumber}`;
  return entry.reversed ? `${title} - ${M.voidedFile}` : title;
}
