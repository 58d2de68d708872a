import { type ListCursor, PERSON_SORT_KEYS } from '@cc/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { idsOf } from '../../../test/list-walk';
import { createLargeCompany, explainText, pageQueriesOf } from '../../../test/query-plan';
import { type PageRequest, readPage } from '../../lib/paging';
import { type PersonFilters, personList } from './repository';

// The persons list at 50,000 persons: each sort's first page and a keyword search
// read an index, never the whole table (the sort by date added did until migration 0018). On whichever
// database the run uses.
const PERSONS = 50_000;
const t = useTestApp();
let companyId: number;

beforeAll(async () => {
  companyId = await createLargeCompany(t.db);
  await t.db.execute(sql`
    insert into persons (company_id, full_name, search_text, created_at)
    select ${companyId}, 'مشتري ' || g, 'مشتري ' || g, now() - (g % 5000) * interval '1 hour'
    from generate_series(1, ${PERSONS}) g`);
  await t.db.execute(sql`vacuum analyze persons`);
}, 120_000);

const plan = (query: Parameters<typeof explainText>[1]) => explainText(t.db, query);

/** The plans of the row queries one page request of the persons list runs (lib/paging.ts). */
async function pagePlans(filters: PersonFilters, request: PageRequest): Promise<string[]> {
  const queries = await pageQueriesOf(t.db, personList(t.db, companyId, filters), request);
  expect(queries.length, JSON.stringify({ filters, request })).toBeGreaterThan(0);
  return Promise.all(queries.map((q) => plan(q)));
}

const everySort = PERSON_SORT_KEYS.flatMap((sortBy) =>
  (['asc', 'desc'] as const).map((sortDirection) => ({ sortBy, sortDirection })),
);

describe(`persons at ${PERSONS} rows`, () => {
  it('serves the first page of every sort, both directions, and a keyword from an index', async () => {
    const wrong: string[] = [];
    for (const filters of [...everySort, { keyword: 'مشتري 4321' }]) {
      for (const explained of await pagePlans(filters, { page: 0, size: 10 })) {
        // A sorted page reads its rows in index order; a search sorts only the few rows it finds.
        const sorted = 'sortBy' in filters && /Sort {2}\(/.test(explained);
        if (/Seq Scan on persons/.test(explained) || sorted)
          wrong.push(`${JSON.stringify(filters)}\n${explained}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  // A deep page asked by number skips over ids in the sort's index, then reads its rows by key: the same
  // rows as a plain OFFSET, in order, and never a read of the whole table.
  it('serves deep pages of every sort from the index, with the rows of a plain OFFSET', async () => {
    const wrong: string[] = [];
    for (const filters of everySort) {
      const { sortBy, sortDirection } = filters;
      for (const page of [99, 100, 2_500, 4_999]) {
        for (const explained of await pagePlans(filters, { page, size: 10 }))
          if (/Seq Scan on persons/.test(explained))
            wrong.push(`${sortBy} ${sortDirection} ${page}\n${explained}`);
        const column = sql.raw({ id: 'id', fullName: 'full_name', createdAt: 'created_at' }[sortBy]);
        const dir = sql.raw(sortDirection);
        const plain = await idsOf(
          t,
          sql`select id from persons where company_id = ${companyId}
              order by ${column} ${dir}, id ${dir} limit 10 offset ${page * 10}`,
        );
        const { rows } = await readPage(t.db, personList(t.db, companyId, filters), { page, size: 10 });
        expect(plain.length).toBe(10);
        expect(
          rows.map((r) => r.id),
          `${sortBy} ${sortDirection} page ${page}`,
        ).toEqual(plain);
      }
    }
    expect(wrong).toEqual([]);
  });

  // The next or previous page from a row halfway down, every sort both ways: an index range in the
  // sort's order (the cursor an index condition), no sort node, never the whole table.
  it('reads a page stepped to by cursor as an index range with no sort', async () => {
    const wrong: string[] = [];
    for (const filters of everySort) {
      const spec = personList(t.db, companyId, filters);
      const [row] = (await readPage(t.db, spec, { page: PERSONS / 2, size: 1 })).rows;
      const { value, id } = spec.keyOf(row!);
      const cursor: ListCursor = {
        sortBy: filters.sortBy,
        direction: filters.sortDirection,
        value: value instanceof Date ? value.toISOString() : (value as ListCursor['value']),
        id,
      };
      for (const step of [{ after: cursor }, { before: cursor }]) {
        for (const explained of await pagePlans(filters, { page: 3, size: 10, ...step })) {
          if (
            /Seq Scan on persons/.test(explained) ||
            /Sort {2}\(/.test(explained) ||
            !/Index Cond: .*(ROW\(|\bid [<>])/.test(explained)
          )
            wrong.push(`${JSON.stringify(filters)} ${Object.keys(step)[0]}\n${explained}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
