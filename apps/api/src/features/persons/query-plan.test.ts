import { PERSON_SORT_KEYS, personListQuerySchema } from '@cc/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { createLargeCompany, explainText } from '../../../test/query-plan';
import { pageQuery } from './repository';

// The persons list at 50,000 persons (issue 18's scale): each sort's first page and a keyword search
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

describe(`persons at ${PERSONS} rows`, () => {
  it('serves the first page of every sort, both directions, and a keyword from an index', async () => {
    const wrong: string[] = [];
    const queries = [
      ...PERSON_SORT_KEYS.flatMap((sortBy) =>
        ['asc', 'desc'].map((sortDirection) => ({ sortBy, sortDirection })),
      ),
      { keyword: 'مشتري 4321' },
    ];
    for (const query of queries) {
      const explained = await plan(pageQuery(t.db, companyId, personListQuerySchema.parse(query)));
      // A sorted page reads its rows in index order; a search sorts only the few rows it finds.
      const sorted = 'sortBy' in query && /Sort {2}\(/.test(explained);
      if (/Seq Scan on persons/.test(explained) || sorted) {
        wrong.push(`${JSON.stringify(query)}\n${explained}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  // A deep page skips over ids in the sort's index, then reads its rows by key: the same rows as a plain
  // OFFSET, in order, and never a read of the whole table.
  it('serves deep pages of every sort from the index, with the rows of a plain OFFSET', async () => {
    const wrong: string[] = [];
    for (const sortBy of PERSON_SORT_KEYS) {
      for (const sortDirection of ['asc', 'desc'] as const) {
        for (const page of [99, 100, 2_500, 4_999]) {
          const query = personListQuerySchema.parse({ sortBy, sortDirection, page: String(page) });
          const explained = await plan(pageQuery(t.db, companyId, query));
          if (/Seq Scan on persons/.test(explained))
            wrong.push(`${sortBy} ${sortDirection} ${page}\n${explained}`);
          const column = sql.raw({ id: 'id', fullName: 'full_name', createdAt: 'created_at' }[sortBy]);
          const dir = sql.raw(sortDirection);
          const plain = (await t.db.execute(sql`
            select id from persons where company_id = ${companyId}
            order by ${column} ${dir}, id ${dir} limit 10 offset ${page * 10}`)) as unknown as {
            rows: { id: number }[];
          };
          const got = await pageQuery(t.db, companyId, query);
          expect(plain.rows.length).toBe(10);
          expect(
            got.map((r) => r.id),
            `${sortBy} ${sortDirection} page ${page}`,
          ).toEqual(plain.rows.map((r) => r.id));
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
