import { CAR_SORT_KEYS, carListQuerySchema, encodeListCursor, LIST_CURSOR_INVALID } from '@cc/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, useTestApp, useTokens } from '../../../test/helper';
import { CAR_SORT_COLUMN, insertVariedCars } from '../../../test/varied-cars';
import { type PageRequest, readPage } from '../../lib/paging';
import { type CarFilters, carList } from './repository';

// Stepping by cursor (docs/domain/lists-and-search.md#stepping-by-cursor): a page read after the last
// row of the page before it (or before the first row of the page after it) by an index range must hold
// exactly the rows a plain ORDER BY … OFFSET gives that page, for every sort in both directions, across
// ties and across the line where a nullable column's values end and its nulls begin.
const t = useTestApp();
const tk = useTokens(t, 'company');
const EXTRA = 1_200;
let companyId: number;

beforeAll(async () => {
  companyId = await t.demoCompanyId();
  await insertVariedCars(t.db, companyId, EXTRA, 'step');
});

/** A page of the list as GET /car reads it, and whether it was read by its cursor. */
const pageRows = (filters: CarFilters, page: number, size: number, step: Partial<PageRequest> = {}) =>
  readPage(t.db, carList(t.db, companyId, filters), { page, size, ...step });

/** The whole list's ids in its order, as a plain ORDER BY answers it (newest first without a sort). */
async function plainOrder(filters: CarFilters): Promise<number[]> {
  const dir = sql.raw(filters.sortDirection === 'desc' || !filters.sortBy ? 'desc' : 'asc');
  const order = filters.sortBy
    ? sql`${sql.raw(CAR_SORT_COLUMN[filters.sortBy])} ${dir}, id ${dir}`
    : sql`id desc`;
  const result = (await t.db.execute(sql`
    select id from cars where company_id = ${companyId}
      ${filters.status ? sql`and status = ${filters.status}` : sql``}
      ${filters.keyword ? sql`and search_text like ${`%${filters.keyword}%`}` : sql``}
    order by ${order}`)) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => r.id);
}

const everySort: CarFilters[] = CAR_SORT_KEYS.flatMap((sortBy) =>
  (['asc', 'desc'] as const).map((sortDirection) => ({ sortBy, sortDirection })),
);

/** The cursor of a row as the list's answers give it. */
const cursorOf = (filters: CarFilters, row: Record<string, unknown> & { id: number }) => {
  const sortBy = filters.sortBy ?? 'id';
  const direction = filters.sortBy ? (filters.sortDirection ?? 'asc') : 'desc';
  return { sortBy, direction, value: row[sortBy] as string | number | null, id: row.id };
};

describe('GET /car stepped by cursor', () => {
  it.each<CarFilters>([
    {},
    ...everySort,
    { status: 'Pending', sortBy: 'kilometers', sortDirection: 'asc' },
    { status: 'Paid', sortBy: 'type', sortDirection: 'desc' },
    { keyword: 'step', sortBy: 'origin', sortDirection: 'asc' },
  ])('reads every page forward and back by index range, the rows of a plain OFFSET (%j)', async (filters) => {
    const size = 50;
    const all = await plainOrder(filters);
    expect(all.length).toBeGreaterThan(500);
    const last = Math.floor((all.length - 1) / size);
    const expected = (page: number) => all.slice(page * size, page * size + size);
    // Forward: each page after the last row of the page before it.
    let shown = (await pageRows(filters, 0, size)).rows;
    for (let page = 1; page <= last; page++) {
      const after = cursorOf(filters, shown[shown.length - 1]!);
      const read = await pageRows(filters, page, size, { after });
      expect(
        read.rows.map((r) => r.id),
        `page ${page} after ${JSON.stringify(after)}`,
      ).toEqual(expected(page));
      // Only the last, short page is read by its number.
      expect(read.stepped, `page ${page}`).toBe(page < last || all.length % size === 0);
      shown = read.rows;
    }
    // Back: each page before the first row of the page after it, from the last page to the second.
    shown = (await pageRows(filters, last, size)).rows;
    for (let page = last - 1; page >= 1; page--) {
      const before = cursorOf(filters, shown[0]!);
      const read = await pageRows(filters, page, size, { before });
      expect(
        read.rows.map((r) => r.id),
        `page ${page} before ${JSON.stringify(before)}`,
      ).toEqual(expected(page));
      expect(read.stepped, `page ${page}`).toBe(true);
      shown = read.rows;
    }
  });

  const get = async (query: Record<string, string>) => {
    const res = await t.get(`${BASE}/car`, tk.company, query);
    return { status: res.statusCode, body: res.json() };
  };

  it('gives the cursors of the next and previous pages, and answers a stepped page as the numbered one', async () => {
    const query = { sortBy: 'kilometers', sortDirection: 'desc', size: '20' };
    const first = await get({ ...query, page: '0' });
    expect(first.status).toBe(200);
    expect(first.body.pagination.previousCursor).toBeUndefined();
    const next = first.body.pagination.nextCursor as string;
    expect(next).toEqual(expect.any(String));
    const stepped = await get({ ...query, page: '1', after: next });
    const numbered = await get({ ...query, page: '1' });
    expect(stepped.status).toBe(200);
    expect(stepped.body.data).toEqual(numbered.body.data);
    expect(stepped.body.pagination).toEqual(numbered.body.pagination);
    expect(stepped.body.pagination.currentPage).toBe(1);
    // And back to the first page with the previous cursor.
    const back = await get({ ...query, page: '0', before: stepped.body.pagination.previousCursor });
    expect(back.body.data).toEqual(first.body.data);
  });

  it('refuses a cursor it cannot read with an Arabic message, never a 500', async () => {
    const wrongKind = encodeListCursor({ sortBy: 'kilometers', direction: 'asc', value: 'نص', id: 5 });
    const unknownKey = encodeListCursor({ sortBy: 'price', direction: 'asc', value: 5, id: 5 });
    const nul = encodeListCursor({ sortBy: 'name', direction: 'asc', value: 'a\u0000b', id: 5 });
    const bigId = encodeListCursor({ sortBy: 'id', direction: 'asc', value: 5, id: 2 ** 40 });
    for (const after of ['%%%', 'abc', 'W10', wrongKind, unknownKey, nul, bigId, 'x'.repeat(700)]) {
      for (const param of ['after', 'before']) {
        const res = await get({ page: '3', sortBy: 'kilometers', [param]: after });
        expect(res.status, `${param}=${after}`).toBe(400);
        expect(JSON.stringify(res.body)).toContain(LIST_CURSOR_INVALID);
      }
    }
  });

  it('reads the page by its number when the cursor no longer matches (another sort, a deleted row, the end)', async () => {
    const size = 20;
    const base = { sortBy: 'name', sortDirection: 'asc', size: String(size) };
    const numbered = async (page: number, q: Record<string, string> = base) =>
      (await get({ ...q, page: String(page) })).body;
    // A cursor of another sort: the page by its number.
    const other = await get({ sortBy: 'model', sortDirection: 'asc', size: String(size), page: '2' });
    const mixed = await get({ ...base, page: '3', after: other.body.pagination.nextCursor });
    expect(mixed.status).toBe(200);
    expect(mixed.body).toEqual(await numbered(3));
    // A cursor of a direction no longer asked.
    const desc = await get({
      ...base,
      sortDirection: 'desc',
      page: '3',
      after: other.body.pagination.nextCursor,
    });
    expect(desc.body.data).toEqual((await numbered(3, { ...base, sortDirection: 'desc' })).data);
    // The cursor's row deleted meanwhile: the page still starts right after where it stood.
    const page2 = await numbered(2);
    const lastRow = page2.data[size - 1] as { id: number };
    const page3 = await numbered(3);
    await t.db.execute(sql`delete from cars where company_id = ${companyId} and id = ${lastRow.id}`);
    const afterDeleted = await get({ ...base, page: '3', after: page2.pagination.nextCursor });
    expect(afterDeleted.status).toBe(200);
    expect(afterDeleted.body.data).toEqual(page3.data);
    // A cursor past the end of the list: read by number, and the total is the exact count.
    const pastEnd = encodeListCursor({ sortBy: 'name', direction: 'asc', value: '\uffff', id: 1 });
    const end = await get({ ...base, page: '5', after: pastEnd });
    expect(end.status).toBe(200);
    expect(end.body).toEqual(await numbered(5));
    // The last page stepped to: its total is exact (counted as by number), never guessed from the page.
    const counted = (await t.db.execute(
      sql`select count(*)::int as n from cars where company_id = ${companyId}`,
    )) as unknown as { rows: { n: number }[] };
    const total = counted.rows[0]!.n;
    const lastPage = Math.ceil(total / size) - 1;
    if (total % size !== 0) {
      const before = await numbered(lastPage - 1);
      const stepped = await get({ ...base, page: String(lastPage), after: before.pagination.nextCursor });
      expect(stepped.body.pagination.totalItems).toBe(total);
      expect(stepped.body.pagination.totalIsEstimate).toBeUndefined();
    }
  });

  it('parses the query: the page number stays the one shown, the export takes no cursor', () => {
    const after = encodeListCursor({ sortBy: 'type', direction: 'desc', value: null, id: 12 });
    expect(
      carListQuerySchema.parse({ page: '4', sortBy: 'type', sortDirection: 'desc', after }),
    ).toMatchObject({
      page: 4,
      after: { sortBy: 'type', direction: 'desc', value: null, id: 12 },
    });
  });
});
