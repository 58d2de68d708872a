import type {
  Deal,
  DealKind,
  DealListQuery,
  InstallmentListQuery,
  InstallmentRow,
  Payment,
  PaymentListQuery,
  PaymentPlan,
  PaymentTotal,
} from '@cc/contracts';
import { type Currency, normalizeDigits, toMajorString } from '@cc/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  like,
  lte,
  ne,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { prepareNamed } from '../../db/named-statements';
import { branches, cars, deals, installments, paymentPlans, payments, persons, users } from '../../db/schema';
import { likePattern } from '../../lib/arabic-search';
import { keptIn } from '../../lib/kept-in';
import { byIds, type ListTotal, listTotal } from '../../lib/paging';
import { toDeal, toInstallmentRow, toPayment, toPlan } from './dto';
import type { CompanyInfo, InstallmentDbRow } from './repository';

// The reads behind the answers: deal, instalment and payment lists and records, joined to what they show.

const seller = alias(persons, 'seller');
const buyer = alias(persons, 'buyer');
const guarantor = alias(persons, 'guarantor');
/** The reversal entry of a payment, and the payment a reversal entry reverses. */
const reversalEntry = alias(payments, 'reversal_entry');
const reversedEntry = alias(payments, 'reversed_entry');
const recorder = alias(users, 'recorder');

/** Company tables refer to each other by (company_id, id): a join matches the company, then the key. */
const sameCompany = (
  target: { companyId: AnyPgColumn },
  targetKey: AnyPgColumn,
  source: { companyId: AnyPgColumn },
  sourceKey: AnyPgColumn,
): SQL => and(eq(target.companyId, source.companyId), eq(targetKey, sourceKey))!;

// Each join once, named for what it finds.
const planOfDeal = sameCompany(paymentPlans, paymentPlans.dealId, deals, deals.id);
const dealOfPlan = sameCompany(deals, deals.id, paymentPlans, paymentPlans.dealId);
const buyerOfDeal = sameCompany(buyer, buyer.id, deals, deals.buyerId);
const sellerOfDeal = sameCompany(seller, seller.id, deals, deals.sellerId);
const guarantorOfDeal = sameCompany(guarantor, guarantor.id, deals, deals.guarantorId);
const carOfDeal = sameCompany(cars, cars.id, deals, deals.carId);
const branchOfDeal = sameCompany(branches, branches.id, deals, deals.branchId);
const planOfInstallment = sameCompany(paymentPlans, paymentPlans.id, installments, installments.planId);
const planOfPayment = sameCompany(paymentPlans, paymentPlans.id, payments, payments.planId);
const recorderOfPayment = sameCompany(recorder, recorder.id, payments, payments.recordedBy);
const reversalOfPayment = sameCompany(reversalEntry, reversalEntry.reversalOfId, payments, payments.id);
const paymentReversed = sameCompany(reversedEntry, reversedEntry.id, payments, payments.reversalOfId);

/** A list's order: the chosen column, ties broken by id in the same direction (stable pages). */
interface ListOrder {
  column: AnyPgColumn;
  id: AnyPgColumn;
  desc: boolean;
}

/** The ORDER BY of a {@link ListOrder}. */
function orderedBy(order: ListOrder): SQL[] {
  const dir = order.desc ? desc : asc;
  return [dir(order.column), dir(order.id)];
}

/** One page of a list, ordered by the chosen column, ties broken by id (stable pages). */
function pageOf<T extends PgSelect>(query: T, q: { page: number; size: number }, order: ListOrder) {
  return query
    .orderBy(...orderedBy(order))
    .limit(q.size)
    .offset(q.page * q.size);
}

/** The largest contract number the integer column holds; a longer run of digits is a phone or an id. */
const MAX_CONTRACT_NUMBER = 2_147_483_647;

/**
 * A keyword of digits only may be a contract number. Staff also search by phone (07701234567),
 * which is beyond the integer column: such a keyword matches names, phones and cars only.
 */
const contractNumberIn = (keyword: string | undefined) => {
  const digits = normalizeDigits(keyword ?? '').trim();
  if (!digits || !/^\d{1,10}$/.test(digits)) return null;
  const number = Number(digits);
  return number <= MAX_CONTRACT_NUMBER ? number : null;
};

/** The person is the deal's seller, buyer or guarantor. */
const namesPerson = (personId: number) =>
  or(eq(deals.sellerId, personId), eq(deals.buyerId, personId), eq(deals.guarantorId, personId));

const party = <T extends typeof seller | typeof buyer | typeof guarantor>(t: T) => ({
  id: t.id,
  fullName: t.fullName,
  phone: t.phone,
  nationalId: t.nationalId,
  address: t.address,
});

export function dealQuery(db: Executor) {
  return db
    .select({
      deal: deals,
      seller: party(seller),
      buyer: party(buyer),
      guarantor: party(guarantor),
      car: {
        id: cars.id,
        name: cars.name,
        model: cars.model,
        color: cars.color,
        type: cars.type,
        plateNumber: cars.plateNumber,
        chassisNumber: cars.chassisNumber,
        status: cars.status,
      },
      branch: { id: branches.id, name: branches.name },
      plan: paymentPlans,
    })
    .from(deals)
    .innerJoin(paymentPlans, planOfDeal)
    .innerJoin(buyer, buyerOfDeal)
    .leftJoin(seller, sellerOfDeal)
    .leftJoin(guarantor, guarantorOfDeal)
    .innerJoin(cars, carOfDeal)
    .leftJoin(branches, branchOfDeal)
    .$dynamic();
}

export type DealJoinRow = Awaited<ReturnType<ReturnType<typeof dealQuery>['execute']>>[number];

/** A party of a deal (a person by key) as one JSON value, from a subquery of its own. */
const partyOf = (key: AnyPgColumn) =>
  sql`(select json_build_object('id', p.id, 'fullName', p.full_name, 'phone', p.phone, 'nationalId', p.national_id, 'address', p.address) from ${persons} p where p.company_id = ${deals.companyId} and p.id = ${key})`;

/** The select list of {@link leanDealQuery}. */
const leanDealFields = {
  deal: deals,
  seller: sql<DealJoinRow['seller']>`${partyOf(deals.sellerId)}`,
  buyer: sql<DealJoinRow['buyer']>`${partyOf(deals.buyerId)}`,
  guarantor: sql<DealJoinRow['guarantor']>`${partyOf(deals.guarantorId)}`,
  car: sql<
    DealJoinRow['car']
  >`(select json_build_object('id', c.id, 'name', c.name, 'model', c.model, 'color', c.color, 'type', c.type, 'plateNumber', c.plate_number, 'chassisNumber', c.chassis_number, 'status', c.status) from ${cars} c where c.company_id = ${deals.companyId} and c.id = ${deals.carId})`,
  branch: sql<
    DealJoinRow['branch']
  >`(select json_build_object('id', b.id, 'name', b.name) from ${branches} b where b.company_id = ${deals.companyId} and b.id = ${deals.branchId})`,
  plan: paymentPlans,
};

/**
 * The rows of {@link dealQuery} for a list whose filters name the deals alone: the deals and their plans
 * joined, each lookup (parties, car, branch) a subquery by key in the select list. PostgreSQL plans a
 * two-table join and five one-table lookups, where the seven-table join made it weigh every join order
 * on every request (9–40 ms of planning for under 1 ms of execution). Every deal has its buyer and car
 * (foreign keys, not null), so the inner joins of dealQuery never dropped a deal here. Exported, with
 * dealQuery, for the test that both answer the same rows (deal-rows.test.ts).
 */
export function leanDealQuery(db: Executor) {
  return db.select(leanDealFields).from(deals).innerJoin(paymentPlans, planOfDeal).$dynamic();
}

/**
 * The plan's instalments in due order, as the rows {@link installmentsOf} reads (the same keys; a date
 * in JSON is its ISO text, as drizzle's string mode reads it; amounts are integers of minor units).
 */
const planInstallments = sql<
  InstallmentDbRow[]
>`(select coalesce(json_agg(json_build_object('id', i.id, 'companyId', i.company_id, 'planId', i.plan_id, 'sequence', i.sequence, 'dueDate', i.due_date, 'amount', i.amount, 'paidAmount', i.paid_amount, 'status', i.status) order by i.due_date, i.sequence), '[]'::json) from ${installments} i where i.company_id = ${paymentPlans.companyId} and i.plan_id = ${paymentPlans.id})`;

/**
 * {@link leanDealQuery} with each plan's instalments in the same row: a deal list's page and a deal's
 * page in one statement, where a second query read the instalments of the page's plans (one round trip,
 * one query to build and 70 rows to map fewer for a page of ten contracts). Exported for the test that
 * both read the same instalments (deal-rows.test.ts).
 */
export function leanDealWithInstallmentsQuery(db: Executor) {
  return db
    .select({ ...leanDealFields, installments: planInstallments })
    .from(deals)
    .innerJoin(paymentPlans, planOfDeal)
    .$dynamic();
}

/**
 * The deal's plan is ACTIVE and an unpaid instalment of it fell due before today. A cancelled deal owes
 * nothing: it is never overdue, so `overdue=false` finds it (it fell out of both filters).
 */
const hasOverdue = (today: string) =>
  sql`(${paymentPlans.status} = 'ACTIVE' and exists (select 1 from ${installments} i where i.company_id = ${paymentPlans.companyId} and i.plan_id = ${paymentPlans.id} and i.status <> 'PAID' and i.due_date < ${today}))`;

const DEAL_SORT: Record<string, AnyPgColumn> = {
  contractNumber: deals.contractNumber,
  contractDate: deals.contractDate,
  price: deals.price,
};

/** WHERE of a deal list: company and kind, then every given filter. */
function dealWhere(companyId: number, kind: DealKind, q: Partial<DealListQuery>, today: string): SQL {
  const pattern = likePattern(q.keyword);
  const number = contractNumberIn(q.keyword);
  return and(
    eq(deals.companyId, companyId),
    eq(deals.kind, kind),
    q.id !== undefined ? eq(deals.id, q.id) : undefined,
    q.carId !== undefined ? eq(deals.carId, q.carId) : undefined,
    q.personId !== undefined ? namesPerson(q.personId) : undefined,
    q.planStatus ? eq(paymentPlans.status, q.planStatus) : undefined,
    q.fromDate ? gte(deals.contractDate, q.fromDate) : undefined,
    q.toDate ? lte(deals.contractDate, q.toDate) : undefined,
    q.cancelled === true ? eq(deals.status, 'CANCELLED') : undefined,
    q.cancelled === false ? eq(deals.status, 'ACTIVE') : undefined,
    q.overdue === true ? hasOverdue(today) : undefined,
    q.overdue === false ? not(hasOverdue(today)) : undefined,
    pattern
      ? or(
          like(buyer.searchText, pattern),
          like(seller.searchText, pattern),
          like(cars.searchText, pattern),
          number !== null ? eq(deals.contractNumber, number) : undefined,
        )
      : undefined,
  )!;
}

/** The instalments of the given plans, each plan's in due order. */
async function installmentsOf(db: Executor, companyId: number, planIds: number[]) {
  if (planIds.length === 0) return new Map<number, InstallmentDbRow[]>();
  const rows = await db
    .select()
    .from(installments)
    .where(and(eq(installments.companyId, companyId), inArray(installments.planId, planIds)))
    .orderBy(asc(installments.dueDate), asc(installments.sequence));
  const byPlan = new Map<number, InstallmentDbRow[]>();
  for (const r of rows) byPlan.set(r.planId, [...(byPlan.get(r.planId) ?? []), r]);
  return byPlan;
}

/**
 * Runs a page query with its joins in the order written: the base table's page first, then each lookup
 * by key. Left to search every order, PostgreSQL spent 9–40 ms planning the eight-table ledger page
 * (under 1 ms executing) on every request; fixed, planning takes under 1 ms. Only for lists whose
 * filters name the base table alone (a filter on a joined table needs the planner's free choice). In a
 * caller's transaction the query runs as it is (a SET LOCAL would outlive it). It costs three round
 * trips (begin, set, commit): the deal list avoids it by looking its lookups up by key (leanDealQuery).
 */
async function inWrittenJoinOrder<T>(
  db: Executor,
  fixed: boolean,
  run: (db: Executor) => Promise<T>,
): Promise<T> {
  if (!fixed || 'rollback' in db) return run(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local join_collapse_limit = 1`);
    return run(tx);
  });
}

/**
 * From this many rows skipped, a deal page finds its deals' ids first, over the sort's index alone, then
 * reads those deals with their lookups: every row skipped otherwise ran the select list's subqueries
 * (parties, car, branch, the plan's instalments), about 30 µs a row (page 4,000 of 60,000 contracts took
 * 1.2 s against 5 ms for the first).
 */
const DEAL_DEFERRED_FROM = 50;

/** The queries of a deal list: its page, and the rows its total counts (exported for the plan test). */
export function dealListQueries(
  db: Executor,
  companyId: number,
  kind: DealKind,
  q: DealListQuery,
  today: string,
) {
  const where = dealWhere(companyId, kind, q, today);
  const filtered = () => dealQuery(db).where(where);
  // Every deal has its plan, buyer and car (written in one transaction): without a filter on a joined
  // table the deals alone are counted, and the page looks its lookups up by key (leanDealQuery).
  const needsJoins = Boolean(q.keyword?.trim()) || q.planStatus !== undefined || q.overdue !== undefined;
  const order = {
    column: DEAL_SORT[q.sortBy ?? 'contractNumber']!,
    id: deals.id,
    desc: q.sortDirection === 'desc' || !q.sortBy,
  };
  const lean = () => {
    if (q.page * q.size < DEAL_DEFERRED_FROM)
      return pageOf(leanDealWithInstallmentsQuery(db).where(where), q, order);
    const ids = pageOf(db.select({ id: deals.id }).from(deals).where(where).$dynamic(), q, order);
    return leanDealWithInstallmentsQuery(db)
      .where(and(eq(deals.companyId, companyId), inArray(deals.id, ids)))
      .orderBy(...orderedBy(order));
  };
  return {
    needsJoins,
    page: () => (needsJoins ? pageOf(filtered(), q, order) : lean()),
    matching: needsJoins ? filtered : () => db.select({ id: deals.id }).from(deals).where(where).$dynamic(),
  };
}

/** A deal list asked with no filter (only a page, a size and an order): the list as it opens. */
const UNFILTERED_KEYS: ReadonlySet<string> = new Set(['page', 'size', 'sortBy', 'sortDirection']);
const isUnfiltered = (q: DealListQuery) =>
  Object.entries(q).every(([key, value]) => value === undefined || UNFILTERED_KEYS.has(key));

/**
 * The page of an unfiltered deal list in one order, as a prepared statement (see {@link unfilteredPage});
 * `deep`, from {@link DEAL_DEFERRED_FROM} rows skipped: the page's ids first, over the sort's index.
 */
function unfilteredPageQuery(db: Executor, sortBy: DealSortKey, descending: boolean, deep: boolean) {
  const dir = descending ? desc : asc;
  const order = [dir(DEAL_SORT[sortBy]!), dir(deals.id)];
  const listed = and(
    eq(deals.companyId, sql.placeholder('companyId')),
    eq(deals.kind, sql.placeholder('kind')),
  );
  const limit = sql.placeholder('limit');
  const offset = sql.placeholder('offset');
  const query = deep
    ? leanDealWithInstallmentsQuery(db)
        .where(
          and(
            eq(deals.companyId, sql.placeholder('companyId')),
            inArray(
              deals.id,
              db
                .select({ id: deals.id })
                .from(deals)
                .where(listed)
                .orderBy(...order)
                .limit(limit)
                .offset(offset),
            ),
          ),
        )
        .orderBy(...order)
    : leanDealWithInstallmentsQuery(db)
        .where(listed)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
  return prepareNamed(query, `deal_${deep ? 'deep_' : ''}page_${sortBy}_${descending ? 'desc' : 'asc'}`);
}

type DealSortKey = NonNullable<DealListQuery['sortBy']>;
type PageRows = Awaited<ReturnType<ReturnType<typeof dealListQueries>['page']>>;

const unfilteredPages = new WeakMap<Executor, Map<string, ReturnType<typeof unfilteredPageQuery>>>();

/**
 * The page of an unfiltered deal list (the contracts list as it opens, and its pages and orders): the
 * same rows as {@link dealListQueries}' page, from one of twelve statements (three orders, two directions,
 * a first or a deep page)
 * built once per database instead of on every request (drizzle built the 40-column select in about
 * 0.1–0.3 ms), and on PostgreSQL named, so each connection parses it once.
 */
async function unfilteredPage(
  db: Executor,
  companyId: number,
  kind: DealKind,
  q: DealListQuery,
): Promise<PageRows> {
  const sortBy: DealSortKey = q.sortBy ?? 'contractNumber';
  const descending = q.sortDirection === 'desc' || !q.sortBy;
  const deep = q.page * q.size >= DEAL_DEFERRED_FROM;
  const key = `${sortBy}:${descending}:${deep}`;
  const byOrder = keptIn(unfilteredPages, db, () => new Map());
  const query = keptIn(byOrder, key, () => unfilteredPageQuery(db, sortBy, descending, deep));
  return query.execute({ companyId, kind, limit: q.size, offset: q.page * q.size });
}

export async function dealPage(
  db: Executor,
  company: CompanyInfo,
  kind: DealKind,
  q: DealListQuery,
  today: string,
): Promise<{ rows: Deal[]; total: ListTotal }> {
  const queries = dealListQueries(db, company.id, kind, q, today);
  const rows: PageRows = isUnfiltered(q)
    ? await unfilteredPage(db, company.id, kind, q)
    : await queries.page();
  // The lean page brings each plan's instalments along; the joined one (a filter on a joined table)
  // reads them in a second query.
  const insts = queries.needsJoins
    ? await installmentsOf(
        db,
        company.id,
        rows.map((r) => r.plan.id),
      )
    : null;
  const installmentsOfRow = (r: (typeof rows)[number]) =>
    'installments' in r ? r.installments : (insts?.get(r.plan.id) ?? []);
  return {
    rows: rows.map((r) => toDeal(r, installmentsOfRow(r), company, today)),
    total: await listTotal(db, queries.matching, {
      page: q.page,
      size: q.size,
      rows: rows.length,
      byNumber: true,
    }),
  };
}

export async function dealById(
  db: Executor,
  company: CompanyInfo,
  id: number,
  today: string,
  kind?: DealKind,
): Promise<Deal | null> {
  const [row] = await leanDealWithInstallmentsQuery(db).where(
    and(eq(deals.companyId, company.id), eq(deals.id, id), kind ? eq(deals.kind, kind) : undefined),
  );
  if (!row) return null;
  return toDeal(row, row.installments, company, today);
}

export async function planById(
  db: Executor,
  companyId: number,
  id: number,
  today: string,
): Promise<PaymentPlan | null> {
  const [plan] = await db
    .select()
    .from(paymentPlans)
    .where(and(eq(paymentPlans.companyId, companyId), eq(paymentPlans.id, id)));
  if (!plan) return null;
  const insts = await installmentsOf(db, companyId, [plan.id]);
  return toPlan(plan, insts.get(plan.id) ?? [], today);
}

function installmentQuery(db: Executor) {
  return db
    .select({
      inst: installments,
      dealId: deals.id,
      dealKind: deals.kind,
      contractNumber: deals.contractNumber,
      currency: deals.currency,
      buyer: { id: buyer.id, fullName: buyer.fullName, phone: buyer.phone },
      car: { id: cars.id, name: cars.name, plateNumber: cars.plateNumber },
    })
    .from(installments)
    .innerJoin(paymentPlans, planOfInstallment)
    .innerJoin(deals, dealOfPlan)
    .innerJoin(buyer, buyerOfDeal)
    .innerJoin(cars, carOfDeal)
    .$dynamic();
}

export type InstallmentJoinRow = Awaited<ReturnType<ReturnType<typeof installmentQuery>['execute']>>[number];

const INSTALLMENT_SORT: Record<string, AnyPgColumn> = {
  dueDate: installments.dueDate,
  amount: installments.amount,
  contractNumber: deals.contractNumber,
};

/**
 * The queries of GET /installments: its page (ordered, one page) and its matching rows (the total);
 * exported so the query-plan test explains exactly what runs.
 */
export function installmentListQueries(
  db: Executor,
  companyId: number,
  q: InstallmentListQuery,
  today: string,
) {
  const pattern = likePattern(q.keyword);
  const number = contractNumberIn(q.keyword);
  const where = and(
    eq(installments.companyId, companyId),
    ne(paymentPlans.status, 'CANCELLED'),
    q.status ? eq(installments.status, q.status) : undefined,
    q.overdue === true
      ? and(ne(installments.status, 'PAID'), sql`${installments.dueDate} < ${today}`)
      : undefined,
    q.overdue === false
      ? or(eq(installments.status, 'PAID'), sql`${installments.dueDate} >= ${today}`)
      : undefined,
    q.fromDate ? gte(installments.dueDate, q.fromDate) : undefined,
    q.toDate ? lte(installments.dueDate, q.toDate) : undefined,
    q.dealId ? eq(deals.id, q.dealId) : undefined,
    pattern
      ? or(
          like(buyer.searchText, pattern),
          like(cars.searchText, pattern),
          number !== null ? eq(deals.contractNumber, number) : undefined,
        )
      : undefined,
  );
  const filtered = () => installmentQuery(db).where(where);
  const order = {
    column: INSTALLMENT_SORT[q.sortBy ?? 'dueDate']!,
    id: installments.id,
    desc: q.sortDirection === 'desc',
  };
  // A deep page whose filters name the instalment and its plan alone (not the deal, its buyer or car)
  // finds its ids over those two tables first (see DEAL_DEFERRED_FROM).
  const deferred =
    q.page * q.size >= DEAL_DEFERRED_FROM && !q.dealId && !pattern && order.column !== deals.contractNumber;
  return {
    page: () => {
      if (!deferred) return pageOf(filtered(), q, order);
      const ids = pageOf(
        db
          .select({ id: installments.id })
          .from(installments)
          .innerJoin(paymentPlans, planOfInstallment)
          .where(where)
          .$dynamic(),
        q,
        order,
      );
      return installmentQuery(db)
        .where(and(eq(installments.companyId, companyId), byIds(installments.id, ids)))
        .orderBy(...orderedBy(order));
    },
    matching: filtered,
  };
}

/** GET /installments: instalments of non-cancelled plans with their deal, buyer and car. */
export async function installmentPage(
  db: Executor,
  companyId: number,
  q: InstallmentListQuery,
  today: string,
): Promise<{ rows: InstallmentRow[]; total: ListTotal }> {
  const queries = installmentListQueries(db, companyId, q, today);
  const rows = await queries.page();
  return {
    rows: rows.map((r) => toInstallmentRow(r, today)),
    total: await listTotal(db, queries.matching, {
      page: q.page,
      size: q.size,
      rows: rows.length,
      byNumber: true,
    }),
  };
}

function paymentQuery(db: Executor) {
  return db
    .select({
      p: payments,
      dealId: deals.id,
      dealKind: deals.kind,
      contractNumber: deals.contractNumber,
      buyerName: buyer.fullName,
      recorder: { id: recorder.id, fullName: recorder.fullName },
      reversal: {
        id: reversalEntry.id,
        receiptNumber: reversalEntry.receiptNumber,
        paidAt: reversalEntry.paidAt,
        reason: reversalEntry.reason,
        createdAt: reversalEntry.createdAt,
      },
      reversalOf: {
        id: reversedEntry.id,
        receiptNumber: reversedEntry.receiptNumber,
        paidAt: reversedEntry.paidAt,
      },
      branch: { id: branches.id, name: branches.name },
    })
    .from(payments)
    .innerJoin(paymentPlans, planOfPayment)
    .innerJoin(deals, dealOfPlan)
    .innerJoin(buyer, buyerOfDeal)
    .leftJoin(branches, branchOfDeal)
    .leftJoin(recorder, recorderOfPayment)
    .leftJoin(reversalEntry, reversalOfPayment)
    .leftJoin(reversedEntry, paymentReversed)
    .$dynamic();
}

export type PaymentJoinRow = Awaited<ReturnType<ReturnType<typeof paymentQuery>['execute']>>[number];

const PAYMENT_SORT: Record<string, AnyPgColumn> = {
  receiptNumber: payments.receiptNumber,
  paidAt: payments.paidAt,
  amount: payments.amount,
};

/** WHERE of the ledger list and its export: the company, then every given filter. */
function paymentWhere(companyId: number, q: Partial<PaymentListQuery>): SQL {
  const pattern = likePattern(q.keyword);
  const number = contractNumberIn(q.keyword);
  const isReversed = sql`(${payments.reversalOfId} is not null or ${reversalEntry.id} is not null)`;
  return and(
    eq(payments.companyId, companyId),
    q.planId ? eq(payments.planId, q.planId) : undefined,
    q.dealId ? eq(deals.id, q.dealId) : undefined,
    q.personId !== undefined ? namesPerson(q.personId) : undefined,
    q.fromDate ? gte(payments.paidAt, q.fromDate) : undefined,
    q.toDate ? lte(payments.paidAt, q.toDate) : undefined,
    q.method ? eq(payments.method, q.method) : undefined,
    q.currency ? eq(payments.currency, q.currency) : undefined,
    q.branchId !== undefined ? eq(deals.branchId, q.branchId) : undefined,
    q.recordedBy !== undefined ? eq(payments.recordedBy, q.recordedBy) : undefined,
    q.reversed === true ? isReversed : undefined,
    q.reversed === false ? not(isReversed) : undefined,
    q.kind === 'REVERSAL' ? sql`${payments.reversalOfId} is not null` : undefined,
    q.kind === 'PAYMENT' || q.kind === 'DISCOUNT'
      ? and(sql`${payments.reversalOfId} is null`, eq(payments.entryKind, q.kind))
      : undefined,
    pattern
      ? or(
          like(buyer.searchText, pattern),
          number !== null ? eq(deals.contractNumber, number) : undefined,
          number !== null ? eq(payments.receiptNumber, number) : undefined,
        )
      : undefined,
  )!;
}

/** Whether a ledger filter names the deal or its buyer (else the payments alone answer it). */
const filtersByDeal = (q: Partial<PaymentListQuery>) =>
  q.dealId !== undefined ||
  q.personId !== undefined ||
  q.branchId !== undefined ||
  Boolean(q.keyword?.trim());

/**
 * Money received among the filtered rows per currency: standing payments only (see paymentTotalSchema).
 * Summed from the summary rows when every filter is one they carry (see `totalsOfSummary`), else from
 * the ledger.
 */
async function paymentTotals(
  db: Executor,
  companyId: number,
  where: SQL,
  q: Partial<PaymentListQuery>,
): Promise<PaymentTotal[]> {
  const rows = standsNothing(q)
    ? []
    : summaryAnswers(q)
      ? await totalsOfSummary(db, companyId, q)
      : await totalsOfLedger(db, where, q);
  return rows.map((r) => ({
    currency: r.currency,
    amount: toMajorString(Number(r.amount), r.currency),
    count: Number(r.count),
  }));
}

type TotalRow = { currency: Currency; amount: string; count: number };

/**
 * Filters no standing payment passes: reversal entries, discounts, reversed entries (the totals count
 * payments that are neither reversal entries nor reversed, never a discount).
 */
const standsNothing = (q: Partial<PaymentListQuery>) =>
  q.kind === 'REVERSAL' || q.kind === 'DISCOUNT' || q.reversed === true;

/**
 * Whether the summary rows answer the totals: their filters are all a row of dashboard_daily carries
 * (the day, the deal's branch, the currency), the others (kind PAYMENT, not reversed) being what the
 * totals count anyway. Any other filter (method, recorder, plan, deal, person, keyword) sums the ledger.
 */
const summaryAnswers = (q: Partial<PaymentListQuery>) =>
  q.planId === undefined &&
  q.dealId === undefined &&
  q.personId === undefined &&
  q.method === undefined &&
  q.recordedBy === undefined &&
  !q.keyword?.trim();

/**
 * The totals from dashboard_daily (migration 0016_payment_totals): standing payments per day, branch
 * and currency, kept by the transaction that writes the ledger, so the company's whole ledger is a few
 * rows a day instead of every payment (140,000 at 22,000 cars: 100 ms on PostgreSQL, a second on PGlite).
 * Branch 0 there is "no branch", which no filter names (branch ids start at 1).
 */
async function totalsOfSummary(
  db: Executor,
  companyId: number,
  q: Partial<PaymentListQuery>,
): Promise<TotalRow[]> {
  const conditions = [
    sql`company_id = ${companyId}`,
    q.fromDate ? sql`day >= ${q.fromDate}` : undefined,
    q.toDate ? sql`day <= ${q.toDate}` : undefined,
    q.branchId !== undefined ? sql`branch_id = ${q.branchId}` : undefined,
    q.currency ? sql`currency = ${q.currency}` : undefined,
  ].filter((c): c is SQL => c !== undefined);
  const result = (await db.execute(sql`
    select currency, coalesce(sum(received), 0)::text as amount, coalesce(sum(received_count), 0)::int as count
    from dashboard_daily where ${sql.join(conditions, sql` and `)}
    group by currency having sum(received_count) > 0 order by currency`)) as unknown as { rows: TotalRow[] };
  return result.rows;
}

/**
 * The totals summed from the ledger. Every payment has its plan, deal and buyer: they are joined only
 * when a filter names them (joined needlessly, the planner misjudged the anti-join and walked 140,000 rows
 * through nested loops, 2 s).
 */
async function totalsOfLedger(db: Executor, where: SQL, q: Partial<PaymentListQuery>): Promise<TotalRow[]> {
  const base = db
    .select({
      currency: payments.currency,
      amount: sql<string>`coalesce(sum(${payments.amount}), 0)`,
      count: count(),
    })
    .from(payments)
    .$dynamic();
  const joined = filtersByDeal(q)
    ? base.innerJoin(paymentPlans, planOfPayment).innerJoin(deals, dealOfPlan).innerJoin(buyer, buyerOfDeal)
    : base;
  // Not reversed: an anti-join the planner estimates well (a left join tested for null it took for one
  // row, and sorted 140,000 on disk). The reversal filter names the joined entry, so it keeps the join.
  const standing = sql`not exists (select 1 from ${payments} r where r.company_id = ${payments.companyId} and r.reversal_of_id = ${payments.id})`;
  const withReversal = q.reversed !== undefined ? joined.leftJoin(reversalEntry, reversalOfPayment) : joined;
  const rows = await withReversal
    .where(
      and(
        where,
        eq(payments.entryKind, 'PAYMENT'),
        sql`${payments.reversalOfId} is null`,
        q.reversed !== undefined ? sql`${reversalEntry.id} is null` : standing,
      ),
    )
    .groupBy(payments.currency)
    .orderBy(asc(payments.currency));
  return rows as TotalRow[];
}

/** The queries of the ledger list: its page, and the rows its total counts (exported for the plan test). */
export function paymentListQueries(db: Executor, companyId: number, q: PaymentListQuery) {
  const where = paymentWhere(companyId, q);
  const filtered = () => paymentQuery(db).where(where);
  const order = {
    column: PAYMENT_SORT[q.sortBy ?? 'receiptNumber']!,
    id: payments.id,
    desc: q.sortDirection === 'desc' || !q.sortBy,
  };
  // A deep page whose filters name the payments alone finds its ids over the ledger first (see
  // DEAL_DEFERRED_FROM): each skipped entry went through every join of the page.
  const byLedgerAlone = !filtersByDeal(q) && q.reversed === undefined;
  return {
    where,
    page: () => {
      if (q.page * q.size < DEAL_DEFERRED_FROM || !byLedgerAlone) return pageOf(filtered(), q, order);
      const ids = pageOf(db.select({ id: payments.id }).from(payments).where(where).$dynamic(), q, order);
      return paymentQuery(db)
        .where(and(eq(payments.companyId, companyId), byIds(payments.id, ids)))
        .orderBy(...orderedBy(order));
    },
    // The reversal filter names the reversal entry; the deal's filters name the deal or its buyer.
    matching:
      filtersByDeal(q) || q.reversed !== undefined
        ? filtered
        : () => db.select({ id: payments.id }).from(payments).where(where).$dynamic(),
  };
}

export async function paymentPage(
  db: Executor,
  companyId: number,
  q: PaymentListQuery,
): Promise<{ rows: Payment[]; total: ListTotal; totals: PaymentTotal[] }> {
  const queries = paymentListQueries(db, companyId, q);
  const rows = await inWrittenJoinOrder(db, !filtersByDeal(q), (on) =>
    paymentListQueries(on, companyId, q).page(),
  );
  return {
    rows: rows.map(toPayment),
    total: await listTotal(db, queries.matching, {
      page: q.page,
      size: q.size,
      rows: rows.length,
      byNumber: true,
    }),
    totals: await paymentTotals(db, companyId, queries.where, q),
  };
}

/**
 * Every filtered entry, a page at a time (the CSV export), in receipt order. Each page starts after the
 * previous page's last receipt number (unique in the company: payments_company_receipt_key), so a page
 * deep in a long ledger is an index range like the first, where an OFFSET would walk every earlier row.
 */
export async function* allPaymentPages(
  db: Executor,
  companyId: number,
  q: Partial<PaymentListQuery>,
  size: number,
): AsyncGenerator<Payment[]> {
  const where = paymentWhere(companyId, q);
  let last: number | null = null;
  for (;;) {
    const rows = await paymentQuery(db)
      .where(last === null ? where : and(where, gt(payments.receiptNumber, last)))
      .orderBy(asc(payments.receiptNumber))
      .limit(size);
    if (rows.length > 0) yield rows.map(toPayment);
    if (rows.length < size) return;
    last = rows[rows.length - 1]!.p.receiptNumber;
  }
}

export async function paymentById(db: Executor, companyId: number, id: number): Promise<Payment | null> {
  const [row] = await paymentQuery(db).where(and(eq(payments.companyId, companyId), eq(payments.id, id)));
  return row ? toPayment(row) : null;
}
