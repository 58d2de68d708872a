// The collecting reports' aging bands and groups and the statements' line kinds, without zod
// (docs/architecture.md, "Bundle budget"); `reports.ts` and `statements.ts` re-export them.
import { labelledEnum } from './labelled-enum';

/** A band of days overdue: from, to (null: and more), and its key as the queue's `band` filter takes it. */
export interface AgingBand {
  key: string;
  from: number;
  to: number | null;
}

/** The upper ends (in days) of the company's aging bands before the last, open one. */
export const DEFAULT_AGING_BANDS = [30, 60, 90, 180] as const;

/**
 * The bands of the upper ends `limits`: [30, 60] → 1–30, 31–60, 61+.
 *
 * @example
 * agingBands([30, 60]); // [{ key: '1-30', from: 1, to: 30 }, { key: '31-60', … }, { key: '61+', from: 61, to: null }]
 */
export function agingBands(limits: readonly number[]): AgingBand[] {
  const bands: AgingBand[] = [];
  let from = 1;
  for (const to of limits) {
    bands.push({ key: `${from}-${to}`, from, to });
    from = to + 1;
  }
  bands.push({ key: `${from}+`, from, to: null });
  return bands;
}

/** A band's Arabic label: '1–30 يوماً', '181 يوماً فأكثر'. */
export const agingBandLabel = (band: Pick<AgingBand, 'from' | 'to'>) =>
  band.to === null ? `${band.from} يوماً فأكثر` : `${band.from}–${band.to} يوماً`;

/** How the aging report groups its rows. */
export const { values: AGING_GROUPS, labels: AGING_GROUP_LABELS_AR } = labelledEnum({
  branch: 'الفرع',
  collector: 'المحصّل',
  buyer: 'المشتري',
});
export type AgingGroup = (typeof AGING_GROUPS)[number];

/** The most rows of one currency the buyer grouping answers (the largest debts first). */
export const MAX_AGING_ROWS = 500;

/** How the collections report groups the money received. */
export const { values: RECEIVED_GROUPS, labels: RECEIVED_GROUP_LABELS_AR } = labelledEnum({
  day: 'اليوم',
  method: 'طريقة الدفع',
  branch: 'الفرع',
  recorder: 'المستلم',
});
export type ReceivedGroup = (typeof RECEIVED_GROUPS)[number];

/** The longest period one collections report covers, in days. */
export const MAX_REPORT_DAYS = 366;

/** What a line of the ledger part of a statement is. */
export const { values: STATEMENT_ENTRY_KINDS, labels: STATEMENT_ENTRY_LABELS_AR } = labelledEnum({
  SALE: 'قيمة العقد',
  PAYMENT: 'دفعة',
  DOWN_PAYMENT: 'دفعة مقدمة',
  DISCOUNT: 'خصم تسوية',
  REVERSAL: 'عكس دفعة',
  DISCOUNT_REVERSAL: 'عكس خصم',
  WRITE_OFF: 'شطب المتبقي',
  WRITE_OFF_REVERSAL: 'إلغاء الشطب',
  REFUND: 'مبلغ مُعاد للمشتري',
  REFUND_REVERSAL: 'عكس إرجاع مبلغ',
  LATE_FEE: 'غرامة تأخير',
  LATE_FEE_WAIVER: 'إعفاء من غرامة',
  LATE_FEE_UNWAIVE: 'إرجاع غرامة',
});
export type StatementEntryKind = (typeof STATEMENT_ENTRY_KINDS)[number];
