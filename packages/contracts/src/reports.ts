import { z } from 'zod';
import { dataEnvelope, recordIdSchema } from './common';
import { DEAL_CURRENCIES, isoDateSchema } from './deals';
import { labelledEnum } from './labelled-enum';

/**
 * Reports of collecting (docs/domain/collections.md, "Reports"): the aging of overdue money by band of
 * days, per branch, collector or buyer, and the company's aging bands. Amounts are decimal text in their
 * own currency; IQD and USD are never added.
 */

/** The upper ends (in days) of the company's aging bands before the last, open one. */
export const DEFAULT_AGING_BANDS = [30, 60, 90, 180] as const;

/** A band of days overdue: from, to (null: and more), and its key as the queue's `band` filter takes it. */
export interface AgingBand {
  key: string;
  from: number;
  to: number | null;
}

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

/** GET/PUT /collections/settings: the company's settings of collecting. */
export const collectionSettingsSchema = z.object({
  /** Upper ends of the aging bands, ascending (the last band is open). */
  agingBands: z
    .array(
      z
        .number({ error: 'حد الفئة يجب أن يكون رقماً' })
        .int('حد الفئة يجب أن يكون عدداً صحيحاً من الأيام')
        .min(1, 'حد الفئة يجب أن يكون يوماً واحداً على الأقل')
        .max(3650, 'حد الفئة يجب ألا يتجاوز 3650 يوماً'),
      { error: 'فئات التأخير مطلوبة' },
    )
    .min(1, 'أدخل حداً واحداً على الأقل')
    .max(8, 'ثماني فئات على الأكثر')
    .refine((a) => a.every((v, i) => i === 0 || v > a[i - 1]!), 'حدود الفئات يجب أن تكون تصاعدية بلا تكرار'),
});
export type CollectionSettings = z.infer<typeof collectionSettingsSchema>;
export const collectionSettingsResponseSchema = dataEnvelope(collectionSettingsSchema);

/** How the aging report groups its rows. */
export const { values: AGING_GROUPS, labels: AGING_GROUP_LABELS_AR } = labelledEnum({
  branch: 'الفرع',
  collector: 'المحصّل',
  buyer: 'المشتري',
});
export type AgingGroup = (typeof AGING_GROUPS)[number];

/** Query of GET /reports/aging. */
export const agingQuerySchema = z.object({
  groupBy: z.enum(AGING_GROUPS, { error: 'طريقة التجميع غير معروفة' }).default('branch'),
  currency: z.enum(DEAL_CURRENCIES, { error: 'العملة غير معروفة' }).optional(),
  branchId: recordIdSchema('رقم الفرع غير صالح').optional(),
});
export type AgingQuery = z.input<typeof agingQuerySchema>;

/** The most rows of one currency the buyer grouping answers (the largest debts first). */
export const MAX_AGING_ROWS = 500;

const agingFiguresShape = {
  currency: z.enum(DEAL_CURRENCIES),
  /** What is overdue in each band (decimal text), in the order of `bands`. */
  amounts: z.array(z.string()),
  /** How many unpaid instalments in each band. */
  counts: z.array(z.number().int()),
  total: z.string(),
  count: z.number().int(),
};

/** The aging of overdue money: each group's figures per band, in its currency, and the totals. */
export const agingReportSchema = z.object({
  today: z.string(),
  groupBy: z.enum(AGING_GROUPS),
  bands: z.array(z.object({ key: z.string(), from: z.number().int(), to: z.number().int().nullable() })),
  rows: z.array(
    z.object({
      /** The branch, collector or buyer (null: no branch, nobody assigned). */
      id: z.number().int().nullable(),
      name: z.string(),
      ...agingFiguresShape,
    }),
  ),
  totals: z.array(z.object(agingFiguresShape)),
  /** The buyer grouping stopped at {@link MAX_AGING_ROWS} rows of a currency (the totals count all). */
  truncated: z.boolean(),
});
export type AgingReport = z.infer<typeof agingReportSchema>;
export const agingReportResponseSchema = dataEnvelope(agingReportSchema);

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

/** Query of GET /reports/collections: the period (default: this month to today) and the grouping. */
export const collectionsReportQuerySchema = z
  .object({
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    groupBy: z.enum(RECEIVED_GROUPS, { error: 'طريقة التجميع غير معروفة' }).default('day'),
    branchId: recordIdSchema('رقم الفرع غير صالح').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'تاريخ النهاية يجب ألا يسبق تاريخ البداية',
  })
  .refine(
    (q) =>
      !q.from ||
      !q.to ||
      (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 < MAX_REPORT_DAYS,
    { path: ['to'], message: 'الفترة يجب ألا تتجاوز سنة واحدة' },
  );
export type CollectionsReportQuery = z.input<typeof collectionsReportQuerySchema>;

/** The collections report: what came in, against what fell due, and the promises. */
export const collectionsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(RECEIVED_GROUPS),
  /** Money received in the period (standing payments, down payments included), per group and currency. */
  received: z.array(
    z.object({
      /** The day ('yyyy-MM-dd'), the method, or the branch's or recorder's id (null: none). */
      key: z.string().nullable(),
      name: z.string(),
      currency: z.enum(DEAL_CURRENCIES),
      amount: z.string(),
      count: z.number().int(),
    }),
  ),
  /** Per currency: received in the period, what fell due in it, and the rate of the two. */
  rates: z.array(
    z.object({
      currency: z.enum(DEAL_CURRENCIES),
      received: z.string(),
      /** What fell due in the period: schedule lines (down payments on their contract date included). */
      due: z.string(),
      /** received ÷ due in percent with one decimal ('87.5'); null when nothing fell due. */
      rate: z.string().nullable(),
    }),
  ),
  /** Promises made in the period, per the user who took them, with what became of them. */
  promises: z.array(
    z.object({
      id: z.number().int().nullable(),
      name: z.string(),
      made: z.number().int(),
      kept: z.number().int(),
      broken: z.number().int(),
      pending: z.number().int(),
    }),
  ),
});
export type CollectionsReport = z.infer<typeof collectionsReportSchema>;
export const collectionsReportResponseSchema = dataEnvelope(collectionsReportSchema);
