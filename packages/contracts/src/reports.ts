import { z } from 'zod';
import { dataEnvelope, recordIdSchema } from './common';
import { DEAL_CURRENCIES, isoDateSchema } from './deals';
import { AGING_GROUPS, MAX_AGING_ROWS, MAX_REPORT_DAYS, RECEIVED_GROUPS } from './report-enums';

export {
  AGING_GROUP_LABELS_AR,
  AGING_GROUPS,
  type AgingBand,
  type AgingGroup,
  agingBandLabel,
  agingBands,
  DEFAULT_AGING_BANDS,
  MAX_AGING_ROWS,
  MAX_REPORT_DAYS,
  RECEIVED_GROUP_LABELS_AR,
  RECEIVED_GROUPS,
  type ReceivedGroup,
} from './report-enums';

/**
 * Reports of collecting (docs/domain/collections.md, "Reports"): the aging of overdue money by band of
 * days, per branch, collector or buyer, and the company's aging bands. Amounts are decimal text in their
 * own currency; IQD and USD are never added.
 */

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

/** Query of GET /reports/aging. */
export const agingQuerySchema = z.object({
  groupBy: z.enum(AGING_GROUPS, { error: 'طريقة التجميع غير معروفة' }).default('branch'),
  currency: z.enum(DEAL_CURRENCIES, { error: 'العملة غير معروفة' }).optional(),
  branchId: recordIdSchema('رقم الفرع غير صالح').optional(),
});
export type AgingQuery = z.input<typeof agingQuerySchema>;

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
