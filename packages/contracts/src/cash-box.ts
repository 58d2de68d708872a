import { z } from 'zod';
import { dataEnvelope, reasonBodySchema, recordIdSchema } from './common';
import { DEAL_CURRENCIES, isoDateSchema, moneyInputSchema } from './deals';

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
