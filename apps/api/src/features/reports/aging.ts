import { type AgingBand, type AgingGroup, type AgingReport, agingBands, MAX_AGING_ROWS } from '@cc/contracts';
import { type Currency, toMajorString } from '@cc/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rawRows } from '../../lib/raw-rows';

// The aging report (docs/domain/collections.md, "Reports"): the unpaid rest of every instalment of an
// ACTIVE plan due before today, in the band of its own days overdue. Per branch it reads the dashboard's
// summary of dues (a row per due date, branch and currency, kept by triggers); per collector and per buyer
// it groups the instalments themselves, on the same definition (dashboard_dues_recomputed).

/** The band index of `days` (an SQL integer): 0 for the first band … bands.length - 1 for the open one. */
function bandIndex(days: SQL, bands: readonly AgingBand[]): SQL {
  const cases = bands
    .filter((b) => b.to !== null)
    .map((b, i) => sql` when ${days} <= ${sql.raw(String(b.to))} then ${sql.raw(String(i))}`);
  return sql`(case${sql.join(cases, sql``)} else ${sql.raw(String(bands.length - 1))} end)`;
}

interface Cell {
  id: number | null;
  name: string | null;
  currency: Currency;
  band: number;
  amount: string | number;
  n: string | number;
}

/** The cells (group, currency, band) of the company's aging on `today`. */
async function cellsOf(
  db: Executor,
  companyId: number,
  groupBy: AgingGroup,
  bands: readonly AgingBand[],
  today: string,
  filter: { currency?: Currency | undefined; branchId?: number | undefined },
): Promise<Cell[]> {
  if (groupBy === 'branch') {
    const band = bandIndex(sql`(${today}::date - s.due_date)`, bands);
    return rawRows<Cell>(
      db,
      sql`select nullif(s.branch_id, 0) as id, b.name, s.currency, ${band} as band,
          sum(s.amount)::bigint as amount, sum(s.n)::bigint as n
        from dashboard_dues s
        left join branches b on b.company_id = s.company_id and b.id = s.branch_id
        where s.company_id = ${companyId} and s.due_date < ${today} and s.n > 0
          ${filter.currency ? sql`and s.currency = ${filter.currency}` : sql``}
          ${filter.branchId ? sql`and s.branch_id = ${filter.branchId}` : sql``}
        group by 1, 2, 3, 4`,
    );
  }
  const band = bandIndex(sql`(${today}::date - i.due_date)`, bands);
  const [key, name, join] =
    groupBy === 'collector'
      ? [
          sql`dc.collector_id`,
          sql`u.full_name`,
          sql`left join deal_collection dc on dc.company_id = d.company_id and dc.deal_id = d.id
              left join users u on u.company_id = dc.company_id and u.id = dc.collector_id`,
        ]
      : [
          sql`d.buyer_id`,
          sql`p.full_name`,
          sql`join persons p on p.company_id = d.company_id and p.id = d.buyer_id`,
        ];
  return rawRows<Cell>(
    db,
    sql`select ${key} as id, ${name} as name, pl.currency, ${band} as band,
        sum(i.amount - i.paid_amount)::bigint as amount, count(*)::bigint as n
      from installments i
      join payment_plans pl on pl.company_id = i.company_id and pl.id = i.plan_id
      join deals d on d.company_id = pl.company_id and d.id = pl.deal_id
      ${join}
      where i.company_id = ${companyId} and i.status <> 'PAID' and pl.status = 'ACTIVE' and i.due_date < ${today}
        ${filter.currency ? sql`and pl.currency = ${filter.currency}` : sql``}
        ${filter.branchId ? sql`and d.branch_id = ${filter.branchId}` : sql``}
      group by 1, 2, 3, 4`,
  );
}

type Figures = { currency: Currency; amounts: number[]; counts: number[]; total: number; count: number };

const emptyFigures = (currency: Currency, n: number): Figures => ({
  currency,
  amounts: Array(n).fill(0),
  counts: Array(n).fill(0),
  total: 0,
  count: 0,
});

const major = (f: Figures) => ({
  currency: f.currency,
  amounts: f.amounts.map((a) => toMajorString(a, f.currency)),
  counts: f.counts,
  total: toMajorString(f.total, f.currency),
  count: f.count,
});

/**
 * The aging report: each group's overdue money per band and currency (largest total first), and the
 * totals per currency. The buyer grouping keeps the {@link MAX_AGING_ROWS} largest of each currency.
 */
export async function agingReport(
  db: Executor,
  companyId: number,
  query: { groupBy: AgingGroup; currency?: Currency | undefined; branchId?: number | undefined },
  limits: readonly number[],
  today: string,
  names: { noBranch: string; nobody: string },
): Promise<AgingReport> {
  const bands = agingBands(limits);
  const cells = await cellsOf(db, companyId, query.groupBy, bands, today, query);
  const groups = new Map<string, { id: number | null; name: string; figures: Figures }>();
  const totals = new Map<Currency, Figures>();
  for (const c of cells) {
    const id = c.id === null ? null : Number(c.id);
    const key = `${c.currency}:${id}`;
    const group =
      groups.get(key) ??
      groups
        .set(key, {
          id,
          name: c.name ?? (query.groupBy === 'branch' ? names.noBranch : names.nobody),
          figures: emptyFigures(c.currency, bands.length),
        })
        .get(key)!;
    const total =
      totals.get(c.currency) ??
      totals.set(c.currency, emptyFigures(c.currency, bands.length)).get(c.currency)!;
    for (const f of [group.figures, total]) {
      f.amounts[c.band]! += Number(c.amount);
      f.counts[c.band]! += Number(c.n);
      f.total += Number(c.amount);
      f.count += Number(c.n);
    }
  }
  const sorted = [...groups.values()].sort(
    (a, b) => a.figures.currency.localeCompare(b.figures.currency) || b.figures.total - a.figures.total,
  );
  const kept: typeof sorted = [];
  const perCurrency = new Map<Currency, number>();
  for (const g of sorted) {
    const n = (perCurrency.get(g.figures.currency) ?? 0) + 1;
    perCurrency.set(g.figures.currency, n);
    if (n <= MAX_AGING_ROWS) kept.push(g);
  }
  return {
    today,
    groupBy: query.groupBy,
    bands,
    rows: kept.map((g) => ({ id: g.id, name: g.name, ...major(g.figures) })),
    totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)).map(major),
    truncated: kept.length < sorted.length,
  };
}
