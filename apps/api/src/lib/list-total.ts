import { count, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { BoundedMap } from './bounded-map';

/** A list's total: exact, or the planner's estimate once more than {@link EXACT_TOTAL_LIMIT} rows match. */
export interface ListTotal {
  total: number;
  estimate: boolean;
}

/**
 * Up to this many matching rows a list's total is exact; past it the total is PostgreSQL's estimate
 * (docs/domain/lists-and-search.md#totals). Counting a thousand index entries costs about what the page does.
 */
export const EXACT_TOTAL_LIMIT = 1000;

/** How long an estimated total is reused, and how many lists' estimates are kept. */
export const ESTIMATE_TTL_MS = 30_000;
export const ESTIMATE_CACHE_SIZE = 1_000;

/**
 * The estimated totals of recent list queries, in this process, for {@link ESTIMATE_TTL_MS}: a list
 * past {@link EXACT_TOTAL_LIMIT} rows costs a bounded count and an EXPLAIN the first time, nothing for
 * the next pages and the next users of the same filter. Keyed by the matching query's SQL and its
 * parameters, so the list, its company and its normalised filters (an Arabic keyword is normalised
 * before it becomes a parameter) are all in the key. Only estimates are kept: an exact total is counted
 * on every request, so a car added shows in the count at once. Bounded: the oldest entry goes first.
 */
export class EstimatedTotals {
  private readonly entries: BoundedMap<string, { total: number; until: number }>;

  constructor(
    private readonly ttlMs = ESTIMATE_TTL_MS,
    maxEntries = ESTIMATE_CACHE_SIZE,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.entries = new BoundedMap(maxEntries);
  }

  get(key: string): number | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until > this.now()) return hit.total;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, total: number): void {
    this.entries.set(key, { total, until: this.now() + this.ttlMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** The process's cache of estimated totals (tests and the benchmark clear it between databases). */
export const estimatedTotals = new EstimatedTotals();

interface PageSeen {
  page: number;
  size: number;
  /** How many rows the page answered. */
  rows: number;
  /**
   * The key of the list's kept estimate: everything that decides which rows match (the list, the
   * company, the filters; see {@link listKey}). Default: the matching query's SQL text and parameters,
   * which costs building that query on every request only to look the key up.
   */
  key?: string;
}

/**
 * A list's key for {@link listTotal}: its name, the company and the query's filters (page and size
 * left out: every page of a list shares its total), without building any SQL.
 *
 * @example listKey('cars', 7, { status: 'Pending' }) // 'cars\u00007\u0000{"status":"Pending"}'
 */
export const listKey = (list: string, companyId: number, filters: object): string =>
  `${list}\u0000${companyId}\u0000${JSON.stringify(filters, (k, v) => (k === 'page' || k === 'size' ? undefined : v))}`;

/** The planner's row estimate of a query (EXPLAIN without running it). */
async function plannedRows(db: Executor, query: SQL): Promise<number> {
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const cell = Object.values(result.rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}

/** The cache key of a list's matching rows: its SQL text and parameters. */
function keyOf(query: PgSelect): string {
  const { sql: text, params } = query.toSQL();
  return `${text}\u0000${JSON.stringify(params)}`;
}

/**
 * The total of a list without counting every matching row on every request. `matching` builds the
 * query of the list's rows (any columns; no order, no limit; a new builder each call, since a dynamic
 * query changes in place) from the fewest tables its filters need.
 *
 * - A page shorter than its size is the last one: the total is known without a query (and an
 *   estimate kept for the query is dropped when the total is within the exact range).
 * - An estimate of the same query made in the last {@link ESTIMATE_TTL_MS} is reused (no query).
 * - Else the rows are counted up to {@link EXACT_TOTAL_LIMIT} + 1 (a bounded scan): exact when that
 *   many do not match (and never cached).
 * - Past that, the planner's estimate (never below what the pages so far have shown), flagged so the
 *   pager says «نحو», and cached.
 * - A page past the end (no rows) counts exactly: the caller jumped beyond an estimate.
 */
export async function listTotal(
  db: Executor,
  matching: () => PgSelect,
  seen: PageSeen,
  cache: EstimatedTotals = estimatedTotals,
): Promise<ListTotal> {
  const before = seen.page * seen.size;
  const shown = before + seen.rows;
  if (seen.rows > 0 && seen.rows < seen.size) {
    // An estimate kept from when more rows matched would now hide an exact total.
    if (shown <= EXACT_TOTAL_LIMIT) cache.delete(seen.key ?? keyOf(matching()));
    return { total: shown, estimate: false };
  }
  const key = seen.key ?? keyOf(matching());
  if (seen.rows === 0) {
    // The estimate (if any) led past the end: the next request estimates anew.
    cache.delete(key);
    const [row] = await db.select({ n: count() }).from(matching().as('matching'));
    return { total: row?.n ?? 0, estimate: false };
  }
  // More rows than the page showed may exist (the page was full): at least one beyond it.
  const atLeast = Math.max(EXACT_TOTAL_LIMIT + 1, shown + 1);
  const cached = cache.get(key);
  if (cached !== undefined) return { total: Math.max(cached, atLeast), estimate: true };
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
  cache.set(key, planned);
  return { total: Math.max(planned, atLeast), estimate: true };
}
