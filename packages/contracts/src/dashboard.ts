import { z } from 'zod';
import { dataEnvelope, recordIdSchema } from './common';
import { dealLinkShape } from './deals';

/** The overdue age bands of the dashboard, in days past the due date. */
export const AGE_BANDS = ['1-30', '31-60', '61-90', '90+'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/**
 * One money figure per currency, in major units as decimal text: IQD and USD are never added together, so
 * every money figure of the dashboard carries both, '0' when there is none.
 */
export const perCurrencySchema = z.object({ IQD: z.string(), USD: z.string() });
export type PerCurrency = z.infer<typeof perCurrencySchema>;

/** GET /dashboard: the branch filter (the company's branches only; another company's answers 404). */
export const dashboardQuerySchema = z.object({
  branchId: recordIdSchema('رقم الفرع غير صالح').optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** A row of the due-soon list: an unpaid instalment due in the next 7 days, linking to its deal. */
export const dueSoonItemSchema = z.object({
  installmentId: z.number().int(),
  ...dealLinkShape,
  buyerName: z.string(),
  dueDate: z.string(),
  currency: z.enum(['IQD', 'USD']),
  /** What remains of the instalment, in major units. */
  amount: z.string(),
});
export type DueSoonItem = z.infer<typeof dueSoonItemSchema>;

/** One month of the 12-month series ('yyyy-MM' in the company's time zone). */
export const dashboardMonthSchema = z.object({
  month: z.string(),
  /** Prices of the deals dated in the month (cancelled deals left out). */
  sales: perCurrencySchema,
  /** Money received in the month: payments not reversed (down payments included). */
  collections: perCurrencySchema,
});
export type DashboardMonth = z.infer<typeof dashboardMonthSchema>;

/** The overdue instalments of one age band; `fromDate`..`toDate` are the due dates it covers. */
export const ageBandSchema = z.object({
  band: z.enum(AGE_BANDS),
  fromDate: z.string().nullable(),
  toDate: z.string(),
  count: z.number().int(),
  amounts: perCurrencySchema,
});
export type AgeBandFigure = z.infer<typeof ageBandSchema>;

/** The answer of GET /dashboard: the state of the business today, in the company's time zone. */
export const dashboardSchema = z.object({
  /** Today in the company's time zone, and the zone itself. */
  today: z.string(),
  timeZone: z.string(),
  branchId: z.number().int().nullable(),
  /** Cars by status (cars carry no branch: company-wide even with a branch filter). */
  cars: z.object({ Pending: z.number().int(), Active: z.number().int(), Paid: z.number().int() }),
  dealsThisMonth: z.object({ contracts: z.number().int(), authorizations: z.number().int() }),
  collectedToday: perCurrencySchema,
  collectedThisMonth: perCurrencySchema,
  /** What remains on the active plans. */
  outstanding: perCurrencySchema,
  /**
   * Deals whose car was repossessed: how many, the losses (what their repossessions wrote off) and what
   * is kept as the buyers' debt (outside `outstanding`).
   */
  repossessions: z.object({
    count: z.number().int(),
    writtenOff: perCurrencySchema,
    keptDebt: perCurrencySchema,
  }),
  overdue: z.object({
    count: z.number().int(),
    amounts: perCurrencySchema,
    oldestDueDate: z.string().nullable(),
  }),
  /**
   * The profit of this month's sales per currency (docs/domain/car-costs.md): for the holders of
   * CAR_COSTS only, null for everyone else.
   */
  profitThisMonth: z
    .array(
      z.object({
        currency: z.enum(['IQD', 'USD']),
        revenue: z.string(),
        cost: z.string(),
        net: z.string(),
        sales: z.number().int(),
      }),
    )
    .nullable(),
  dueSoon: z.object({
    count: z.number().int(),
    amounts: perCurrencySchema,
    /** The first ten, earliest due first. */
    items: z.array(dueSoonItemSchema),
  }),
  /** The last 12 months, oldest first, the current month last. */
  months: z.array(dashboardMonthSchema),
  ageBands: z.array(ageBandSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponseSchema = dataEnvelope(dashboardSchema);
