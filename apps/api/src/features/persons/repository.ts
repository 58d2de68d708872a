import type { Person, PersonListQuery, PersonSortKey } from '@cc/contracts';
import { and, eq, like, ne, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { carPurchases, deals, persons } from '../../db/schema';
import { likePattern } from '../../lib/arabic-search';
import {
  type ListSort,
  type ListSpec,
  type Page,
  type PageRequest,
  readPage,
  withinRange,
} from '../../lib/paging';

const columns = {
  id: persons.id,
  fullName: persons.fullName,
  phone: persons.phone,
  nationalId: persons.nationalId,
  address: persons.address,
  notes: persons.notes,
  createdAt: persons.createdAt,
};

type Row = Omit<Person, 'createdAt'> & { createdAt: Date };
const toPerson = (row: Row): Person => ({ ...row, createdAt: row.createdAt.toISOString() });

const SORT: Record<PersonSortKey, AnyPgColumn> = {
  id: persons.id,
  fullName: persons.fullName,
  createdAt: persons.createdAt,
};

export type PersonValues = Omit<
  typeof persons.$inferInsert,
  'id' | 'companyId' | 'createdAt' | 'updatedAt' | 'createdBy'
>;

/** The list's filters (every query param but page, size and the cursors). */
export type PersonFilters = Omit<PersonListQuery, 'page' | 'size' | 'after' | 'before'>;

/** The requested sort; newest first (by id) when none. Each key has its (company, column, id) index. */
function sortOf(query: PersonFilters): ListSort {
  const key: PersonSortKey = query.sortBy ?? 'id';
  const direction = query.sortBy ? (query.sortDirection ?? 'asc') : 'desc';
  return { key, column: SORT[key], direction };
}

/**
 * The persons list as lib/paging.ts reads it: the company's persons, the keyword (trigram-indexed),
 * in the asked order (migration 0018 indexes each sort).
 */
export function personList(db: Executor, companyId: number, query: PersonFilters): ListSpec<Row> {
  const pattern = likePattern(query.keyword);
  const where = and(
    eq(persons.companyId, companyId),
    pattern ? like(persons.searchText, pattern) : undefined,
  );
  const sort = sortOf(query);
  return {
    id: persons.id,
    sort,
    rows: (range) => withinRange(db.select(columns).from(persons).$dynamic(), where, range),
    matching: () => db.select({ id: persons.id }).from(persons).where(where).$dynamic(),
    keyOf: (row) => ({ value: row[sort.key as PersonSortKey], id: row.id }),
  };
}

/** A page of the persons list, its total and its neighbours' cursors. */
export async function listPage(
  db: Executor,
  companyId: number,
  filters: PersonFilters,
  request: PageRequest,
): Promise<Page<Person>> {
  const page = await readPage(db, personList(db, companyId, filters), request);
  return { ...page, rows: page.rows.map(toPerson) };
}

export async function findById(db: Executor, companyId: number, id: number, lock = false) {
  const q = db
    .select(columns)
    .from(persons)
    .where(and(eq(persons.companyId, companyId), eq(persons.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row ? toPerson(row) : null;
}

export async function nationalIdTaken(
  db: Executor,
  companyId: number,
  nationalId: string,
  exceptId?: number,
) {
  const [row] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(
      and(
        eq(persons.companyId, companyId),
        eq(persons.nationalId, nationalId),
        exceptId !== undefined ? ne(persons.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insert(db: Executor, companyId: number, createdBy: number, values: PersonValues) {
  const [row] = await db
    .insert(persons)
    .values({ ...values, companyId, createdBy })
    .returning(columns);
  return toPerson(row!);
}

export async function update(db: Executor, companyId: number, id: number, values: PersonValues) {
  const [row] = await db
    .update(persons)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(persons.companyId, companyId), eq(persons.id, id)))
    .returning(columns);
  return toPerson(row!);
}

/** Whether any deal (cancelled ones too: they are kept) or a car's purchase (its seller) names the person. */
export async function isReferenced(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select({ id: deals.id })
    .from(deals)
    .where(
      and(
        eq(deals.companyId, companyId),
        or(eq(deals.buyerId, id), eq(deals.sellerId, id), eq(deals.guarantorId, id)),
      ),
    )
    .limit(1);
  if (row) return true;
  // The seller of a car's purchase (docs/domain/car-costs.md).
  const [sold] = await db
    .select({ id: carPurchases.id })
    .from(carPurchases)
    .where(and(eq(carPurchases.companyId, companyId), eq(carPurchases.sellerPersonId, id)))
    .limit(1);
  return Boolean(sold);
}

export async function remove(db: Executor, companyId: number, id: number) {
  await db.delete(persons).where(and(eq(persons.companyId, companyId), eq(persons.id, id)));
}
