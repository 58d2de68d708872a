import { asc, desc, gt, isNotNull, isNull, lt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A sort of a list: one column, id breaking ties in the same direction. */
export interface KeysetOrder {
  /** The sort column; the id itself when the list is sorted by id. */
  column: AnyPgColumn;
  id: AnyPgColumn;
  direction: 'asc' | 'desc';
  /** Whether the column holds nulls (placed last ascending, first descending: PostgreSQL's default). */
  nullable: boolean;
}

/** One index range of a keyset page: its condition and the order to read it in. */
export interface KeysetRange {
  where: SQL;
  order: SQL[];
}

/** The ORDER BY of a sort: the column, then the id in the same direction. */
export function orderBy(sort: KeysetOrder): SQL[] {
  const dir = sort.direction === 'asc' ? asc : desc;
  return sort.column === sort.id ? [dir(sort.id)] : [dir(sort.column), dir(sort.id)];
}

/** The same sort read the other way (with the default null placement, its exact mirror). */
export const reversedOrder = (sort: KeysetOrder): KeysetOrder => ({
  ...sort,
  direction: sort.direction === 'asc' ? 'desc' : 'asc',
});

/** A row a keyset range starts after: its sort value and id, or placeholders for them. */
export interface KeysetRow {
  value: unknown;
  id: number | Placeholder;
}

/**
 * The rows after the row (`value`, `id`) in a sort, as index ranges to read one after the other until
 * a page is full (docs/domain/lists-and-search.md#stepping-by-cursor). Each range is one condition on
 * the sort's (company, column, id) index read in its order, so a page after any row costs what the first
 * page does:
 *
 * - by id: `id > i` (ascending) or `id < i`;
 * - a value, ascending: `(column, id) > (v, i)`, then (a nullable column) its nulls, which come last;
 * - a value, descending: `(column, id) < (v, i)` (the nulls came first, before any value);
 * - a null, ascending (nulls last): the nulls after it, `column is null and id > i`;
 * - a null, descending (nulls first): the nulls after it (`id < i`), then every value, in order.
 *
 * The row may be given as placeholders (a prepared statement's value and id): a null value, which
 * decides the ranges, is given as itself.
 *
 * A row comparison rather than `column > v or (column = v and id > i)`: PostgreSQL takes it as one
 * index condition (the OR form is a filter over the whole index). The nulls go in a range of their own
 * for the same reason. The row need not exist any more: a cursor of a deleted row still starts right.
 */
export function rangesAfter(sort: KeysetOrder, cursor: KeysetRow): KeysetRange[] {
  const { column, id, direction } = sort;
  const ascending = direction === 'asc';
  const order = orderBy(sort);
  if (column === id) return [{ where: (ascending ? gt : lt)(id, cursor.id), order }];
  // Every range is read in the sort's whole order, the nulls' too: ordered by id alone the planner sorts
  // them (it does not take `column is null` as making the column constant), by (column, id) it walks the index.
  if (cursor.value === null) {
    const nullsAfter = { where: sql`${column} is null and ${(ascending ? gt : lt)(id, cursor.id)}`, order };
    return ascending ? [nullsAfter] : [nullsAfter, { where: isNotNull(column), order }];
  }
  const values: KeysetRange = {
    where: ascending
      ? sql`(${column}, ${id}) > (${cursor.value}, ${cursor.id})`
      : sql`(${column}, ${id}) < (${cursor.value}, ${cursor.id})`,
    order,
  };
  return ascending && sort.nullable ? [values, { where: isNull(column), order }] : [values];
}

/** The rows before the row (`value`, `id`): the ranges after it in the reversed sort (rows come last first). */
export const rangesBefore = (sort: KeysetOrder, cursor: KeysetRow): KeysetRange[] =>
  rangesAfter(reversedOrder(sort), cursor);
