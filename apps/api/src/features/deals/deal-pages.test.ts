import {
  CLEARANCE_SORT_KEYS,
  clearanceListQuerySchema,
  DEAL_SORT_KEYS,
  dealListQuerySchema,
  INSTALLMENT_SORT_KEYS,
  installmentListQuerySchema,
  PAYMENT_SORT_KEYS,
  paymentListQuerySchema,
} from '@cc/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { createScaleCompany } from '../../../test/scale-data';
import type { Page, PageRequest } from '../../lib/paging';
import { clearancePage } from '../clearance/repository';
import { dealPage } from './deal-reads';
import { installmentPage } from './installment-reads';
import { paymentPage } from './payment-reads';
import { companyInfo } from './repository';

// The deal-side lists page through lib/paging.ts: stepped by the cursors their answers give (an index
// range after the page shown, or before it) or asked by number (OFFSET, and past the first 1,000 rows
// the page's ids first), a page must hold exactly the rows a plain ORDER BY … OFFSET gives it, for every
// sort both ways. The generated deals share two prices, few dates and amounts, and every contract number
// is an authorization's too (the instalments by contract number): ties everywhere, broken by id.
const t = useTestApp();
const TODAY = '2026-06-15';
// 1,080 contracts (past the 1,000 rows from where a page asked by number reads its ids first).
const CARS = 1_800;
let companyId: number;

beforeAll(async () => {
  ({ companyId } = await createScaleCompany(t.db, TODAY, CARS, 60));
  // A clearance for every other paid deal (numbers in deal order, a few issue dates, some voided).
  await t.db.execute(sql`
    insert into clearances (company_id, deal_id, number, issued_at, total_paid, voided_at, void_reason)
    select d.company_id, d.id, row_number() over (order by d.id), ${TODAY}::date - (d.id % 7), p.paid_amount,
           case when d.id % 10 = 0 then now() end, case when d.id % 10 = 0 then 'خطأ' end
    from deals d join payment_plans p on p.company_id = d.company_id and p.deal_id = d.id
    where d.company_id = ${companyId} and p.status = 'PAID' and d.id % 2 = 0`);
}, 180_000);

const ids = async (query: SQL) =>
  ((await t.db.execute(query)) as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);

type Direction = 'asc' | 'desc';

/** One list as the test reads it: a page of ids for a parsed query, and the plain ORDER BY of a sort. */
interface Lister {
  page(query: Record<string, string>): Promise<Page<{ id: number }>>;
  plain(sortBy: string | undefined, direction: Direction, params: Record<string, string>): Promise<number[]>;
}

/**
 * The query's page request and filters, parsed by the list's schema (the cursors decoded as the route
 * does). `size` past the schema's 100 makes the walks below take fewer steps over the same ranges.
 */
const split = <Q extends PageRequest>(parsed: Q, query: Record<string, string>) => {
  const { page, size, after, before, ...filters } = parsed;
  return { request: { page, size: Number(query.size ?? size), after, before }, filters };
};
const parsed = <S extends { parse(q: unknown): PageRequest }>(schema: S, query: Record<string, string>) =>
  split(schema.parse({ ...query, size: '10' }) as ReturnType<S['parse']>, query);

const dir = (direction: Direction) => sql.raw(direction);

/** The persons and cars whose search text holds the keyword (the data's keywords are plain, no digits). */
const found = (table: 'persons' | 'cars', keyword: string) =>
  sql`(select id from ${sql.raw(table)} where company_id = ${companyId} and search_text like ${`%${keyword}%`})`;

const contracts: Lister = {
  async page(query) {
    const { request, filters } = parsed(dealListQuerySchema, query);
    const company = await companyInfo(t.db, companyId);
    return dealPage(t.db, company, 'CONTRACT', filters, request, TODAY);
  },
  plain: (sortBy, direction, params) => {
    const column = { contractNumber: 'contract_number', contractDate: 'contract_date', price: 'price' }[
      sortBy ?? 'contractNumber'
    ]!;
    return ids(sql`select id from deals where company_id = ${companyId} and kind = 'CONTRACT'
      ${params.cancelled === 'false' ? sql`and status = 'ACTIVE'` : sql``}
      ${params.keyword ? sql`and (buyer_id in ${found('persons', params.keyword)} or seller_id in ${found('persons', params.keyword)} or car_id in ${found('cars', params.keyword)})` : sql``}
      order by ${sql.raw(column)} ${dir(direction)}, id ${dir(direction)}`);
  },
};

const instalments: Lister = {
  async page(query) {
    const { request, filters } = parsed(installmentListQuerySchema, query);
    return installmentPage(t.db, companyId, filters, request, TODAY);
  },
  plain: (sortBy, direction, params) => {
    const column = { dueDate: 'i.due_date', amount: 'i.amount', contractNumber: 'd.contract_number' }[
      sortBy ?? 'dueDate'
    ]!;
    return ids(sql`select i.id from installments i
      join payment_plans p on p.company_id = i.company_id and p.id = i.plan_id
      join deals d on d.company_id = p.company_id and d.id = p.deal_id
      where i.company_id = ${companyId} and p.status <> 'CANCELLED'
        ${params.status ? sql`and i.status = ${params.status}` : sql``}
        ${params.keyword ? sql`and (d.buyer_id in ${found('persons', params.keyword)} or d.car_id in ${found('cars', params.keyword)})` : sql``}
      order by ${sql.raw(column)} ${dir(direction)}, i.id ${dir(direction)}`);
  },
};

const payments: Lister = {
  async page(query) {
    const { request, filters } = parsed(paymentListQuerySchema, query);
    return paymentPage(t.db, companyId, filters, request);
  },
  plain: (sortBy, direction, params) => {
    const column = { receiptNumber: 'receipt_number', paidAt: 'paid_at', amount: 'amount' }[
      sortBy ?? 'receiptNumber'
    ]!;
    return ids(sql`select id from payments where company_id = ${companyId}
      ${params.currency ? sql`and currency = ${params.currency}` : sql``}
      ${params.keyword ? sql`and plan_id in (select p.id from payment_plans p join deals d on d.company_id = p.company_id and d.id = p.deal_id where d.buyer_id in ${found('persons', params.keyword)})` : sql``}
      order by ${sql.raw(column)} ${dir(direction)}, id ${dir(direction)}`);
  },
};

const issuedClearances: Lister = {
  async page(query) {
    const { request, filters } = parsed(clearanceListQuerySchema, { ...query, tab: 'issued' });
    return clearancePage(t.db, companyId, filters, request);
  },
  plain: (sortBy, direction) => {
    const column = {
      number: 'c.number',
      issuedAt: 'c.issued_at',
      contractNumber: 'd.contract_number',
      contractDate: 'd.contract_date',
    }[sortBy ?? 'number']!;
    return ids(sql`select c.id from clearances c join deals d on d.company_id = c.company_id and d.id = c.deal_id
      where c.company_id = ${companyId}
      order by ${sql.raw(column)} ${dir(direction)}, c.id ${dir(direction)}`);
  },
};

const awaitingClearances: Lister = {
  async page(query) {
    const { request, filters } = parsed(clearanceListQuerySchema, { ...query, tab: 'awaiting' });
    return clearancePage(t.db, companyId, filters, request);
  },
  plain: (sortBy, direction) => {
    const column = sortBy === 'contractDate' ? 'd.contract_date' : 'd.contract_number';
    return ids(sql`select d.id from deals d join payment_plans p on p.company_id = d.company_id and p.deal_id = d.id
      where d.company_id = ${companyId} and d.status = 'ACTIVE' and p.status = 'PAID'
        and not exists (select 1 from clearances c where c.company_id = d.company_id and c.deal_id = d.id and c.voided_at is null)
      order by ${sql.raw(column)} ${dir(direction)}, d.id ${dir(direction)}`);
  },
};

/** Every sort both ways, and the list as it opens (no sort: its default order). */
const sortsOf = (keys: readonly string[], defaultDirection: Direction) => [
  { sortBy: undefined, direction: defaultDirection },
  ...keys.flatMap((sortBy) => (['asc', 'desc'] as const).map((direction) => ({ sortBy, direction }))),
];

/**
 * A keyword that finds a few buyers' deals (persons 1 and 10–19: about 300, read by their ids) and one
 * that finds every deal (past 1,000: each row read is tested), as deals/joins.ts `dealsFound` tells them.
 */
const KEYWORDS = [{ keyword: 'مشتري 1' }, { keyword: 'مشتري' }];

const LISTS = [
  ['contracts', contracts, sortsOf(DEAL_SORT_KEYS, 'desc'), [{ cancelled: 'false' }, ...KEYWORDS]],
  [
    'instalments',
    instalments,
    sortsOf(INSTALLMENT_SORT_KEYS, 'asc'),
    [{ status: 'PAID' }, ...KEYWORDS, { keyword: 'مشتري', sortBy: 'contractNumber', sortDirection: 'desc' }],
  ],
  ['payments', payments, sortsOf(PAYMENT_SORT_KEYS, 'desc'), [{ currency: 'USD' }, ...KEYWORDS]],
  ['issued clearances', issuedClearances, sortsOf(CLEARANCE_SORT_KEYS, 'desc'), []],
  ['awaiting clearances', awaitingClearances, sortsOf(['contractNumber', 'contractDate'], 'desc'), []],
] as const;

const cases = LISTS.flatMap(([name, lister, sorts, filters]) => [
  ...sorts.map(({ sortBy, direction }) => ({
    name,
    lister,
    params: (sortBy ? { sortBy, sortDirection: direction } : {}) as Record<string, string>,
    sortBy,
    direction,
  })),
  ...filters.map((filter: Record<string, string>) => ({
    name,
    lister,
    params: filter,
    sortBy: filter.sortBy,
    direction: (filter.sortDirection as Direction | undefined) ?? sorts[0]!.direction,
  })),
]);

/**
 * The walks below read the long lists (over 10,000 instalments or payments) in the sorts where ties and
 * joins meet: the list as it opens, one filter, the joined contract number both ways, and amounts.
 */
const walked = cases.filter(
  (c) =>
    !['instalments', 'payments'].includes(c.name) ||
    c.sortBy === undefined ||
    c.sortBy === 'contractNumber' ||
    (c.sortBy === 'amount' && c.direction === 'desc') ||
    (c.sortBy === 'paidAt' && c.direction === 'asc'),
);

describe('the deal-side lists, paged', () => {
  it.each(walked)(
    '$name $params: stepped forward and back by cursor, the rows of a plain OFFSET',
    async ({ lister, params, sortBy, direction }) => {
      const all = await lister.plain(sortBy, direction, params);
      const size = all.length > 2_000 ? 250 : 25;
      expect(all.length).toBeGreaterThan(size * 2);
      const last = Math.floor((all.length - 1) / size);
      const expected = (page: number) => all.slice(page * size, page * size + size);
      const read = (page: number, cursor: Record<string, string> = {}) =>
        lister.page({ ...params, ...cursor, page: String(page), size: String(size) });
      // Forward: each page after the page before, by the cursor its answer gave.
      let shown = await read(0);
      expect(shown.rows.map((r) => r.id)).toEqual(expected(0));
      for (let page = 1; page <= last; page++) {
        expect(shown.cursors.next, `next of page ${page - 1}`).toEqual(expect.any(String));
        const next = await read(page, { after: shown.cursors.next! });
        expect(
          next.rows.map((r) => r.id),
          `page ${page}`,
        ).toEqual(expected(page));
        // Only the last, short page is read by its number.
        expect(next.stepped, `page ${page}`).toBe(page < last || all.length % size === 0);
        shown = next;
      }
      expect(shown.cursors.next).toBeUndefined();
      // Back: each page before the page after it, by its previous cursor.
      for (let page = last - 1; page >= 0; page--) {
        const previous = await read(page, { before: shown.cursors.previous! });
        expect(
          previous.rows.map((r) => r.id),
          `page ${page}`,
        ).toEqual(expected(page));
        expect(previous.stepped, `page ${page}`).toBe(page > 0);
        shown = previous;
      }
      expect(shown.cursors.previous).toBeUndefined();
    },
    60_000,
  );

  it.each(cases.filter((c) => !c.name.endsWith('clearances')))(
    '$name $params: pages asked by number, deep ones included, the rows of a plain OFFSET',
    async ({ lister, params, sortBy, direction }) => {
      const size = 20;
      const all = await lister.plain(sortBy, direction, params);
      const last = Math.floor((all.length - 1) / size);
      // Both sides of the 1,000-row line where a page's ids are read first, the middle, the end.
      const pages = [0, 1, 49, 50, 51, Math.floor(last / 2), last - 1, last, last + 1];
      for (const page of new Set(pages.filter((p) => p >= 0))) {
        const read = await lister.page({ ...params, page: String(page), size: String(size) });
        expect(
          read.rows.map((r) => r.id),
          `page ${page}`,
        ).toEqual(all.slice(page * size, page * size + size));
        // Exact up to 1,000 rows, past them PostgreSQL's estimate (flagged).
        if (!read.total.estimate) expect(read.total.total, `page ${page}`).toBe(all.length);
      }
    },
    60_000,
  );

  it('reads each contract of a page with its own plan and instalments, as its own page shows it', async () => {
    const page = await contracts.page({ page: '60', size: '10', sortBy: 'price' });
    const company = await companyInfo(t.db, companyId);
    expect(page.rows).toHaveLength(10);
    for (const deal of page.rows as Awaited<ReturnType<typeof dealPage>>['rows']) {
      const own = await ids(sql`select id from installments where company_id = ${companyId}
        and plan_id = ${deal.paymentPlan.id} order by due_date, sequence`);
      expect(own.length, `deal ${deal.id}`).toBeGreaterThan(0);
      expect(deal.paymentPlan.installments.map((i) => i.id)).toEqual(own);
      expect(deal.paymentPlan.dealId).toBe(deal.id);
      expect(deal.company.name).toBe(company.name);
    }
  });
});
