import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { createScaleCompany } from '../../../test/scale-data';
import { type DashboardScope, dashboardQueries } from './repository';
import { dashboardOf, scopeOf } from './service';

// Each dashboard figure is one query that an index serves, never a read of a whole table, at 100,000
// cars and 630,000 instalments (docs/domain/dashboard.md), on PostgreSQL (test:pg). PGlite writes that
// much in about five minutes, so the PGlite run checks the same plans at a fifth of it (20,000 cars,
// 126,000 instalments). The benchmark (bench/dashboard.ts) prints the answer's time.
const TODAY = '2026-04-15';
const POSTGRES = Boolean(process.env.DATABASE_URL);
const CARS = POSTGRES ? 100_000 : 20_000;
const t = useTestApp();
let scopes: DashboardScope[];

beforeAll(async () => {
  const started = Date.now();
  const { companyId, branchId } = await createScaleCompany(t.db, TODAY, CARS);
  scopes = [scopeOf(companyId, null, TODAY), scopeOf(companyId, branchId, TODAY)];
  console.info(`dashboard query-plan: scale company written and analysed in ${Date.now() - started} ms`);
}, 600_000);

async function plan(query: SQL): Promise<string> {
  const result = (await t.db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
  const text = result.rows.map((r) => Object.values(r)[0]).join('\n');
  if (process.env.SHOW_PLANS) console.info(text);
  return text;
}

/** The index each figure is served by. */
const SERVED_BY: Record<keyof typeof dashboardQueries, RegExp> = {
  carsByStatus: /cars_company_status_id_idx/,
  dealsByMonth: /deals_company_date_live_idx/,
  collectionsByMonth: /payments_company_received_idx/,
  outstanding: /payment_plans_company_active_idx/,
  overdueByBand: /installments_company_unpaid_idx|installments_company_due_idx/,
  dueSoonTotals: /installments_company_unpaid_idx|installments_company_due_idx/,
  dueSoonItems:
    /installments_company_unpaid_idx|installments_company_due_idx|installments_company_due_all_idx/,
};

describe(`the dashboard at ${CARS} cars and ${CARS * 6.3} instalments`, () => {
  it('serves every figure from an index, without and with the branch filter', async () => {
    const wrong: string[] = [];
    for (const scope of scopes) {
      for (const [name, query] of Object.entries(dashboardQueries)) {
        if (name === 'collectionsByMonth') continue; // below
        // 20,000 cars fit in few pages: the planner rightly reads them whole; the 100,000 run checks it.
        if (name === 'carsByStatus' && !POSTGRES) continue;
        const explained = await plan(query(scope));
        const served = SERVED_BY[name as keyof typeof dashboardQueries].test(explained);
        if (!served || /Seq Scan/.test(explained))
          wrong.push(`${name}${scope.branchId ? ' (branch)' : ''}\n${explained}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  // Known gap (docs/domain/dashboard.md, "At scale"): the 12-month collections series reads about a third
  // of all payments here, and PostgreSQL then prefers reading the table to the covering index. The fix is
  // a summary of money received per day maintained with the ledger; until then this records the plan.
  it.runIf(POSTGRES).fails('serves the 12-month collections series from an index', async () => {
    for (const scope of scopes) {
      expect(await plan(dashboardQueries.collectionsByMonth(scope))).not.toMatch(/Seq Scan/);
    }
  });

  it('answers figures that add up at that scale', async () => {
    const d = await dashboardOf(t.db, scopes[0]!, 'Asia/Baghdad');
    expect(d.cars).toEqual({ Pending: CARS / 10, Active: CARS / 5, Paid: (CARS * 7) / 10 });
    expect(d.months).toHaveLength(12);
    expect(d.overdue.count).toBeGreaterThan(1000);
    expect(d.ageBands.reduce((n, b) => n + b.count, 0)).toBe(d.overdue.count);
    expect(d.dueSoon.items.length).toBeLessThanOrEqual(10);
  });
});
