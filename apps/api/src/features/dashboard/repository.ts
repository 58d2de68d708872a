import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

// The dashboard's figures (docs/domain/dashboard.md): each is ONE query served by an index of its table
// (query-plan.test.ts checks the plans at 100,000 cars and 600,000 instalments). Dates are calendar dates
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

/**
 * Money received: ledger entries that are payments (down payments included), not reversal entries and
 * not reversed, and never a settlement discount (entry kind DISCOUNT). Kept in one place.
 */
const isMoneyReceived = sql`p.reversal_of_id is null and p.entry_kind = 'PAYMENT'
  and not exists (select 1 from payments r where r.company_id = p.company_id and r.reversal_of_id = p.id and r.reversal_of_id is not null)`;

/** Cars by status (cars carry no branch). Served by cars_company_status_id_idx. */
export const carsByStatusSql = (s: DashboardScope): SQL => sql`
  select status, count(*)::int as n from cars where company_id = ${s.companyId} group by status`;

/**
 * Deals of the 12 months (non-cancelled) by month, kind and currency: the month's deal counts and the
 * sales series. Served by deals_company_date_live_idx (index-only).
 */
export const dealsByMonthSql = (s: DashboardScope): SQL => sql`
  select to_char(contract_date, 'YYYY-MM') as month, kind, currency, count(*)::int as n, sum(price)::bigint as total
  from deals
  where company_id = ${s.companyId} and status <> 'CANCELLED'
    and contract_date >= ${s.seriesStart} and contract_date < ${s.nextMonthStart}
    ${s.branchId === null ? sql`` : sql`and branch_id = ${s.branchId}`}
  group by 1, 2, 3`;

/**
 * Money received in the 12 months by month and currency, with today's part. Payments are entries in the
 * deal's currency. Served by payments_company_received_idx (index-only) and, for the reversed ones,
 * payments_company_reversal_idx.
 */
export const collectionsByMonthSql = (s: DashboardScope): SQL => sql`
  select to_char(p.paid_at, 'YYYY-MM') as month, p.currency, sum(p.amount)::bigint as total,
         coalesce(sum(p.amount) filter (where p.paid_at = ${s.today}), 0)::bigint as today
  from payments p
  where p.company_id = ${s.companyId} and p.paid_at >= ${s.seriesStart} and p.paid_at < ${s.nextMonthStart}
    and ${isMoneyReceived}
    ${
      s.branchId === null
        ? sql``
        : sql`and exists (select 1 from payment_plans pl where pl.company_id = p.company_id and pl.id = p.plan_id ${planInBranch(s)})`
    }
  group by 1, 2`;

/** What remains on the active plans, by currency. Served by payment_plans_company_active_idx (index-only). */
export const outstandingSql = (s: DashboardScope): SQL => sql`
  select pl.currency, sum(pl.remaining_amount)::bigint as total
  from payment_plans pl
  where pl.company_id = ${s.companyId} and pl.status = 'ACTIVE' ${planInBranch(s)}
  group by 1`;

/**
 * Overdue instalments (due before today, not fully paid, of an active plan) by currency and age band:
 * count, what remains, the oldest due date. Served by installments_company_unpaid_idx (index-only).
 */
export const overdueByBandSql = (s: DashboardScope): SQL => sql`
  select pl.currency,
         case when i.due_date >= ${s.overdue30} then '1-30' when i.due_date >= ${s.overdue60} then '31-60'
              when i.due_date >= ${s.overdue90} then '61-90' else '90+' end as band,
         count(*)::int as n, sum(i.amount - i.paid_amount)::bigint as total,
         to_char(min(i.due_date), 'YYYY-MM-DD') as oldest
  from installments i
  join payment_plans pl on pl.company_id = i.company_id and pl.id = i.plan_id
  where i.company_id = ${s.companyId} and i.status <> 'PAID' and i.due_date < ${s.today} and pl.status = 'ACTIVE'
    ${planInBranch(s)}
  group by 1, 2`;

/** Unpaid instalments due today to today + 6, by currency: count and what remains. */
export const dueSoonTotalsSql = (s: DashboardScope): SQL => sql`
  select pl.currency, count(*)::int as n, sum(i.amount - i.paid_amount)::bigint as total
  from installments i
  join payment_plans pl on pl.company_id = i.company_id and pl.id = i.plan_id
  where i.company_id = ${s.companyId} and i.status <> 'PAID'
    and i.due_date >= ${s.today} and i.due_date < ${s.soonEnd} and pl.status = 'ACTIVE'
    ${planInBranch(s)}
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

/** Every query of one answer, by name (the plan test explains each). */
export const dashboardQueries = {
  carsByStatus: carsByStatusSql,
  dealsByMonth: dealsByMonthSql,
  collectionsByMonth: collectionsByMonthSql,
  outstanding: outstandingSql,
  overdueByBand: overdueByBandSql,
  dueSoonTotals: dueSoonTotalsSql,
  dueSoonItems: dueSoonItemsSql,
} as const;

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
