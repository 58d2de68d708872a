import type { Pagination } from '@cc/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, useTestApp, useTokens } from '../../../test/helper';
import { EXACT_TOTAL_LIMIT } from '../../lib/paging';

// A list's total is exact up to 1,000 matching rows and the planner's estimate past it, flagged so the
// pager says «نحو» (docs/domain/lists-and-search.md#totals). 1,500 cars of model 1990 and 250 of 1991.
const t = useTestApp();
const tk = useTokens(t, 'company');

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
