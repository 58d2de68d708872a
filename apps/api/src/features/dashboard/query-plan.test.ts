import {
  DEAL_SORT_KEYS,
  dealListQuerySchema,
  INSTALLMENT_SORT_KEYS,
  installmentListQuerySchema,
  PAYMENT_SORT_KEYS,
  paymentListQuerySchema,
} from '@cc/contracts';
import { count } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { explainText, pageQueriesOf } from '../../../test/query-plan';
import { createScaleCompany } from '../../../test/scale-data';
import { EXACT_TOTAL_LIMIT, type ListSpec, type PageRequest, readPage } from '../../lib/paging';
import { dealList } from '../deals/deal-reads';
import { installmentList } from '../deals/installment-reads';
import { paymentList } from '../deals/payment-reads';
import { type DashboardScope, dashboardQueries } from './repository';
import { dashboardOf, scopeOf } from './service';
import { summaryDrift } from './summaries';

// Each dashboard figure is one query over its summary rows (kept by triggers, migration 0015) or served
// by an index, never a read of a whole base table, at 100,000 cars and 630,000 instalments
// (docs/domain/dashboard.md), on PostgreSQL (test:pg). PGlite writes that
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

const plan = (query: Parameters<typeof explainText>[1]) => explainText(t.db, query);

/** The summary table or index each figure reads. */
const SERVED_BY: Record<keyof typeof dashboardQueries, RegExp> = {
  carsByStatus: /dashboard_car_counts/,
  months: /dashboard_daily/,
  outstanding: /dashboard_outstanding/,
  overdueByBand: /dashboard_dues/,
  dueSoonTotals: /dashboard_dues/,
  dueSoonItems: /installments_company_unpaid_due_id_idx/,
  repossessions: /payment_plans_company_status_idx/,
};
/** A read of a whole base table (the summaries are small: reading one whole is fine). */
const FULL_SCAN = /Seq Scan on (cars|deals|payments|payment_plans|installments|persons)\b/;

describe(`the dashboard at ${CARS} cars and ${CARS * 6.3} instalments`, () => {
  it('serves every figure from its summary rows or an index, without and with the branch filter', async () => {
    const wrong: string[] = [];
    for (const scope of scopes) {
      for (const [name, query] of Object.entries(dashboardQueries)) {
        const explained = await plan(query(scope));
        const served = SERVED_BY[name as keyof typeof dashboardQueries].test(explained);
        if (!served || FULL_SCAN.test(explained))
          wrong.push(`${name}${scope.branchId ? ' (branch)' : ''}\n${explained}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  // It read about a third of all payments (PostgreSQL preferred the whole table to the covering index)
  // until migration 0015 summed money received per day with the ledger's writes.
  it('serves the 12-month sales and collections series from the daily summary, never the ledger', async () => {
    for (const scope of scopes) {
      const explained = await plan(dashboardQueries.months(scope));
      expect(explained).toMatch(/dashboard_daily/);
      expect(explained).not.toMatch(/ on (payments|deals)\b/);
    }
  });

  it('keeps the summaries equal to the base tables after the bulk writes of the generated company', async () => {
    expect(await summaryDrift(t.db, scopes[0]!.companyId)).toEqual([]);
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

// The lists over the same data (docs/domain/lists-and-search.md#totals): each query lib/paging.ts runs
// for a page (the first, a deep one asked by number, one stepped to by cursor either way) and its
// bounded count read an index, never a whole table; a cursor is an index condition. (The ledger's money
// totals read the daily summary rows, or every matching payment when a filter is one those rows do not
// carry: docs/domain/payments-and-reversal.md.)
describe(`the contracts, payments and instalments lists at ${CARS} cars`, () => {
  it('serves each page, first, deep or stepped by cursor, and its bounded count from an index', async () => {
    const companyId = scopes[0]!.companyId;
    const bounded = (matching: () => PgSelect) =>
      t.db.select({ n: count() }).from(
        matching()
          .limit(EXACT_TOTAL_LIMIT + 1)
          .as('bounded'),
      );
    const split = <Q extends PageRequest>(parsed: Q) => {
      const { page, size, after, before, ...filters } = parsed;
      return { request: { page, size, after, before }, filters };
    };
    /** Every sort both ways, with a page in the middle of the list to step from. */
    const everySort = (keys: readonly string[]) =>
      keys.flatMap((sortBy) =>
        ['asc', 'desc'].map((sortDirection) => ({ sortBy, sortDirection, step: true })),
      );
    type Case = [string, ListSpec<unknown>, PageRequest];
    type Query = Record<string, string | boolean>;
    const cases: Case[] = [];
    const add = async (
      label: string,
      query: Query,
      specOf: (q: Record<string, string>) => Promise<{ spec: ListSpec<unknown>; request: PageRequest }>,
    ) => {
      const { step, ...params } = query;
      const { spec, request } = await specOf(params as Record<string, string>);
      cases.push([`${label} ${JSON.stringify(params)}`, spec, request]);
      if (!step) return;
      // A row halfway down the list: the page after it and the page before it, by cursor.
      const [row] = (await readPage(t.db, spec, { page: 5_000, size: 1 })).rows;
      const { value, id } = spec.keyOf(row);
      const cursor = { sortBy: spec.sort.key, direction: spec.sort.direction, value: value as string, id };
      cases.push([`${label} ${JSON.stringify(params)} after`, spec, { page: 3, size: 10, after: cursor }]);
      cases.push([`${label} ${JSON.stringify(params)} before`, spec, { page: 3, size: 10, before: cursor }]);
    };
    const contracts = async (q: Record<string, string>) => {
      const { request, filters } = split(dealListQuerySchema.parse(q));
      return { spec: await dealList(t.db, companyId, 'CONTRACT', filters, TODAY), request };
    };
    const ledger = async (q: Record<string, string>) => {
      const { request, filters } = split(paymentListQuerySchema.parse(q));
      return { spec: await paymentList(t.db, companyId, filters), request };
    };
    const instalments = async (q: Record<string, string>) => {
      const { request, filters } = split(installmentListQuerySchema.parse(q));
      return { spec: await installmentList(t.db, companyId, filters, TODAY), request };
    };
    for (const q of <Query[]>[
      {},
      // Every sort both ways (migration 0018: by price read every deal).
      ...everySort(DEAL_SORT_KEYS),
      { cancelled: 'false', planStatus: 'ACTIVE' },
      // Deep pages: the page's ids over the sort's index, then those deals.
      { page: '1500' },
      { sortBy: 'price', sortDirection: 'asc', page: '1500' },
      { cancelled: 'false', sortBy: 'contractDate', sortDirection: 'desc', page: '1500' },
      // A keyword that finds one buyer's deals, and one that finds a tenth of them.
      { keyword: 'مشتري 777' },
      { keyword: 'مشتري 5' },
    ])
      await add('contracts', q, contracts);
    for (const q of <Query[]>[
      {},
      // Every sort both ways (migration 0018: by amount read the whole ledger).
      ...everySort(PAYMENT_SORT_KEYS),
      { currency: 'USD' },
      { page: '3000' },
      { keyword: 'مشتري 777' },
      { keyword: 'مشتري 5' },
    ])
      await add('payments', q, ledger);
    for (const q of <Query[]>[
      {},
      // Every sort both ways (migration 0018: by amount read every instalment, by contract number
      // every deal), and the overdue filter.
      ...everySort(INSTALLMENT_SORT_KEYS),
      { overdue: 'true' },
      { page: '3000' },
      { sortBy: 'amount', sortDirection: 'desc', page: '3000' },
      { keyword: 'مشتري 777' },
      { keyword: 'مشتري 5' },
    ])
      await add('instalments', q, instalments);

    const wrong: string[] = [];
    for (const [label, spec, request] of cases) {
      const stepped = request.after !== undefined || request.before !== undefined;
      const queries = await pageQueriesOf(t.db, spec, request);
      for (const [part, query] of [
        ...queries.map((q, i) => [`page query ${i}`, q] as const),
        ...(stepped ? [] : [['count', bounded(spec.matching)] as const]),
      ]) {
        // The plan-status count joins the plans: at PGlite's 20,000 cars the planner rightly hashes the
        // deals whole (18,000 rows in few pages); the 100,000 run checks it reads an index.
        if (!POSTGRES && part === 'count' && label.includes('planStatus')) continue;
        // A sequential scan right under the bounded count's LIMIT, or driving the nested loop right under
        // it (the instalments each looking their plan up), stops after 1,001 rows (the planner's choice
        // when one company holds the table); anywhere else it would read the whole table.
        const explained = (await plan(query)).replace(
          /(Limit[^\n]*\n\s*->\s+(Nested Loop[^\n]*\n\s*->\s+)?)Seq Scan/g,
          '$1Bounded scan',
        );
        if (/Seq Scan on (deals|payments|installments|payment_plans|cars)\b/.test(explained)) {
          wrong.push(`${label} ${part}\n${explained}`);
        }
        // The cursor's range is an index condition: its row comparison, or the bound of its column alone
        // (a joined table's column; or a unique one, the receipt number, whose index has no id).
        if (stepped && !/Index Cond: .*(ROW\(|\b(contract_number|receipt_number) [<>]=)/.test(explained)) {
          wrong.push(`${label} ${part}: the cursor is no index condition\n${explained}`);
        }
      }
      expect(queries.length, label).toBeGreaterThan(0);
    }
    expect(wrong).toEqual([]);
  });
});
