import type { Payment, PaymentListQuery, PaymentTotal } from '@cc/contracts';
import { type Currency, toMajorString } from '@cc/domain';
import { and, asc, count, eq, gte, lte, not, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { prepareNamed } from '../../db/named-statements';
import { branches, deals, paymentPlans, payments, persons, users } from '../../db/schema';
import { keptIn } from '../../lib/kept-in';
import {
  type ListSort,
  type Page,
  type PageRequest,
  readPage,
  type StreamableList,
  withinRange,
} from '../../lib/paging';
import { type PaymentJoinRow, toPayment } from './dto';
import {
  type DealsFound,
  dealOfPlan,
  dealsFound,
  namesPerson,
  numberIn,
  oneOf,
  planOfPayment,
} from './joins';

// The reads of the ledger: GET /payments (its pages and money totals), its CSV export, one entry.

/** The reversal entry of a payment, and the payment a reversal entry reverses, as JSON values. */
const reversalOf = sql<
  PaymentJoinRow['reversal']
>`(select json_build_object('id', r.id, 'receiptNumber', r.receipt_number, 'paidAt', r.paid_at, 'reason', r.reason, 'createdAt', r.created_at) from ${payments} r where r.company_id = ${payments.companyId} and r.reversal_of_id = ${payments.id})`;
const reversedBy = sql<
  PaymentJoinRow['reversalOf']
>`(select json_build_object('id', o.id, 'receiptNumber', o.receipt_number, 'paidAt', o.paid_at) from ${payments} o where o.company_id = ${payments.companyId} and o.id = ${payments.reversalOfId})`;

/**
 * The rows of the ledger: each entry with its plan's deal (joined), and its buyer, recorder, branch and
 * either end of its reversal as subqueries by key. Joined, those were an eight-table join whose join
 * orders PostgreSQL weighed on every request (planning took many times the execution).
 * deal-rows.test.ts checks these rows against the eight-table join.
 */
export function paymentRowsQuery(db: Executor) {
  return db
    .select({
      p: payments,
      dealId: deals.id,
      dealKind: deals.kind,
      contractNumber: deals.contractNumber,
      buyerName: sql<string>`(select b.full_name from ${persons} b where b.company_id = ${deals.companyId} and b.id = ${deals.buyerId})`,
      recorder: sql<
        PaymentJoinRow['recorder']
      >`(select json_build_object('id', u.id, 'fullName', u.full_name) from ${users} u where u.company_id = ${payments.companyId} and u.id = ${payments.recordedBy})`,
      reversal: reversalOf,
      reversalOf: reversedBy,
      branch: sql<
        PaymentJoinRow['branch']
      >`(select json_build_object('id', b.id, 'name', b.name) from ${branches} b where b.company_id = ${deals.companyId} and b.id = ${deals.branchId})`,
    })
    .from(payments)
    .innerJoin(paymentPlans, planOfPayment)
    .innerJoin(deals, dealOfPlan)
    .$dynamic();
}

type PaymentSortKey = NonNullable<PaymentListQuery['sortBy']>;

/** Each sort key's column (each has its (company, column, id) index, the receipt number its unique key). */
const PAYMENT_SORT: Record<PaymentSortKey, AnyPgColumn> = {
  receiptNumber: payments.receiptNumber,
  paidAt: payments.paidAt,
  amount: payments.amount,
};

/** The ledger's filters (every query param but the page, its size and the cursors). */
export type PaymentFilters = Omit<PaymentListQuery, 'page' | 'size' | 'after' | 'before'>;

/** The requested sort; the latest receipt first when none. */
function paymentSortOf(f: Partial<PaymentFilters>): ListSort {
  const key: PaymentSortKey = f.sortBy ?? 'receiptNumber';
  const direction = f.sortDirection === 'desc' || !f.sortBy ? 'desc' : 'asc';
  return { key, column: PAYMENT_SORT[key], direction };
}

/** The entry has a reversal entry (an anti-join over the unique index of `reversal_of_id`). */
const hasReversal = sql`exists (select 1 from ${payments} r where r.company_id = ${payments.companyId} and r.reversal_of_id = ${payments.id})`;

/**
 * The entry stands: neither a reversal entry nor reversed. Written as two conditions (the second an
 * anti-join), never as NOT (… OR EXISTS …), which PostgreSQL runs as a subquery per entry.
 */
const standing = and(sql`${payments.reversalOfId} is null`, not(hasReversal))!;

/**
 * The entries a keyword finds: those of the deals it finds by buyer or number (deals/joins.ts
 * `dealsFound`: few, by their plans' ids; many, by the buyer and number of the entry's deal, joined), and
 * the entry of that receipt number. Few deals: both conditions are on the ledger's own indexes.
 */
function entriesFound(companyId: number, keyword: string | undefined, found: DealsFound): SQL {
  const number = numberIn(keyword);
  const receipt = number !== null ? eq(payments.receiptNumber, number) : undefined;
  if ('many' in found) return or(found.many(deals), receipt)!;
  const plans = sql`select pl.id from ${paymentPlans} pl where pl.company_id = ${companyId} and ${oneOf(sql.raw('pl.deal_id'), found.few)}`;
  return or(sql`${payments.planId} = any(array(${plans}))`, receipt)!;
}

/** Whether a filter names the entry's deal (its id, a party, its branch, many deals by keyword). */
const filtersByDeal = (f: Partial<PaymentFilters>, found: DealsFound | null) =>
  f.dealId !== undefined ||
  f.personId !== undefined ||
  f.branchId !== undefined ||
  (found !== null && 'many' in found);

/** WHERE of the ledger list and its export: the company, then every given filter. */
function paymentWhere(companyId: number, f: Partial<PaymentFilters>, found: DealsFound | null): SQL {
  return and(
    eq(payments.companyId, companyId),
    f.planId ? eq(payments.planId, f.planId) : undefined,
    f.dealId ? eq(deals.id, f.dealId) : undefined,
    f.personId !== undefined ? namesPerson(f.personId) : undefined,
    f.fromDate ? gte(payments.paidAt, f.fromDate) : undefined,
    f.toDate ? lte(payments.paidAt, f.toDate) : undefined,
    f.method ? eq(payments.method, f.method) : undefined,
    f.currency ? eq(payments.currency, f.currency) : undefined,
    f.branchId !== undefined ? eq(deals.branchId, f.branchId) : undefined,
    f.recordedBy !== undefined ? eq(payments.recordedBy, f.recordedBy) : undefined,
    f.reversed === true ? or(sql`${payments.reversalOfId} is not null`, hasReversal) : undefined,
    f.reversed === false ? standing : undefined,
    f.kind === 'REVERSAL' ? sql`${payments.reversalOfId} is not null` : undefined,
    f.kind && f.kind !== 'REVERSAL'
      ? and(sql`${payments.reversalOfId} is null`, eq(payments.entryKind, f.kind))
      : undefined,
    found ? entriesFound(companyId, f.keyword, found) : undefined,
  )!;
}

/** The ids of the entries `where` matches: the ledger alone, joined to the deals when a filter names them. */
function matchingEntries(db: Executor, where: SQL, byDeal: boolean) {
  const ids = db.select({ id: payments.id }).from(payments).$dynamic();
  return (byDeal ? ids.innerJoin(paymentPlans, planOfPayment).innerJoin(deals, dealOfPlan) : ids).where(
    where,
  );
}

/** GET /payments as lib/paging.ts reads it, and what its money totals need. */
export async function paymentList(
  db: Executor,
  companyId: number,
  filters: Partial<PaymentFilters>,
): Promise<StreamableList<PaymentJoinRow> & { where: SQL; byDeal: boolean }> {
  const found = await dealsFound(db, companyId, filters.keyword, { seller: false, car: false });
  const where = paymentWhere(companyId, filters, found);
  const byDeal = filtersByDeal(filters, found);
  const sort = paymentSortOf(filters);
  const key = sort.key as PaymentSortKey;
  return {
    id: payments.id,
    sort,
    rows: (range) => withinRange(paymentRowsQuery(db).$dynamic(), where, range),
    matching: () => matchingEntries(db, where, byDeal),
    keyOf: (row) => ({ value: row.p[key], id: row.p.id }),
    where,
    byDeal,
  };
}

type TotalRow = { currency: Currency; amount: string; count: number };

/**
 * Filters no standing payment passes: any kind but PAYMENT, reversed entries (the totals count payments
 * that are neither reversal entries nor reversed, never a discount, a write-off or a refund).
 */
const standsNothing = (f: Partial<PaymentFilters>) =>
  (f.kind !== undefined && f.kind !== 'PAYMENT') || f.reversed === true;

/**
 * Whether the summary rows answer the totals: their filters are all a row of dashboard_daily carries
 * (the day, the deal's branch, the currency), the others (kind PAYMENT, not reversed) being what the
 * totals count anyway. Any other filter (method, recorder, plan, deal, person, keyword) sums the ledger.
 */
const summaryAnswers = (f: Partial<PaymentFilters>) =>
  f.planId === undefined &&
  f.dealId === undefined &&
  f.personId === undefined &&
  f.method === undefined &&
  f.recordedBy === undefined &&
  !f.keyword?.trim();

/**
 * The totals from dashboard_daily (migration 0016_payment_totals): standing payments per day, branch
 * and currency, kept by the transaction that writes the ledger, so the company's whole ledger is a few
 * rows a day instead of every payment (BENCHMARKS.md has the figures).
 * Branch 0 there is "no branch", which no filter names (branch ids start at 1).
 */
async function totalsOfSummary(
  db: Executor,
  companyId: number,
  f: Partial<PaymentFilters>,
): Promise<TotalRow[]> {
  const conditions = [
    sql`company_id = ${companyId}`,
    f.fromDate ? sql`day >= ${f.fromDate}` : undefined,
    f.toDate ? sql`day <= ${f.toDate}` : undefined,
    f.branchId !== undefined ? sql`branch_id = ${f.branchId}` : undefined,
    f.currency ? sql`currency = ${f.currency}` : undefined,
  ].filter((c): c is SQL => c !== undefined);
  const result = (await db.execute(sql`
    select currency, coalesce(sum(received), 0)::text as amount, coalesce(sum(received_count), 0)::int as count
    from dashboard_daily where ${sql.join(conditions, sql` and `)}
    group by currency having sum(received_count) > 0 order by currency`)) as unknown as { rows: TotalRow[] };
  return result.rows;
}

/**
 * The totals summed from the ledger: the standing payments among the matching entries (the deals joined
 * only when a filter names them; `standing` once, also when the list's own filter says it). One pass
 * over the matching entries: a filter the summary rows do not carry (method, recorder) reads them all.
 */
async function totalsOfLedger(
  db: Executor,
  where: SQL,
  byDeal: boolean,
  reversed: boolean | undefined,
): Promise<TotalRow[]> {
  const base = db
    .select({
      currency: payments.currency,
      amount: sql<string>`coalesce(sum(${payments.amount}), 0)`,
      count: count(),
    })
    .from(payments)
    .$dynamic();
  const joined = byDeal ? base.innerJoin(paymentPlans, planOfPayment).innerJoin(deals, dealOfPlan) : base;
  const rows = await joined
    .where(and(where, eq(payments.entryKind, 'PAYMENT'), reversed === false ? undefined : standing))
    .groupBy(payments.currency)
    .orderBy(asc(payments.currency));
  return rows as TotalRow[];
}

/**
 * Money received among the filtered rows per currency: standing payments only (see paymentTotalSchema).
 * Summed from the summary rows when every filter is one they carry, else from the ledger.
 */
async function paymentTotals(
  db: Executor,
  companyId: number,
  f: Partial<PaymentFilters>,
  list: { where: SQL; byDeal: boolean },
): Promise<PaymentTotal[]> {
  const rows = standsNothing(f)
    ? []
    : summaryAnswers(f)
      ? await totalsOfSummary(db, companyId, f)
      : await totalsOfLedger(db, list.where, list.byDeal, f.reversed);
  return rows.map((r) => ({
    currency: r.currency,
    amount: toMajorString(Number(r.amount), r.currency),
    count: Number(r.count),
  }));
}

/** A page of the ledger, its total, its neighbours' cursors, and the money totals of the whole list. */
export async function paymentPage(
  db: Executor,
  companyId: number,
  filters: PaymentFilters,
  request: PageRequest,
): Promise<Page<Payment> & { totals: PaymentTotal[] }> {
  const list = await paymentList(db, companyId, filters);
  const page = await readPage(db, list, request);
  const totals = await paymentTotals(db, companyId, filters, list);
  return { ...page, rows: page.rows.map(toPayment), totals };
}

/** The ledger as its CSV export reads it (lib/export-rows.ts): the list's filters, in receipt order. */
export const paymentExportList = (db: Executor, companyId: number, f: Partial<PaymentFilters>) =>
  paymentList(db, companyId, { ...f, sortBy: 'receiptNumber', sortDirection: 'asc' });

function paymentByIdQuery(db: Executor) {
  const query = paymentRowsQuery(db).where(
    and(eq(payments.companyId, sql.placeholder('companyId')), eq(payments.id, sql.placeholder('id'))),
  );
  return prepareNamed(query, 'payment_by_id');
}

/**
 * Built once per database or transaction; a named statement, so each connection plans it once (its
 * subqueries took five times its execution to plan, on every payment's answer).
 */
const preparedPaymentById = new WeakMap<Executor, ReturnType<typeof paymentByIdQuery>>();

export async function paymentById(db: Executor, companyId: number, id: number): Promise<Payment | null> {
  const [row] = await keptIn(preparedPaymentById, db, () => paymentByIdQuery(db)).execute({ companyId, id });
  return row ? toPayment(row) : null;
}
