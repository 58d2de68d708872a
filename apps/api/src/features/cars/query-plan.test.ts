import { CAR_SORT_KEYS } from '@cc/contracts';
import { count, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { createLargeCompany, explainText } from '../../../test/query-plan';
import { cars } from '../../db/schema';
import {
  anchorsQuery,
  type CarFilters,
  keysetQueries,
  matchingQuery,
  pageQuery,
  rangePageQuery,
  statusPageQuery,
} from './repository';

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

/**
 * The plan PostgreSQL may keep for a prepared statement whatever its parameters (a generic plan, forced),
 * explained with `args` by placeholder name.
 */
async function genericPlan(
  query: { toSQL(): { sql: string; params: unknown[] } },
  args: Record<string, unknown>,
) {
  const { sql: text, params } = query.toSQL();
  const literal = (v: unknown) =>
    typeof v === 'number' ? String(v) : `'${String(v).replaceAll("'", "''")}'`;
  const values = params.map((p) => {
    const name = (p as { name?: string }).name;
    if (!name || !(name in args)) throw new Error(`No argument for ${String(name)}`);
    return literal(args[name]);
  });
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare generic_page as ${text}`));
    const result = (await tx.execute(
      sql.raw(`explain execute generic_page(${values.join(', ')})`),
    )) as unknown as {
      rows: Record<string, string>[];
    };
    await tx.execute(sql.raw('deallocate generic_page'));
    return result.rows.map((r) => Object.values(r)[0]).join('\n');
  });
}

const page = (filters: CarFilters) => pageQuery(t.db, companyId, filters, 0, 10);
const total = (filters: CarFilters) =>
  t.db.select({ n: count() }).from(matchingQuery(t.db, companyId, filters).as('matching'));

describe('cars at 100,000 rows', () => {
  it('serves the keyword from the trigram index', async () => {
    for (const keyword of ['٥٤٣٢١', 'CH0000000000777', 'بغداد 9876']) {
      const counted = await plan(total({ keyword }));
      expect(counted, keyword).toMatch(/Bitmap Index Scan on cars_search_trgm_idx/);
      expect(counted).not.toMatch(/Seq Scan on cars/);
      expect(await plan(page({ keyword }))).not.toMatch(/Seq Scan on cars/);
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
      const explained = await plan(page(filters));
      expect(explained, JSON.stringify(filters)).toMatch(/Index Scan|Index Only Scan/);
      expect(explained, JSON.stringify(filters)).not.toMatch(/Seq Scan on cars/);
    }
    const counted = await plan(total({ status: 'Pending' }));
    expect(counted).toMatch(/cars_company_status_id_idx/);
    expect(counted).not.toMatch(/Seq Scan on cars/);
  });

  // The list as it opens (every status or one, any order) runs as a prepared statement: after a few
  // runs PostgreSQL may plan it once for any company, status, limit and offset (a generic plan). Even
  // that plan must read the sort's index in order, never sort the company's cars.
  it('plans the statements of the list as it opens, for any parameters, as an index read in order', async () => {
    const wrong: string[] = [];
    for (const key of ['id' as const, ...CAR_SORT_KEYS]) {
      for (const direction of ['asc', 'desc'] as const) {
        for (const byStatus of [false, true]) {
          const explained = await genericPlan(statusPageQuery(t.db, { key, direction }, byStatus), {
            companyId,
            status: 'Pending',
            limit: 10,
            offset: 0,
          });
          if (process.env.SHOW_PLANS) console.info(explained);
          if (/Seq Scan on cars|Sort {2}\(/.test(explained) || !/Index (Only )?Scan/.test(explained))
            wrong.push(`${key} ${direction}${byStatus ? ' (status)' : ''}\n${explained}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  // A page asked by number deep in the list reads from its anchors (CarLists): reading them walks the
  // sort's index once (and counts a nullable column's nulls in it); a page then skips fewer than 100
  // entries after its anchor, in index order, in one index range or, where nulls meet values, two, each
  // a prepared statement: even its generic plan must read the sort's index in order.
  it('reads the anchors of a list by one walk of its index, and a page from its anchor in index order', async () => {
    const wrong: string[] = [];
    for (const filters of [
      {},
      { status: 'Pending' as const },
      { sortBy: 'model' as const, sortDirection: 'desc' as const },
      { status: 'Paid' as const },
      { sortBy: 'chassisNumber' as const, sortDirection: 'asc' as const },
      { sortBy: 'kilometers' as const, sortDirection: 'desc' as const },
      { sortBy: 'cylinderCount' as const, sortDirection: 'desc' as const },
    ]) {
      const anchors = await plan(anchorsQuery(companyId, filters));
      // (The hundred anchors themselves are put in order at the end: a sort of those rows only.)
      if (/Seq Scan on cars|Sort Key: cars\./.test(anchors) || !/Index (Only )?Scan/.test(anchors))
        wrong.push(`anchors ${JSON.stringify(filters)}\n${anchors}`);
      const result = (await t.db.execute(anchorsQuery(companyId, filters))) as unknown as {
        rows: { value: unknown; id: number; nulls: number }[];
      };
      expect(result.rows.length, JSON.stringify(filters)).toBeGreaterThan(5);
    }
    const statements: string[] = [];
    for (const key of ['id' as const, ...CAR_SORT_KEYS]) {
      const column = (cars as unknown as Record<string, AnyPgColumn>)[key]!;
      const value = column.dataType === 'number' ? 4 : 'س';
      for (const direction of ['asc', 'desc'] as const) {
        for (const byStatus of [false, true]) {
          for (const fromNull of column.notNull ? [false] : [false, true]) {
            for (const range of [0, 1] as const) {
              let query: ReturnType<typeof rangePageQuery>;
              try {
                query = rangePageQuery(t.db, { key, direction }, byStatus, range, fromNull);
              } catch {
                continue; // No second range after this anchor.
              }
              const name = `${key} ${direction}${byStatus ? ' (status)' : ''} range ${range}${fromNull ? ' from a null' : ''}`;
              statements.push(name);
              const explained = await genericPlan(query, {
                companyId,
                status: 'Pending',
                value,
                id: 50_000,
                limit: 10,
                offset: 500,
              });
              if (process.env.SHOW_PLANS) console.info(name, explained);
              if (/Seq Scan on cars|Sort {2}\(/.test(explained) || !/Index (Only )?Scan/.test(explained))
                wrong.push(`${name}\n${explained}`);
            }
          }
        }
      }
    }
    expect(statements.length).toBeGreaterThan(80);
    expect(wrong).toEqual([]);
  });

  // Migration 0016: without an index of its own a sort read and sorted every car of the company for each
  // page. A deep page skips over ids in the same index, from the start or (counted by the summaries)
  // from the end, the order reversed.
  it('serves the first page and the deep pages of every sort, both directions, from its index', async () => {
    const wrong: string[] = [];
    for (const sortBy of CAR_SORT_KEYS) {
      for (const sortDirection of ['asc', 'desc'] as const) {
        const filters: CarFilters = { sortBy, sortDirection };
        const pages = {
          first: pageQuery(t.db, companyId, filters, 0, 10),
          'page 4,000': pageQuery(t.db, companyId, filters, 4_000, 10, CARS),
          'page 8,000 from the end': pageQuery(t.db, companyId, filters, 8_000, 10, CARS),
        };
        for (const [name, query] of Object.entries(pages)) {
          const explained = await plan(query);
          // The first page reads its rows in index order; a deep page sorts only the 10 rows it keeps.
          const sorts = explained.match(/(Incremental )?Sort {2}\(/g)?.length ?? 0;
          const indexed = /Index Only Scan|Index Scan/.test(explained);
          if (process.env.SHOW_PLANS) console.info(explained);
          if (/Seq Scan on cars/.test(explained) || !indexed || sorts > (name === 'first' ? 0 : 1)) {
            wrong.push(`${sortBy} ${sortDirection}, ${name}\n${explained}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  // Stepping by cursor (lib/keyset.ts): the page after (or before) a row halfway down the list is read
  // by an index range in the sort's order, like the first page: no skipped rows, no sort node. The
  // cylinders and passengers are unknown (null) for every car here, so theirs are null cursors.
  it('reads a page stepped to by cursor, every sort both ways, as an index range with no sort', async () => {
    const wrong: string[] = [];
    for (const sortBy of CAR_SORT_KEYS) {
      for (const sortDirection of ['asc', 'desc'] as const) {
        const filters: CarFilters = { sortBy, sortDirection };
        const [row] = await pageQuery(t.db, companyId, filters, CARS / 20, 1, CARS);
        const cursor = { value: row![sortBy], id: row!.id };
        for (const forward of [true, false]) {
          const ranges = keysetQueries(t.db, companyId, filters, cursor, forward);
          for (const [i, range] of ranges.entries()) {
            const explained = await plan(range(10));
            if (
              /Seq Scan on cars/.test(explained) ||
              /Sort {2}\(/.test(explained) ||
              !/Index (Only )?Scan/.test(explained) ||
              // The cursor is an index condition, not a filter over the rows read.
              !/Index Cond: .*(ROW\(|IS NULL|IS NOT NULL|\bid [<>])/.test(explained)
            ) {
              wrong.push(
                `${sortBy} ${sortDirection} ${forward ? 'after' : 'before'} range ${i}\n${explained}`,
              );
            }
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers a filtered, searched page quickly', async () => {
    const started = performance.now();
    const rows = await page({ status: 'Pending', keyword: 'تويوتا', sortBy: 'model', sortDirection: 'desc' });
    const [n] = await total({ status: 'Pending', keyword: 'تويوتا' });
    expect(rows).toHaveLength(10);
    expect(n!.n).toBe(CARS / 10);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
