import type { AgeBand, Dashboard, DashboardQuery, DealKind, PerCurrency } from '@cc/contracts';
import { AGE_BANDS } from '@cc/contracts';
import { addDays, addMonthsClamped, type Currency, todayIn, toMajorString } from '@cc/domain';
import type { Db } from '../../db/client';
import { companyOf, type RequestContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { MSG } from '../../messages';
import { profitReport } from '../car-costs/service';
import * as repo from './repository';

const CURRENCIES: readonly Currency[] = ['IQD', 'USD'];

/** Minor-unit sums per currency, never added across currencies. */
type Sums = Record<Currency, number>;
const zero = (): Sums => ({ IQD: 0, USD: 0 });
const add = (sums: Sums, currency: unknown, amount: unknown) => {
  if (currency === 'IQD' || currency === 'USD') sums[currency] += Number(amount ?? 0);
};
const major = (sums: Sums): PerCurrency => ({
  IQD: toMajorString(sums.IQD, 'IQD'),
  USD: toMajorString(sums.USD, 'USD'),
});

/** The calendar edges of an answer, from today in the company's time zone. */
export function scopeOf(companyId: number, branchId: number | null, today: string): repo.DashboardScope {
  const monthStart = `${today.slice(0, 8)}01`;
  return {
    companyId,
    branchId,
    today,
    monthStart,
    nextMonthStart: addMonthsClamped(monthStart, 1),
    seriesStart: addMonthsClamped(monthStart, -11),
    soonEnd: addDays(today, 7),
    overdue30: addDays(today, -30),
    overdue60: addDays(today, -60),
    overdue90: addDays(today, -90),
  };
}

/** The twelve months of the series, 'yyyy-MM', oldest first. */
const monthsOf = (scope: repo.DashboardScope): string[] =>
  Array.from({ length: 12 }, (_, i) => addMonthsClamped(scope.seriesStart, i).slice(0, 7));

/** The due dates an age band covers: [fromDate, toDate], fromDate null for 90+. */
function bandDates(scope: repo.DashboardScope, band: AgeBand): { fromDate: string | null; toDate: string } {
  switch (band) {
    case '1-30':
      return { fromDate: scope.overdue30, toDate: addDays(scope.today, -1) };
    case '31-60':
      return { fromDate: scope.overdue60, toDate: addDays(scope.today, -31) };
    case '61-90':
      return { fromDate: scope.overdue90, toDate: addDays(scope.today, -61) };
    default:
      return { fromDate: null, toDate: addDays(scope.today, -91) };
  }
}

/** Runs the figures' queries (one statement, repo.dashboardSql) and shapes the answer. */
export async function dashboardOf(
  db: Db,
  scope: repo.DashboardScope,
  timeZone: string,
  withProfit = false,
): Promise<Dashboard> {
  const [[figures], profit] = await Promise.all([
    repo.rowsOf(db, repo.dashboardSql(scope)),
    withProfit
      ? profitReport(db, scope.companyId, {
          from: scope.monthStart,
          to: scope.today,
          groupBy: 'month',
          ...(scope.branchId !== null ? { branchId: scope.branchId } : {}),
        })
      : null,
  ]);
  const rowsOf = (name: keyof typeof repo.dashboardQueries) => (figures?.[name] ?? []) as repo.Row[];
  const cars = rowsOf('carsByStatus');
  const series = rowsOf('months');
  const outstanding = rowsOf('outstanding');
  const overdue = rowsOf('overdueByBand');
  const soonTotals = rowsOf('dueSoonTotals');
  const soonItems = rowsOf('dueSoonItems');
  const repossessed = rowsOf('repossessions');
  const currentMonth = scope.today.slice(0, 7);

  const carCounts = { Pending: 0, Active: 0, Paid: 0 };
  for (const r of cars) {
    const status = String(r.status);
    if (status in carCounts) carCounts[status as keyof typeof carCounts] += Number(r.n);
  }

  const months = new Map(monthsOf(scope).map((m) => [m, { sales: zero(), collections: zero() }]));
  const dealsThisMonth = { contracts: 0, authorizations: 0 };
  const collectedToday = zero();
  const collectedThisMonth = zero();
  for (const r of series) {
    const month = months.get(String(r.month));
    add(month?.sales ?? zero(), r.currency, r.sales);
    add(month?.collections ?? zero(), r.currency, r.received);
    add(collectedToday, r.currency, r.today);
    if (r.month === currentMonth) {
      dealsThisMonth.contracts += Number(r.contracts);
      dealsThisMonth.authorizations += Number(r.authorizations);
      add(collectedThisMonth, r.currency, r.received);
    }
  }

  const remaining = zero();
  for (const r of outstanding) add(remaining, r.currency, r.total);

  const bands = new Map(AGE_BANDS.map((b) => [b, { count: 0, sums: zero() }]));
  const overdueSums = zero();
  let overdueCount = 0;
  let oldest: string | null = null;
  for (const r of overdue) {
    const band = bands.get(r.band as AgeBand);
    if (!band) continue;
    band.count += Number(r.n);
    add(band.sums, r.currency, r.total);
    add(overdueSums, r.currency, r.total);
    overdueCount += Number(r.n);
    const date = String(r.oldest);
    if (oldest === null || date < oldest) oldest = date;
  }

  const soonSums = zero();
  let soonCount = 0;
  for (const r of soonTotals) {
    add(soonSums, r.currency, r.total);
    soonCount += Number(r.n);
  }

  const writtenOff = zero();
  const keptDebt = zero();
  let repossessedCount = 0;
  for (const r of repossessed) {
    add(writtenOff, r.currency, r.written_off);
    add(keptDebt, r.currency, r.debt);
    repossessedCount += Number(r.n);
  }

  return {
    today: scope.today,
    timeZone,
    branchId: scope.branchId,
    cars: carCounts,
    dealsThisMonth,
    collectedToday: major(collectedToday),
    collectedThisMonth: major(collectedThisMonth),
    outstanding: major(remaining),
    repossessions: { count: repossessedCount, writtenOff: major(writtenOff), keptDebt: major(keptDebt) },
    overdue: { count: overdueCount, amounts: major(overdueSums), oldestDueDate: oldest },
    profitThisMonth: profit ? profit.totals : null,
    dueSoon: {
      count: soonCount,
      amounts: major(soonSums),
      items: soonItems.map((r) => {
        const currency = (CURRENCIES.includes(r.currency as Currency) ? r.currency : 'IQD') as Currency;
        return {
          installmentId: Number(r.installment_id),
          dealId: Number(r.deal_id),
          dealKind: r.kind as DealKind,
          contractNumber: Number(r.contract_number),
          buyerName: String(r.buyer_name),
          dueDate: String(r.due_date),
          currency,
          amount: toMajorString(Number(r.remaining), currency),
        };
      }),
    },
    months: [...months].map(([month, m]) => ({
      month,
      sales: major(m.sales),
      collections: major(m.collections),
    })),
    ageBands: AGE_BANDS.map((band) => {
      const b = bands.get(band)!;
      return { band, ...bandDates(scope, band), count: b.count, amounts: major(b.sums) };
    }),
  };
}

export function createDashboardService(db: Db) {
  return {
    /**
     * The figures of today in the company's time zone; `branchId` (the company's, else 404) narrows the
     * deal figures to one branch.
     */
    async get(ctx: RequestContext, query: DashboardQuery, now: Date = new Date()): Promise<Dashboard> {
      const companyId = companyOf(ctx);
      const branchId = query.branchId ?? null;
      const [timeZone, branchFound] = await Promise.all([
        repo.companyTimeZone(db, companyId),
        branchId === null ? true : repo.branchExists(db, companyId, branchId),
      ]);
      if (timeZone === null) throw notFound();
      if (!branchFound) throw notFound(MSG.branchNotFound);
      // The profit is a cost figure: only for CAR_COSTS (the company account passes).
      const withProfit = ctx.kind === 'COMPANY' || ctx.permissions.has('CAR_COSTS');
      return dashboardOf(db, scopeOf(companyId, branchId, todayIn(timeZone, now)), timeZone, withProfit);
    },
  };
}
