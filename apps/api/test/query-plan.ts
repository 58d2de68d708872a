import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { companies } from '../src/db/schema';

/**
 * The plan PostgreSQL (or PGlite) would run for a query, as EXPLAIN's text; printed when SHOW_PLANS is set.
 * The query-plan tests look in it for a sequential scan or a sort node.
 */
export async function explainText(db: Db, query: SQL | Parameters<typeof sql>[1]): Promise<string> {
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
