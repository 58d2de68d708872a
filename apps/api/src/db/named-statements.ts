/**
 * The statements this code prepares by name (the session check, a company's details…), by their SQL
 * text. On PostgreSQL drizzle's driver names them itself: each connection parses and plans them once.
 * Drizzle's PGlite driver drops the name, so PGlite would parse and plan them again for every request:
 * the database thread
 * (pglite-thread.ts) looks each query's text up here and the embedded database keeps those it finds as
 * named statements too.
 */
const names = new Map<string, string>();

/**
 * Prepares `query` under `name` as drizzle does, and records its text so that the embedded database
 * names it as well.
 *
 * @example
 * const statement = prepareNamed(db.select().from(cars).where(…), 'car_page');
 */
export function prepareNamed<P>(
  query: { toSQL(): { sql: string }; prepare(name: string): P },
  name: string,
): P {
  // A name stands for one text (its placeholders take the values): recorded once, not built again for
  // each transaction that prepares it.
  if (!recorded.has(name)) {
    names.set(query.toSQL().sql, name);
    recorded.add(name);
  }
  return query.prepare(name);
}

/** The names recorded (see {@link prepareNamed}). */
const recorded = new Set<string>();

/** The name a query's text was prepared under, if any (see {@link prepareNamed}). */
export const statementNameOf = (sql: string): string | undefined => names.get(sql);
