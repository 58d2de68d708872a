import { encodeListCursor, type ListCursor, type ListEnvelope } from '@cc/contracts';
import { and, asc, count, desc, gt, is, isNotNull, isNull, lt, SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/**
 * The one paging module of the API (docs/domain/lists-and-search.md#paging): every list says once what
 * its rows, filters and sort are (a {@link ListSpec}) and {@link readPage} answers any page of it:
 *
 * - the next or previous page by keyset cursor: an index range after (before) the row the cursor names,
 *   so a page stepped to deep in a list costs what the first page does;
 * - any other page by its number: OFFSET for the first {@link DEEP_FROM} rows; deeper, the page's ids
 *   first over the sort's index (no row of the table read for the rows skipped), or read from the end
 *   when the list's exact total is known and the end is nearer;
 * - the total exact up to {@link EXACT_TOTAL_LIMIT} rows, then PostgreSQL's estimate, flagged.
 *
 * Nothing is kept between requests: every answer is read from the database.
 */

/** A list's sort: the key the request and the cursor name, its column, and the direction. */
export interface ListSort {
  key: string;
  /**
   * The sort column; the list's id column itself when sorted by id; or an expression of the row (a
   * count, a flag) whose value a cursor carries exactly (a timestamp expression rounded to milliseconds).
   */
  column: AnyPgColumn | SQL;
  direction: 'asc' | 'desc';
  /** Whether an expression's values may be null (a column says so itself; an expression is never, unless told). */
  nullable?: boolean;
}

/** What a page request says (the list's query, minus its filters). */
export interface PageRequest {
  page: number;
  size: number;
  after?: ListCursor | undefined;
  before?: ListCursor | undefined;
}

/** Which of a list's rows a read wants: an extra condition (a keyset range, ids), an order, a slice. */
export interface RowRange {
  where: SQL | undefined;
  order: SQL[];
  /** At most this many rows; null: every row of the range (an export's cursor reads them all). */
  limit: number | null;
  offset: number;
}

/**
 * A list's query (dynamic: `.$dynamic()`) read within a range: its own condition and the range's, in the
 * range's order, sliced. What every `ListSpec.rows` does with its select.
 */
export const withinRange = <Q extends PgSelect>(query: Q, where: SQL | undefined, range: RowRange) => {
  const ordered = query.where(and(where, range.where)).orderBy(...range.order);
  return (range.limit === null ? ordered : ordered.limit(range.limit)).offset(range.offset);
};

/** A list, said once: where its rows come from (filtered), its sort, and what a cursor reads of a row. */
export interface ListSpec<Row> {
  /** The list's id column: it breaks ties of the sort and a cursor names it. */
  id: AnyPgColumn;
  sort: ListSort;
  /** The list's rows (its filters applied) within `range.where`, in `range.order`, sliced. */
  rows(range: RowRange): PromiseLike<Row[]>;
  /**
   * The ids of the rows the list matches, from the fewest tables its filters and its sort column need
   * (no order, no limit; a new builder on each call): counted for the total, and walked over the sort's
   * index for a deep page's ids.
   */
  matching(): PgSelect;
  /** The sort value and id of a row (a cursor names them). */
  keyOf(row: Row): { value: unknown; id: number };
  /** The exact number of matching rows when a cheaper source than counting knows it (a summary table). */
  exactTotal?: () => Promise<number | null>;
}

/**
 * A list whose `rows` answers its select not yet run (`withinRange`'s): an export runs the whole list as
 * one query through a cursor (lib/export-rows.ts), the rows decoded as the select decodes them.
 */
export interface StreamableList<Row> extends ListSpec<Row> {
  rows(range: RowRange): PromiseLike<Row[]> & { prepare(name: string): unknown };
}

/** A list's total: exact, or the planner's estimate once more than {@link EXACT_TOTAL_LIMIT} rows match. */
export interface ListTotal {
  total: number;
  estimate: boolean;
}

/** One page of a list, its total and the cursors of its neighbours. */
export interface Page<Row> {
  rows: Row[];
  /** Whether the rows were read by the request's cursor (an index range), or by the page's number. */
  stepped: boolean;
  total: ListTotal;
  cursors: { next?: string; previous?: string };
}

/** Up to this many matching rows a total is exact; past it, PostgreSQL's estimate. */
export const EXACT_TOTAL_LIMIT = 1000;
/** From this many rows skipped, a page asked by number finds its ids first (see {@link readPage}). */
export const DEEP_FROM = 1000;

// ---------------------------------------------------------------------------------------------------
// Keyset ranges

/** A sort as the keyset conditions need it. */
interface Keyset {
  column: AnyPgColumn | SQL;
  id: AnyPgColumn;
  direction: 'asc' | 'desc';
  /** Whether the column holds nulls (last ascending, first descending: PostgreSQL's default). */
  nullable: boolean;
}

/** One index range of a keyset read: its condition and the order to read it in. */
export interface KeysetRange {
  where: SQL;
  order: SQL[];
}

const keysetOf = (sort: ListSort, id: AnyPgColumn): Keyset => ({
  column: sort.column,
  id,
  direction: sort.direction,
  nullable: is(sort.column, SQL) ? (sort.nullable ?? false) : sort.column !== id && !sort.column.notNull,
});

const tableOf = (column: AnyPgColumn) => (column as unknown as { table: PgTable }).table;

/** Whether the sort column is a joined table's (the instalments by their deal's number), not the list's. */
const joinedSort = (k: Keyset) => !is(k.column, SQL) && tableOf(k.column) !== tableOf(k.id);

/** ORDER BY of a sort: the column, then the id in the same direction (pages never overlap). */
export function orderOf(sort: ListSort, id: AnyPgColumn): SQL[] {
  const dir = sort.direction === 'asc' ? asc : desc;
  return sort.column === id ? [dir(id)] : [dir(sort.column), dir(id)];
}

const reversedKeyset = (k: Keyset): Keyset => ({ ...k, direction: k.direction === 'asc' ? 'desc' : 'asc' });

export const reversed = (sort: ListSort): ListSort => ({
  ...sort,
  direction: sort.direction === 'asc' ? 'desc' : 'asc',
});

/**
 * A cursor's sort value as the database compares it. A timestamp is compared with the row's own value
 * read by its id (a cursor carries milliseconds, the column microseconds: rows written in one
 * transaction share a value the cursor would cut), or the cursor's value when that row is gone.
 */
function cursorValue(k: Keyset, value: unknown, id: number): unknown {
  if (is(k.column, SQL)) return value;
  if (k.column.columnType !== 'PgTimestamp' && k.column.columnType !== 'PgTimestampString') return value;
  const table = tableOf(k.column);
  const idColumn = getTableConfig(table).columns.find((c) => c.primary);
  // The id names a row of the list's table: a joined table's timestamp is compared as the cursor has it.
  if (!idColumn || joinedSort(k)) return sql`${value}::timestamptz`;
  return sql`coalesce((select ${k.column} from ${table} where ${idColumn} = ${id}), ${value}::timestamptz)`;
}

/**
 * The rows after the row (`value`, `id`) in a sort, as index ranges to read one after the other until a
 * page is full. Each range is one condition on the sort's (company, column, id) index read in its order:
 *
 * - by id: `id > i` (ascending) or `id < i`;
 * - a value, ascending: `(column, id) > (v, i)`, then (a nullable column) its nulls, which come last;
 * - a value, descending: `(column, id) < (v, i)` (the nulls came first);
 * - a null, ascending: the nulls after it, `column is null and id > i`;
 * - a null, descending: the nulls after it (`id < i`), then every value.
 *
 * A row comparison, not `column > v or (column = v and id > i)`: PostgreSQL takes it as one index
 * condition. A column of a joined table cannot be one with the list's id: the range then also says
 * `column >= v` (`<=` descending), which the joined table's index takes, and the join starts there. The
 * row need not exist any more: a cursor of a deleted row still starts right.
 */
function rangesAfterKey(k: Keyset, value: unknown, id: number): KeysetRange[] {
  const ascending = k.direction === 'asc';
  const order = orderOf({ key: '', column: k.column, direction: k.direction }, k.id);
  if (k.column === k.id) return [{ where: (ascending ? gt : lt)(k.id, id), order }];
  if (value === null) {
    const nullsAfter = { where: sql`${k.column} is null and ${(ascending ? gt : lt)(k.id, id)}`, order };
    return ascending ? [nullsAfter] : [nullsAfter, { where: isNotNull(k.column), order }];
  }
  const v = cursorValue(k, value, id);
  const bound = joinedSort(k)
    ? ascending
      ? sql` and ${k.column} >= ${v}`
      : sql` and ${k.column} <= ${v}`
    : sql``;
  const values: KeysetRange = {
    where: ascending
      ? sql`(${k.column}, ${k.id}) > (${v}, ${id})${bound}`
      : sql`(${k.column}, ${k.id}) < (${v}, ${id})${bound}`,
    order,
  };
  return ascending && k.nullable ? [values, { where: isNull(k.column), order }] : [values];
}

/** The ranges after a row in `sort` (`forward`), or before it: after it in the reversed sort, last first. */
export function keysetRanges(
  sort: ListSort,
  id: AnyPgColumn,
  from: { value: unknown; id: number },
  forward: boolean,
): KeysetRange[] {
  const k = keysetOf(sort, id);
  return rangesAfterKey(forward ? k : reversedKeyset(k), from.value, from.id);
}

/** The rows whose ids `ids` lists: the ids first (an init plan over the sort's index), then each by key. */
export const byIds = (id: AnyPgColumn, ids: SQLWrapper): SQL => sql`${id} = any(array(${ids}))`;

// ---------------------------------------------------------------------------------------------------
// Pages

async function stepped<Row>(spec: ListSpec<Row>, request: PageRequest): Promise<Row[] | null> {
  const cursor = request.after ?? request.before;
  const { sort } = spec;
  // Only a cursor of the list's sort, never for the first page (as cheap by number).
  if (request.page === 0 || !cursor || cursor.sortBy !== sort.key || cursor.direction !== sort.direction)
    return null;
  const forward = request.after !== undefined;
  const rows: Row[] = [];
  for (const range of keysetRanges(sort, spec.id, cursor, forward)) {
    if (rows.length === request.size) break;
    rows.push(
      ...(await spec.rows({
        where: range.where,
        order: range.order,
        limit: request.size - rows.length,
        offset: 0,
      })),
    );
  }
  // Fewer rows than a page: an end of the list is near, and the page number decides (and the total).
  if (rows.length < request.size) return null;
  return forward ? rows : rows.reverse();
}

async function byNumber<Row>(
  spec: ListSpec<Row>,
  request: PageRequest,
  exact: number | null,
): Promise<Row[]> {
  const { size } = request;
  const offset = request.page * size;
  const order = orderOf(spec.sort, spec.id);
  if (exact !== null && offset >= exact) return [];
  // Nearer the end than the start (the total known exactly): read from the end, reversed.
  const after = exact === null ? 0 : exact - offset - size;
  if (exact !== null && offset >= DEEP_FROM && after < offset) {
    const back = orderOf(reversed(spec.sort), spec.id);
    const take = Math.min(size, exact - offset);
    const skip = Math.max(0, after);
    const rows =
      skip < DEEP_FROM
        ? await spec.rows({ where: undefined, order: back, limit: take, offset: skip })
        : await spec.rows({ where: idsOf(spec, back, take, skip), order: back, limit: take, offset: 0 });
    return rows.reverse();
  }
  if (offset < DEEP_FROM) return spec.rows({ where: undefined, order, limit: size, offset });
  return spec.rows({ where: idsOf(spec, order, size, offset), order, limit: size, offset: 0 });
}

/** The ids of a slice of the list, read over the sort's index alone. */
const idsOf = <Row>(spec: ListSpec<Row>, order: SQL[], limit: number, offset: number) =>
  byIds(
    spec.id,
    spec
      .matching()
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
  );

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
 * A list's total from what its page showed: a page shorter than its size read by number is the last
 * (no query); a page past the end counts exactly; else counted up to {@link EXACT_TOTAL_LIMIT} + 1 rows,
 * and past that the planner's estimate, never below what the pages so far have shown.
 */
export async function listTotal(
  db: Executor,
  matching: () => PgSelect,
  seen: { page: number; size: number; rows: number; byNumber: boolean },
): Promise<ListTotal> {
  const shown = seen.page * seen.size + seen.rows;
  if (seen.byNumber && seen.rows > 0 && seen.rows < seen.size) return { total: shown, estimate: false };
  if (seen.rows === 0) {
    const [row] = await db.select({ n: count() }).from(matching().as('matching'));
    return { total: row?.n ?? 0, estimate: false };
  }
  const atLeast = Math.max(EXACT_TOTAL_LIMIT + 1, shown + 1);
  if (shown <= EXACT_TOTAL_LIMIT) {
    const [row] = await db.select({ n: count() }).from(
      matching()
        .limit(EXACT_TOTAL_LIMIT + 1)
        .as('bounded'),
    );
    const n = row?.n ?? 0;
    if (n <= EXACT_TOTAL_LIMIT) return { total: n, estimate: false };
  }
  return { total: Math.max(await plannedRows(db, matching().getSQL()), atLeast), estimate: true };
}

/** Any page of a list (see the module's comment): its rows, its total and its neighbours' cursors. */
export async function readPage<Row>(
  db: Executor,
  spec: ListSpec<Row>,
  request: PageRequest,
): Promise<Page<Row>> {
  const exact = spec.exactTotal ? await spec.exactTotal() : null;
  const steppedRows = await stepped(spec, request);
  const rows = steppedRows ?? (await byNumber(spec, request, exact));
  const total =
    exact !== null
      ? { total: exact, estimate: false }
      : await listTotal(db, spec.matching, {
          page: request.page,
          size: request.size,
          rows: rows.length,
          byNumber: steppedRows === null,
        });
  const cursorAt = (row: Row) => {
    const { value, id } = spec.keyOf(row);
    return encodeListCursor({
      sortBy: spec.sort.key,
      direction: spec.sort.direction,
      value: value instanceof Date ? value.toISOString() : (value as string | number | null),
      id,
    });
  };
  const first = rows[0];
  const last = rows[rows.length - 1];
  // A full page has a next one unless the exact total says it is the last.
  const more = total.estimate || (request.page + 1) * request.size < total.total;
  return {
    rows,
    stepped: steppedRows !== null,
    total,
    cursors: {
      ...(last !== undefined && rows.length === request.size && more ? { next: cursorAt(last) } : {}),
      ...(first !== undefined && request.page > 0 ? { previous: cursorAt(first) } : {}),
    },
  };
}

/**
 * Every row of a list in its order, in pages of `size`, each page read after the last row of the one
 * before (keyset ranges, as a page stepped to by cursor): what an export streams, no total counted.
 */
export async function* everyPage<Row>(spec: ListSpec<Row>, size: number): AsyncGenerator<Row[]> {
  let from: { value: unknown; id: number } | null = null;
  for (;;) {
    const ranges: { where: SQL | undefined; order: SQL[] }[] = from
      ? keysetRanges(spec.sort, spec.id, from, true)
      : [{ where: undefined, order: orderOf(spec.sort, spec.id) }];
    const rows: Row[] = [];
    for (const range of ranges) {
      if (rows.length === size) break;
      rows.push(...(await spec.rows({ ...range, limit: size - rows.length, offset: 0 })));
    }
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    const key = spec.keyOf(rows[rows.length - 1]!);
    from = { value: key.value instanceof Date ? key.value.toISOString() : key.value, id: key.id };
  }
}

/**
 * A list answer: the page's rows (mapped to the answer's shape) and where it stands (zero-based pages,
 * `lastPage` 0 when empty; `totalIsEstimate` when the total is the planner's estimate).
 */
export function toListEnvelope<T>(
  rows: T[],
  total: number | ListTotal,
  query: { page: number; size: number },
  cursors: Page<unknown>['cursors'] = {},
): ListEnvelope<T> {
  const { total: n, estimate } = typeof total === 'number' ? { total, estimate: false } : total;
  return {
    data: rows,
    pagination: {
      currentPage: query.page,
      lastPage: Math.max(0, Math.ceil(n / query.size) - 1),
      pageSize: query.size,
      totalItems: n,
      ...(estimate ? { totalIsEstimate: true } : {}),
      ...(cursors.next ? { nextCursor: cursors.next } : {}),
      ...(cursors.previous ? { previousCursor: cursors.previous } : {}),
    },
  };
}

/** A page answered as the list's envelope (its rows as they are, its total and its cursors). */
export const pageEnvelope = <Row>(page: Page<Row>, request: PageRequest) =>
  toListEnvelope(page.rows, page.total, request, page.cursors);
