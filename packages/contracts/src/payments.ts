import { z } from 'zod';
import { dataEnvelope, listEnvelope, listQuerySchema, recordIdSchema } from './common';
import { DEAL_CURRENCIES, DEAL_KINDS, isoDateSchema, moneyInputSchema } from './deals';

export const PAYMENT_METHODS = ['CASH', 'TRANSFER'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The header that makes POST /payments safe to retry. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Body of POST /payments: an amount in the deal's currency, in major units. */
export const paymentInputSchema = z.object({
  planId: z.number({ error: 'خطة الدفع مطلوبة' }).int('خطة الدفع غير صالحة').positive('خطة الدفع غير صالحة'),
  amount: moneyInputSchema,
  method: z.enum(PAYMENT_METHODS, { error: 'طريقة الدفع يجب أن تكون نقداً أو تحويلاً' }),
  paidAt: isoDateSchema.optional(),
  note: z.string().trim().max(500, 'الملاحظة يجب ألا تزيد عن 500 حرف').nullable().optional(),
});
export type PaymentInput = z.infer<typeof paymentInputSchema>;

/** A payment taken, or the reversal of one (a new entry pointing at it; docs/domain/payments-and-reversal.md). */
export const PAYMENT_KINDS = ['PAYMENT', 'REVERSAL'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** The other end of a reversal: the reversed payment, or the entry that reversed it. */
export const paymentLinkSchema = z.object({ id: z.number().int(), receiptNumber: z.number().int() });
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

/**
 * One ledger entry; `remainingAfter` is what the receipt prints (never recomputed). A reversal entry
 * (`kind: 'REVERSAL'`) repeats the reversed amount, has its own receipt number and points at the
 * original through `reversalOf`; the original keeps its amounts and gets `reversed`, `reversal`,
 * `reversedAt` and `reverseReason`.
 */
export const paymentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PAYMENT_KINDS),
  receiptNumber: z.number().int(),
  planId: z.number().int(),
  dealId: z.number().int(),
  dealKind: z.enum(DEAL_KINDS),
  contractNumber: z.number().int(),
  buyerName: z.string(),
  amount: z.string(),
  currency: z.enum(DEAL_CURRENCIES),
  amountInWords: z.string(),
  method: z.enum(PAYMENT_METHODS),
  paidAt: z.string(),
  note: z.string().nullable(),
  isDownPayment: z.boolean(),
  remainingAfter: z.string(),
  /** True on a payment that was reversed (never on a reversal entry). */
  reversed: z.boolean(),
  /** On a reversal entry: the payment it reverses. */
  reversalOf: paymentLinkSchema.nullable(),
  /** On a reversed payment: the reversal entry. */
  reversal: paymentLinkSchema.nullable(),
  /** When the reversal was recorded (ISO timestamp), on both the reversed payment and its reversal. */
  reversedAt: z.string().nullable(),
  /** Why it was reversed, on both the reversed payment and its reversal. */
  reverseReason: z.string().nullable(),
  recordedBy: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  /** How the payment was spread over the instalments (derived by replay; single reads only). */
  allocations: z.array(z.object({ sequence: z.number().int(), amount: z.string() })).optional(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentListQuerySchema = listQuerySchema.extend({
  sortBy: z.enum(['receiptNumber', 'paidAt', 'amount'], { error: 'حقل الترتيب غير معروف' }).optional(),
  planId: recordIdSchema().optional(),
  dealId: recordIdSchema().optional(),
  /** The payments of the deals where this person is seller, buyer or guarantor (the account card). */
  personId: recordIdSchema('رقم الحساب غير صالح').optional(),
  fromDate: isoDateSchema.optional(),
  toDate: isoDateSchema.optional(),
});
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

export const paymentResponseSchema = dataEnvelope(paymentSchema);
export const paymentListResponseSchema = listEnvelope(paymentSchema);

/** Body of POST /payments/{id}/reverse (company account only). */
export const paymentReverseBodySchema = z.object(
  {
    reason: z
      .string({ error: 'سبب العكس مطلوب' })
      .trim()
      .min(1, 'سبب العكس مطلوب')
      .max(500, 'سبب العكس يجب ألا يزيد عن 500 حرف'),
  },
  { error: 'سبب العكس مطلوب' },
);
export type PaymentReverseBody = z.infer<typeof paymentReverseBodySchema>;
