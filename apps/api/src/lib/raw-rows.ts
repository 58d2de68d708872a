import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';

/**
 * The rows of a raw SQL query. Both drivers answer `{ rows }` (the shared Db type leaves it unknown);
 * numbers of bigint and numeric columns arrive as text on node-postgres, so convert them where read.
 *
 * @example
 * const rows = await rawRows<{ id: number }>(db, sql`select id from companies`);
 */
export async function rawRows<T extends object>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
