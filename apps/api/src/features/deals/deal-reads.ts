import type { Deal, DealKind, DealListQuery, DealSortKey, PaymentPlan } from '@cc/contracts';
import { and, asc, eq, gte, inArray, lte, not, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { branches, cars, deals, installments, paymentPlans, persons } from '../../db/schema';
import {
  type ListSort,
  type ListSpec,
  type Page,
  type PageRequest,
  readPage,
  withinRange,
} from '../../lib/paging';
import { type DealJoinRow, type DealPageRow, toDeal, toPlan } from './dto';
import { type DealsFound, dealsFound, namesPerson, oneOf, planOfDeal } from './joins';
import type { CompanyInfo, InstallmentDbRow } from './repository';

// The reads of contracts and authorizations: the deal lists (GET /contracts, /authorizations), a deal, a plan.

/** A party of a deal (a person by key) as one JSON value, from a subquery of its own. */
const partyOf = (key: AnyPgColumn) =>
  sql`(select json_build_object('id', p.id, 'fullName', p.full_name, 'phone', p.phone, 'nationalId', p.national_id, 'address', p.address) from ${persons} p where p.company_id = ${deals.companyId} and p.id = ${key})`;

/**
 * The plan's instalments in due order, as the rows {@link installmentsOf} reads (the same keys; a date
 * in JSON is its ISO text, as drizzle's string mode reads it; amounts are integers of minor units).
 */
const planInstallments = sql<
  InstallmentDbRow[]
>`(select coalesce(json_agg(json_build_object('id', i.id, 'companyId', i.company_id, 'planId', i.plan_id, 'sequence', i.sequence, 'dueDate', i.due_date, 'amount', i.amount, 'paidAmount', i.paid_amount, 'status', i.status, 'planCancelled', i.plan_cancelled, 'contractNumber', i.contract_number) order by i.due_date, i.sequence), '[]'::json) from ${installments} i where i.company_id = ${paymentPlans.companyId} and i.plan_id = ${paymentPlans.id})`;

/**
 * The rows of a deal list's page and of a deal's page: the deals and their plans joined, each lookup
 * (parties, car, branch, the plan's instalments) a subquery by key in the select list. PostgreSQL plans a
 * two-table join and six one-table lookups, where a seven-table join made it weigh every join order on
 * every request (planning took many times the execution), and the instalments come in the same
 * statement. Every deal has its plan, buyer and car (foreign keys, not null, written in one
 * transaction). deal-rows.test.ts checks these rows against the seven-table join.
 */
export function dealRowsQuery(db: Executor) {
  return db
    .select({
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
      installments: planInstallments,
    })
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

/** Each sort key's column (each has its (company, kind, column) index: migration 0018). */
const DEAL_SORT: Record<DealSortKey, AnyPgColumn> = {
  contractNumber: deals.contractNumber,
  contractDate: deals.contractDate,
  price: deals.price,
};

/** A deal list's filters (every query param but the page, its size and the cursors). */
export type DealFilters = Omit<DealListQuery, 'page' | 'size' | 'after' | 'before'>;

/** The requested sort; the newest number first when none. */
function dealSortOf(f: DealFilters): ListSort {
  const key: DealSortKey = f.sortBy ?? 'contractNumber';
  const direction = f.sortDirection === 'desc' || !f.sortBy ? 'desc' : 'asc';
  return { key, column: DEAL_SORT[key], direction };
}

/** Whether a filter names the deal's plan (its status, or its overdue instalments). */
const filtersByPlan = (f: DealFilters) => f.planStatus !== undefined || f.overdue !== undefined;

/** WHERE of a deal list: company and kind, then every given filter (the deals and their plans only). */
function dealWhere(
  companyId: number,
  kind: DealKind,
  f: DealFilters,
  today: string,
  found: DealsFound | null,
): SQL {
  return and(
    eq(deals.companyId, companyId),
    eq(deals.kind, kind),
    f.id !== undefined ? eq(deals.id, f.id) : undefined,
    f.carId !== undefined ? eq(deals.carId, f.carId) : undefined,
    f.personId !== undefined ? namesPerson(f.personId) : undefined,
    f.planStatus ? eq(paymentPlans.status, f.planStatus) : undefined,
    f.fromDate ? gte(deals.contractDate, f.fromDate) : undefined,
    f.toDate ? lte(deals.contractDate, f.toDate) : undefined,
    f.cancelled === true ? eq(deals.status, 'CANCELLED') : undefined,
    f.cancelled === false ? eq(deals.status, 'ACTIVE') : undefined,
    f.overdue === true ? hasOverdue(today) : undefined,
    f.overdue === false ? not(hasOverdue(today)) : undefined,
    found ? ('few' in found ? oneOf(deals.id, found.few) : found.many(deals)) : undefined,
  )!;
}

/**
 * A deal list as lib/paging.ts reads it: the company's deals of a kind, filtered, in the asked order. The
 * rows are {@link dealRowsQuery}'s; the matching ids come from the deals alone, joined to their plans
 * only when a filter names the plan (every deal has one).
 */
export async function dealList(
  db: Executor,
  companyId: number,
  kind: DealKind,
  filters: DealFilters,
  today: string,
): Promise<ListSpec<DealPageRow>> {
  const found = await dealsFound(db, companyId, filters.keyword, { seller: true, car: true });
  const where = dealWhere(companyId, kind, filters, today, found);
  const sort = dealSortOf(filters);
  const key = sort.key as DealSortKey;
  return {
    id: deals.id,
    sort,
    rows: (range) => withinRange(dealRowsQuery(db).$dynamic(), where, range),
    matching: () => {
      const ids = db.select({ id: deals.id }).from(deals).$dynamic();
      return (filtersByPlan(filters) ? ids.innerJoin(paymentPlans, planOfDeal) : ids).where(where);
    },
    keyOf: (row) => ({ value: row.deal[key], id: row.deal.id }),
  };
}

/** A page of a deal list, its total and its neighbours' cursors. */
export async function dealPage(
  db: Executor,
  company: CompanyInfo,
  kind: DealKind,
  filters: DealFilters,
  request: PageRequest,
  today: string,
): Promise<Page<Deal>> {
  const page = await readPage(db, await dealList(db, company.id, kind, filters, today), request);
  return { ...page, rows: page.rows.map((r) => toDeal(r, r.installments, company, today)) };
}

export async function dealById(
  db: Executor,
  company: CompanyInfo,
  id: number,
  today: string,
  kind?: DealKind,
): Promise<Deal | null> {
  const [row] = await dealRowsQuery(db).where(
    and(eq(deals.companyId, company.id), eq(deals.id, id), kind ? eq(deals.kind, kind) : undefined),
  );
  if (!row) return null;
  return toDeal(row, row.installments, company, today);
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
