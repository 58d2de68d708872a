import type {
  CarCosts,
  CarExpenseInput,
  CarPurchaseInput,
  ProfitReport,
  profitReportQuerySchema,
} from '@cc/contracts';
import { CURRENCIES, type Currency, carProfit, parseEntryAmount, todayIn, toMajorString } from '@cc/domain';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { audited } from '../../lib/audit';
import { companyOf, type RequestContext } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { signedFileUrl } from '../../lib/signed-urls';
import { MSG } from '../../messages';
import * as cars from '../cars/repository';
import { companyInfo } from '../deals/repository';
import { companyFileExists } from '../files/repository';
import * as persons from '../persons/repository';
import * as repo from './repository';

// What a car cost and what it earned (docs/domain/car-costs.md). Every call needs CAR_COSTS (the route's
// access rule); the figures live in their own tables, so no other answer of the API can carry them.

const m = (v: number, c: Currency) => toMajorString(v, c);
const invalid = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', MSG.validation, [{ field, message }]);

/** The amount in minor units of its currency, more than zero (400 on `amount` otherwise). */
function amountOf(input: { amount: string | number; currency: Currency }): number {
  const parsed = parseEntryAmount(input.amount, input.currency);
  if (!parsed.ok) throw invalid('amount', parsed.error);
  return parsed.value;
}

/** A date of the past or today in the company's zone (400 on `date` otherwise). */
async function pastDate(db: Executor, companyId: number, date: string): Promise<void> {
  const today = todayIn((await companyInfo(db, companyId)).timeZone);
  if (date > today) throw invalid('date', MSG.carCostDateInFuture);
}

export function createCarCostsService(db: Db, secret: string) {
  /** The car's costs, its sale and its profit, as GET /car/{id}/costs answers them. */
  async function costsOf(tx: Executor, companyId: number, carId: number): Promise<CarCosts> {
    const [purchase, expenses, sale] = await Promise.all([
      repo.purchaseOf(tx, companyId, carId),
      repo.expensesOf(tx, companyId, carId),
      repo.saleOf(tx, companyId, carId),
    ]);
    const costs = [
      ...(purchase
        ? [{ amount: purchase.purchase.amount, currency: purchase.purchase.currency as Currency }]
        : []),
      ...expenses.map((e) => ({ amount: e.expense.amount, currency: e.expense.currency as Currency })),
    ];
    const saleCurrency = sale?.currency as Currency | undefined;
    const profit = carProfit({
      sale: sale && saleCurrency ? { amount: sale.price, currency: saleCurrency } : null,
      costs,
    });
    return {
      carId,
      purchase: purchase
        ? {
            amount: m(purchase.purchase.amount, purchase.purchase.currency as Currency),
            currency: purchase.purchase.currency as Currency,
            date: purchase.purchase.date,
            seller:
              purchase.purchase.sellerPersonId !== null
                ? { id: purchase.purchase.sellerPersonId, fullName: purchase.sellerFullName ?? '' }
                : purchase.purchase.sellerName
                  ? { id: null, fullName: purchase.purchase.sellerName }
                  : null,
            note: purchase.purchase.note,
          }
        : null,
      expenses: expenses.map(({ expense: e, createdByName }) => ({
        id: e.id,
        kind: e.kind,
        amount: m(e.amount, e.currency as Currency),
        currency: e.currency as Currency,
        date: e.date,
        note: e.note,
        receipt: e.receiptFileKey
          ? { key: e.receiptFileKey, url: signedFileUrl(secret, e.receiptFileKey) }
          : null,
        createdBy: createdByName ?? '',
      })),
      sale:
        sale && saleCurrency
          ? {
              dealId: sale.dealId,
              kind: sale.kind,
              contractNumber: sale.contractNumber,
              contractDate: sale.contractDate,
              price: m(sale.price, saleCurrency),
              currency: saleCurrency,
            }
          : null,
      sides: profit.sides.map((s) => ({
        currency: s.currency,
        revenue: m(s.revenue, s.currency),
        cost: m(s.cost, s.currency),
        net: m(s.net, s.currency),
      })),
      profit: profit.profit
        ? { amount: m(profit.profit.amount, profit.profit.currency), currency: profit.profit.currency }
        : null,
    };
  }

  /** The car of the company, locked for a change of its costs (404 otherwise). */
  async function lockedCar(tx: Executor, companyId: number, carId: number) {
    const car = await cars.findForUpdate(tx, companyId, carId);
    if (!car) throw notFound(MSG.carNotFound);
    return car;
  }

  return {
    async get(ctx: RequestContext, carId: number): Promise<CarCosts> {
      const companyId = companyOf(ctx);
      if (!(await cars.findById(db, companyId, carId))) throw notFound(MSG.carNotFound);
      return costsOf(db, companyId, carId);
    },

    /** Records or corrects the purchase: amount, currency, date, the seller as an account card or a name. */
    async setPurchase(ctx: RequestContext, carId: number, body: CarPurchaseInput): Promise<CarCosts> {
      const companyId = companyOf(ctx);
      const currency = body.currency as Currency;
      const amount = amountOf({ amount: body.amount, currency });
      const sellerName = body.sellerName?.trim() || null;
      const sellerPersonId = body.sellerPersonId ?? null;
      if (sellerPersonId === null && sellerName === null) throw invalid('sellerPersonId', MSG.sellerRequired);
      await pastDate(db, companyId, body.date);
      return db.transaction(async (tx) => {
        await lockedCar(tx, companyId, carId);
        if (sellerPersonId !== null && !(await persons.findById(tx, companyId, sellerPersonId)))
          throw invalid('sellerPersonId', MSG.personNotFound);
        const before = await repo.purchaseOf(tx, companyId, carId);
        const values = {
          companyId,
          carId,
          amount,
          currency,
          date: body.date,
          sellerPersonId,
          sellerName: sellerPersonId === null ? sellerName : null,
          note: body.note?.trim() || null,
          updatedBy: ctx.userId,
        };
        await repo.upsertPurchase(tx, values);
        await audited(tx, ctx, {
          action: 'CAR_PURCHASE_SET',
          entity: 'carCost',
          entityId: carId,
          changes: {
            before: before
              ? {
                  amount: m(before.purchase.amount, before.purchase.currency as Currency),
                  currency: before.purchase.currency,
                }
              : null,
            after: { amount: m(amount, currency), currency, date: body.date },
          },
        });
        return costsOf(tx, companyId, carId);
      });
    },

    /** Adds an expense, with the key of its receipt's uploaded image when there is one (the company's). */
    async addExpense(ctx: RequestContext, carId: number, body: CarExpenseInput): Promise<CarCosts> {
      const companyId = companyOf(ctx);
      const currency = body.currency as Currency;
      const amount = amountOf({ amount: body.amount, currency });
      await pastDate(db, companyId, body.date);
      const receipt = body.receiptFileKey ?? null;
      if (receipt !== null && !(await companyFileExists(db, companyId, receipt)))
        throw invalid('receiptFileKey', MSG.carReceiptNotFound);
      return db.transaction(async (tx) => {
        await lockedCar(tx, companyId, carId);
        const id = await repo.insertExpense(tx, {
          companyId,
          carId,
          kind: body.kind,
          amount,
          currency,
          date: body.date,
          note: body.note?.trim() || null,
          receiptFileKey: receipt,
          createdBy: ctx.userId,
        });
        await audited(tx, ctx, {
          action: 'CAR_EXPENSE_ADDED',
          entity: 'carCost',
          entityId: carId,
          changes: { after: { expenseId: id, kind: body.kind, amount: m(amount, currency), currency } },
        });
        return costsOf(tx, companyId, carId);
      });
    },

    /** Removes an expense recorded by mistake (audited with what it was). */
    async removeExpense(ctx: RequestContext, carId: number, expenseId: number): Promise<CarCosts> {
      const companyId = companyOf(ctx);
      return db.transaction(async (tx) => {
        await lockedCar(tx, companyId, carId);
        const gone = await repo.deleteExpense(tx, companyId, carId, expenseId);
        if (!gone) throw notFound(MSG.carExpenseNotFound);
        await audited(tx, ctx, {
          action: 'CAR_EXPENSE_DELETED',
          entity: 'carCost',
          entityId: carId,
          changes: {
            before: {
              expenseId,
              kind: gone.kind,
              amount: m(gone.amount, gone.currency as Currency),
              currency: gone.currency,
            },
          },
        });
        return costsOf(tx, companyId, carId);
      });
    },

    /** The profit of the sales of a period, by month or branch, each currency apart, with the totals. */
    async report(ctx: RequestContext, q: z.output<typeof profitReportQuerySchema>): Promise<ProfitReport> {
      return profitReport(db, companyOf(ctx), q);
    },
  };
}

/** The profit report (also the dashboard's profit of the month): groups and per-currency totals. */
export async function profitReport(
  db: Executor,
  companyId: number,
  q: { from: string; to: string; groupBy: 'month' | 'branch'; branchId?: number | undefined },
): Promise<ProfitReport> {
  const groups = await repo.profitGroups(db, companyId, q);
  const totals = new Map<Currency, { revenue: number; cost: number; sales: number }>();
  const rows = groups.map((g) => {
    const revenue = Number(g.revenue);
    const cost = Number(g.cost);
    const t = totals.get(g.currency) ?? { revenue: 0, cost: 0, sales: 0 };
    t.revenue += revenue;
    t.cost += cost;
    t.sales += Number(g.sales);
    totals.set(g.currency, t);
    return {
      key: g.key,
      name: q.groupBy === 'month' ? g.key : (g.name ?? ''),
      currency: g.currency,
      revenue: m(revenue, g.currency),
      cost: m(cost, g.currency),
      net: m(revenue - cost, g.currency),
      sales: Number(g.sales),
    };
  });
  return {
    from: q.from,
    to: q.to,
    groupBy: q.groupBy,
    rows,
    totals: CURRENCIES.filter((c) => totals.has(c)).map((c) => {
      const t = totals.get(c)!;
      return {
        currency: c,
        revenue: m(t.revenue, c),
        cost: m(t.cost, c),
        net: m(t.revenue - t.cost, c),
        sales: t.sales,
      };
    }),
  };
}
