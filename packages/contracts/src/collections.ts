import { z } from 'zod';
import {
  COLLECTION_SORT_KEYS,
  CONTACT_KINDS,
  CONTACT_OUTCOMES,
  MAX_ASSIGN_BY_FILTER,
  PROMISE_STATUSES,
} from './collection-enums';
import { dataEnvelope, listEnvelope, listQuerySchema, reasonBodySchema, recordIdSchema } from './common';
import { DEAL_CURRENCIES, dealLinkShape, isoDateSchema, moneyInputSchema } from './deals';
import { listCursorParam } from './list-cursor';
import { REMINDER_RECIPIENTS } from './reminders';

export {
  COLLECTION_SORT_KEYS,
  CONTACT_KIND_LABELS_AR,
  CONTACT_KINDS,
  CONTACT_OUTCOME_LABELS_AR,
  CONTACT_OUTCOMES,
  type CollectionSortKey,
  type ContactKind,
  type ContactOutcome,
  MAX_ASSIGN_BY_FILTER,
  MAX_REMINDER_BATCH,
  PROMISE_STATUS_LABELS_AR,
  PROMISE_STATUSES,
  type PromiseStatus,
} from './collection-enums';

/**
 * Collections (docs/domain/collections.md): the queue of deals with money overdue or a promise due, the
 * contact log of each deal (calls, visits, messages, the buyer coming in) with promises to pay, and the
 * collector a deal is assigned to.
 */

const userRefSchema = z.object({ id: z.number().int(), fullName: z.string() });

/** One entry of a deal's contact log. */
export const contactSchema = z.object({
  id: z.number().int(),
  dealId: z.number().int(),
  kind: z.enum(CONTACT_KINDS),
  outcome: z.enum(CONTACT_OUTCOMES),
  note: z.string().nullable(),
  /** A promise's date ('yyyy-MM-dd') and amount (decimal text in the deal's currency); null otherwise. */
  promiseDate: z.string().nullable(),
  promiseAmount: z.string().nullable(),
  promiseStatus: z.enum(PROMISE_STATUSES).nullable(),
  /** When to act next on the deal, as this entry set it ('yyyy-MM-dd'). */
  nextActionOn: z.string().nullable(),
  createdBy: userRefSchema.nullable(),
  /** ISO timestamp. */
  createdAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

/** POST /collections/{id}/contacts: a contact with the deal's buyer (or guarantor). */
export const contactCreateSchema = z
  .object({
    kind: z.enum(CONTACT_KINDS, { error: 'نوع التواصل غير معروف' }),
    outcome: z.enum(CONTACT_OUTCOMES, { error: 'نتيجة التواصل غير معروفة' }),
    note: z.string().trim().max(1000, 'الملاحظة يجب ألا تتجاوز 1000 حرف').nullish(),
    promiseDate: isoDateSchema.nullish(),
    promiseAmount: moneyInputSchema.nullish(),
    /** Default: tomorrow after no answer, the promise's date after a promise, none otherwise. */
    nextActionOn: isoDateSchema.nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.outcome !== 'PROMISED') {
      if (body.promiseDate != null || (body.promiseAmount != null && body.promiseAmount !== ''))
        ctx.addIssue({
          code: 'custom',
          path: ['outcome'],
          message: 'تاريخ الوعد ومبلغه لنتيجة «وعد بالتسديد» فقط',
        });
      return;
    }
    if (body.promiseDate == null)
      ctx.addIssue({ code: 'custom', path: ['promiseDate'], message: 'تاريخ الوعد مطلوب' });
    if (body.promiseAmount == null || body.promiseAmount === '')
      ctx.addIssue({ code: 'custom', path: ['promiseAmount'], message: 'مبلغ الوعد مطلوب' });
  });
export type ContactCreate = z.infer<typeof contactCreateSchema>;

/** One row of the collections queue: a deal with money overdue, or a promise due today. */
export const collectionRowSchema = z.object({
  /** The deal's id (a row key). */
  id: z.number().int(),
  ...dealLinkShape,
  currency: z.enum(DEAL_CURRENCIES),
  buyer: z.object({ id: z.number().int(), fullName: z.string(), phone: z.string().nullable() }),
  guarantor: z
    .object({ id: z.number().int(), fullName: z.string(), phone: z.string().nullable() })
    .nullable(),
  car: z.object({ id: z.number().int(), name: z.string(), plateNumber: z.string().nullable() }),
  branchId: z.number().int().nullable(),
  /** What is overdue (unpaid instalments due before today), decimal text in the deal's currency. */
  overdueAmount: z.string(),
  /** Late fees owed on the deal (docs/domain/late-fees.md), apart from `overdueAmount`; '0' when none. */
  lateFees: z.string(),
  /** Days since the oldest unpaid instalment fell due; 0 when nothing is overdue (a promise due today). */
  daysOverdue: z.number().int(),
  /** The oldest unpaid instalment's due date, when one is overdue. */
  oldestDueDate: z.string().nullable(),
  lastContact: contactSchema.pick({ kind: true, outcome: true, createdAt: true, createdBy: true }).nullable(),
  nextActionOn: z.string().nullable(),
  collector: userRefSchema.nullable(),
  /** The deal's latest promise, if any. */
  promise: z.object({ date: z.string(), amount: z.string(), status: z.enum(PROMISE_STATUSES) }).nullable(),
  /** Its latest promise was broken: the row comes first. */
  brokenPromise: z.boolean(),
});
export type CollectionRow = z.infer<typeof collectionRowSchema>;

const collectionCursorParam = () =>
  listCursorParam(COLLECTION_SORT_KEYS, ['priority', 'daysOverdue'], {
    wide: ['overdueAmount'],
    dates: ['nextActionOn'],
  });

/** A band of days overdue as the queue's filter takes it: '31-60', or '181+' for that many and more. */
const bandSchema = z
  .string()
  .regex(/^([1-9][0-9]{0,3}-[1-9][0-9]{0,3}|[1-9][0-9]{0,3}\+)$/, 'فئة التأخير غير معروفة')
  .refine(
    (b) => !b.includes('-') || Number(b.split('-')[0]) <= Number(b.split('-')[1]),
    'فئة التأخير غير معروفة',
  );

/** The days of a band key: '31-60' → [31, 60], '181+' → [181, null]. */
export function bandDays(band: string): [number, number | null] {
  if (band.endsWith('+')) return [Number(band.slice(0, -1)), null];
  const [from, to] = band.split('-');
  return [Number(from), Number(to)];
}

/** The filters of the queue, shared by its list, its batch of reminders and assigning all it shows. */
export const collectionFiltersSchema = z.object({
  keyword: z.string().trim().max(200).optional(),
  branchId: recordIdSchema('رقم الفرع غير صالح').optional(),
  collectorId: recordIdSchema('رقم المحصّل غير صالح').optional(),
  /** Only the caller's deals. */
  mine: z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: 'القيمة يجب أن تكون true أو false' })
    .transform((v) => v === true || v === 'true')
    .optional(),
  band: bandSchema.optional(),
  currency: z.enum(DEAL_CURRENCIES, { error: 'العملة غير معروفة' }).optional(),
  /** Deals not contacted for at least this many days (never contacted included). */
  noContactDays: z.coerce
    .number({ error: 'عدد الأيام يجب أن يكون رقماً' })
    .int('عدد الأيام يجب أن يكون رقماً صحيحاً')
    .min(1, 'عدد الأيام يجب أن يكون 1 على الأقل')
    .max(3650, 'عدد الأيام كبير جداً')
    .optional(),
  /**
   * The deals marked in default (their own tab, docs/domain/collections.md#default): `true` lists only
   * them; otherwise (`false`, or not given) the queue leaves them out.
   */
  defaulted: z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: 'القيمة يجب أن تكون true أو false' })
    .transform((v) => v === true || v === 'true')
    .optional(),
});
export type CollectionFilters = z.output<typeof collectionFiltersSchema>;

/** Query of GET /collections. */
export const collectionListQuerySchema = listQuerySchema.extend({
  ...collectionFiltersSchema.shape,
  after: collectionCursorParam(),
  before: collectionCursorParam(),
  sortBy: z.enum(COLLECTION_SORT_KEYS, { error: 'حقل الترتيب غير معروف' }).optional(),
});
export type CollectionListQuery = z.infer<typeof collectionListQuerySchema>;

/** Path of the deal's collection calls: the deal's id. */
export const collectionDealParams = z.object({ id: recordIdSchema('رقم العقد غير صالح') });

/**
 * PUT /collections/assign: these deals, or every deal of the queue under these filters (at most
 * {@link MAX_ASSIGN_BY_FILTER}), to this collector (null: unassigned).
 */
/** Who to assign to: a collector's id, or null for nobody (the assign dialog's form). */
export const collectionAssigneeSchema = z.object({
  collectorId: recordIdSchema('رقم المحصّل غير صالح').nullable(),
});

export const collectionAssignSchema = z
  .object({
    dealIds: z
      .array(recordIdSchema('رقم العقد غير صالح'), { error: 'اختر عقداً واحداً على الأقل' })
      .min(1, 'اختر عقداً واحداً على الأقل')
      .max(500, 'يمكن إسناد 500 عقد في المرة الواحدة على الأكثر')
      .optional(),
    filter: collectionFiltersSchema.optional(),
    ...collectionAssigneeSchema.shape,
  })
  .refine((b) => (b.dealIds === undefined) !== (b.filter === undefined), {
    path: ['dealIds'],
    message: 'اختر العقود أو عامل التصفية، لا كليهما',
  });
export type CollectionAssign = z.infer<typeof collectionAssignSchema>;

/** Who may collect (GET /collections/collectors): the company account and active staff holding COLLECTIONS_WORK. */
export const collectorSchema = z.object({ id: z.number().int(), fullName: z.string() });
export type Collector = z.infer<typeof collectorSchema>;

export const collectionListResponseSchema = listEnvelope(collectionRowSchema);
export const collectorListResponseSchema = dataEnvelope(z.array(collectorSchema));
export const contactResponseSchema = dataEnvelope(contactSchema);
export const contactListResponseSchema = dataEnvelope(z.array(contactSchema));
/** Query of GET /collections/reminders: the queue's filters and to whom (the buyers by default). */
export const reminderBatchQuerySchema = collectionFiltersSchema.extend({
  to: z.enum(REMINDER_RECIPIENTS, { error: 'المستلم غير معروف' }).optional(),
});
export type ReminderBatchQuery = z.output<typeof reminderBatchQuerySchema>;

export const collectionAssignResponseSchema = dataEnvelope(z.object({ assigned: z.number().int() }));

/** A deal's default mark (GET/PUT /collections/{id}/default): when, why and by whom; all null when not marked. */
export const dealDefaultSchema = z.object({
  dealId: z.number().int(),
  defaulted: z.boolean(),
  defaultedAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type DealDefault = z.infer<typeof dealDefaultSchema>;
export const dealDefaultResponseSchema = dataEnvelope(dealDefaultSchema);

/** Body of PUT /collections/{id}/default (company account): mark (`true`) or clear (`false`), with the reason. */
export const dealDefaultBodySchema = reasonBodySchema('السبب').extend({
  defaulted: z.boolean({ error: 'حدد وضع التعثر' }),
});
export type DealDefaultBody = z.infer<typeof dealDefaultBodySchema>;
