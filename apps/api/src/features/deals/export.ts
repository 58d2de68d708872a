import { Readable } from 'node:stream';
import {
  DEAL_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  type Payment,
  type PaymentExportQuery,
} from '@cc/contracts';
import { CSV_BOM, csvLine } from '@cc/domain';
import type { Db } from '../../db/client';
import { type ExportReadOptions, exportRows } from '../../lib/export-rows';
import { type PaymentEntry, toPaymentEntry } from './dto';
import { paymentExportList } from './payment-reads';

const KIND_AR: Record<Payment['kind'], string> = {
  PAYMENT: 'دفعة',
  REVERSAL: 'قيد عكس',
  DISCOUNT: 'خصم',
  WRITE_OFF: 'شطب',
  REFUND: 'مبلغ مُعاد',
};

/** The CSV's columns: an Arabic title and the cell of one entry. */
const COLUMNS: readonly [string, (p: PaymentEntry) => unknown][] = [
  ['رقم الإيصال', (p) => p.receiptNumber],
  ['التاريخ', (p) => p.paidAt],
  ['النوع', (p) => KIND_AR[p.kind]],
  ['العقد', (p) => `${DEAL_KIND_LABELS[p.dealKind]} ${p.contractNumber}`],
  ['المشتري', (p) => p.buyerName],
  ['المبلغ', (p) => (p.kind === 'REVERSAL' ? `-${p.amount}` : p.amount)],
  ['العملة', (p) => p.currency],
  ['طريقة الدفع', (p) => (p.entryKind === 'PAYMENT' ? PAYMENT_METHOD_LABELS[p.method] : null)],
  ['المبلغ المسلَّم', (p) => p.handedAmount],
  ['عملة التسليم', (p) => p.handedCurrency],
  ['سعر الصرف', (p) => p.exchangeRate],
  ['المتبقي بعدها', (p) => p.remainingAfter],
  ['معكوسة', (p) => (p.reversed ? 'نعم' : 'لا')],
  ['السبب', (p) => p.reverseReason ?? p.reason],
  ['الفرع', (p) => p.branch?.name ?? null],
  ['سجّلها', (p) => p.recordedBy?.fullName ?? null],
  ['ملاحظة', (p) => p.note],
];

/** The first line of the file: the BOM and the Arabic titles. */
export const PAYMENTS_CSV_HEADER = CSV_BOM + csvLine(COLUMNS.map(([title]) => title));

/** An entry's line of the CSV. */
export const paymentLine = (p: PaymentEntry): string => csvLine(COLUMNS.map(([, cell]) => cell(p)));

/**
 * The whole filtered ledger in receipt order as CSV that Excel opens with Arabic intact (BOM, Arabic
 * titles, CRLF), read and written a batch at a time as the cars export (apps/api/src/features/cars/export.ts).
 */
export function paymentsCsvStream(
  db: Db,
  companyId: number,
  filters: PaymentExportQuery,
  options: ExportReadOptions = {},
): Readable {
  async function* lines() {
    yield PAYMENTS_CSV_HEADER;
    for await (const rows of exportRows(db, (on) => paymentExportList(on, companyId, filters), options)) {
      yield rows.map((row) => paymentLine(toPaymentEntry(row))).join('');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
