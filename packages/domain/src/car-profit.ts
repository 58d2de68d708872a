import { CURRENCIES, type Currency, type MinorUnits, subtractMoney, sumMoney } from './money';

// What a car cost and what its sale earned (docs/domain/car-costs.md). Each currency stands apart: a car
// bought in dollars and sold in dinars has a dollar side and a dinar side, never one figure made by adding
// the two.

/** The kinds of a car's expense, with their Arabic names. */
export const CAR_EXPENSE_KINDS = ['REPAIR', 'REGISTRATION', 'TRANSPORT', 'COMMISSION', 'OTHER'] as const;
export type CarExpenseKind = (typeof CAR_EXPENSE_KINDS)[number];
export const CAR_EXPENSE_KIND_LABELS: Readonly<Record<CarExpenseKind, string>> = {
  REPAIR: 'تصليح',
  REGISTRATION: 'تسجيل',
  TRANSPORT: 'نقل',
  COMMISSION: 'عمولة',
  OTHER: 'أخرى',
};

/** An amount in one currency (minor units). */
export interface CurrencyAmount {
  readonly amount: MinorUnits;
  readonly currency: Currency;
}

/** One currency's side of a car: what came in from its sale, what went out on it, and the difference. */
export interface ProfitSide {
  readonly currency: Currency;
  readonly revenue: MinorUnits;
  readonly cost: MinorUnits;
  /** revenue − cost: negative is a loss. */
  readonly net: MinorUnits;
}

/** A car's profit: a side per currency that moved, and the one figure when only one currency did. */
export interface CarProfit {
  readonly sides: readonly ProfitSide[];
  /** The profit when the sale and every cost are in one currency; null when they cannot be added. */
  readonly profit: CurrencyAmount | null;
  /** Whether the car has been sold (a sale price given). */
  readonly sold: boolean;
}

/**
 * The profit of a car: its sale price (null while unsold) less its purchase price and expenses, per
 * currency. The one figure exists only when everything is in one currency.
 *
 * @example
 * carProfit({ sale: { amount: 20_000_000, currency: 'IQD' }, costs: [{ amount: 15_000_000, currency: 'IQD' }] });
 * // { sides: [{ currency: 'IQD', revenue: 20000000, cost: 15000000, net: 5000000 }], profit: { amount: 5000000, currency: 'IQD' }, sold: true }
 */
export function carProfit(input: {
  readonly sale: CurrencyAmount | null;
  readonly costs: readonly CurrencyAmount[];
}): CarProfit {
  const sides: ProfitSide[] = [];
  for (const currency of CURRENCIES) {
    const revenue = input.sale && input.sale.currency === currency ? input.sale.amount : 0;
    const costs = input.costs.filter((c) => c.currency === currency).map((c) => c.amount);
    if (revenue === 0 && costs.length === 0 && input.sale?.currency !== currency) continue;
    const cost = sumMoney(costs);
    sides.push({ currency, revenue, cost, net: subtractMoney(revenue, cost) });
  }
  const only = sides.length === 1 ? sides[0]! : null;
  return {
    sides,
    profit: input.sale && only ? { amount: only.net, currency: only.currency } : null,
    sold: input.sale !== null,
  };
}
