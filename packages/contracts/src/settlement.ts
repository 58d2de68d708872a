import {
  amountInArabicWords,
  type Currency,
  isMonthlyLine,
  MESSAGES,
  type MinorUnits,
  parseMoney,
  scheduleLineName,
  toMajorString,
} from '@cc/domain';
import { z } from 'zod';
import { dataEnvelope } from './common';
import {
  DEAL_CURRENCIES,
  DEAL_KINDS,
  type Deal,
  isoDateSchema,
  moneyInputSchema,
  PLAN_STATUSES,
} from './deals';
import { PAYMENT_METHODS } from './payments';

/** A line still owed in an early-settlement quote. */
export const settlementLineSchema = z.object({
  sequence: z.number().int(),
  /** «المقدمة», «باقي المقدمة n» or «القسط n». */
  name: z.string(),
  dueDate: z.string(),
  /** What is left of it, in major units. */
  remaining: z.string(),
  overdue: z.boolean(),
});
export type SettlementLine = z.infer<typeof settlementLineSchema>;

/**
 * GET /payment-plans/{id}/settlement (docs/domain/early-settlement.md): everything that remains on a plan
 * today, in its one currency: the down payment still owed (line 0 and its deferred portions), the monthly
 * instalments, the late fees, and their total (the plan's remaining amount), with the lines still owed.
 */
export const settlementQuoteSchema = z.object({
  planId: z.number().int(),
  dealId: z.number().int(),
  kind: z.enum(DEAL_KINDS),
  contractNumber: z.number().int(),
  contractDate: z.string(),
  currency: z.enum(DEAL_CURRENCIES),
  planStatus: z.enum(PLAN_STATUSES),
  /** The company's today: the quote holds while nothing is recorded on the plan. */
  asOf: z.string(),
  buyer: z.object({ fullName: z.string(), phone: z.string().nullable(), nationalId: z.string().nullable() }),
  car: z.object({ name: z.string(), plateNumber: z.string(), chassisNumber: z.string() }),
  company: z.object({ name: z.string(), phone: z.string().nullable(), address: z.string().nullable() }),
  lines: z.array(settlementLineSchema),
  downPayment: z.string(),
  instalments: z.string(),
  lateFees: z.string(),
  total: z.string(),
  totalInWords: z.string(),
});
export type SettlementQuote = z.infer<typeof settlementQuoteSchema>;
export const settlementQuoteResponseSchema = dataEnvelope(settlementQuoteSchema);

const minor = (text: string, currency: Currency): MinorUnits => {
  const parsed = parseMoney(text, currency);
  return parsed.ok ? parsed.value : 0;
};

/**
 * The early-settlement quote of a deal as its record stands on `asOf` (the server and the fake answer
 * the same): the lines not fully paid, what remains of the down payment's lines and of the monthly
 * instalments, and the late fees owed (what remains beyond the lines: fees are settled after every line).
 *
 * @example
 * settlementQuoteOf(deal, '2026-05-01').total; // '11000000'
 */
export function settlementQuoteOf(deal: Deal, asOf: string): SettlementQuote {
  const plan = deal.paymentPlan;
  const currency = deal.currency as Currency;
  let down = 0;
  let monthly = 0;
  const lines: SettlementLine[] = [];
  for (const i of plan.installments) {
    const left = minor(i.remainingAmount, currency);
    if (left <= 0) continue;
    if (isMonthlyLine(i)) monthly += left;
    else down += left;
    lines.push({
      sequence: i.sequence,
      name: scheduleLineName(i.sequence),
      dueDate: i.dueDate,
      remaining: i.remainingAmount,
      overdue: i.overdue,
    });
  }
  const total = plan.status === 'ACTIVE' ? minor(plan.remainingAmount, currency) : 0;
  const fees = Math.max(0, total - down - monthly);
  return {
    planId: plan.id,
    dealId: deal.id,
    kind: deal.kind,
    contractNumber: deal.contractNumber,
    contractDate: deal.contractDate,
    currency: deal.currency,
    planStatus: plan.status,
    asOf,
    buyer: { fullName: deal.buyer.fullName, phone: deal.buyer.phone, nationalId: deal.buyer.nationalId },
    car: { name: deal.car.name, plateNumber: deal.car.plateNumber, chassisNumber: deal.car.chassisNumber },
    company: deal.company,
    lines: plan.status === 'ACTIVE' ? lines : [],
    downPayment: toMajorString(plan.status === 'ACTIVE' ? down : 0, currency),
    instalments: toMajorString(plan.status === 'ACTIVE' ? monthly : 0, currency),
    lateFees: toMajorString(fees, currency),
    total: toMajorString(total, currency),
    totalInWords: amountInArabicWords(total, currency),
  };
}

/**
 * Body of POST /payment-plans/{id}/settle: the quote's `total` the caller showed (refused with 409 when
 * what remains has changed since), an optional settlement discount (company account only) with its
 * reason, and the payment's method, date and note. The rest of the total is recorded as one payment.
 */
export const settlementInputSchema = z
  .object({
    total: moneyInputSchema,
    discount: moneyInputSchema.nullable().optional(),
    discountReason: z.string().trim().max(500, 'سبب الخصم يجب ألا يزيد عن 500 حرف').nullable().optional(),
    method: z.enum(PAYMENT_METHODS, { error: 'طريقة الدفع يجب أن تكون نقداً أو تحويلاً' }),
    paidAt: isoDateSchema.optional(),
    note: z.string().trim().max(500, 'الملاحظة يجب ألا تزيد عن 500 حرف').nullable().optional(),
  })
  .superRefine((v, ctx) => {
    const discount = v.discount === null || v.discount === undefined ? '' : String(v.discount).trim();
    if (discount !== '' && !/^[0٠۰.,٫٬\s]+$/.test(discount) && !v.discountReason) {
      ctx.addIssue({
        code: 'custom',
        path: ['discountReason'],
        message: MESSAGES.settlement.discountReasonRequired,
      });
    }
  });
export type SettlementInput = z.infer<typeof settlementInputSchema>;
