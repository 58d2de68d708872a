import { Readable } from 'node:stream';
import {
  DEAL_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  type Payment,
  type PaymentExportQuery,
} from '@cc/contracts';
import { CSV_BOM, csvLine } from '@cc/domain';
import type { Db } from '../../db/client';
import { allPaymentPages } from './payment-reads';

/** Rows per query of the export: each page is one short query, written out before the next is read. */
const EXPORT_PAGE_SIZE = 1000;

const KIND_AR: Record<Payment['kind'], string> = {
  PAYMENT: 'دفعة',
  REVERSAL: 'قيد عكس',
  DISCOUNT: 'خصم',
  WRITE_OFF: 'شطب',
  REFUND: 'مبلغ مُعاد',
};

/** The CSV's columns: an Arabic title and the cell of one entry. */
const COLUMNS: readonly [string, (p: Payment) => unknown][] = [
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

/**
 * The whole filtered ledger as CSV that Excel opens with Arabic intact (BOM, Arabic titles, CRLF), one
 * chunk per page, as the cars export streams (apps/api/src/features/cars/export.ts).
 */
export function paymentsCsvStream(db: Db, companyId: number, filters: PaymentExportQuery): Readable {
  async function* lines() {
    yield CSV_BOM + csvLine(COLUMNS.map(([title]) => title));
    for await (const page of allPaymentPages(db, companyId, filters, EXPORT_PAGE_SIZE)) {
      yield page.map((p) => csvLine(COLUMNS.map(([, cell]) => cell(p)))).join('');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
