import { MESSAGES } from '@cc/domain';
import { z } from 'zod';
import {
  dataEnvelope,
  listQuerySchema,
  paginationSchema,
  reasonBodySchema,
  recordIdSchema,
  requiredText,
} from './common';
import { LEDGER_ENTRY_KINDS, PAYMENT_KINDS, PAYMENT_METHODS, PAYMENT_SORT_KEYS } from './deal-enums';
import { DEAL_CURRENCIES, dealLinkShape, isoDateSchema, moneyInputSchema } from './deals';
import { listCursorParam } from './list-cursor';

export {
  IDEMPOTENCY_KEY_HEADER,
  LEDGER_ENTRY_KINDS,
  type LedgerEntryKind,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  PAYMENT_SORT_KEYS,
  type PaymentKind,
  type PaymentMethod,
} from './deal-enums';

export const HANDED_AMOUNT_REQUIRED = MESSAGES.ledger.handedAmountRequired;
export const EXCHANGE_RATE_REQUIRED = MESSAGES.ledger.exchangeRateRequired;

const currencySchema = z.enum(DEAL_CURRENCIES, { error: 'العملة يجب أن تكون IQD أو USD' });

/**
 * Body of POST /payments: an amount in the deal's currency, in major units. Money handed over in the
 * other currency: `handedCurrency`, `handedAmount` (in that currency) and `exchangeRate` (dinars for one
 * dollar); then the server converts (convertMoney of @cc/domain) and `amount` may be left out (if
 * given, it must equal the conversion).
 */
export const paymentInputSchema = z
  .object({
    planId: z
      .number({ error: 'خطة الدفع مطلوبة' })
      .int('خطة الدفع غير صالحة')
      .positive('خطة الدفع غير صالحة'),
    amount: moneyInputSchema.optional(),
    method: z.enum(PAYMENT_METHODS, { error: 'طريقة الدفع يجب أن تكون نقداً أو تحويلاً' }),
    paidAt: isoDateSchema.optional(),
    note: z.string().trim().max(500, 'الملاحظة يجب ألا تزيد عن 500 حرف').nullable().optional(),
    handedCurrency: currencySchema.nullable().optional(),
    handedAmount: moneyInputSchema.nullable().optional(),
    exchangeRate: z.union([z.string(), z.number()], { error: 'سعر الصرف غير صالح' }).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.amount !== undefined && v.amount !== '') return;
    // Without an amount: the money handed over and its rate, converted by the server.
    if (!v.handedCurrency) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'المبلغ مطلوب' });
      return;
    }
    if (v.handedAmount === undefined || v.handedAmount === null || v.handedAmount === '') {
      ctx.addIssue({ code: 'custom', path: ['handedAmount'], message: HANDED_AMOUNT_REQUIRED });
    }
    if (v.exchangeRate === undefined || v.exchangeRate === null || v.exchangeRate === '') {
      ctx.addIssue({ code: 'custom', path: ['exchangeRate'], message: EXCHANGE_RATE_REQUIRED });
    }
  });
export type PaymentInput = z.infer<typeof paymentInputSchema>;

/**
 * The other end of a reversal: the reversed payment, or the entry that reversed it, with its receipt
 * number and its calendar date (what a reversal voucher and a cancelled receipt print).
 */
export const paymentLinkSchema = z.object({
  id: z.number().int(),
  receiptNumber: z.number().int(),
  paidAt: z.string(),
});
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
  ...dealLinkShape,
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
  /** PAYMENT, DISCOUNT, WRITE_OFF or REFUND; on a reversal entry, the kind of the entry it reverses. */
  entryKind: z.enum(LEDGER_ENTRY_KINDS),
  /** Why a discount was granted, a write-off made or money handed back. */
  reason: z.string().nullable(),
  /** Money handed over in the other currency: its amount (major units), currency and rate (dinars per dollar). */
  handedAmount: z.string().nullable(),
  handedCurrency: z.enum(DEAL_CURRENCIES).nullable(),
  exchangeRate: z.string().nullable(),
  branch: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** How the payment was spread over the instalments (derived by replay; single reads only). */
  /** What the payment settled: instalments by sequence, or (with `chargeId`) the late fee of that instalment. */
  allocations: z
    .array(
      z.object({ sequence: z.number().int(), amount: z.string(), chargeId: z.number().int().optional() }),
    )
    .optional(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

const paymentCursorParam = () =>
  listCursorParam(PAYMENT_SORT_KEYS, ['receiptNumber'], { wide: ['amount'], dates: ['paidAt'] });

/** Query of GET /payments; `after` / `before` as GET /car takes them. */
export const paymentListQuerySchema = listQuerySchema.extend({
  after: paymentCursorParam(),
  before: paymentCursorParam(),
  sortBy: z.enum(PAYMENT_SORT_KEYS, { error: 'حقل الترتيب غير معروف' }).optional(),
  planId: recordIdSchema().optional(),
  dealId: recordIdSchema().optional(),
  /** The payments of the deals where this person is seller, buyer or guarantor (the account card). */
  personId: recordIdSchema('رقم الحساب غير صالح').optional(),
  fromDate: isoDateSchema.optional(),
  toDate: isoDateSchema.optional(),
  method: z.enum(PAYMENT_METHODS, { error: 'طريقة الدفع يجب أن تكون نقداً أو تحويلاً' }).optional(),
  currency: currencySchema.optional(),
  /** The branch of the entry's deal. */
  branchId: recordIdSchema('رقم الفرع غير صالح').optional(),
  /** The user who recorded the entry. */
  recordedBy: recordIdSchema('رقم المستخدم غير صالح').optional(),
  /** true: reversed payments and reversal entries; false: entries that stand. */
  reversed: z
    .enum(['true', 'false'], { error: 'المعكوسة يجب أن يكون true أو false' })
    .transform((v) => v === 'true')
    .optional(),
  kind: z.enum(PAYMENT_KINDS, { error: 'نوع القيد غير معروف' }).optional(),
});
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

/** GET /payments/export: the list's filters, no paging. */
export const paymentExportQuerySchema = paymentListQuerySchema.omit({
  page: true,
  size: true,
  after: true,
  before: true,
});
export type PaymentExportQuery = z.infer<typeof paymentExportQuerySchema>;

/**
 * Money received among the filtered rows, one line per currency (never added across currencies):
 * standing payments only (no discount, no reversed payment, no reversal entry).
 */
export const paymentTotalSchema = z.object({
  currency: z.enum(DEAL_CURRENCIES),
  amount: z.string(),
  count: z.number().int(),
});
export type PaymentTotal = z.infer<typeof paymentTotalSchema>;

export const paymentResponseSchema = dataEnvelope(paymentSchema);
export const paymentListResponseSchema = z.object({
  data: z.array(paymentSchema),
  pagination: paginationSchema,
  totals: z.array(paymentTotalSchema),
});
export type PaymentListResponse = z.infer<typeof paymentListResponseSchema>;

/** Body of POST /payment-plans/{id}/discount (company account only): a settlement discount. */
export const discountInputSchema = z.object(
  {
    amount: moneyInputSchema,
    reason: requiredText(500, 'سبب الخصم'),
  },
  { error: 'المبلغ وسبب الخصم مطلوبان' },
);
export type DiscountInput = z.infer<typeof discountInputSchema>;

/** Body of POST /payments/{id}/reverse (company account only). */
export const paymentReverseBodySchema = reasonBodySchema('سبب العكس');
export type PaymentReverseBody = z.infer<typeof paymentReverseBodySchema>;

/**
 * Body of POST /payment-plans/{id}/refund (company account only): money handed back to the buyer of a
 * repossessed car, at most what was paid and not yet handed back; a voucher like a receipt.
 */
export const refundInputSchema = z.object(
  {
    amount: moneyInputSchema,
    method: z.enum(PAYMENT_METHODS, { error: 'طريقة الدفع يجب أن تكون نقداً أو تحويلاً' }),
    reason: requiredText(500, 'سبب الإرجاع'),
    paidAt: isoDateSchema.optional(),
  },
  { error: 'المبلغ وطريقة الدفع وسبب الإرجاع مطلوبة' },
);
export type RefundInput = z.infer<typeof refundInputSchema>;
