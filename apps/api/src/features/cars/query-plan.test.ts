import { CAR_SORT_KEYS, type ListCursor } from '@cc/contracts';
import { count, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { createLargeCompany, explainText, pageQueriesOf } from '../../../test/query-plan';
import { type PageRequest, readPage } from '../../lib/paging';
import { type CarFilters, carList } from './repository';

// Search and filters must stay fast at 100,000 cars (docs/domain/lists-and-search.md): the plans must use the indexes,
// never read the whole table. Checked on whichever database the run uses (PGlite, or PostgreSQL).
const CARS = 100_000;

const t = useTestApp();
let companyId: number;

beforeAll(async () => {
  companyId = await createLargeCompany(t.db);
  const started = Date.now();
  // One statement: names from a list, unique plates and chassis numbers, 10% Pending, 10% Active.
  await t.db.execute(sql`
    insert into cars (company_id, name, model, color, type, plate_number, chassis_number, kilometers,
                      origin, engine_type, status, search_text, plate_key, chassis_key)
    select ${companyId}, n.name, 2000 + g % 26, (array['أبيض','أسود','فضي','رمادي','أحمر'])[1 + g % 5],
           (array['SEDAN','SUV','PICKUP','HATCHBACK'])[1 + g % 4], 'بغداد ' || g, 'CH' || lpad(g::text, 15, '0'),
           (g * 37) % 400000, (array['GULF','AMERICAN','KOREAN','EUROPEAN','JAPANESE','CHINESE'])[1 + g % 6],
           (array['PETROL','DIESEL','HYBRID'])[1 + g % 3],
           case g % 10 when 0 then 'Pending' when 1 then 'Active' else 'Paid' end,
           n.norm || ' | بغداد ' || g || ' | ch' || lpad(g::text, 15, '0') || ' | بغداد' || g,
           'بغداد' || g, 'ch' || lpad(g::text, 15, '0')
    from generate_series(1, ${CARS}) g
    cross join lateral (
      select (array['تويوتا كامري','هيونداي النترا','كيا سبورتاج','نيسان باترول','شيفروليه تاهو',
                    'فورد اكسبلورر','مرسيدس e200','هوندا اكورد','جيلي كولراي','هافال h6'])[1 + g % 10] as norm,
             (array['تويوتا كامري','هيونداي النترا','كيا سبورتاج','نيسان باترول','شيفروليه تاهو',
                    'فورد إكسبلورر','مرسيدس E200','هوندا أكورد','جيلي كولراي','هافال H6'])[1 + g % 10] as name
    ) n`);
  await t.db.execute(sql`vacuum analyze cars`);
  // Keeps an eye on the test's own cost (< 30 s in all).
  console.info(`query-plan: ${CARS} cars inserted and analysed in ${Date.now() - started} ms`);
}, 120_000);

const plan = (query: Parameters<typeof explainText>[1]) => explainText(t.db, query);

/** The plans of the row queries a page request of the cars list runs. */
async function pagePlans(filters: CarFilters, request: PageRequest): Promise<string[]> {
  const queries = await pageQueriesOf(t.db, carList(t.db, companyId, filters), request);
  expect(queries.length, JSON.stringify({ filters, request })).toBeGreaterThan(0);
  return Promise.all(queries.map((q) => plan(q)));
}

const total = (filters: CarFilters) =>
  t.db.select({ n: count() }).from(carList(t.db, companyId, filters).matching().as('matching'));

const scansTheTable = (explained: string) => /Seq Scan on cars/.test(explained);
const readsAnIndex = (explained: string) => /Index Scan|Index Only Scan/.test(explained);
const sorts = (explained: string) => explained.match(/(Incremental )?Sort {2}\(/g)?.length ?? 0;

describe('cars at 100,000 rows', () => {
  it('serves the keyword from the trigram index', async () => {
    for (const keyword of ['٥٤٣٢١', 'CH0000000000777', 'بغداد 9876']) {
      const counted = await plan(total({ keyword }));
      expect(counted, keyword).toMatch(/Bitmap Index Scan on cars_search_trgm_idx/);
      expect(scansTheTable(counted)).toBe(false);
      for (const explained of await pagePlans({ keyword }, { page: 0, size: 10 }))
        expect(scansTheTable(explained)).toBe(false);
    }
    const [found] = await total({ keyword: '٥٤٣٢١' });
    expect(found!.n).toBe(1);
  });

  it('serves the default list (status Pending, newest first) and sorted, filtered pages from indexes', async () => {
    const cases: CarFilters[] = [
      { status: 'Pending' },
      { status: 'Pending', sortBy: 'model', sortDirection: 'asc' },
      { status: 'Pending', sortBy: 'name', sortDirection: 'desc' },
      { sortBy: 'kilometers', sortDirection: 'desc' },
      { status: 'Active', type: 'SUV', sortBy: 'model', sortDirection: 'desc' },
      { status: 'Pending', keyword: 'كامري', sortBy: 'model', sortDirection: 'asc' },
      { sortBy: 'plateNumber', sortDirection: 'desc' },
      { sortBy: 'chassisNumber', sortDirection: 'asc' },
    ];
    for (const filters of cases) {
      for (const explained of await pagePlans(filters, { page: 0, size: 10 })) {
        expect(readsAnIndex(explained), JSON.stringify(filters)).toBe(true);
        expect(scansTheTable(explained), JSON.stringify(filters)).toBe(false);
      }
    }
    const counted = await plan(total({ status: 'Pending' }));
    expect(counted).toMatch(/cars_company_status_id_idx/);
    expect(scansTheTable(counted)).toBe(false);
  });

  // Without an index of its own a sort read and sorted every car of the company for each page
  // (migration 0018). A deep page asked by number skips over ids in the same index, from the start or
  // (the total known exactly from the summaries) from the end, the order reversed.
  it('serves the first page and the deep pages of every sort, both directions, from its index', async () => {
    const wrong: string[] = [];
    for (const sortBy of CAR_SORT_KEYS) {
      for (const sortDirection of ['asc', 'desc'] as const) {
        const filters: CarFilters = { sortBy, sortDirection };
        for (const page of [0, 4_000, 8_000]) {
          for (const explained of await pagePlans(filters, { page, size: 10 })) {
            // The first page reads its rows in index order; a deep page sorts only the 10 rows it keeps.
            if (
              scansTheTable(explained) ||
              !readsAnIndex(explained) ||
              sorts(explained) > (page === 0 ? 0 : 1)
            )
              wrong.push(`${sortBy} ${sortDirection}, page ${page}\n${explained}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  // Stepping by cursor: the page after (or before) a row halfway down the list is read by an index range
  // in the sort's order, like the first page: no skipped rows, no sort node. The cylinders and
  // passengers are unknown (null) for every car here, so theirs are null cursors.
  it('reads a page stepped to by cursor, every sort both ways, as an index range with no sort', async () => {
    const wrong: string[] = [];
    for (const sortBy of CAR_SORT_KEYS) {
      for (const sortDirection of ['asc', 'desc'] as const) {
        const filters: CarFilters = { sortBy, sortDirection };
        const spec = carList(t.db, companyId, filters);
        const [row] = (await readPage(t.db, spec, { page: CARS / 20, size: 1 })).rows;
        const cursor: ListCursor = {
          sortBy,
          direction: sortDirection,
          value: row![sortBy] as ListCursor['value'],
          id: row!.id,
        };
        for (const step of [{ after: cursor }, { before: cursor }]) {
          const plans = await pagePlans(filters, { page: 3, size: 10, ...step });
          for (const [i, explained] of plans.entries()) {
            if (
              scansTheTable(explained) ||
              sorts(explained) > 0 ||
              !readsAnIndex(explained) ||
              // The cursor is an index condition, not a filter over the rows read.
              !/Index Cond: .*(ROW\(|IS NULL|IS NOT NULL|\bid [<>])/.test(explained)
            ) {
              wrong.push(`${sortBy} ${sortDirection} ${Object.keys(step)[0]} range ${i}\n${explained}`);
            }
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers a filtered, searched page and its exact count', async () => {
    const filters: CarFilters = {
      status: 'Pending',
      keyword: 'تويوتا',
      sortBy: 'model',
      sortDirection: 'desc',
    };
    const { rows } = await readPage(t.db, carList(t.db, companyId, filters), { page: 0, size: 10 });
    const [n] = await total(filters);
    expect(rows).toHaveLength(10);
    expect(n!.n).toBe(CARS / 10);
  });
});
