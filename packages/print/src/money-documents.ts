import {
  type DealKind,
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
 * template), a reversal voucher (the entry of kind REVERSAL), or a discount note (a DISCOUNT entry).
 */
export type MoneyDocument = 'RECEIPT' | 'REVERSAL' | 'DISCOUNT';

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

/** A reversal voucher: the entry it reverses (number, date), the amount returned, the reason. */
function reversalVoucher(entry: Payment, dealKind: DealKind): TemplateItem[] {
  const ofDiscount = entry.entryKind === 'DISCOUNT';
  return [
    ...header(ofDiscount ? M.reversalOfDiscount : M.reversalOfPayment),
    ...pair(144, [M.voucherNumber, 'receipt.number'], [M.date, 'receipt.date']),
    heading(ofDiscount ? M.reversedDiscount : M.reversedReceipt, 192),
    ...pair(
      232,
      [ofDiscount ? M.noteNumber : M.receiptNumber, 'receipt.reversalOf.receiptNumber'],
      [M.onDate, 'receipt.reversalOf.paidAt'],
    ),
    ...party(280, ofDiscount ? M.grantee : M.payer),
    ...wide(408, ofDiscount ? M.discountVoided : M.amountReturned, 'receipt.amount'),
    ...wide(448, M.inWords, 'receipt.amountInWords'),
    ...reasonLines(488, M.reverseReason, 'receipt.reverseReason'),
    ...dealLines(632, dealKind, M.remainingAfterReversal),
    statement(ofDiscount ? M.reversalOfDiscountText : M.reversalOfPaymentText, 760),
    ...signature(400, 848, M.forCompany, 'company.name'),
    ...(ofDiscount ? [] : signature(56, 848, M.receivedBack, 'buyer.fullName')),
  ];
}

/** A discount note: the amount taken off what remains and why; never money received. */
function discountNote(dealKind: DealKind): TemplateItem[] {
  return [
    ...header(M.discount),
    ...pair(144, [M.noteNumber, 'receipt.number'], [M.date, 'receipt.date']),
    ...party(192, M.grantee),
    ...wide(320, M.discountAmount, 'receipt.amount'),
    ...wide(360, M.inWords, 'receipt.amountInWords'),
    ...reasonLines(400, M.discountReason, 'receipt.reason'),
    ...dealLines(544, dealKind, M.remainingAfterDiscount),
    statement(M.discountText, 672),
    ...signature(400, 760, M.forCompany, 'company.name'),
  ];
}

/**
 * The fixed layout a reversal entry or a discount prints on (one A4 page, the company's logo and name
 * as on the system templates); null for a payment, which prints on the company's receipt template.
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
      return { fields: discountNote(dealKind), imageKey: null };
    default:
      return null;
  }
}

/**
 * The saved PDF's name of a receipt page: 'وصل قبض 105', 'سند عكس 104', 'إشعار خصم 120', with
 * ' - ملغى' after a reversed entry.
 *
 * @example
 * moneyDocumentTitle(reversedPayment); // 'وصل قبض 103 - ملغى'
 */
export function moneyDocumentTitle(entry: PrintRecord['receipt']): string {
  if (!entry) return PRINT_MESSAGES.receipt;
  const name = { RECEIPT: PRINT_MESSAGES.receipt, REVERSAL: M.fileReversal, DISCOUNT: M.fileDiscount }[
    moneyDocumentOf(entry)
  ];
  const title = `${name} ${entry.receiptNumber}`;
  return entry.reversed ? `${title} - ${M.voidedFile}` : title;
}
