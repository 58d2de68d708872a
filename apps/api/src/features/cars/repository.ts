import type { Car, CarListQuery, CarSortKey } from '@cc/contracts';
import { and, eq, gt, like, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { carExpenses, carPurchases, cars, deals } from '../../db/schema';
import { keywordCondition } from '../../lib/arabic-search';
import {
  type ListSort,
  type ListSpec,
  orderOf,
  type Page,
  type PageRequest,
  readPage,
  withinRange,
} from '../../lib/paging';
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

/** The requested sort; newest first when none. */
export function sortOf(query: Pick<CarFilters, 'sortBy' | 'sortDirection'>): ListSort {
  const key: CarSortKey = query.sortBy ?? 'id';
  const direction = query.sortBy ? (query.sortDirection ?? 'asc') : 'desc';
  return { key, column: SORT_COLUMNS[key], direction };
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
 * The exact number of cars a list matches when the dashboard's summary rows hold it (no filter but the
 * status, migration 0015: kept by triggers in each writing transaction), else null. One index read.
 */
export async function summarisedCount(
  db: Executor,
  companyId: number,
  filters: CarFilters,
): Promise<number | null> {
  if (narrowing(filters).length > 0) return null;
  const result = (await db.execute(sql`
    select coalesce(sum(n), 0)::int as n from dashboard_car_counts
    where company_id = ${companyId} ${filters.status ? sql`and status = ${filters.status}` : sql``}`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
}

/**
 * The cars list as lib/paging.ts reads it: the company's cars, filtered, in the asked order (each sort
 * key has its (company, column, id) index, migration 0018); the exact total from the summaries when
 * only the status narrows it.
 */
export function carList(db: Executor, companyId: number, filters: CarFilters): ListSpec<CarRow> {
  const where = whereOf(companyId, filters);
  const sort = sortOf(filters);
  return {
    id: cars.id,
    sort,
    rows: (range) => withinRange(db.select(carColumns).from(cars).$dynamic(), where, range),
    matching: () => db.select({ id: cars.id }).from(cars).where(where).$dynamic(),
    keyOf: (row) => ({ value: row[sort.key as CarSortKey], id: row.id }),
    exactTotal: () => summarisedCount(db, companyId, filters),
  };
}

/** A page of a cars list, its total and its neighbours' cursors (lib/paging.ts). */
export async function listPage(
  db: Executor,
  companyId: number,
  filters: CarFilters,
  request: PageRequest,
): Promise<Page<Car>> {
  const page = await readPage(db, carList(db, companyId, filters), request);
  return { ...page, rows: page.rows.map(toCar) };
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
        .orderBy(...orderOf(sort, cars.id))
        .limit(pageSize);
      if (rows.length > 0) yield rows.map(toCar);
      if (rows.length < pageSize) return;
      last = rows[rows.length - 1]!.id;
    }
  }
  const { column } = sort;
  const keys: { id: number }[] = await db
    .select({ id: cars.id })
    .from(cars)
    .where(where)
    .orderBy(...orderOf(sort, cars.id));
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
      .orderBy(...orderOf(sort, cars.id))
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

/** Deletes a car and what it cost (its purchase and expenses belong to it: docs/domain/car-costs.md). */
export async function remove(db: Executor, companyId: number, id: number): Promise<void> {
  await db.delete(carExpenses).where(and(eq(carExpenses.companyId, companyId), eq(carExpenses.carId, id)));
  await db.delete(carPurchases).where(and(eq(carPurchases.companyId, companyId), eq(carPurchases.carId, id)));
  await db.delete(cars).where(and(eq(cars.companyId, companyId), eq(cars.id, id)));
}
