import {
  type Deal,
  type DealCurrency,
  dealName,
  type Installment,
  type Payment,
  STATEMENT_ENTRY_LABELS_AR,
  type StatementDeal,
  type TemplateItem,
} from '@cc/contracts';
import { CURRENCY_NAMES, formatAmount, parseMoney, scheduleLineName, toMajorString } from '@cc/domain';
import {
  isolateRuns,
  type PrintValue,
  printDate,
  type Segment,
  type SheetTableRow,
  valueAtPath,
} from '@cc/template-designer/render';
import { PRINT_MESSAGES as M } from './messages';

/** What a template item prints once its field is resolved on a deal (the renderer's values). */
export type { PrintValue, Segment } from '@cc/template-designer/render';
export { isolateRuns, plainText, printDate, valueAtPath } from '@cc/template-designer/render';

/**
 * What a template is filled from: the contract or authorization, the company's logo when known, for a
 * receipt the payment it prints (`receipt.*` fields), for a clearance certificate its clearance
 * (`clearance.*` fields).
 */
export type PrintRecord = Deal & {
  company: Deal['company'] & { logo?: string | null };
  /** The car with its cover photo's signed URL when the template places it (`car.coverPhoto`). */
  car: Deal['car'] & { coverPhoto?: string | null };
  receipt?: Payment;
  clearance?: ClearancePrint;
  statement?: StatementPrint;
  note?: NotePrint;
};

/** What one promissory note prints of its instalment (`note.*` fields, docs/domain/printing.md#promissory-notes). */
export interface NotePrint {
  /** «القسط 3», «باقي المقدمة 1». */
  name: string;
  sequence: number;
  /** Its place among the notes printed (1-based), and how many there are. */
  index: number;
  count: number;
  dueDate: string;
  /** What is owed of the instalment, decimal text in the deal's currency, and in Arabic words. */
  amount: string;
  amountInWords: string;
  /** The branch, else the company's address. */
  place: string;
  /** The deal's date. */
  issueDate: string;
}

/** What a statement of account prints of its deal's part (`statement.*` fields). */
export interface StatementPrint {
  /** The company's day it was made on. */
  today: string;
  debit: string;
  credit: string;
  balance: string;
  entries: StatementDeal['entries'];
}

/** What a clearance certificate prints of its clearance (`clearance.*` fields). */
export interface ClearancePrint {
  number: number;
  issuedAt: string;
  /** What was paid in all, decimal text in the deal's currency, and in Arabic words. */
  totalPaid: string;
  totalPaidInWords: string;
  issuedBy: string | null;
}

/**
 * Whether an item prints for this deal: `showIf` INSTALLMENTS only on an instalment sale, CASH only on a
 * cash sale, GUARANTOR only when the deal has a guarantor; an item without it always prints.
 *
 * @example
 * shownFor({ showIf: 'INSTALLMENTS' }, cashDeal); // false: a cash sale prints no instalment lines
 */
export function shownFor(item: Pick<TemplateItem, 'showIf'>, record: PrintRecord): boolean {
  switch (item.showIf) {
    case 'INSTALLMENTS':
      return record.paymentPlan.paymentType === 'INSTALLMENTS';
    case 'CASH':
      return record.paymentPlan.paymentType === 'CASH';
    case 'GUARANTOR':
      return record.guarantor !== null && record.guarantor !== undefined;
    default:
      return true;
  }
}

/** Designer field ids that name a value kept elsewhere on the record (docs/domain/printing.md#fields). */
const ALIASES: Readonly<Record<string, string>> = {
  downPayment: 'paymentPlan.downPayment',
  installmentCount: 'paymentPlan.installmentCount',
  installmentAmount: 'paymentPlan.installmentAmount',
  firstDueDate: 'paymentPlan.firstDueDate',
  totalAmount: 'paymentPlan.totalAmount',
  amountInWords: 'priceInWords',
  'receipt.number': 'receipt.receiptNumber',
  'receipt.date': 'receipt.paidAt',
  'receipt.recordedBy': 'receipt.recordedBy.fullName',
  'clearance.date': 'clearance.issuedAt',
};

/** Labels of coded values, by the field's full path. */
const LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'paymentPlan.status': M.planStatuses,
  'paymentPlan.paymentType': M.paymentTypes,
  status: M.dealStatuses,
  sellerType: M.sellerTypes,
  currency: CURRENCY_NAMES,
  'paymentPlan.currency': CURRENCY_NAMES,
  'receipt.method': M.paymentMethods,
  'receipt.currency': CURRENCY_NAMES,
};

// How a value prints, by the last name of its path.
const DATE_KEYS = new Set([
  'contractDate',
  'firstDueDate',
  'dueDate',
  'nextDueDate',
  'paidAt',
  'issuedAt',
  'today',
  'issueDate',
]);
const NUMBER_KEYS = new Set([
  'contractNumber',
  'receiptNumber',
  'number',
  'installmentCount',
  'model',
  'year',
  'sequence',
  'id',
  'index',
  'count',
]);
const MONEY_KEYS = new Set([
  'price',
  'downPayment',
  'installmentAmount',
  'totalAmount',
  'paidAmount',
  'remainingAmount',
  'amount',
  'remainingAfter',
  'totalPaid',
  'debit',
  'credit',
  'balance',
]);
const CODE_KEYS = new Set(['phone', 'nationalId', 'chassisNumber']);

/**
 * An API amount (decimal text in major units) as printed: the grouped number isolated left to right,
 * then the currency's Arabic name, e.g. [{text: '12,345,000', dir: 'ltr'}, {text: ' دينار'}].
 */
export function moneySegments(amount: string | number, currency: DealCurrency): Segment[] {
  return [
    { text: formatAmount(amount, currency, { display: 'none' }), dir: 'ltr' },
    { text: `\u00A0${CURRENCY_NAMES[currency]}` },
  ];
}

const EMPTY: PrintValue = { type: 'text', segments: [] };

/** Fields drawn as an image: the company's logo, the car's cover photo. */
const IMAGE_PATHS = new Set(['company.logo', 'car.coverPhoto']);

/**
 * Resolves a designer field on a deal: the 19 base fields and the extras (docs/domain/printing.md#fields) (aliases such
 * as `downPayment` or `amountInWords`, `company.logo` and `car.coverPhoto` as images, `paymentPlan.installments` as the
 * instalment table, a receipt's `receipt.number`, `receipt.date`, `receipt.amount`, `receipt.amountInWords`,
 * `receipt.remainingAfter`, `receipt.method`, a clearance's `clearance.number`, `clearance.date`,
 * `clearance.totalPaid`, `clearance.totalPaidInWords`, and `dealName`: 'وكالة رقم 4'); any other dotted path is read from the record as it is.
 * Missing values print empty.
 *
 * @example
 * resolveField(deal, 'price');          // { type: 'text', segments: [{text: '12,000,000', dir: 'ltr'}, {text: ' دينار'}] }
 * resolveField(deal, 'contractDate');   // { type: 'text', segments: [{text: '2025/01/10', dir: 'ltr'}] }
 * resolveField(deal, 'paymentPlan.status'); // { type: 'text', segments: [{text: 'قيد التسديد'}] }
 */
export function resolveField(record: PrintRecord, fieldId: string): PrintValue {
  if (fieldId === 'receipt.handedOver') return handedOver(record);
  if (fieldId === 'receipt.lateFees') return lateFeesPaid(record);
  // Contracts and authorizations are numbered apart: a receipt or a clearance names the deal's kind.
  if (fieldId === 'dealName')
    return { type: 'text', segments: isolateRuns(dealName(record.kind, record.contractNumber)) };
  const path = ALIASES[fieldId] ?? fieldId;
  const value = valueAtPath(record, path);
  if (IMAGE_PATHS.has(path)) return { type: 'image', src: typeof value === 'string' ? value : null };
  if (path === 'paymentPlan.installments')
    return installmentTable(Array.isArray(value) ? (value as Installment[]) : [], record.currency);
  if (path === 'statement.entries') return statementTable(record.statement?.entries ?? [], record.currency);
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value !== 'string' && typeof value !== 'number') return EMPTY;
  const text = String(value);
  const labels = LABELS[path];
  if (labels) return { type: 'text', segments: [{ text: labels[text] ?? text }] };
  const key = path.slice(path.lastIndexOf('.') + 1);
  if (MONEY_KEYS.has(key)) return { type: 'text', segments: moneySegments(text, record.currency) };
  if (DATE_KEYS.has(key)) return { type: 'text', segments: [{ text: printDate(text), dir: 'ltr' }] };
  if (NUMBER_KEYS.has(key) || CODE_KEYS.has(key)) return { type: 'text', segments: [{ text, dir: 'ltr' }] };
  return { type: 'text', segments: [{ text, dir: 'auto' }] };
}

/**
 * Money handed over in the other currency, as the receipt prints it: 'المسلَّم 500.00 دولار بسعر صرف
 * 1310'; empty for a payment in the deal's own currency.
 */
/**
 * What of a payment went to late fees (its allocations that name a charge, docs/domain/late-fees.md), as
 * the receipt prints it apart: 'منها غرامات تأخير: 25,000 دينار'; empty when none did.
 */
function lateFeesPaid(record: PrintRecord): PrintValue {
  const r = record.receipt;
  const currency = r?.currency ?? record.currency;
  let minor = 0;
  for (const a of r?.allocations ?? []) {
    if (a.chargeId === undefined) continue;
    const parsed = parseMoney(a.amount, currency);
    if (parsed.ok) minor += parsed.value;
  }
  if (minor === 0) return EMPTY;
  return {
    type: 'text',
    segments: [{ text: `${M.lateFeesPaid} ` }, ...moneySegments(toMajorString(minor, currency), currency)],
  };
}

function handedOver(record: PrintRecord): PrintValue {
  const r = record.receipt;
  if (!r?.handedAmount || !r.handedCurrency || !r.exchangeRate) return EMPTY;
  return {
    type: 'text',
    segments: [
      { text: `${M.handedOver} ` },
      ...moneySegments(r.handedAmount, r.handedCurrency),
      { text: ` ${M.atRate} ` },
      { text: r.exchangeRate, dir: 'ltr' },
    ],
  };
}

/** The instalment table item: sequence, due date and amount of every line. */
export function installmentTable(rows: readonly Installment[], currency: DealCurrency): PrintValue {
  return {
    type: 'table',
    columns: [M.table.sequence, M.table.dueDate, M.table.amount],
    rows: rows.map(
      (row): SheetTableRow => ({
        key: row.sequence,
        cells: [
          // The down payment's lines by name («المقدمة», «باقي المقدمة n»), the instalments by number.
          row.sequence > 0
            ? [{ text: String(row.sequence), dir: 'ltr' }]
            : [{ text: scheduleLineName(row.sequence) }],
          [{ text: printDate(row.dueDate), dir: 'ltr' }],
          moneySegments(row.amount, currency),
        ],
      }),
    ),
    empty: M.table.empty,
  };
}

/** A statement's ledger as a table: date, what, number, debit, credit and the balance after each line. */
export function statementTable(rows: StatementDeal['entries'], currency: DealCurrency): PrintValue {
  const amount = (v: string) => (Number(v) === 0 ? [{ text: '—' }] : moneySegments(v, currency));
  return {
    type: 'table',
    columns: [
      M.statement.date,
      M.statement.kind,
      M.statement.number,
      M.statement.debit,
      M.statement.credit,
      M.statement.balance,
    ],
    rows: rows.map(
      (row, i): SheetTableRow => ({
        key: `${row.kind}-${row.number ?? i}`,
        cells: [
          [{ text: printDate(row.date), dir: 'ltr' }],
          [{ text: STATEMENT_ENTRY_LABELS_AR[row.kind] }],
          [{ text: row.number === null ? '—' : String(row.number), dir: 'ltr' }],
          amount(row.debit),
          amount(row.credit),
          moneySegments(row.balance, currency),
        ],
      }),
    ),
    empty: M.statement.empty,
  };
}
