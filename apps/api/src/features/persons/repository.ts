import type { Person, PersonListQuery, PersonSortKey } from '@cc/contracts';
import { and, asc, desc, eq, like, ne, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { deals, persons } from '../../db/schema';
import { likePattern } from '../../lib/arabic-search';
import { byIds, listTotal } from '../../lib/paging';

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

/** The WHERE of the list: the company and the keyword (trigram-indexed). */
function listWhere(companyId: number, query: PersonListQuery): SQL {
  const pattern = likePattern(query.keyword);
  return and(eq(persons.companyId, companyId), pattern ? like(persons.searchText, pattern) : undefined)!;
}

/** From this many rows skipped, a page finds its ids first (see pageQuery). */
const DEFERRED_FROM = 1_000;

/**
 * The query of one list page (exported so the query-plan test explains exactly what runs). A deep page
 * (1,000 rows skipped and more) skips over the ids alone, in the sort's index, then reads its own rows by
 * key (`id = any(array(…))`: the ids first): skipping whole rows read every skipped person from the table.
 */
export function pageQuery(db: Executor, companyId: number, query: PersonListQuery) {
  const dir = query.sortDirection === 'desc' || !query.sortBy ? desc : asc;
  const column = SORT[query.sortBy ?? 'id'];
  const order = [dir(column), dir(persons.id)];
  const offset = query.page * query.size;
  const where = listWhere(companyId, query);
  if (offset < DEFERRED_FROM) {
    return db
      .select(columns)
      .from(persons)
      .where(where)
      .orderBy(...order)
      .limit(query.size)
      .offset(offset);
  }
  const ids = db
    .select({ id: persons.id })
    .from(persons)
    .where(where)
    .orderBy(...order)
    .limit(query.size)
    .offset(offset);
  return db
    .select(columns)
    .from(persons)
    .where(and(eq(persons.companyId, companyId), byIds(persons.id, ids)))
    .orderBy(...order);
}

export async function listPage(db: Executor, companyId: number, query: PersonListQuery) {
  const where = listWhere(companyId, query);
  const rows = await pageQuery(db, companyId, query);
  const total = await listTotal(
    db,
    () => db.select({ id: persons.id }).from(persons).where(where).$dynamic(),
    {
      page: query.page,
      size: query.size,
      rows: rows.length,
      byNumber: true,
    },
  );
  return { rows: rows.map(toPerson), total };
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

/** Whether any deal (cancelled ones too: they are kept) names the person. */
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
  return Boolean(row);
}

export async function remove(db: Executor, companyId: number, id: number) {
  await db.delete(persons).where(and(eq(persons.companyId, companyId), eq(persons.id, id)));
}
