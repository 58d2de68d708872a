import type { Car, CarExportColumn, CarListQuery, CarSortKey } from '@cc/contracts';
import { and, eq, like, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { carExpenses, carPurchases, cars, deals } from '../../db/schema';
import { keywordCondition } from '../../lib/arabic-search';
import {
  type ListSort,
  type Page,
  type PageRequest,
  readPage,
  type StreamableList,
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

/** A car as the list's select reads it (timestamps as dates). */
export type CarRow = Omit<Car, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

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

/** The cars list over some of its columns: the list's filters, sort and company whatever it selects. */
function listOver<Row extends { id: number }>(
  db: Executor,
  companyId: number,
  filters: CarFilters,
  columns: Partial<typeof carColumns>,
): StreamableList<Row> {
  const where = whereOf(companyId, filters);
  const sort = sortOf(filters);
  return {
    id: cars.id,
    sort,
    rows: (range) =>
      withinRange(db.select(columns).from(cars).$dynamic(), where, range) as PromiseLike<Row[]> & {
        prepare(name: string): unknown;
      },
    matching: () => db.select({ id: cars.id }).from(cars).where(where).$dynamic(),
    keyOf: (row) => ({ value: row[sort.key as keyof Row], id: row.id }),
    exactTotal: () => summarisedCount(db, companyId, filters),
  };
}

/**
 * The cars list as lib/paging.ts reads it: the company's cars, filtered, in the asked order (each sort
 * key has its (company, column, id) index, migration 0018); the exact total from the summaries when
 * only the status narrows it.
 */
export const carList = (db: Executor, companyId: number, filters: CarFilters): StreamableList<CarRow> =>
  listOver(db, companyId, filters, carColumns);

/** A car as an export reads it: its id and the columns asked (and the sort's). */
export type CarExportRow = Pick<CarRow, 'id'> & Partial<CarRow>;

/**
 * The cars list as its CSV export reads it (lib/export-rows.ts): the same cars, filters, order and
 * company, but only the columns the file writes, with the id and the sort's column that reading by
 * pages needs. Reading and decoding a car's 16 columns for a file of 5 took half of the export's time.
 */
export function carExportList(
  db: Executor,
  companyId: number,
  filters: CarFilters,
  columns: readonly CarExportColumn[],
): StreamableList<CarExportRow> {
  const keys = new Set<keyof typeof carColumns>(['id', sortOf(filters).key as CarSortKey, ...columns]);
  const selected = Object.fromEntries([...keys].map((key) => [key, carColumns[key]]));
  return listOver(db, companyId, filters, selected);
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
