import type { Pagination } from '@cc/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, useTestApp, useTokens } from '../../../test/helper';
import {
  EstimatedTotals,
  EXACT_TOTAL_LIMIT,
  estimatedTotals,
  listKey,
  listTotal,
} from '../../lib/list-total';
import { matchingQuery } from './repository';

// A list's total is exact up to 1,000 matching rows and the planner's estimate past it, flagged so the
// pager says «نحو» (docs/domain/lists-and-search.md#totals). 1,500 cars of model 1990 and 250 of 1991.
const t = useTestApp();
const tk = useTokens(t, 'company');

/** Adds `n` Pending cars of a model (their plate and chassis keys start at `from`). */
const addCars = async (companyId: number, model: number, from: number, n: number) => {
  await t.db.execute(sql`
    insert into cars (company_id, name, model, color, plate_number, chassis_number, status, search_text, plate_key, chassis_key)
    select ${companyId}, 'نيسان صني', ${model}, 'أبيض', 'بابل ' || g, 'EST' || g, 'Pending',
           'نيسان صني | بابل ' || g, 'بابل' || g, 'est' || g
    from generate_series(${from}::int, ${from + n - 1}::int) g`);
  await t.db.execute(sql`analyze cars`);
};

beforeAll(async () => {
  const companyId = await t.demoCompanyId();
  await t.db.execute(sql`
    insert into cars (company_id, name, model, color, plate_number, chassis_number, status, search_text, plate_key, chassis_key)
    select ${companyId}, case when g % 50 = 0 then 'أوبل أسترا' else 'كيا سيراتو' end, case when g <= 1500 then 1990 else 1991 end,
           'أبيض', 'كربلاء ' || g, 'TOTAL' || g, 'Pending',
           case when g % 50 = 0 then 'اوبل استرا' else 'كيا سيراتو' end || ' | كربلاء ' || g, 'كربلاء' || g, 'total' || g
    from generate_series(1, 1750) g`);
  await t.db.execute(sql`analyze cars`);
});

const pagination = async (query: Record<string, string>) => {
  const res = await t.get(`${BASE}/car`, tk.company, query);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { data: unknown[]; pagination: Pagination };
  return { rows: body.data.length, ...body.pagination };
};

describe('list totals', () => {
  it('counts exactly up to the limit', async () => {
    const p = await pagination({ model: '1991' });
    expect(p).toMatchObject({ rows: 10, totalItems: 250, lastPage: 24 });
    expect(p.totalIsEstimate).toBeUndefined();
    const searched = await pagination({ model: '1990', keyword: 'أوبل' });
    expect(searched).toMatchObject({ rows: 10, totalItems: 30, lastPage: 2 });
  });

  it('estimates past the limit, flagged, with a last page the pager can reach', async () => {
    const p = await pagination({ model: '1990' });
    expect(p.totalIsEstimate).toBe(true);
    expect(p.totalItems).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    // The planner's estimate after ANALYZE: near the 1,500 rows, never exact by promise.
    expect(p.totalItems).toBeGreaterThan(1200);
    expect(p.totalItems).toBeLessThan(1800);
    expect(p.lastPage).toBe(Math.ceil(p.totalItems / 10) - 1);
  });

  it('knows the total exactly on a short last page, and past the end, without an estimate', async () => {
    const last = await pagination({ model: '1990', size: '100', page: '14' });
    expect(last).toMatchObject({ rows: 100, totalIsEstimate: true });
    const short = await pagination({ model: '1990', size: '40', page: '37' });
    expect(short).toMatchObject({ rows: 20, totalItems: 1500, lastPage: 37 });
    expect(short.totalIsEstimate).toBeUndefined();
    const beyond = await pagination({ model: '1990', size: '100', page: '20' });
    expect(beyond).toMatchObject({ rows: 0, totalItems: 1500, lastPage: 14 });
    expect(beyond.totalIsEstimate).toBeUndefined();
  });

  it('never estimates below the rows the pages so far have shown', async () => {
    // The keyword's trigram estimate is far from the 1,470 Kia rows; the total still covers page 120.
    const p = await pagination({ model: '1990', keyword: 'كيا', page: '120' });
    expect(p.rows).toBe(10);
    expect(p.totalItems).toBeGreaterThanOrEqual(1211);
    expect(p.lastPage).toBeGreaterThanOrEqual(121);
  });
});

// Estimated totals are kept for a short while per list query (docs/domain/lists-and-search.md#totals);
// exact ones are counted on every request. Models 1992 and 1993 are this block's own.
describe('the cache of estimated totals', () => {
  const firstPage = { page: 0, size: 10, rows: 10 };

  it('reuses an estimate until it expires, then asks the planner again', async () => {
    const companyId = await t.demoCompanyId();
    await addCars(companyId, 1992, 1, 1200);
    let now = 0;
    const cache = new EstimatedTotals(30_000, 100, () => now);
    const matching = () => matchingQuery(t.db, companyId, { model: 1992 });
    const first = await listTotal(t.db, matching, firstPage, cache);
    expect(first.estimate).toBe(true);
    expect(first.total).toBeGreaterThan(1000);
    expect(first.total).toBeLessThan(1500);
    expect(cache.size).toBe(1);

    // Twice as many cars now: within the lifetime the kept estimate answers, unchanged.
    await addCars(companyId, 1992, 1201, 1200);
    now = 29_000;
    expect(await listTotal(t.db, matching, firstPage, cache)).toEqual(first);
    // Another company's list, or another filter, is another key.
    expect(cache.get('anything else')).toBeUndefined();

    now = 30_001;
    const fresh = await listTotal(t.db, matching, firstPage, cache);
    expect(fresh.estimate).toBe(true);
    expect(fresh.total).toBeGreaterThan(2000);
    expect(fresh.total).toBeLessThan(2800);
  });

  it('never raises a kept estimate below the rows the pages so far have shown', async () => {
    const companyId = await t.demoCompanyId();
    const cache = new EstimatedTotals(30_000, 100, () => 0);
    const matching = () => matchingQuery(t.db, companyId, { model: 1992 });
    const first = await listTotal(t.db, matching, firstPage, cache);
    const deep = await listTotal(t.db, matching, { page: 299, size: 10, rows: 10 }, cache);
    expect(deep).toEqual({ total: Math.max(first.total, 3001), estimate: true });
  });

  it('keeps an estimate under the key of the list, without building its query to look it up', async () => {
    const companyId = await t.demoCompanyId();
    const cache = new EstimatedTotals(30_000, 100, () => 0);
    const key = listKey('cars', companyId, { model: 1992 });
    const seen = { ...firstPage, key };
    const first = await listTotal(t.db, () => matchingQuery(t.db, companyId, { model: 1992 }), seen, cache);
    expect(first.estimate).toBe(true);
    expect(cache.get(key)).toBeDefined();
    const unbuilt = () => {
      throw new Error('the matching query was built');
    };
    expect(await listTotal(t.db, unbuilt, seen, cache)).toEqual(first);
    // Every page of the list shares the key; another company or another filter is another key.
    expect(listKey('cars', companyId, { model: 1992, page: 4, size: 50 })).toBe(key);
    expect(listKey('cars', companyId + 1, { model: 1992 })).not.toBe(key);
    expect(listKey('cars', companyId, { model: 1993 })).not.toBe(key);
    expect(listKey('persons', companyId, { model: 1992 })).not.toBe(key);
  });

  it('keeps no exact total: a car added shows in the next count', async () => {
    const companyId = await t.demoCompanyId();
    await addCars(companyId, 1993, 5000, 300);
    const cache = new EstimatedTotals(30_000, 100, () => 0);
    const matching = () => matchingQuery(t.db, companyId, { model: 1993 });
    expect(await listTotal(t.db, matching, firstPage, cache)).toEqual({ total: 300, estimate: false });
    expect(cache.size).toBe(0);
    await addCars(companyId, 1993, 5300, 1);
    expect(await listTotal(t.db, matching, firstPage, cache)).toEqual({ total: 301, estimate: false });

    // Through the API and the process's cache too.
    const before = await pagination({ model: '1993' });
    await addCars(companyId, 1993, 5301, 1);
    const after = await pagination({ model: '1993' });
    expect([before.totalItems, after.totalItems]).toEqual([301, 302]);
    expect(after.totalIsEstimate).toBeUndefined();
  });

  it('drops a kept estimate once a page shows the list is within the exact range, or past its end', async () => {
    const companyId = await t.demoCompanyId();
    const cache = new EstimatedTotals(30_000, 100, () => 0);
    const matching = () => matchingQuery(t.db, companyId, { model: 1993 });
    const key = () => {
      const { sql: text, params } = matching().toSQL();
      return `${text}\u0000${JSON.stringify(params)}`;
    };
    cache.set(key(), 5000);
    expect(await listTotal(t.db, matching, firstPage, cache)).toEqual({ total: 5000, estimate: true });
    // The short last page: 302 cars.
    expect(await listTotal(t.db, matching, { page: 30, size: 10, rows: 2 }, cache)).toEqual({
      total: 302,
      estimate: false,
    });
    expect(cache.size).toBe(0);
    cache.set(key(), 5000);
    expect(await listTotal(t.db, matching, { page: 40, size: 10, rows: 0 }, cache)).toEqual({
      total: 302,
      estimate: false,
    });
    expect(cache.size).toBe(0);
  });

  it('answers repeated requests for an estimated list from the cache', async () => {
    estimatedTotals.clear();
    const first = await pagination({ model: '1992' });
    expect(first.totalIsEstimate).toBe(true);
    expect(estimatedTotals.size).toBe(1);
    const companyId = await t.demoCompanyId();
    await addCars(companyId, 1992, 2401, 2000);
    // The planner now expects about 4,400 cars; the kept estimate answers until it expires.
    expect((await pagination({ model: '1992' })).totalItems).toBe(first.totalItems);
    expect((await pagination({ model: '1992', page: '3' })).totalItems).toBe(first.totalItems);
    expect(estimatedTotals.size).toBe(1);
  });

  it('is bounded: the oldest estimate goes first', () => {
    const cache = new EstimatedTotals(30_000, 2, () => 0);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.size]).toEqual([undefined, 2, 3, 2]);
  });
});
