import { CAR_EXPENSE_KINDS } from '@cc/domain';

export { CAR_EXPENSE_KIND_LABELS, CAR_EXPENSE_KINDS, type CarExpenseKind } from '@cc/domain';

import { z } from 'zod';
import { dataEnvelope, recordIdSchema } from './common';
import { DEAL_CURRENCIES, isoDateSchema, moneyInputSchema } from './deals';
import { MAX_REPORT_DAYS } from './reports';

// What a car cost and what it earned (docs/domain/car-costs.md): its purchase, its expenses and the
// profit of its sale, each currency apart. Read and written only with CAR_COSTS (the company account
// passes): no other answer of the API carries these figures.

const money = z.string();
const currency = z.enum(DEAL_CURRENCIES, { error: 'العملة يجب أن تكون IQD أو USD' });
const note = z.string().trim().max(500, 'الملاحظة يجب ألا تزيد عن 500 حرف').nullable().optional();

/** Body of PUT /car/{id}/purchase: what the car was bought for, when, from whom (an account card or a name). */
export const carPurchaseInputSchema = z.object(
  {
    amount: moneyInputSchema,
    currency,
    date: isoDateSchema,
    sellerPersonId: recordIdSchema('البائع غير صالح').nullable().optional(),
    sellerName: z.string().trim().max(200, 'اسم البائع يجب ألا يزيد عن 200 حرف').nullable().optional(),
    note,
  },
  { error: 'سعر الشراء وعملته وتاريخه مطلوبة' },
);
export type CarPurchaseInput = z.output<typeof carPurchaseInputSchema>;

/** Body of POST /car/{id}/expenses: a repair, a registration, a transport, a commission… */
export const carExpenseInputSchema = z.object(
  {
    kind: z.enum(CAR_EXPENSE_KINDS, { error: 'نوع المصروف غير معروف' }),
    amount: moneyInputSchema,
    currency,
    date: isoDateSchema,
    note,
    /** The key of an uploaded image of the receipt (POST /files). */
    receiptFileKey: z.string().uuid('صورة الوصل غير صالحة').nullable().optional(),
  },
  { error: 'نوع المصروف ومبلغه وعملته وتاريخه مطلوبة' },
);
export type CarExpenseInput = z.output<typeof carExpenseInputSchema>;

export const carExpenseParamsSchema = z.object({
  id: recordIdSchema(),
  expenseId: recordIdSchema('رقم المصروف غير صالح'),
});

/** The purchase of a car. */
export const carPurchaseSchema = z.object({
  amount: money,
  currency: z.enum(DEAL_CURRENCIES),
  date: z.string(),
  seller: z.object({ id: z.number().int().nullable(), fullName: z.string() }).nullable(),
  note: z.string().nullable(),
});
export type CarPurchase = z.infer<typeof carPurchaseSchema>;

/** An expense on a car, with a fresh signed link to its receipt's image when there is one. */
export const carExpenseSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CAR_EXPENSE_KINDS),
  amount: money,
  currency: z.enum(DEAL_CURRENCIES),
  date: z.string(),
  note: z.string().nullable(),
  receipt: z.object({ key: z.string(), url: z.string() }).nullable(),
  createdBy: z.string(),
});
export type CarExpense = z.infer<typeof carExpenseSchema>;

/** One currency's side of a car or a group of sales: what came in, what went out, the difference. */
export const profitSideSchema = z.object({
  currency: z.enum(DEAL_CURRENCIES),
  revenue: money,
  cost: money,
  net: money,
});
export type ProfitSideView = z.infer<typeof profitSideSchema>;

/** GET /car/{id}/costs: the purchase, the expenses, the sale (its standing deal) and the profit. */
export const carCostsSchema = z.object({
  carId: z.number().int(),
  purchase: carPurchaseSchema.nullable(),
  expenses: z.array(carExpenseSchema),
  sale: z
    .object({
      dealId: z.number().int(),
      kind: z.enum(['CONTRACT', 'AUTHORIZATION']),
      contractNumber: z.number().int(),
      contractDate: z.string(),
      price: money,
      currency: z.enum(DEAL_CURRENCIES),
    })
    .nullable(),
  sides: z.array(profitSideSchema),
  /** The profit when the sale and every cost are in one currency; null when unsold or across currencies. */
  profit: z.object({ amount: money, currency: z.enum(DEAL_CURRENCIES) }).nullable(),
});
export type CarCosts = z.infer<typeof carCostsSchema>;
export const carCostsResponseSchema = dataEnvelope(carCostsSchema);

/** Query of GET /reports/profit: the sales of a period, by month or by branch. */
export const profitReportQuerySchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    groupBy: z
      .enum(['month', 'branch'], { error: 'التجميع يجب أن يكون حسب الشهر أو الفرع' })
      .default('month'),
    branchId: recordIdSchema('رقم الفرع غير صالح').optional(),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'تاريخ النهاية يجب ألا يسبق تاريخ البداية' })
  .refine(
    (q) =>
      (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 < MAX_REPORT_DAYS,
    { path: ['to'], message: 'الفترة يجب ألا تتجاوز سنة واحدة' },
  );
export type ProfitReportQuery = z.input<typeof profitReportQuerySchema>;

/** A group of sales (a month, a branch) in one currency. */
export const profitRowSchema = profitSideSchema.extend({
  /** 'yyyy-MM', or the branch's id as text ('' for none). */
  key: z.string(),
  name: z.string(),
  sales: z.number().int(),
});
export type ProfitRow = z.infer<typeof profitRowSchema>;

export const profitReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(['month', 'branch']),
  rows: z.array(profitRowSchema),
  totals: z.array(profitSideSchema.extend({ sales: z.number().int() })),
});
export type ProfitReport = z.infer<typeof profitReportSchema>;
export const profitReportResponseSchema = dataEnvelope(profitReportSchema);
