import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { companies } from '../src/db/schema';
import { type ListSpec, type PageRequest, readPage } from '../src/lib/paging';

/**
 * The plan PostgreSQL (or PGlite) would run for a query, as EXPLAIN's text; printed when SHOW_PLANS is set.
 * The query-plan tests look in it for a sequential scan or a sort node.
 */
export async function explainText(
  db: Db,
  query: SQL | SQLWrapper | Parameters<typeof sql>[1],
): Promise<string> {
  const result = (await db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
  const text = result.rows.map((r) => Object.values(r)[0]).join('\n');
  if (process.env.SHOW_PLANS) console.info(text);
  return text;
}

/** A company of its own for a test that loads a large table (its rows never mix with the demo's). */
export async function createLargeCompany(db: Db): Promise<number> {
  const [company] = await db.insert(companies).values({ name: 'معرض كبير' }).returning({ id: companies.id });
  return company!.id;
}

/**
 * The row queries lib/paging.ts runs for one page request of a list (each a drizzle builder the plan
 * tests can explain): `readPage` on a copy of the spec whose `rows` records what it is asked to read.
 */
export async function pageQueriesOf<Row>(
  db: Db,
  spec: ListSpec<Row>,
  request: PageRequest,
): Promise<SQLWrapper[]> {
  const recorded: SQLWrapper[] = [];
  await readPage(
    db,
    {
      ...spec,
      rows: (range) => {
        const query = spec.rows(range);
        recorded.push(query as unknown as SQLWrapper);
        return query;
      },
    },
    request,
  );
  return recorded;
}
