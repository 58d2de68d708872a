import { z } from 'zod';
import { branchRefSchema } from './auth';
import { dataEnvelope, listEnvelope, listQuerySchema, reasonBodySchema, recordIdSchema } from './common';
import { DEAL_CURRENCIES, isoDateSchema, moneyInputSchema } from './deals';
import { listCursorParam } from './list-cursor';

// The cash box (الصندوق, docs/domain/cash-box.md): a cashier's box per currency, closing a day against
// what was counted, reopening a closing, and cash handed from one user to another.

const money = z.string();

/** What a cashier's box in one currency holds since its last closing, and why. */
export const cashBoxSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  currency: z.enum(DEAL_CURRENCIES),
  /** The company's today: the box runs to it. */
  today: z.string(),
  /** The last standing closing: its day and what was counted (the opening balance). */
  lastClosing: z.object({ id: z.number().int(), day: z.string(), counted: money }).nullable(),
  opening: money,
  received: money,
  refunded: money,
  handedOut: money,
  handedIn: money,
  expected: money,
});
export type CashBox = z.infer<typeof cashBoxSchema>;
export const cashBoxResponseSchema = dataEnvelope(z.array(cashBoxSchema));

/** Body of POST /cash-box/closings: the day (today unless given), what was counted, why it differs, the notes. */
export const closingInputSchema = z.object(
  {
    currency: z.enum(DEAL_CURRENCIES, { error: 'العملة يجب أن تكون IQD أو USD' }),
    day: isoDateSchema.optional(),
    counted: moneyInputSchema,
    note: z.string().trim().max(500, 'الملاحظة يجب ألا تزيد عن 500 حرف').nullable().optional(),
    /** The notes counted: value (major units) → how many. */
    denominations: z
      .record(z.string(), z.number({ error: 'عدد الأوراق يجب أن يكون رقماً' }))
      .nullable()
      .optional(),
  },
  { error: 'العملة والمبلغ المعدود مطلوبان' },
);
export type ClosingInput = z.infer<typeof closingInputSchema>;

/** A closed day of one cashier's box in one currency. */
export const cashClosingSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  currency: z.enum(DEAL_CURRENCIES),
  day: z.string(),
  opening: money,
  received: money,
  refunded: money,
  handedOut: money,
  handedIn: money,
  expected: money,
  counted: money,
  difference: money,
  note: z.string().nullable(),
  denominations: z.record(z.string(), z.number()).nullable(),
  createdAt: z.string(),
  /** Reopened by the company account (the day may be closed again). */
  reopened: z.object({ at: z.string(), byName: z.string(), reason: z.string() }).nullable(),
  company: z.object({ name: z.string() }),
});
export type CashClosing = z.infer<typeof cashClosingSchema>;
export const cashClosingResponseSchema = dataEnvelope(cashClosingSchema);

/** Body of POST /cash-box/closings/{id}/reopen (company account only). */
export const reopenClosingInputSchema = reasonBodySchema('سبب إعادة الفتح');
export type ReopenClosingInput = z.infer<typeof reopenClosingInputSchema>;

/** Who may receive cash: the company's active users who take money (the company account, UPDATE_INSTALLMENT), not the caller. */
export const cashReceiversResponseSchema = dataEnvelope(
  z.array(z.object({ id: z.number().int(), fullName: z.string() })),
);

/** Body of POST /cash-box/handovers: cash handed to another user of the company. */
export const handoverInputSchema = z.object(
  {
    toUserId: recordIdSchema('المستلم غير صالح'),
    currency: z.enum(DEAL_CURRENCIES, { error: 'العملة يجب أن تكون IQD أو USD' }),
    amount: moneyInputSchema,
    note: z.string().trim().max(500, 'الملاحظة يجب ألا تزيد عن 500 حرف').nullable().optional(),
  },
  { error: 'المستلم والعملة والمبلغ مطلوبة' },
);
export type HandoverInput = z.infer<typeof handoverInputSchema>;

/** Cash handed from one user to another: out of the giver's box on its day, into the receiver's once acknowledged. */
export const cashHandoverSchema = z.object({
  id: z.number().int(),
  from: z.object({ id: z.number().int(), fullName: z.string() }),
  to: z.object({ id: z.number().int(), fullName: z.string() }),
  currency: z.enum(DEAL_CURRENCIES),
  amount: money,
  day: z.string(),
  note: z.string().nullable(),
  acknowledgedOn: z.string().nullable(),
});
export type CashHandover = z.infer<typeof cashHandoverSchema>;
export const cashHandoverResponseSchema = dataEnvelope(cashHandoverSchema);
/** The caller's handovers still to acknowledge, and those they gave that wait for it. */
export const cashHandoverListResponseSchema = dataEnvelope(
  z.object({ toAcknowledge: z.array(cashHandoverSchema), awaiting: z.array(cashHandoverSchema) }),
);

// ---- The company's view: every box at a glance, and the closings report (the company account) ----

/** One cashier's box in one currency as of the company's today. */
export const cashBoxGlanceSchema = z.object({
  user: z.object({ id: z.number().int(), fullName: z.string() }),
  branch: branchRefSchema.nullable(),
  currency: z.enum(DEAL_CURRENCIES),
  /** The day of the last standing closing; null: never closed. */
  lastClosingDay: z.string().nullable(),
  expected: money,
});
export type CashBoxGlance = z.infer<typeof cashBoxGlanceSchema>;

/** What the boxes of a branch (null: users of no branch), or of the whole company, should hold in one currency. */
export const cashTotalSchema = z.object({
  branch: branchRefSchema.nullable(),
  currency: z.enum(DEAL_CURRENCIES),
  expected: money,
});
export type CashTotal = z.infer<typeof cashTotalSchema>;

/** GET /cash-box/overview: every box of the company's cashiers, summed per branch and for the company. */
export const cashBoxOverviewSchema = z.object({
  today: z.string(),
  boxes: z.array(cashBoxGlanceSchema),
  branches: z.array(cashTotalSchema),
  company: z.array(cashTotalSchema.omit({ branch: true })),
});
export type CashBoxOverview = z.infer<typeof cashBoxOverviewSchema>;
export const cashBoxOverviewResponseSchema = dataEnvelope(cashBoxOverviewSchema);

/** The sorts of the closings report. */
export const CASH_CLOSING_SORT_KEYS = ['day', 'difference', 'id'] as const;
export type CashClosingSortKey = (typeof CASH_CLOSING_SORT_KEYS)[number];
const closingCursor = () =>
  listCursorParam(CASH_CLOSING_SORT_KEYS, ['difference', 'id'], { dates: ['day'], wide: ['difference'] });

/** Query of GET /cash-box/closings: the closings of the company, by cashier, branch, currency, days. */
export const cashClosingListQuerySchema = listQuerySchema.extend({
  sortBy: z.enum(CASH_CLOSING_SORT_KEYS, { error: 'حقل الترتيب غير معروف' }).optional(),
  userId: recordIdSchema('رقم أمين الصندوق غير صالح').optional(),
  branchId: recordIdSchema('رقم الفرع غير صالح').optional(),
  currency: z.enum(DEAL_CURRENCIES, { error: 'العملة غير معروفة' }).optional(),
  fromDate: isoDateSchema.optional(),
  toDate: isoDateSchema.optional(),
  /** Only the closings whose count differed from what was expected. */
  withDifference: z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: 'القيمة يجب أن تكون true أو false' })
    .transform((v) => v === true || v === 'true')
    .optional(),
  after: closingCursor(),
  before: closingCursor(),
});
export type CashClosingListQuery = z.output<typeof cashClosingListQuerySchema>;

/** A row of the closings report: the closing as it prints, with its cashier's branch, without the company. */
export const cashClosingRowSchema = cashClosingSchema
  .omit({ company: true })
  .extend({ branch: branchRefSchema.nullable() });
export type CashClosingRow = z.infer<typeof cashClosingRowSchema>;
export const cashClosingListResponseSchema = listEnvelope(cashClosingRowSchema);
