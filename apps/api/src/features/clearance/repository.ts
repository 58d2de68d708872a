import type { ClearanceListQuery, ClearanceRow, ClearanceSortKey } from '@cc/contracts';
import { and, eq, or, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { cars, clearances, deals, paymentPlans, persons, users } from '../../db/schema';
import {
  type ListSort,
  type Page,
  type PageRequest,
  readPage,
  type StreamableList,
  withinRange,
} from '../../lib/paging';
import { type DealsFound, dealsFound, numberIn, oneOf } from '../deals/joins';
import { type AwaitingJoinRow, type IssuedJoinRow, toClearanceRow } from './dto';

// The reads and writes of clearances: the awaiting tab reads paid deals, the issued tab the clearances.

const buyer = alias(persons, 'buyer');

const planOfDeal = and(eq(paymentPlans.companyId, deals.companyId), eq(paymentPlans.dealId, deals.id));
const buyerOfDeal = and(eq(buyer.companyId, deals.companyId), eq(buyer.id, deals.buyerId));
const carOfDeal = and(eq(cars.companyId, deals.companyId), eq(cars.id, deals.carId));
const dealOfClearance = and(eq(deals.companyId, clearances.companyId), eq(deals.id, clearances.dealId));
/** A user of the clearance's company (who issued or voided it) as one JSON value, by key. */
const userOf = (key: AnyPgColumn) =>
  sql<
    IssuedJoinRow['issuer']
  >`(select json_build_object('id', u.id, 'fullName', u.full_name) from ${users} u where u.company_id = ${clearances.companyId} and u.id = ${key})`;

/** A standing (not voided) clearance of the deal exists. */
const standingOf = sql`exists (select 1 from ${clearances} c where c.company_id = ${deals.companyId} and c.deal_id = ${deals.id} and c.voided_at is null)`;

const dealColumns = {
  dealId: deals.id,
  dealKind: deals.kind,
  contractNumber: deals.contractNumber,
  contractDate: deals.contractDate,
  currency: deals.currency,
  paidAmount: paymentPlans.paidAmount,
  buyer: { id: buyer.id, fullName: buyer.fullName, phone: buyer.phone },
  car: { id: cars.id, name: cars.name, plateNumber: cars.plateNumber, chassisNumber: cars.chassisNumber },
};

function awaitingQuery(db: Executor) {
  return db
    .select(dealColumns)
    .from(deals)
    .innerJoin(paymentPlans, planOfDeal)
    .innerJoin(buyer, buyerOfDeal)
    .innerJoin(cars, carOfDeal)
    .$dynamic();
}

function issuedQuery(db: Executor) {
  return db
    .select({
      ...dealColumns,
      clearance: clearances,
      issuer: userOf(clearances.issuedBy),
      voider: userOf(clearances.voidedBy),
    })
    .from(clearances)
    .innerJoin(deals, dealOfClearance)
    .innerJoin(paymentPlans, planOfDeal)
    .innerJoin(buyer, buyerOfDeal)
    .innerJoin(cars, carOfDeal)
    .$dynamic();
}

/** A tab's filters (every query param but the page, its size and the cursors). */
export type ClearanceFilters = Omit<ClearanceListQuery, 'page' | 'size' | 'after' | 'before'>;

/**
 * The requested sort of a tab, newest first by default: the awaiting tab by deal number (it has no
 * clearance to sort by: a clearance's key sorts it by deal number too), the issued tab by clearance number.
 */
function clearanceSortOf(
  f: ClearanceFilters,
  columns: Partial<Record<ClearanceSortKey, AnyPgColumn>>,
): ListSort {
  const fallback: ClearanceSortKey = f.tab === 'issued' ? 'number' : 'contractNumber';
  const key = f.sortBy && columns[f.sortBy] ? f.sortBy : fallback;
  const direction = f.sortDirection === 'desc' || !f.sortBy ? 'desc' : 'asc';
  return { key, column: columns[key]!, direction };
}

/**
 * The awaiting tab as lib/paging.ts reads it: the company's paid deals with no standing clearance. The
 * keyword's deals (by buyer, car or number: deals/joins.ts `dealsFound`) by id when few.
 */
function awaitingList(
  db: Executor,
  companyId: number,
  f: ClearanceFilters,
  found: DealsFound | null,
): StreamableList<AwaitingJoinRow> {
  const where = and(
    eq(deals.companyId, companyId),
    eq(deals.status, 'ACTIVE'),
    eq(paymentPlans.status, 'PAID'),
    sql`not ${standingOf}`,
    f.dealId !== undefined ? eq(deals.id, f.dealId) : undefined,
    found ? ('few' in found ? oneOf(deals.id, found.few) : found.many(deals)) : undefined,
  )!;
  const sort = clearanceSortOf(f, { contractNumber: deals.contractNumber, contractDate: deals.contractDate });
  return {
    id: deals.id,
    sort,
    rows: (range) => withinRange(awaitingQuery(db).$dynamic(), where, range),
    matching: () =>
      db.select({ id: deals.id }).from(deals).innerJoin(paymentPlans, planOfDeal).where(where).$dynamic(),
    keyOf: (row) => ({ value: row[sort.key as 'contractNumber' | 'contractDate'], id: row.dealId }),
  };
}

/**
 * The issued tab as lib/paging.ts reads it: the company's clearances, voided ones included. The keyword
 * finds a clearance by its number or its deal's (few deals: by the clearance's deal id). The matching
 * ids come from the clearances, joined to their deals when the sort is the deal's or the keyword finds
 * many deals.
 */
function issuedList(
  db: Executor,
  companyId: number,
  f: ClearanceFilters,
  found: DealsFound | null,
): StreamableList<IssuedJoinRow> {
  const number = numberIn(f.keyword);
  const where = and(
    eq(clearances.companyId, companyId),
    f.dealId !== undefined ? eq(clearances.dealId, f.dealId) : undefined,
    found
      ? or(
          'few' in found ? oneOf(clearances.dealId, found.few) : found.many(deals),
          number !== null ? eq(clearances.number, number) : undefined,
        )
      : undefined,
  )!;
  const sort = clearanceSortOf(f, {
    number: clearances.number,
    issuedAt: clearances.issuedAt,
    contractNumber: deals.contractNumber,
    contractDate: deals.contractDate,
  });
  const byDeal = sort.key === 'contractNumber' || sort.key === 'contractDate';
  const dealsJoined = byDeal || (found !== null && 'many' in found);
  return {
    id: clearances.id,
    sort,
    rows: (range) => withinRange(issuedQuery(db).$dynamic(), where, range),
    matching: () => {
      const ids = db.select({ id: clearances.id }).from(clearances).$dynamic();
      return (dealsJoined ? ids.innerJoin(deals, dealOfClearance) : ids).where(where);
    },
    keyOf: (row) => ({
      value: byDeal
        ? row[sort.key as 'contractNumber' | 'contractDate']
        : row.clearance[sort.key as 'number' | 'issuedAt'],
      id: row.clearance.id,
    }),
  };
}

/** A tab's list (lib/paging.ts; the export reads it too: lib/export-rows.ts), rows for {@link toClearanceRow}. */
export async function clearanceList(db: Executor, companyId: number, f: ClearanceFilters) {
  const found = await dealsFound(db, companyId, f.keyword, { seller: false, car: true });
  return (
    f.tab === 'issued' ? issuedList(db, companyId, f, found) : awaitingList(db, companyId, f, found)
  ) as StreamableList<AwaitingJoinRow | IssuedJoinRow>;
}

/** A page of a tab, its total and its neighbours' cursors. */
export async function clearancePage(
  db: Executor,
  companyId: number,
  filters: ClearanceFilters,
  request: PageRequest,
): Promise<Page<ClearanceRow>> {
  const page = await readPage(db, await clearanceList(db, companyId, filters), request);
  return { ...page, rows: page.rows.map(toClearanceRow) };
}

/** One clearance of the company, with its deal (null when not the company's). */
export async function clearanceById(db: Executor, companyId: number, id: number) {
  const [row] = await issuedQuery(db).where(and(eq(clearances.companyId, companyId), eq(clearances.id, id)));
  return row ?? null;
}

export async function insertClearance(tx: Executor, values: typeof clearances.$inferInsert): Promise<number> {
  const [row] = await tx.insert(clearances).values(values).returning({ id: clearances.id });
  return row!.id;
}

/** The clearance locked for its void; null when not the company's. */
export async function lockClearance(tx: Executor, companyId: number, id: number) {
  const [row] = await tx
    .select()
    .from(clearances)
    .where(and(eq(clearances.companyId, companyId), eq(clearances.id, id)))
    .for('update');
  return row ?? null;
}

export async function markVoided(
  tx: Executor,
  companyId: number,
  id: number,
  change: { voidedBy: number; voidReason: string },
) {
  await tx
    .update(clearances)
    .set({ ...change, voidedAt: new Date() })
    .where(and(eq(clearances.companyId, companyId), eq(clearances.id, id)));
}
