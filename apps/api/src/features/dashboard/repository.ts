import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

// The dashboard's figures (docs/domain/dashboard.md): each is ONE query, over a summary table or served
// by an index (query-plan.test.ts checks the plans at 100,000 cars and 600,000 instalments). Dates are calendar dates
// of the company's time zone, computed once by the service and passed in, so every query compares plain
// `date` columns: no time-zone arithmetic in SQL, and the indexes on the date columns apply.

/** The company, the optional branch and the calendar edges of one dashboard answer. */
export interface DashboardScope {
  companyId: number;
  /** Narrows the deal figures (deals, their plans, instalments and payments) to one branch. */
  branchId: number | null;
  today: string;
  /** First day of the current month, and of the month after it (exclusive end). */
  monthStart: string;
  nextMonthStart: string;
  /** First day of the oldest of the 12 months of the series. */
  seriesStart: string;
  /** End (exclusive) of the due-soon window: today + 7 days. */
  soonEnd: string;
  /** Due dates on or after these are at most 30, 60 and 90 days overdue. */
  overdue30: string;
  overdue60: string;
  overdue90: string;
}

/** The branch condition on a plan (alias `pl`): its deal belongs to the branch. */
const planInBranch = (s: DashboardScope): SQL =>
  s.branchId === null
    ? sql``
    : sql`and exists (select 1 from deals d where d.company_id = pl.company_id and d.id = pl.deal_id and d.branch_id = ${s.branchId})`;

/** The branch condition on a summary row (branch 0 is "no branch", never asked for). */
const summaryInBranch = (s: DashboardScope): SQL =>
  s.branchId === null ? sql`` : sql`and branch_id = ${s.branchId}`;

// The counts and the money series read the summary rows that triggers keep with every write (migration
// 0015_dashboard_summaries, docs/domain/dashboard.md#at-scale): a few hundred rows, whatever the size of
// the company. What each summary counts is defined once, by the `*_recomputed` views of that migration:
// money received there is a ledger payment entry (down payments included) that is neither a reversal
// entry nor reversed, and never a settlement discount (entry kind DISCOUNT), on the entry's own date.

/** Cars by status (cars carry no branch). Reads dashboard_car_counts. */
export const carsByStatusSql = (s: DashboardScope): SQL => sql`
  select status, n from dashboard_car_counts where company_id = ${s.companyId}`;

/**
 * The 12 months by month and currency: deal counts by kind and sales (non-cancelled deals by their date),
 * money received, and today's part of it. Reads dashboard_daily (a row per day, branch and currency).
 * The days are grouped by `date_trunc` of a plain timestamp and only the 24 groups formatted: `to_char`
 * of each day went through a time-zone conversion per row (a date becomes a timestamptz), 935 of them at
 * 22,000 cars, several milliseconds on PGlite.
 */
export const monthsSql = (s: DashboardScope): SQL => sql`
  select to_char(month, 'YYYY-MM') as month, currency, contracts, authorizations, sales, received, today
  from (
    select date_trunc('month', day::timestamp) as month, currency,
           sum(contracts)::int as contracts, sum(authorizations)::int as authorizations,
           sum(sales)::bigint as sales, sum(received)::bigint as received,
           coalesce(sum(received) filter (where day = ${s.today}), 0)::bigint as today
    from dashboard_daily
    where company_id = ${s.companyId} and day >= ${s.seriesStart} and day < ${s.nextMonthStart}
      ${summaryInBranch(s)}
    group by 1, 2
  ) m`;

/** What remains on the active plans, by currency. Reads dashboard_outstanding. */
export const outstandingSql = (s: DashboardScope): SQL => sql`
  select currency, sum(amount)::bigint as total
  from dashboard_outstanding
  where company_id = ${s.companyId} ${summaryInBranch(s)}
  group by 1`;

/**
 * Overdue instalments (due before today, not fully paid, of an active plan) by currency and age band:
 * count, what remains, the oldest due date. Reads dashboard_dues (a row per due date, branch, currency).
 */
export const overdueByBandSql = (s: DashboardScope): SQL => sql`
  select currency,
         case when due_date >= ${s.overdue30} then '1-30' when due_date >= ${s.overdue60} then '31-60'
              when due_date >= ${s.overdue90} then '61-90' else '90+' end as band,
         sum(n)::int as n, sum(amount)::bigint as total,
         to_char(min(due_date), 'YYYY-MM-DD') as oldest
  from dashboard_dues
  where company_id = ${s.companyId} and due_date < ${s.today} and n > 0 ${summaryInBranch(s)}
  group by 1, 2`;

/** Unpaid instalments due today to today + 6, by currency: count and what remains. Reads dashboard_dues. */
export const dueSoonTotalsSql = (s: DashboardScope): SQL => sql`
  select currency, sum(n)::int as n, sum(amount)::bigint as total
  from dashboard_dues
  where company_id = ${s.companyId} and due_date >= ${s.today} and due_date < ${s.soonEnd} and n > 0
    ${summaryInBranch(s)}
  group by 1`;

/**
 * The first ten of them, earliest due first, with their deal and buyer: the ten are chosen from the index
 * first, then only they are joined to their deals and buyers.
 */
export const dueSoonItemsSql = (s: DashboardScope): SQL => sql`
  select soon.id as installment_id, to_char(soon.due_date, 'YYYY-MM-DD') as due_date, soon.remaining,
         soon.currency, dl.id as deal_id, dl.kind, dl.contract_number, b.full_name as buyer_name
  from (
    select i.id, i.due_date, (i.amount - i.paid_amount)::bigint as remaining, pl.currency, pl.deal_id, pl.company_id
    from installments i
    join payment_plans pl on pl.company_id = i.company_id and pl.id = i.plan_id
    where i.company_id = ${s.companyId} and i.status <> 'PAID'
      and i.due_date >= ${s.today} and i.due_date < ${s.soonEnd} and pl.status = 'ACTIVE'
      ${planInBranch(s)}
    order by i.due_date, i.id
    limit 10
  ) soon
  join deals dl on dl.company_id = soon.company_id and dl.id = soon.deal_id
  join persons b on b.company_id = dl.company_id and b.id = dl.buyer_id
  order by soon.due_date, soon.id`;

/**
 * Repossessed deals by currency (docs/domain/repossession.md): how many, what their repossessions wrote
 * off (the losses), and what is kept as the buyers' debt. Served by payment_plans_company_status_idx:
 * repossessed plans are few.
 */
export const repossessionsSql = (s: DashboardScope): SQL => sql`
  select pl.currency, count(*)::int as n, sum(pl.written_off_amount)::bigint as written_off,
         sum(pl.remaining_amount)::bigint as debt
  from payment_plans pl
  where pl.company_id = ${s.companyId} and pl.status = 'REPOSSESSED' ${planInBranch(s)}
  group by 1`;

/** Every query of one answer, by name (the plan test explains each). */
export const dashboardQueries = {
  carsByStatus: carsByStatusSql,
  months: monthsSql,
  outstanding: outstandingSql,
  overdueByBand: overdueByBandSql,
  dueSoonTotals: dueSoonTotalsSql,
  dueSoonItems: dueSoonItemsSql,
  repossessions: repossessionsSql,
} as const;

/**
 * Every figure of one answer in ONE statement: each query above as a JSON array column, so an answer is
 * one round trip (PGlite runs in its own thread and one statement at a time: six statements paid six
 * hops and six parses; on PostgreSQL they took six connections of the pool for sub-millisecond reads).
 * JSON numbers are exact here: counts, and sums in minor units far below 2^53.
 */
export const dashboardSql = (s: DashboardScope): SQL => {
  // The due-soon rows keep their order in the array (an aggregate's input order is not the subquery's).
  const order = (name: keyof typeof dashboardQueries) =>
    name === 'dueSoonItems' ? sql` order by x.due_date, x.installment_id` : sql``;
  const column = (name: keyof typeof dashboardQueries) =>
    sql`(select coalesce(json_agg(x${order(name)}), '[]'::json) from (${dashboardQueries[name](s)}) x) as ${sql.identifier(name)}`;
  return sql`select ${sql.join(
    (Object.keys(dashboardQueries) as (keyof typeof dashboardQueries)[]).map(column),
    sql`, `,
  )}`;
};

export type Row = Record<string, unknown>;

/** Runs one query and answers its rows (the same shape on PGlite and node-postgres). */
export async function rowsOf(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** The company's time zone, or null when the company does not exist. */
export async function companyTimeZone(db: Executor, companyId: number): Promise<string | null> {
  const [row] = await rowsOf(db, sql`select time_zone from companies where id = ${companyId}`);
  return row ? String(row.time_zone) : null;
}

/** Whether the branch is the company's (the dashboard's branch filter). */
export { branchExists } from '../../lib/company-rows';
