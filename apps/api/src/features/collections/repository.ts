import {
  bandDays,
  type CollectionFilters,
  type CollectionListQuery,
  type CollectionSortKey,
  type Contact,
} from '@cc/contracts';
import { type Currency, toMajorString } from '@cc/domain';
import { and, desc, eq, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  cars,
  collectionContacts,
  dealCollection,
  deals,
  installments,
  paymentPlans,
  persons,
  users,
} from '../../db/schema';
import {
  type ListSort,
  type ListSpec,
  type Page,
  type PageRequest,
  readPage,
  withinRange,
} from '../../lib/paging';
import { rawRows } from '../../lib/raw-rows';
import { dealsFound, oneOf } from '../deals/joins';

// The reads and writes of collections (docs/domain/collections.md): the queue of GET /collections, a
// deal's contact log, its collector and next action, and the promises the daily job settles.

/** The filters of the queue (@cc/contracts) and, for its list, the order. */
export type QueueFilters = CollectionFilters & Partial<Pick<CollectionListQuery, 'sortBy' | 'sortDirection'>>;

const planOfDeal = and(eq(paymentPlans.companyId, deals.companyId), eq(paymentPlans.dealId, deals.id));
const collectionOfDeal = and(
  eq(dealCollection.companyId, deals.companyId),
  eq(dealCollection.dealId, deals.id),
);

/** Each plan's unpaid instalments due before `today`: how much, and the oldest's due date. */
function overdueOf(db: Executor, companyId: number, today: string) {
  return db
    .select({
      planId: installments.planId,
      oldest: sql<string>`min(${installments.dueDate})`.as('oldest'),
      amount: sql<number>`sum(${installments.amount} - ${installments.paidAmount})::bigint`.as(
        'overdue_amount',
      ),
    })
    .from(installments)
    .where(
      and(
        eq(installments.companyId, companyId),
        eq(installments.planCancelled, false),
        ne(installments.status, 'PAID'),
        sql`${installments.dueDate} < ${today}`,
      ),
    )
    .groupBy(installments.planId)
    .as('overdue');
}

/** The deal's latest contact of `outcome` (any when null), as `column` of it. */
const latestContact = (column: SQL, outcome: string | null) =>
  sql`(select ${column} from ${collectionContacts} c where c.company_id = ${deals.companyId} and c.deal_id = ${deals.id}${
    outcome ? sql` and c.outcome = ${outcome}` : sql``
  } order by c.id desc limit 1)`;

export interface QueueRow {
  id: number;
  kind: 'CONTRACT' | 'AUTHORIZATION';
  contractNumber: number;
  currency: Currency;
  branchId: number | null;
  buyer: { id: number; fullName: string; phone: string | null };
  guarantor: { id: number; fullName: string; phone: string | null } | null;
  car: { id: number; name: string; plateNumber: string | null };
  overdueAmount: number;
  /** Late fees owed (charges are settled after every instalment: the least of them and what remains). */
  lateFees: number;
  oldestDueDate: string | null;
  daysOverdue: number;
  priority: number;
  lastContact: {
    kind: Contact['kind'];
    outcome: Contact['outcome'];
    createdAt: string;
    createdBy: { id: number; fullName: string } | null;
  } | null;
  nextActionOn: string | null;
  collector: { id: number; fullName: string } | null;
  promise: { date: string; amount: number; status: 'PENDING' | 'KEPT' | 'BROKEN' } | null;
}

/**
 * GET /collections as lib/paging.ts reads it: the company's active deals with money overdue or a promise
 * due today, each with what it owes, since when, its last contact, its collector and its latest promise.
 * The default order (`priority`): a broken latest promise, then a promise due today, then the days overdue.
 */
export async function collectionList(
  db: Executor,
  companyId: number,
  userId: number,
  filters: QueueFilters,
  today: string,
): Promise<ListSpec<QueueRow>> {
  const overdue = overdueOf(db, companyId, today);
  const days = sql<number>`coalesce(${today}::date - ${overdue.oldest}, 0)`;
  const broken = sql<boolean>`coalesce(${latestContact(sql`c.promise_status = 'BROKEN'`, 'PROMISED')}, false)`;
  const promiseToday = sql<boolean>`exists (select 1 from ${collectionContacts} c where c.company_id = ${deals.companyId} and c.deal_id = ${deals.id} and c.promise_status = 'PENDING' and c.promise_date = ${today})`;
  const priority = sql<number>`((case when ${broken} then 2 when ${promiseToday} then 1 else 0 end) * 100000 + ${days})`;
  const amount = sql<number>`coalesce(${overdue.amount}, 0)`;
  const found = await dealsFound(db, companyId, filters.keyword, { seller: false, car: true });
  const [from, to] = filters.band ? bandDays(filters.band) : [null, null];
  const collectorId = filters.mine ? userId : filters.collectorId;
  const where = and(
    eq(deals.companyId, companyId),
    eq(deals.status, 'ACTIVE'),
    or(isNotNull(overdue.planId), promiseToday),
    filters.branchId !== undefined ? eq(deals.branchId, filters.branchId) : undefined,
    filters.currency ? eq(deals.currency, filters.currency) : undefined,
    collectorId !== undefined ? eq(dealCollection.collectorId, collectorId) : undefined,
    from !== null ? sql`${days} >= ${from}` : undefined,
    to !== null && to !== undefined ? sql`${days} <= ${to}` : undefined,
    // Deals in default have their own tab; the queue's normal order leaves them out.
    filters.defaulted ? isNotNull(dealCollection.defaultedAt) : isNull(dealCollection.defaultedAt),
    filters.noContactDays !== undefined
      ? sql`not exists (select 1 from ${collectionContacts} c where c.company_id = ${deals.companyId} and c.deal_id = ${deals.id} and c.contacted_on > ${today}::date - ${filters.noContactDays}::int)`
      : undefined,
    found ? ('few' in found ? oneOf(deals.id, found.few) : found.many(deals)) : undefined,
  )!;
  const key: CollectionSortKey = filters.sortBy ?? 'priority';
  const columns: Record<CollectionSortKey, ListSort['column']> = {
    priority,
    daysOverdue: days,
    overdueAmount: amount,
    nextActionOn: dealCollection.nextActionOn,
  };
  const sort: ListSort = {
    key,
    column: columns[key],
    // Most urgent first unless asked otherwise; the next action soonest first.
    direction: filters.sortDirection ?? (key === 'nextActionOn' ? 'asc' : 'desc'),
    nullable: key === 'nextActionOn',
  };
  return {
    id: deals.id,
    sort,
    rows: async (range) => {
      const rows = await withinRange(
        db
          .select({
            id: deals.id,
            kind: deals.kind,
            contractNumber: deals.contractNumber,
            currency: deals.currency,
            branchId: deals.branchId,
            buyer: sql<
              QueueRow['buyer']
            >`(select json_build_object('id', p.id, 'fullName', p.full_name, 'phone', p.phone) from ${persons} p where p.company_id = ${deals.companyId} and p.id = ${deals.buyerId})`,
            guarantor: sql<
              QueueRow['guarantor']
            >`(select json_build_object('id', p.id, 'fullName', p.full_name, 'phone', p.phone) from ${persons} p where p.company_id = ${deals.companyId} and p.id = ${deals.guarantorId})`,
            car: sql<
              QueueRow['car']
            >`(select json_build_object('id', c.id, 'name', c.name, 'plateNumber', c.plate_number) from ${cars} c where c.company_id = ${deals.companyId} and c.id = ${deals.carId})`,
            overdueAmount: amount.mapWith(Number),
            lateFees:
              sql<number>`least(${paymentPlans.chargeAmount}, ${paymentPlans.remainingAmount})`.mapWith(
                Number,
              ),
            oldestDueDate: overdue.oldest,
            daysOverdue: days.mapWith(Number),
            priority: priority.mapWith(Number),
            lastContact: latestContact(
              sql`json_build_object('kind', c.kind, 'outcome', c.outcome, 'createdAt', c.created_at, 'createdBy', (select json_build_object('id', u.id, 'fullName', u.full_name) from ${users} u where u.company_id = c.company_id and u.id = c.created_by))`,
              null,
            ).mapWith((v) => v as QueueRow['lastContact']),
            nextActionOn: dealCollection.nextActionOn,
            collector: sql<
              QueueRow['collector']
            >`(select json_build_object('id', u.id, 'fullName', u.full_name) from ${users} u where u.company_id = ${deals.companyId} and u.id = ${dealCollection.collectorId})`,
            promise: latestContact(
              sql`json_build_object('date', c.promise_date, 'amount', c.promise_amount, 'status', c.promise_status)`,
              'PROMISED',
            ).mapWith((v) => v as QueueRow['promise']),
          })
          .from(deals)
          .innerJoin(paymentPlans, planOfDeal)
          .leftJoin(overdue, eq(overdue.planId, paymentPlans.id))
          .leftJoin(dealCollection, collectionOfDeal)
          .$dynamic(),
        where,
        range,
      );
      return rows as QueueRow[];
    },
    matching: () =>
      db
        .select({ id: deals.id })
        .from(deals)
        .innerJoin(paymentPlans, planOfDeal)
        .leftJoin(overdue, eq(overdue.planId, paymentPlans.id))
        .leftJoin(dealCollection, collectionOfDeal)
        .where(where)
        .$dynamic(),
    keyOf: (row) => ({
      value: {
        priority: row.priority,
        daysOverdue: row.daysOverdue,
        overdueAmount: row.overdueAmount,
        nextActionOn: row.nextActionOn,
      }[key],
      id: row.id,
    }),
  };
}

export async function queuePage(
  db: Executor,
  companyId: number,
  userId: number,
  filters: QueueFilters,
  request: PageRequest,
  today: string,
): Promise<Page<QueueRow>> {
  return readPage(db, await collectionList(db, companyId, userId, filters, today), request);
}

/** The ids of the queue's first `limit` deals under the filters, in its default order (most urgent first). */
export async function queueIds(
  db: Executor,
  companyId: number,
  userId: number,
  filters: QueueFilters,
  today: string,
  limit: number,
): Promise<number[]> {
  const page = await readPage(db, await collectionList(db, companyId, userId, filters, today), {
    page: 0,
    size: limit,
  });
  return page.rows.map((r) => r.id);
}

/** The ids of up to `limit` deals of the queue under the filters, in no particular order. */
export async function queueMatches(
  db: Executor,
  companyId: number,
  userId: number,
  filters: QueueFilters,
  today: string,
  limit: number,
): Promise<number[]> {
  const spec = await collectionList(db, companyId, userId, filters, today);
  const rows = (await spec.matching().limit(limit)) as { id: number }[];
  return rows.map((r) => Number(r.id));
}

/** A deal of the company (any status) with its currency, or null. */
export async function dealOf(db: Executor, companyId: number, dealId: number) {
  const [row] = await db
    .select({ id: deals.id, currency: deals.currency })
    .from(deals)
    .where(and(eq(deals.companyId, companyId), eq(deals.id, dealId)));
  return row ? { id: row.id, currency: row.currency as Currency } : null;
}

/** The deal's contact log, newest first (the latest 200). */
export async function contactsOf(db: Executor, companyId: number, dealId: number, currency: Currency) {
  const rows = await db
    .select({ c: collectionContacts, by: { id: users.id, fullName: users.fullName } })
    .from(collectionContacts)
    .leftJoin(
      users,
      and(eq(users.companyId, collectionContacts.companyId), eq(users.id, collectionContacts.createdBy)),
    )
    .where(and(eq(collectionContacts.companyId, companyId), eq(collectionContacts.dealId, dealId)))
    .orderBy(desc(collectionContacts.id))
    .limit(200);
  return rows.map((r) => toContact(r.c, r.by?.id ? r.by : null, currency));
}

export function toContact(
  c: typeof collectionContacts.$inferSelect,
  by: { id: number; fullName: string } | null,
  currency: Currency,
): Contact {
  return {
    id: c.id,
    dealId: c.dealId,
    kind: c.kind,
    outcome: c.outcome,
    note: c.note,
    promiseDate: c.promiseDate,
    promiseAmount: c.promiseAmount === null ? null : toMajorString(Number(c.promiseAmount), currency),
    promiseStatus: c.promiseStatus,
    nextActionOn: c.nextActionOn,
    createdBy: by,
    createdAt: c.createdAt.toISOString(),
  };
}

export async function insertContact(tx: Executor, values: typeof collectionContacts.$inferInsert) {
  const [row] = await tx.insert(collectionContacts).values(values).returning();
  return row!;
}

/** Sets the deal's next action (a row of deal_collection once set). */
export async function setNextAction(tx: Executor, companyId: number, dealId: number, on: string | null) {
  await tx
    .insert(dealCollection)
    .values({ companyId, dealId, nextActionOn: on })
    .onConflictDoUpdate({
      target: [dealCollection.companyId, dealCollection.dealId],
      set: { nextActionOn: on, updatedAt: new Date() },
    });
}

/** Assigns the deals to the collector (null: nobody); answers how many. */
export async function assignCollector(
  tx: Executor,
  companyId: number,
  dealIds: readonly number[],
  collectorId: number | null,
): Promise<number> {
  const rows = await tx
    .insert(dealCollection)
    .values(dealIds.map((dealId) => ({ companyId, dealId, collectorId })))
    .onConflictDoUpdate({
      target: [dealCollection.companyId, dealCollection.dealId],
      set: { collectorId, updatedAt: new Date() },
    })
    .returning({ dealId: dealCollection.dealId });
  return rows.length;
}

/** How many of these deals are the company's. */
export async function countDeals(db: Executor, companyId: number, dealIds: readonly number[]) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(deals)
    .where(and(eq(deals.companyId, companyId), inArray(deals.id, [...dealIds])));
  return Number(row?.n ?? 0);
}

/** Who may collect for the company: its account and active staff holding COLLECTIONS_WORK, by name. */
export async function collectorsOf(db: Executor, companyId: number) {
  const rows = await rawRows<{ id: number; full_name: string }>(
    db,
    sql`select u.id, u.full_name from ${users} u where u.company_id = ${companyId} and u.status = 'ACTIVE'
      and (u.kind = 'COMPANY' or exists (
        select 1 from user_roles ur join role_permissions rp on rp.role_id = ur.role_id
        join permissions p on p.id = rp.permission_id
        where ur.user_id = u.id and p.name = 'COLLECTIONS_WORK'))
      order by u.full_name, u.id`,
  );
  return rows.map((r) => ({ id: Number(r.id), fullName: r.full_name }));
}

/** Whether the user may collect for the company (one of {@link collectorsOf}). */
export async function isCollector(db: Executor, companyId: number, userId: number): Promise<boolean> {
  return (await collectorsOf(db, companyId)).some((c) => c.id === userId);
}

/**
 * The company's pending promises settled on `today`: kept once the standing payments recorded from the
 * day of the promise to its date reach its amount, broken on the day after its date otherwise. Answers
 * the promises just broken with their deal and collector (the job tells them once).
 */
export async function settlePromises(tx: Executor, companyId: number, today: string) {
  const paidSince = sql`(select coalesce(sum(p.amount), 0) from payments p
      join payment_plans pl on pl.company_id = p.company_id and pl.id = p.plan_id
      where p.company_id = c.company_id and pl.deal_id = c.deal_id and p.entry_kind = 'PAYMENT'
        and p.reversal_of_id is null and not exists (select 1 from payments r where r.reversal_of_id = p.id)
        and p.paid_at >= c.contacted_on and p.paid_at <= c.promise_date)`;
  await tx.execute(sql`update collection_contacts c set promise_status = 'KEPT'
    where c.company_id = ${companyId} and c.promise_status = 'PENDING' and ${paidSince} >= c.promise_amount`);
  return rawRows<{
    id: number;
    deal_id: number;
    promise_date: string;
    promise_amount: string;
    collector_id: number | null;
  }>(
    tx,
    sql`update collection_contacts c set promise_status = 'BROKEN'
      where c.company_id = ${companyId} and c.promise_status = 'PENDING' and c.promise_date < ${today}
      returning c.id, c.deal_id, c.promise_date::text as promise_date, c.promise_amount::text as promise_amount,
        (select dc.collector_id from deal_collection dc where dc.company_id = c.company_id and dc.deal_id = c.deal_id) as collector_id`,
  );
}

/** A deal of the company with its status and its plan's, or null. */
export async function dealStateOf(db: Executor, companyId: number, dealId: number) {
  const [row] = await db
    .select({ status: deals.status, planStatus: paymentPlans.status })
    .from(deals)
    .innerJoin(paymentPlans, planOfDeal)
    .where(and(eq(deals.companyId, companyId), eq(deals.id, dealId)));
  return row ?? null;
}

/** A deal's default mark (null fields when never marked or cleared). */
export async function defaultOf(db: Executor, companyId: number, dealId: number) {
  const [row] = await db
    .select({ defaultedAt: dealCollection.defaultedAt, reason: dealCollection.defaultReason })
    .from(dealCollection)
    .where(and(eq(dealCollection.companyId, companyId), eq(dealCollection.dealId, dealId)));
  return { defaultedAt: row?.defaultedAt ?? null, reason: row?.reason ?? null };
}

/** Marks the deal in default (now, with the reason) or clears it (`reason` null). */
export async function setDefault(tx: Executor, companyId: number, dealId: number, reason: string | null) {
  const values = { defaultedAt: reason === null ? null : new Date(), defaultReason: reason };
  await tx
    .insert(dealCollection)
    .values({ companyId, dealId, ...values })
    .onConflictDoUpdate({
      target: [dealCollection.companyId, dealCollection.dealId],
      set: { ...values, updatedAt: new Date() },
    });
}
