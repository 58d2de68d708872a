import { dealListQuerySchema, paymentListQuerySchema } from '@cc/contracts';
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { createScaleCompany } from '../../../test/scale-data';
import { EXACT_TOTAL_LIMIT } from '../../lib/list-total';
import { dealListQueries, paymentListQueries } from '../deals/read-repository';
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

// The lists over the same data (docs/domain/lists-and-search.md#totals): each page and its bounded count
// read an index, never a whole table. (The ledger's money totals read every matching payment by design.)
describe(`the contracts and payments lists at ${CARS} cars`, () => {
  it('serves each page and its bounded count from an index', async () => {
    const companyId = scopes[0]!.companyId;
    const bounded = (matching: () => PgSelect) =>
      t.db.select({ n: count() }).from(
        matching()
          .limit(EXACT_TOTAL_LIMIT + 1)
          .as('bounded'),
      );
    const cases = [
      ...[
        {},
        { sortBy: 'contractDate', sortDirection: 'desc' },
        { cancelled: 'false', planStatus: 'ACTIVE' },
      ].map(
        (query) =>
          [
            `contracts ${JSON.stringify(query)}`,
            dealListQueries(t.db, companyId, 'CONTRACT', dealListQuerySchema.parse(query), TODAY),
          ] as const,
      ),
      ...[{}, { sortBy: 'paidAt', sortDirection: 'desc' }, { currency: 'USD' }].map(
        (query) =>
          [
            `payments ${JSON.stringify(query)}`,
            paymentListQueries(t.db, companyId, paymentListQuerySchema.parse(query)),
          ] as const,
      ),
    ];
    const wrong: string[] = [];
    for (const [label, queries] of cases) {
      for (const [part, query] of [
        ['page', queries.page()],
        ['count', bounded(queries.matching)],
      ] as const) {
        // The plan-status count joins the plans: at PGlite's 20,000 cars the planner rightly hashes the
        // deals whole (18,000 rows in few pages); the 100,000 run checks it reads an index.
        if (!POSTGRES && part === 'count' && label.includes('planStatus')) continue;
        // A sequential scan right under the bounded count's LIMIT stops after 1,001 rows (the planner's
        // choice when one company holds the table); anywhere else it would read the whole table.
        const explained = (await plan(query.getSQL())).replace(
          /(Limit[^\n]*\n\s*->\s+)Seq Scan/g,
          '$1Bounded scan',
        );
        if (/Seq Scan on (deals|payments|installments|payment_plans|cars)\b/.test(explained)) {
          wrong.push(`${label} ${part}\n${explained}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
