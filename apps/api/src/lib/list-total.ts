import { count, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/** A list's total: exact, or the planner's estimate once more than {@link EXACT_TOTAL_LIMIT} rows match. */
export interface ListTotal {
  total: number;
  estimate: boolean;
}

/**
 * Up to this many matching rows a list's total is exact; past it the total is PostgreSQL's estimate
 * (docs/domain/lists.md#totals). Counting a thousand index entries costs about what the page does.
 */
export const EXACT_TOTAL_LIMIT = 1000;

interface PageSeen {
  page: number;
  size: number;
  /** How many rows the page answered. */
  rows: number;
}

/** The planner's row estimate of a query (EXPLAIN without running it). */
async function plannedRows(db: Executor, query: SQL): Promise<number> {
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const cell = Object.values(result.rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}

/**
 * The total of a list without counting every matching row on every request. `matching` builds the
 * query of the list's rows (any columns; no order, no limit; a new builder each call, since a dynamic
 * query changes in place) from the fewest tables its filters need.
 *
 * - A page shorter than its size is the last one: the total is known without a query.
 * - Else the rows are counted up to {@link EXACT_TOTAL_LIMIT} + 1 (a bounded scan): exact when that
 *   many do not match.
 * - Past that, the planner's estimate (never below what the pages so far have shown), flagged so the
 *   pager says «نحو».
 * - A page past the end (no rows) counts exactly: the caller jumped beyond an estimate.
 */
export async function listTotal(db: Executor, matching: () => PgSelect, seen: PageSeen): Promise<ListTotal> {
  const before = seen.page * seen.size;
  if (seen.rows > 0 && seen.rows < seen.size) return { total: before + seen.rows, estimate: false };
  if (seen.rows === 0) {
    const [row] = await db.select({ n: count() }).from(matching().as('matching'));
    return { total: row?.n ?? 0, estimate: false };
  }
  const shown = before + seen.rows;
  if (shown <= EXACT_TOTAL_LIMIT) {
    const [row] = await db.select({ n: count() }).from(
      matching()
        .limit(EXACT_TOTAL_LIMIT + 1)
        .as('bounded'),
    );
    const n = row?.n ?? 0;
    if (n <= EXACT_TOTAL_LIMIT) return { total: n, estimate: false };
  }
  const planned = await plannedRows(db, matching().getSQL());
  // More rows than the page showed exist (the page was full): at least one beyond it.
  return { total: Math.max(planned, EXACT_TOTAL_LIMIT + 1, shown + 1), estimate: true };
}
