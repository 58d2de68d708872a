import { z } from 'zod';
import { dataEnvelope, listEnvelope, listQuerySchema } from './common';
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

/** One ledger entry; `remainingAfter` is what the receipt prints. */
export const paymentSchema = z.object({
  id: z.number().int(),
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
  reversed: z.boolean(),
  recordedBy: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  /** How the payment was spread over the instalments (derived by replay; single reads only). */
  allocations: z.array(z.object({ sequence: z.number().int(), amount: z.string() })).optional(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentListQuerySchema = listQuerySchema.extend({
  sortBy: z.enum(['receiptNumber', 'paidAt', 'amount'], { error: 'حقل الترتيب غير معروف' }).optional(),
  planId: z.coerce.number().int().positive().optional(),
  dealId: z.coerce.number().int().positive().optional(),
  fromDate: isoDateSchema.optional(),
  toDate: isoDateSchema.optional(),
});
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

export const paymentResponseSchema = dataEnvelope(paymentSchema);
export const paymentListResponseSchema = listEnvelope(paymentSchema);
