import type { ClearanceListQuery, ClearanceRow } from '@cc/contracts';
import { and, asc, count, desc, eq, like, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { cars, clearances, deals, paymentPlans, persons, users } from '../../db/schema';
import { likePattern } from '../../lib/arabic-search';
import { type AwaitingJoinRow, type IssuedJoinRow, toClearanceRow } from './dto';

// The reads and writes of clearances: the awaiting tab reads paid deals, the issued tab the clearances.

export type ClearanceDbRow = typeof clearances.$inferSelect;

const buyer = alias(persons, 'buyer');
const issuer = alias(users, 'issuer');
const voider = alias(users, 'voider');

const planOfDeal = and(eq(paymentPlans.companyId, deals.companyId), eq(paymentPlans.dealId, deals.id));
const buyerOfDeal = and(eq(buyer.companyId, deals.companyId), eq(buyer.id, deals.buyerId));
const carOfDeal = and(eq(cars.companyId, deals.companyId), eq(cars.id, deals.carId));
const dealOfClearance = and(eq(deals.companyId, clearances.companyId), eq(deals.id, clearances.dealId));
const issuerOf = and(eq(issuer.companyId, clearances.companyId), eq(issuer.id, clearances.issuedBy));
const voiderOf = and(eq(voider.companyId, clearances.companyId), eq(voider.id, clearances.voidedBy));

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

/** The largest number the integer columns hold; a longer run of digits is a phone or a plate. */
const numberIn = (keyword: string | undefined) => {
  const digits = keyword?.trim();
  if (!digits || !/^\d{1,10}$/.test(digits)) return null;
  const n = Number(digits);
  return n <= 2_147_483_647 ? n : null;
};

/** The keyword: the buyer (name, phone), the car (name, plate, chassis), the deal's or clearance's number. */
function keywordWhere(keyword: string | undefined, withClearance: boolean): SQL | undefined {
  const pattern = likePattern(keyword);
  if (!pattern) return undefined;
  const n = numberIn(keyword);
  return or(
    like(buyer.searchText, pattern),
    like(cars.searchText, pattern),
    n !== null ? eq(deals.contractNumber, n) : undefined,
    n !== null && withClearance ? eq(clearances.number, n) : undefined,
  );
}

function awaitingQuery(db: Executor, companyId: number, q: Partial<ClearanceListQuery>) {
  return db
    .select(dealColumns)
    .from(deals)
    .innerJoin(paymentPlans, planOfDeal)
    .innerJoin(buyer, buyerOfDeal)
    .innerJoin(cars, carOfDeal)
    .where(
      and(
        eq(deals.companyId, companyId),
        eq(deals.status, 'ACTIVE'),
        eq(paymentPlans.status, 'PAID'),
        sql`not ${standingOf}`,
        q.dealId !== undefined ? eq(deals.id, q.dealId) : undefined,
        keywordWhere(q.keyword, false),
      ),
    )
    .$dynamic();
}

function issuedQuery(db: Executor, companyId: number, q: Partial<ClearanceListQuery>) {
  return db
    .select({
      ...dealColumns,
      clearance: clearances,
      issuer: { id: issuer.id, fullName: issuer.fullName },
      voider: { id: voider.id, fullName: voider.fullName },
    })
    .from(clearances)
    .innerJoin(deals, dealOfClearance)
    .innerJoin(paymentPlans, planOfDeal)
    .innerJoin(buyer, buyerOfDeal)
    .innerJoin(cars, carOfDeal)
    .leftJoin(issuer, issuerOf)
    .leftJoin(voider, voiderOf)
    .where(
      and(
        eq(clearances.companyId, companyId),
        q.dealId !== undefined ? eq(clearances.dealId, q.dealId) : undefined,
        keywordWhere(q.keyword, true),
      ),
    )
    .$dynamic();
}

const AWAITING_SORT: Record<string, AnyPgColumn> = {
  contractNumber: deals.contractNumber,
  contractDate: deals.contractDate,
};
const ISSUED_SORT: Record<string, AnyPgColumn> = {
  ...AWAITING_SORT,
  number: clearances.number,
  issuedAt: clearances.issuedAt,
};

/**
 * One page of a tab (all of it when `page` is undefined: the export), newest first by default: the
 * awaiting tab by deal number, the issued tab by clearance number.
 */
export async function clearancePage(
  db: Executor,
  companyId: number,
  q: Omit<ClearanceListQuery, 'page' | 'size'> & { page?: number; size?: number },
): Promise<{ rows: ClearanceRow[]; total: number }> {
  const issued = q.tab === 'issued';
  const column =
    (issued ? ISSUED_SORT : AWAITING_SORT)[q.sortBy ?? ''] ??
    (issued ? clearances.number : deals.contractNumber);
  const dir = q.sortDirection === 'desc' || !q.sortBy ? desc : asc;
  const idColumn = issued ? clearances.id : deals.id;
  const base = issued ? issuedQuery(db, companyId, q) : awaitingQuery(db, companyId, q);
  const ordered = base.orderBy(dir(column), dir(idColumn));
  const paged =
    q.page !== undefined && q.size !== undefined ? ordered.limit(q.size).offset(q.page * q.size) : ordered;
  const rows: (AwaitingJoinRow | IssuedJoinRow)[] = await paged;
  const counted = issued ? issuedQuery(db, companyId, q) : awaitingQuery(db, companyId, q);
  const [total] = await db.select({ n: count() }).from(counted.as('filtered'));
  return { rows: rows.map(toClearanceRow), total: total?.n ?? 0 };
}

/** One clearance of the company, with its deal (null when not the company's). */
export async function clearanceById(db: Executor, companyId: number, id: number) {
  const [row] = await issuedQuery(db, companyId, {}).where(
    and(eq(clearances.companyId, companyId), eq(clearances.id, id)),
  );
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
