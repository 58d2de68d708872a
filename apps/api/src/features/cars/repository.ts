import {
  type Car,
  type CarListQuery,
  type CarSortKey,
  encodeListCursor,
  type ListCursor,
} from '@cc/contracts';
import { and, eq, gt, inArray, isNull, like, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { prepareNamed } from '../../db/named-statements';
import { cars, deals } from '../../db/schema';
import { keywordCondition } from '../../lib/arabic-search';
import { keptIn } from '../../lib/kept-in';
import { KeptReads } from '../../lib/kept-reads';
import { type KeysetOrder, orderBy, rangesAfter, rangesBefore, reversedOrder } from '../../lib/keyset';
import { type ListTotal, listKey, listTotal } from '../../lib/list-total';
import { keywordPattern } from './derived';

/** The columns of a car as answers carry it (never the derived search columns). */
const carColumns = {
  id: cars.id,
  model: cars.model,
  color: cars.color,
  type: cars.type,
  name: cars.name,
  plateNumber: cars.plateNumber,
  chassisNumber: cars.chassisNumber,
  kilometers: cars.kilometers,
  cylinderCount: cars.cylinderCount,
  passengerCount: cars.passengerCount,
  engineType: cars.engineType,
  origin: cars.origin,
  status: cars.status,
  notes: cars.notes,
  createdAt: cars.createdAt,
  updatedAt: cars.updatedAt,
};

type CarRow = Omit<Car, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

export function toCar(row: CarRow): Car {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every sort key is one of the answer's columns, by the same name (the type checks that each is there). */
const SORT_COLUMNS: Record<CarSortKey, AnyPgColumn> = carColumns;

/** The list's filters (every query param but page, size and the cursors). */
export type CarFilters = Omit<CarListQuery, 'page' | 'size' | 'after' | 'before'>;

/** Where a stepped page starts: after the next page's cursor, or before the previous page's. */
export interface CarStep {
  after?: ListCursor<CarSortKey> | undefined;
  before?: ListCursor<CarSortKey> | undefined;
}

export interface CarSort {
  key: CarSortKey;
  direction: 'asc' | 'desc';
}

/** The requested sort; newest first when none. */
export function sortOf(query: Pick<CarFilters, 'sortBy' | 'sortDirection'>): CarSort {
  if (!query.sortBy) return { key: 'id', direction: 'desc' };
  return { key: query.sortBy, direction: query.sortDirection ?? 'asc' };
}

/** The conditions of every filter but the status (none when only the status narrows the list). */
function narrowing(f: CarFilters): SQL[] {
  const pattern = keywordPattern(f.keyword);
  return [
    f.type ? eq(cars.type, f.type) : undefined,
    f.origin ? eq(cars.origin, f.origin) : undefined,
    f.engineType ? eq(cars.engineType, f.engineType) : undefined,
    f.model !== undefined ? eq(cars.model, f.model) : undefined,
    keywordCondition(f.color, [cars.color]),
    pattern ? like(cars.searchText, pattern) : undefined,
  ].filter((c): c is SQL => c !== undefined);
}

/** WHERE of a list or an export: the company, every given filter, and the keyword (trigram-indexed). */
export function whereOf(companyId: number, f: CarFilters): SQL {
  return and(
    eq(cars.companyId, companyId),
    f.status ? eq(cars.status, f.status) : undefined,
    ...narrowing(f),
  )!;
}

/**
 * A sort as the keyset helpers take it. PostgreSQL's default null placement (last ascending, first
 * descending) is kept: the (company_id, column, id) indexes serve both directions, and the sort read
 * backwards is exactly the other direction.
 */
function keysetOf(sort: CarSort): KeysetOrder {
  const column = SORT_COLUMNS[sort.key];
  return { column, id: cars.id, direction: sort.direction, nullable: !column.notNull };
}

/** ORDER BY of a sort, id breaking ties in the same direction so that pages never overlap. */
const orderOf = (sort: CarSort): SQL[] => orderBy(keysetOf(sort));

const reversed = (sort: CarSort): CarSort => ({
  key: sort.key,
  direction: reversedOrder(keysetOf(sort)).direction,
});

/** From this many rows skipped, a page finds its ids first (see pageQuery). */
const DEFERRED_FROM = 1_000;

/** A list's anchor every this many rows: the sort key of the last row before each multiple. */
export const ANCHOR_EVERY = 100;
/** How long a list's count, anchors and answers are kept at most, even with no change heard (ms). */
export const CAR_LISTS_MAX_AGE_MS = 30_000;
/** How many list answers a process keeps (a page of 100 cars is about 50 KB of objects). */
export const KEPT_ANSWERS = 500;

/** The sort value and id of a row, where a page can start reading the sort's index. */
export interface AnchorKey {
  value: unknown;
  id: number;
}

/** A list's anchors: the key of every {@link ANCHOR_EVERY}th row, and how many of its rows sort on a null. */
export interface ListAnchors {
  keys: AnchorKey[];
  nulls: number;
}

/**
 * What this process keeps of the cars lists besides their pages, as {@link KeptReads} keep it (dropped by
 * every write request this process answers and every change to the cars anywhere, migration 0021's
 * `cc_cars`; 30 s at most):
 *
 * - the number of cars a list matches when the dashboard's summary rows hold it (no filter but the
 *   status): the exact total of every page, and where a deep page decides to read from the end;
 * - the anchors of a list one index holds in order (every car in any order, or one status newest
 *   first): the key of every {@link ANCHOR_EVERY}th row, read in one walk of the sort's index. A page
 *   asked by its number (a link, a typed page, a pager button) reads from the anchor before it, skipping
 *   fewer than {@link ANCHOR_EVERY} index entries, instead of every row before it (the middle of 100,000
 *   cars skipped 50,000: 20 ms on PostgreSQL, 80 ms on PGlite).
 *
 * So a deep page asked by number is one query, as the first page is, and moves at once when any car is
 * added, removed, edited or sold, as an OFFSET would.
 *
 * - and the answers themselves (rows, total and cursors, see {@link listPage}), the latest
 *   {@link KEPT_ANSWERS}: a car list reads the company's cars and nothing else, so a page asked again
 *   before any car changes (the list as it opens, asked by every member of the staff who opens it, and
 *   again after each visit to a car) is answered without a query. The first page of 100,000 cars was
 *   a third of the API's time in its query and the system calls around it (BENCHMARKS.md, session 13).
 */
export class CarLists {
  readonly counts = new KeptReads<number>(false, CAR_LISTS_MAX_AGE_MS, 1_000);
  readonly anchors = new KeptReads<ListAnchors>(false, CAR_LISTS_MAX_AGE_MS, 200);
  readonly answers = new KeptReads<CarListAnswer>(false, CAR_LISTS_MAX_AGE_MS, KEPT_ANSWERS);

  clear(): void {
    this.counts.clear();
    this.anchors.clear();
    this.answers.clear();
  }

  setListening(listening: boolean): void {
    this.counts.setListening(listening);
    this.anchors.setListening(listening);
    this.answers.setListening(listening);
  }

  /** How many times the kept reads were dropped (tests wait for a change to be heard). */
  get clears(): number {
    return this.counts.clears;
  }
}

const carListsByDatabase = new WeakMap<Executor, CarLists>();

/**
 * What this process keeps of the cars lists read through a database (one per database: a process with
 * two, the benchmark or a test, never reads one's counts for the other's lists; a transaction keeps
 * nothing). Nothing is kept until the app says the database's changes are heard (app.ts).
 */
export function carListsOf(db: Executor): CarLists {
  return keptIn(carListsByDatabase, db, () => new CarLists());
}

/**
 * Whether a list keeps anchors: only where one index holds the whole list in its order (the walk never
 * visits the table): every car by any column (each has its (company, column, id) index, migration
 * 0018), or one status newest first (company, status, id).
 */
function anchored(filters: CarFilters): boolean {
  return narrowing(filters).length === 0 && (filters.status === undefined || sortOf(filters).key === 'id');
}

/**
 * The anchors of a list (see {@link CarLists}), read when not kept; null for a list they do not serve
 * (narrowed by more than its status, or one status in another order than newest first: no index holds
 * that list in its order).
 */
async function anchorsOf(db: Executor, companyId: number, filters: CarFilters): Promise<ListAnchors | null> {
  if (!anchored(filters)) return null;
  const sort = sortOf(filters);
  const key = `${companyId}\u0000${filters.status ?? ''}\u0000${sort.key}\u0000${sort.direction}`;
  return carListsOf(db).anchors.read(key, async () => {
    const result = (await db.execute(anchorsQuery(companyId, filters))) as unknown as {
      rows: (AnchorKey & { nulls: number })[];
    };
    return {
      keys: result.rows.map(({ value, id }) => ({ value, id })),
      nulls: result.rows[0]?.nulls ?? 0,
    };
  });
}

/**
 * The read of a list's anchors: one walk of its sort's index, and for a column that may be null the
 * number of its nulls, read from the same index (exported for the query-plan test).
 */
export function anchorsQuery(companyId: number, filters: CarFilters): SQL {
  const sort = sortOf(filters);
  const column = SORT_COLUMNS[sort.key];
  const nulls = keysetOf(sort).nullable
    ? sql`(select count(*) from ${cars} where ${and(whereOf(companyId, filters), isNull(column))})::int`
    : sql`0`;
  return sql`
    select value, id, ${nulls} as nulls from (
      select ${column} as value, ${cars.id} as id,
             row_number() over (order by ${sql.join(orderOf(sort), sql`, `)}) as n
      from ${cars} where ${whereOf(companyId, filters)}
    ) numbered
    where n % ${ANCHOR_EVERY} = 0 order by n`;
}

/** A part of a page read after an anchor: which of the anchor's index ranges, how many rows to skip, to read. */
interface AnchoredPart {
  range: 0 | 1;
  skip: number;
  take: number;
}

/**
 * Where a page at `offset` starts reading, from the anchor before it (null when there is none): the
 * index range after the anchor the page lies in (or the two it spans, where a sort's nulls meet its
 * values), each with how many of its rows to skip (fewer than {@link ANCHOR_EVERY}) and to read. The
 * rows after an anchor are one range, or for a column that may be null two (lib/keyset.ts rangesAfter):
 * the rest of the anchor's part of the list (its nulls, or its values), then the other part; `matching`
 * and the anchors' count of nulls say where the first part ends.
 */
function fromAnchor(
  sort: CarSort,
  anchors: ListAnchors,
  matching: number,
  offset: number,
  size: number,
): { key: AnchorKey; parts: AnchoredPart[] } | null {
  const index = Math.floor(offset / ANCHOR_EVERY) - 1;
  const key = anchors.keys[index];
  if (!key) return null;
  const at = (index + 1) * ANCHOR_EVERY;
  const skip = offset - at;
  if (rangesAfter(keysetOf(sort), key).length === 1) return { key, parts: [{ range: 0, skip, take: size }] };
  // Two parts: nulls first (descending), or values first (ascending, nulls last).
  const firstPartEnds = sort.direction === 'desc' ? anchors.nulls : matching - anchors.nulls;
  const inFirst = Math.max(0, firstPartEnds - at - skip);
  if (inFirst >= size) return { key, parts: [{ range: 0, skip, take: size }] };
  const rest: AnchoredPart = {
    range: 1,
    skip: Math.max(0, skip - (firstPartEnds - at)),
    take: size - inFirst,
  };
  return { key, parts: inFirst > 0 ? [{ range: 0, skip, take: inFirst }, rest] : [rest] };
}

/**
 * The exact number of cars a list matches when the dashboard's summary rows hold it (no filter but the
 * status, migration 0015: kept by triggers at each commit), else null. One primary-key read, kept (see
 * {@link CarLists}).
 */
export async function summarisedCount(
  db: Executor,
  companyId: number,
  filters: CarFilters,
): Promise<number | null> {
  if (narrowing(filters).length > 0) return null;
  return carListsOf(db).counts.read(`${companyId}\u0000${filters.status ?? ''}`, async () => {
    const result = (await db.execute(sql`
      select coalesce(sum(n), 0)::int as n from dashboard_car_counts
      where company_id = ${companyId} ${filters.status ? sql`and status = ${filters.status}` : sql``}`)) as unknown as {
      rows: { n: number }[];
    };
    return result.rows[0]?.n ?? 0;
  });
}

/**
 * The query of one list page skipping from the start or the end (exported so the query-plan test
 * explains exactly what runs). A deep page (an OFFSET of 1,000 rows and more) skips over ids alone, in
 * the index of its order (every sort key has one, migration 0018), and reads the rows it keeps
 * afterwards: skipping whole rows fetched every skipped car from the table (page 4,500 of 100,000 cars:
 * 28 → 10 ms newest first).
 *
 * `matching`, the exact number of matching cars when known (summarisedCount), lets a page in the second
 * half read from the end: the order reversed, skipping the rows after it, its rows put back in order.
 * Page 9,999 of 100,000 cars then skips nothing and the middle page is the farthest from both ends. The
 * count is kept (see {@link CarLists}): a car added or removed anywhere drops it at once, and the page
 * moves as the next request's OFFSET would. (A count inside the statement, as a subquery in LIMIT, hides
 * the limit from the planner, which then reads the whole table.) The lists with anchors seldom come
 * here: see {@link pageRows}.
 */
export function pageQuery(
  db: Executor,
  companyId: number,
  filters: CarFilters,
  page: number,
  size: number,
  matching: number | null = null,
) {
  const where = whereOf(companyId, filters);
  const sort = sortOf(filters);
  const order = orderOf(sort);
  const offset = page * size;
  if (offset < DEFERRED_FROM) {
    return db
      .select(carColumns)
      .from(cars)
      .where(where)
      .orderBy(...order)
      .limit(size)
      .offset(offset);
  }
  const skip = (by: SQL[], limit: number, skipped: number) =>
    db
      .select({ id: cars.id })
      .from(cars)
      .where(where)
      .orderBy(...by)
      .limit(limit)
      .offset(skipped);
  // How many matching rows come after the page: fewer than before it, the page reads from the end.
  const after = matching === null ? 0 : matching - offset - size;
  const ids =
    matching !== null && offset < matching && after < offset
      ? skip(orderOf(reversed(sort)), Math.min(size, matching - offset), Math.max(0, after))
      : skip(order, size, offset);
  return db
    .select(carColumns)
    .from(cars)
    .where(and(eq(cars.companyId, companyId), inArray(cars.id, ids)))
    .orderBy(...order);
}

/**
 * A page of the list as it opens, to prepare: the company's cars (of one status when `byStatus`), in
 * `range` when given, read in `order`, with placeholders for the company, the status, the limit and the
 * offset (and the range's own).
 */
function openListPage(db: Executor, byStatus: boolean, order: SQL[], range?: SQL) {
  return db
    .select(carColumns)
    .from(cars)
    .where(
      and(
        eq(cars.companyId, sql.placeholder('companyId')),
        byStatus ? eq(cars.status, sql.placeholder('status')) : undefined,
        range,
      ),
    )
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/**
 * A page of a list narrowed by its status at most, in one order, with placeholders for the company,
 * the status, the limit and the offset (see {@link statusPage}; exported for the query-plan test).
 */
export const statusPageQuery = (db: Executor, sort: CarSort, byStatus: boolean) =>
  openListPage(db, byStatus, orderOf(sort));

const preparedStatusPage = (db: Executor, sort: CarSort, byStatus: boolean) =>
  prepareNamed(
    statusPageQuery(db, sort, byStatus),
    `car_page_${sort.key}_${sort.direction}${byStatus ? '_status' : ''}`,
  );

const statusPages = new WeakMap<Executor, Map<string, ReturnType<typeof preparedStatusPage>>>();

/**
 * The first pages of the cars list as it opens (every status or one, any order): one statement per
 * order and status-or-not, built once per database (or transaction) instead of on every request
 * (building the 16-column select was about a fifth of the API's time on a list answer), and on
 * PostgreSQL named, so each connection parses and plans it once.
 */
function statusPage(db: Executor, sort: CarSort, status: CarFilters['status']) {
  const key = `${sort.key}:${sort.direction}:${status !== undefined}`;
  const byKey = keptIn(statusPages, db, () => new Map());
  return keptIn(byKey, key, () => preparedStatusPage(db, sort, status !== undefined));
}

/**
 * A page of a list narrowed by its status at most, read in one of the index ranges after an anchor
 * (lib/keyset.ts rangesAfter: `range` 0 or 1; the anchor's value null or not), with placeholders for
 * the company, the status, the anchor's value and id, the limit and the offset (see {@link rangePage};
 * exported for the query-plan test).
 */
export function rangePageQuery(
  db: Executor,
  sort: CarSort,
  byStatus: boolean,
  range: 0 | 1,
  fromNull: boolean,
) {
  const from = rangesAfter(keysetOf(sort), {
    value: fromNull ? null : sql.placeholder('value'),
    id: sql.placeholder('id'),
  })[range];
  if (!from) throw new Error(`No range ${range} after an anchor of ${sort.key} ${sort.direction}`);
  return openListPage(db, byStatus, from.order, from.where);
}

const rangePages = new WeakMap<Executor, Map<string, ReturnType<typeof preparedRangePage>>>();

const preparedRangePage = (db: Executor, sort: CarSort, byStatus: boolean, range: 0 | 1, fromNull: boolean) =>
  prepareNamed(
    rangePageQuery(db, sort, byStatus, range, fromNull),
    `car_range_${sort.key}_${sort.direction}${byStatus ? '_status' : ''}_${range}${fromNull ? '_null' : ''}`,
  );

/**
 * Rows of the list as it opens after a row (an anchor, or a page's cursor), read by prepared statements
 * as the first pages are (statusPage): the rows of each part, in order (one index range after the row,
 * or two across the line where a sort's nulls meet its values), each skipping its `skip` rows (fewer
 * than {@link ANCHOR_EVERY}) and reading its `take`, until `size` rows are read. A page deep in the
 * list, or stepped to, then costs what the first does.
 */
async function rangePage(
  db: Executor,
  companyId: number,
  sort: CarSort,
  status: CarFilters['status'],
  from: { key: AnchorKey; parts: AnchoredPart[] },
  size: number,
): Promise<CarRow[]> {
  const byKey = keptIn(rangePages, db, () => new Map());
  const fromNull = from.key.value === null;
  const rows: CarRow[] = [];
  for (const part of from.parts) {
    if (rows.length === size) break;
    const key = `${sort.key}:${sort.direction}:${status !== undefined}:${part.range}:${fromNull}`;
    const statement = keptIn(byKey, key, () =>
      preparedRangePage(db, sort, status !== undefined, part.range, fromNull),
    );
    rows.push(
      ...(await statement.execute({
        companyId,
        status: status ?? null,
        value: from.key.value,
        id: from.key.id,
        limit: Math.min(part.take, size - rows.length),
        offset: part.skip,
      })),
    );
  }
  return rows;
}

/**
 * The queries of a page stepped to by cursor (exported so the query-plan test explains what runs): one
 * per index range after (or before) the cursor's row (lib/keyset.ts), each the list's WHERE and the
 * range's condition, read in the range's order up to `limit` rows. Rows before a cursor come last first.
 */
export function keysetQueries(
  db: Executor,
  companyId: number,
  filters: CarFilters,
  cursor: Pick<ListCursor, 'value' | 'id'>,
  forward: boolean,
) {
  const where = whereOf(companyId, filters);
  const sort = keysetOf(sortOf(filters));
  return (forward ? rangesAfter(sort, cursor) : rangesBefore(sort, cursor)).map(
    (range) => (limit: number) =>
      db
        .select(carColumns)
        .from(cars)
        .where(and(where, range.where))
        .orderBy(...range.order)
        .limit(limit),
  );
}

/**
 * A page stepped to by cursor, or null to read it by its number. Only a cursor made in the list's sort
 * is used (after a change of sort the page is read by number), never for the first page (as cheap by
 * number), and only when it fills the page: fewer rows mean an end of the list is near, and the page
 * number then decides (the offset read gives the exact total, as before).
 */
async function steppedRows(
  db: Executor,
  companyId: number,
  filters: CarFilters,
  page: number,
  size: number,
  step: CarStep,
): Promise<CarRow[] | null> {
  const cursor = step.after ?? step.before;
  const sort = sortOf(filters);
  if (page === 0 || !cursor || cursor.sortBy !== sort.key || cursor.direction !== sort.direction) return null;
  const forward = step.after !== undefined;
  const rows: CarRow[] = [];
  if (narrowing(filters).length === 0) {
    // The list as it opens: its prepared range statements (rows before the cursor: the sort reversed).
    const by = forward ? sort : reversed(sort);
    const ranges = rangesAfter(keysetOf(by), cursor).length;
    const parts = ([0, 1] as const).slice(0, ranges).map((range) => ({ range, skip: 0, take: size }));
    rows.push(...(await rangePage(db, companyId, by, filters.status, { key: cursor, parts }, size)));
  } else {
    for (const query of keysetQueries(db, companyId, filters, cursor, forward)) {
      if (rows.length === size) break;
      rows.push(...(await query(size - rows.length)));
    }
  }
  if (rows.length < size) return null;
  return forward ? rows : rows.reverse();
}

/**
 * A page's rows: stepped to by cursor (an index range, see steppedRows), else by its number, where deep
 * pages of a list the summaries count may read from the end (see pageQuery). `stepped` says which.
 */
export async function pageRows(
  db: Executor,
  companyId: number,
  filters: CarFilters,
  page: number,
  size: number,
  step: CarStep = {},
): Promise<{ rows: CarRow[]; stepped: boolean }> {
  const stepped = await steppedRows(db, companyId, filters, page, size, step);
  if (stepped) return { rows: stepped, stepped: true };
  const offset = page * size;
  // The first pages of the list as it opens by its prepared statement: up to the first anchor where the
  // list keeps anchors, else for the first DEFERRED_FROM rows (then pageQuery skips over ids alone).
  const firstPagesEnd = anchored(filters) ? ANCHOR_EVERY : DEFERRED_FROM;
  if (narrowing(filters).length === 0 && offset < firstPagesEnd) {
    const rows = await statusPage(db, sortOf(filters), filters.status).execute({
      companyId,
      status: filters.status ?? null,
      limit: size,
      offset,
    });
    return { rows, stepped: false };
  }
  const matching = await summarisedCount(db, companyId, filters);
  if (matching !== null && offset >= matching) return { rows: [], stepped: false };
  if (matching !== null) {
    // The list as it opens, deep: from the end when that is nearer than the anchor before the page,
    // else from that anchor, each by a prepared statement (skipping fewer than DEFERRED_FROM rows from
    // the end, fewer than ANCHOR_EVERY after the anchor).
    const sort = sortOf(filters);
    const anchors = await anchorsOf(db, companyId, filters);
    const from = anchors ? fromAnchor(sort, anchors, matching, offset, size) : null;
    const after = matching - offset - size;
    if (after < (from ? from.parts[0]!.skip : offset) && Math.max(0, after) < DEFERRED_FROM) {
      const rows = await statusPage(db, reversed(sort), filters.status).execute({
        companyId,
        status: filters.status ?? null,
        limit: Math.min(size, matching - offset),
        offset: Math.max(0, after),
      });
      return { rows: rows.reverse(), stepped: false };
    }
    if (from)
      return { rows: await rangePage(db, companyId, sort, filters.status, from, size), stepped: false };
  }
  return { rows: await pageQuery(db, companyId, filters, page, size, matching), stepped: false };
}

/** The rows a list counts (its total, see listTotal). */
export function matchingQuery(db: Executor, companyId: number, filters: CarFilters) {
  return db.select({ id: cars.id }).from(cars).where(whereOf(companyId, filters)).$dynamic();
}

/** The cursors of a page's neighbours: after its last row (when full), before its first (past page 0). */
export interface PageCursors {
  next?: string;
  previous?: string;
}

/** A page of a cars list as the API answers it. */
export interface CarListAnswer {
  rows: Car[];
  total: ListTotal;
  cursors: PageCursors;
}

/**
 * A page of a cars list: kept while no car changes (see {@link CarLists}), else read. Its key is all the
 * request says (the company, the filters as parsed, the page, its size and its cursor).
 */
export function listPage(
  db: Executor,
  companyId: number,
  filters: CarFilters,
  page: number,
  size: number,
  step: CarStep = {},
): Promise<CarListAnswer> {
  const key = JSON.stringify([companyId, filters, page, size, step.after ?? null, step.before ?? null]);
  return carListsOf(db).answers.read(key, () => readListPage(db, companyId, filters, page, size, step));
}

async function readListPage(
  db: Executor,
  companyId: number,
  filters: CarFilters,
  page: number,
  size: number,
  step: CarStep,
): Promise<CarListAnswer> {
  const { rows } = await pageRows(db, companyId, filters, page, size, step);
  // Exact, from the summaries, for the list as it opens (no filter but the status; kept, see CarLists);
  // else counted up to a bound, or estimated (lib/list-total.ts).
  const counted = await summarisedCount(db, companyId, filters);
  const total: ListTotal =
    counted !== null
      ? { total: counted, estimate: false }
      : await listTotal(db, () => matchingQuery(db, companyId, filters), {
          page,
          size,
          rows: rows.length,
          key: listKey('cars', companyId, filters),
        });
  const sort = sortOf(filters);
  const cursorAt = (row: CarRow) =>
    encodeListCursor({ sortBy: sort.key, direction: sort.direction, value: row[sort.key], id: row.id });
  const first = rows[0];
  const last = rows[rows.length - 1];
  const cursors: PageCursors = {
    ...(last && rows.length === size ? { next: cursorAt(last) } : {}),
    ...(first && page > 0 ? { previous: cursorAt(first) } : {}),
  };
  return { rows: rows.map(toCar), total, cursors };
}

/**
 * Every matching car in pages of `pageSize`, each page its own short query: no transaction stays open
 * while the client downloads. Newest first (the default), each page starts below the previous page's
 * last id (keyset on the primary key). In any other order, the matching ids are read once in that order
 * (an index walk: every sort has its index), and each page reads its cars from the sort's index, from its
 * first car on, as many as it listed: re-sorting every matching row for each page, or a keyset condition
 * the index cannot take (nulls placed by OR), made a sorted export several times slower than the default
 * one, and fetching a page's 1,000 cars by id (`id = any(...)`) walked the primary key once per car
 * (2,500 buffers a page against about 500 for the range). The page keeps the cars it listed, in their
 * listed order, with their values at the time of the page: a car whose sort value changed meanwhile has
 * left the range and is read by id; a car that came into the range meanwhile (added, or changed) is not
 * the page's. So a car deleted meanwhile is left out, one added meanwhile is not in a sorted export, and
 * none appears twice.
 */
export async function* allPages(
  db: Executor,
  companyId: number,
  filters: CarFilters,
  pageSize: number,
): AsyncGenerator<Car[]> {
  const sort = sortOf(filters);
  const where = whereOf(companyId, filters);
  const select = (condition: SQL) => db.select(carColumns).from(cars).where(condition);
  if (sort.key === 'id') {
    const beyond = sort.direction === 'asc' ? gt : lt;
    let last: number | null = null;
    for (;;) {
      const rows: CarRow[] = await select(last === null ? where : and(where, beyond(cars.id, last))!)
        .orderBy(...orderOf(sort))
        .limit(pageSize);
      if (rows.length > 0) yield rows.map(toCar);
      if (rows.length < pageSize) return;
      last = rows[rows.length - 1]!.id;
    }
  }
  const column = SORT_COLUMNS[sort.key];
  const keys: { id: number }[] = await db
    .select({ id: cars.id })
    .from(cars)
    .where(where)
    .orderBy(...orderOf(sort));
  // One array parameter, not 1,000 (an IN list: drizzle built and PostgreSQL parsed a placeholder per id).
  const byIds = (ids: readonly number[]) =>
    select(and(eq(cars.companyId, companyId), sql`${cars.id} = any(${`{${ids.join(',')}}`}::int[])`)!);
  for (let start = 0; start < keys.length; start += pageSize) {
    const batch = keys.slice(start, start + pageSize);
    const first = batch[0]!;
    // The page's cars from its first car on, in the sort's order, as many as it listed: a keyset read of
    // the sort's index from the first car's value (read in the statement: reading every car's value
    // with the ids cost more than the pages saved). ORDER BY and LIMIT let the planner walk the index
    // (with the range's end as a second condition it misjudged how many rows a row comparison keeps
    // and read the whole table). From a null value (nulls come last ascending, first descending) the
    // comparison matches nothing, and the page is read by id.
    const firstValue = sql`(select ${column} from ${cars} where ${cars.id} = ${first.id})`;
    const found: CarRow[] = await select(
      and(
        where,
        sort.direction === 'asc'
          ? sql`(${column}, ${cars.id}) >= (${firstValue}, ${first.id})`
          : sql`(${column}, ${cars.id}) <= (${firstValue}, ${first.id})`,
      )!,
    )
      .orderBy(...orderOf(sort))
      .limit(batch.length);
    const byId = new Map(found.map((r) => [r.id, r]));
    const moved = batch.filter((k) => !byId.has(k.id)).map((k) => k.id);
    if (moved.length > 0) for (const r of await byIds(moved)) byId.set(r.id, r);
    const rows = batch.flatMap(({ id }) => {
      const row = byId.get(id);
      return row ? [toCar(row)] : [];
    });
    if (rows.length > 0) yield rows;
  }
}

export async function findById(db: Executor, companyId: number, id: number): Promise<Car | null> {
  const [row] = await db
    .select(carColumns)
    .from(cars)
    .where(and(eq(cars.companyId, companyId), eq(cars.id, id)));
  return row ? toCar(row) : null;
}

/** The car locked for a change; null for another company's car or none. */
export async function findForUpdate(db: Executor, companyId: number, id: number): Promise<Car | null> {
  const [row] = await db
    .select(carColumns)
    .from(cars)
    .where(and(eq(cars.companyId, companyId), eq(cars.id, id)))
    .for('update');
  return row ? toCar(row) : null;
}

/** Other cars of the company holding the plate or chassis key. */
export async function findClashes(
  db: Executor,
  companyId: number,
  keys: { plateKey: string; chassisKey: string },
  exceptId?: number,
) {
  return db
    .select({ id: cars.id, plateKey: cars.plateKey, chassisKey: cars.chassisKey })
    .from(cars)
    .where(
      and(
        eq(cars.companyId, companyId),
        or(eq(cars.plateKey, keys.plateKey), eq(cars.chassisKey, keys.chassisKey)),
        exceptId !== undefined ? ne(cars.id, exceptId) : undefined,
      ),
    );
}

/** What a write sets: the input's fields and the derived columns (never the status: deals set it). */
export type CarValues = Omit<
  typeof cars.$inferInsert,
  'id' | 'companyId' | 'status' | 'createdAt' | 'updatedAt' | 'createdBy'
>;

export async function insert(
  db: Executor,
  companyId: number,
  createdBy: number,
  values: CarValues,
): Promise<Car> {
  const [row] = await db
    .insert(cars)
    .values({ ...values, companyId, createdBy, status: 'Pending' })
    .returning(carColumns);
  return toCar(row!);
}

export async function update(db: Executor, companyId: number, id: number, values: CarValues): Promise<Car> {
  const [row] = await db
    .update(cars)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(cars.companyId, companyId), eq(cars.id, id)))
    .returning(carColumns);
  return toCar(row!);
}

/** Whether any deal, cancelled ones included, names the car (a deal's record keeps its car). */
export async function hasDeals(db: Executor, companyId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: deals.id })
    .from(deals)
    .where(and(eq(deals.companyId, companyId), eq(deals.carId, id)))
    .limit(1);
  return row !== undefined;
}

export async function remove(db: Executor, companyId: number, id: number): Promise<void> {
  await db.delete(cars).where(and(eq(cars.companyId, companyId), eq(cars.id, id)));
}
