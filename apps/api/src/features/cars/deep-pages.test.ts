import { CAR_SORT_KEYS, type CarSortKey } from '@cc/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, useTestApp, useTokens } from '../../../test/helper';
import { CAR_SORT_COLUMN, insertVariedCars } from '../../../test/varied-cars';

// Pages past the first 1,000 rows find their ids first, and those in the second half of a list whose
// total is exact (the summary rows count it: no filter but the status) read from the end (lib/paging.ts): they
// must hold exactly the rows a plain OFFSET would, in the same order, for every sort in both
// directions, nulls and ties included.
const t = useTestApp();
const tk = useTokens(t, 'company');
const EXTRA = 3_000;
let companyId: number;

beforeAll(async () => {
  companyId = await t.demoCompanyId();
  await insertVariedCars(t.db, companyId, EXTRA, 'deep');
});

const ids = async (query: Record<string, string>) => {
  const res = await t.get(`${BASE}/car`, tk.company, query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: number }[]).map((c) => c.id);
};

interface Listed {
  sortBy?: CarSortKey;
  sortDirection?: 'asc' | 'desc';
  status?: string;
  keyword?: string;
}

/** The list's filters as SQL (the keyword as ASCII, which normalising leaves as it is). */
const filtersOf = (query: Listed) => sql`
  ${query.status ? sql`and status = ${query.status}` : sql``}
  ${query.keyword ? sql`and search_text like ${`%${query.keyword}%`}` : sql``}`;

/** The page as a plain ORDER BY … OFFSET answers it (newest first without a sort). */
async function plainPage(query: Listed, page: number, size: number): Promise<number[]> {
  const dir = sql.raw(query.sortDirection === 'desc' || !query.sortBy ? 'desc' : 'asc');
  const order = query.sortBy
    ? sql`${sql.raw(CAR_SORT_COLUMN[query.sortBy])} ${dir}, id ${dir}`
    : sql`id desc`;
  const result = (await t.db.execute(sql`
    select id from cars where company_id = ${companyId}
      ${filtersOf(query)}
    order by ${order} limit ${size} offset ${page * size}`)) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => r.id);
}

async function matching(query: Listed): Promise<number> {
  const result = (await t.db.execute(sql`
    select count(*)::int as n from cars where company_id = ${companyId}
      ${filtersOf(query)}`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

const everySort: Listed[] = CAR_SORT_KEYS.flatMap((sortBy) =>
  (['asc', 'desc'] as const).map((sortDirection) => ({ sortBy, sortDirection })),
);

describe('deep pages of GET /car', () => {
  it.each<Listed>([
    {},
    ...everySort,
    { status: 'Pending' },
    { status: 'Pending', sortBy: 'model', sortDirection: 'desc' },
    { status: 'Paid', sortBy: 'color', sortDirection: 'asc' },
    // Not counted by the summaries: the deep pages skip from the start.
    { keyword: 'deep', sortBy: 'kilometers', sortDirection: 'asc' },
  ])('hold the rows of their place in the whole list, as a plain OFFSET (%j)', async (query) => {
    const size = 20;
    const n = await matching(query);
    expect(n).toBeGreaterThan(1_400);
    const last = Math.floor((n - 1) / size);
    const half = Math.floor(last / 2);
    // The 1,000-row line, both sides of the middle, the last full page, the last (short) page.
    const pages = [0, 49, 50, half, half + 1, last - 1, last].filter((p) => p >= 0 && p <= last);
    const params = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
    for (const page of new Set(pages)) {
      const expected = await plainPage(query, page, size);
      expect(expected.length, `page ${page}`).toBeGreaterThan(0);
      expect(await ids({ ...params, page: String(page), size: String(size) }), `page ${page}`).toEqual(
        expected,
      );
    }
    expect(await ids({ ...params, page: String(last + 1), size: String(size) })).toEqual([]);
  });

  // Nothing is kept between requests: a deep page moves at once when the list changes, through the API
  // or beside it (another process), as an OFFSET would.
  it('move at once when a car is added, edited or sold', async () => {
    // The year made: never null.
    const query: Listed = { sortBy: 'model', sortDirection: 'asc' };
    const size = 20;
    const n = await matching(query);
    const middle = Math.floor(n / size / 2);
    const params = { sortBy: 'model', sortDirection: 'asc', size: String(size) };
    const numbered = (page: number) => ids({ ...params, page: String(page) });
    expect(await numbered(middle)).toEqual(await plainPage(query, middle, size));
    for (const page of [middle + 1, middle + 7, 60]) {
      expect(await numbered(page), `page ${page}`).toEqual(await plainPage(query, page, size));
    }

    // A car added through the API sorts first (the oldest year): every page moves by one.
    const added = await t.request({
      method: 'POST',
      url: `${BASE}/car`,
      token: tk.company,
      payload: {
        name: 'كيا سيراتو',
        model: 1950,
        color: 'أبيض',
        plateNumber: 'بغداد 77001',
        chassisNumber: 'ANCHOR77001',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await numbered(middle)).toEqual(await plainPage(query, middle, size));

    // Edited through the API: the same count, the car now sorts last; the pages move back.
    const carId = added.json().data.id as number;
    const edited = await t.request({
      method: 'PUT',
      url: `${BASE}/car/${carId}`,
      token: tk.company,
      payload: {
        name: 'كيا سيراتو',
        model: new Date().getFullYear() + 1,
        color: 'أبيض',
        plateNumber: 'بغداد 77001',
        chassisNumber: 'ANCHOR77001',
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await numbered(middle)).toEqual(await plainPage(query, middle, size));

    // Changed beside the API (another process): a car sold leaves the Pending list (newest first, as
    // the list opens), whose count moves.
    const pending = { status: 'Pending', size: String(size) };
    const pendingQuery: Listed = { status: 'Pending' };
    // Just past the first 1,000 rows: its ids read first, from the start.
    const pendingMiddle = 1_000 / size + 1;
    expect(await matching(pendingQuery)).toBeGreaterThan(1_500);
    expect(await ids({ ...pending, page: String(pendingMiddle) })).toEqual(
      await plainPage(pendingQuery, pendingMiddle, size),
    );
    await t.db.execute(sql`update cars set status = 'Paid'
      where id = (select id from cars where company_id = ${companyId} and status = 'Pending'
                  order by id limit 1)`);
    expect(await ids({ ...pending, page: String(pendingMiddle) })).toEqual(
      await plainPage(pendingQuery, pendingMiddle, size),
    );
    // Edited beside the API, the count unchanged: the list's last car (the fewest kilometres) gets the
    // most of all, so it moves before every other value (after the nulls, which come first): the pages
    // between move by one row.
    const byKm: Listed = { sortBy: 'kilometers', sortDirection: 'desc' };
    const kmParams = { sortBy: 'kilometers', sortDirection: 'desc', size: String(size) };
    const kmMiddle = Math.floor(n / size / 2);
    expect(await ids({ ...kmParams, page: String(kmMiddle) })).toEqual(await plainPage(byKm, kmMiddle, size));
    await t.db.execute(sql`update cars set kilometers = 9999999
      where id = (select id from cars where company_id = ${companyId} and kilometers is not null
                  order by kilometers, id limit 1)`);
    expect(await ids({ ...kmParams, page: String(kmMiddle) })).toEqual(await plainPage(byKm, kmMiddle, size));
    expect(await ids({ ...pending, page: String(pendingMiddle) })).toEqual(
      await plainPage(pendingQuery, pendingMiddle, size),
    );
  });
  // A car changed through the API or beside it shows at once in the next answer.
  it('show a car changed anywhere at once', async () => {
    const first = async (query: Record<string, string>) => {
      const res = await t.get(`${BASE}/car`, tk.company, { ...query, size: '20' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: { id: number; name: string }[]; pagination: { totalItems: number } };
    };
    const pending = await first({ status: 'Pending' });
    expect(await first({ status: 'Pending' })).toEqual(pending);
    const top = pending.data[0]!;

    // Renamed beside the API (another process): the next answer carries the new name.
    await t.db.execute(sql`update cars set name = 'اسم من عملية أخرى' where id = ${top.id}`);
    const renamed = await first({ status: 'Pending' });
    expect(renamed.data[0]).toMatchObject({ id: top.id, name: 'اسم من عملية أخرى' });

    // Added through the API: first in the list as it opens (newest first), counted at once.
    const added = await t.request({
      method: 'POST',
      url: `${BASE}/car`,
      token: tk.company,
      payload: {
        name: 'كيا ريو',
        model: 2021,
        color: 'أحمر',
        plateNumber: 'بغداد 77002',
        chassisNumber: 'KEPT77002',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const after = await first({ status: 'Pending' });
    expect(after.data[0]!.id).toBe(added.json().data.id);
    expect(after.pagination.totalItems).toBe(pending.pagination.totalItems + 1);
    expect(after.data.slice(1).map((c) => c.id)).toEqual(renamed.data.slice(0, 19).map((c) => c.id));
  });

  // Sorted by a column that may be null, the nulls come first descending, last ascending. Pages on
  // both sides of that line and across it, from the start or from the end, as a plain OFFSET.
  it('hold their rows where the nulls of a sort meet its values', async () => {
    await t.db.execute(sql`update cars set cylinder_count = null
      where company_id = ${companyId} and chassis_number like 'DEEP%' and id % 5 < 3`);
    const n = await matching({});
    const nulls = (
      (await t.db.execute(sql`select count(*)::int as n from cars
        where company_id = ${companyId} and cylinder_count is null`)) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n;
    expect(nulls).toBeGreaterThan(1_200);
    expect(n - nulls).toBeGreaterThan(1_000);
    for (const sortDirection of ['desc', 'asc'] as const) {
      const query: Listed = { sortBy: 'cylinderCount', sortDirection };
      const line = sortDirection === 'desc' ? nulls : n - nulls;
      for (const size of [20, 7]) {
        const at = Math.floor(line / size);
        for (const page of [at - 1, at, at + 1, at + 2, Math.floor(1_000 / size) + 1]) {
          const params = { sortBy: 'cylinderCount', sortDirection, size: String(size), page: String(page) };
          expect(await ids(params), `${sortDirection}, ${size} a page, page ${page}`).toEqual(
            await plainPage(query, page, size),
          );
        }
      }
    }
  });
});
