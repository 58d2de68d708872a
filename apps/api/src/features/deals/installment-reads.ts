import type { InstallmentListQuery, InstallmentRow } from '@cc/contracts';
import { and, eq, gte, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { cars, deals, installments, paymentPlans, persons } from '../../db/schema';
import {
  type ListSort,
  type ListSpec,
  type Page,
  type PageRequest,
  readPage,
  withinRange,
} from '../../lib/paging';
import { type InstallmentJoinRow, toInstallmentRow } from './dto';
import { type DealsFound, dealOfPlan, dealsFound, oneOf, planOfInstallment } from './joins';

// The reads of GET /installments: instalments of plans not cancelled, with their deal, buyer and car.

/**
 * The rows of the list: each instalment with its plan's deal (joined: the filters and a sort name them),
 * its buyer and car as subqueries by key (fewer join orders for PostgreSQL to weigh on every request).
 */
function installmentRowsQuery(db: Executor) {
  return db
    .select({
      inst: installments,
      dealId: deals.id,
      dealKind: deals.kind,
      contractNumber: deals.contractNumber,
      currency: deals.currency,
      lateFees: sql<number>`least(${paymentPlans.chargeAmount}, ${paymentPlans.remainingAmount})`.mapWith(
        Number,
      ),
      buyer: sql<
        InstallmentJoinRow['buyer']
      >`(select json_build_object('id', b.id, 'fullName', b.full_name, 'phone', b.phone) from ${persons} b where b.company_id = ${deals.companyId} and b.id = ${deals.buyerId})`,
      car: sql<
        InstallmentJoinRow['car']
      >`(select json_build_object('id', c.id, 'name', c.name, 'plateNumber', c.plate_number) from ${cars} c where c.company_id = ${deals.companyId} and c.id = ${deals.carId})`,
    })
    .from(installments)
    .innerJoin(paymentPlans, planOfInstallment)
    .innerJoin(deals, dealOfPlan)
    .$dynamic();
}

type InstallmentSortKey = NonNullable<InstallmentListQuery['sortBy']>;

/**
 * Each sort key's column, each with its (company, column, id, status, plan cancelled) index: the deal's
 * number is the line's copy of it (migration 0028).
 */
const INSTALLMENT_SORT: Record<InstallmentSortKey, AnyPgColumn> = {
  dueDate: installments.dueDate,
  amount: installments.amount,
  contractNumber: installments.contractNumber,
};

/** The list's filters (every query param but the page, its size and the cursors). */
export type InstallmentFilters = Omit<InstallmentListQuery, 'page' | 'size' | 'after' | 'before'>;

/** The requested sort; the earliest due first when none. */
function installmentSortOf(f: InstallmentFilters): ListSort {
  const key: InstallmentSortKey = f.sortBy ?? 'dueDate';
  return { key, column: INSTALLMENT_SORT[key], direction: f.sortDirection === 'desc' ? 'desc' : 'asc' };
}

/**
 * WHERE of the list: the company's instalments of plans not cancelled (the line's own flag, which the
 * sort indexes hold), then every given filter.
 */
function installmentWhere(
  companyId: number,
  f: InstallmentFilters,
  today: string,
  found: DealsFound | null,
): SQL {
  return and(
    eq(installments.companyId, companyId),
    eq(installments.planCancelled, false),
    f.status ? eq(installments.status, f.status) : undefined,
    f.overdue === true
      ? and(ne(installments.status, 'PAID'), sql`${installments.dueDate} < ${today}`)
      : undefined,
    f.overdue === false
      ? or(eq(installments.status, 'PAID'), sql`${installments.dueDate} >= ${today}`)
      : undefined,
    f.fromDate ? gte(installments.dueDate, f.fromDate) : undefined,
    f.toDate ? lte(installments.dueDate, f.toDate) : undefined,
    f.dealId ? eq(paymentPlans.dealId, f.dealId) : undefined,
    found ? ('few' in found ? oneOf(paymentPlans.dealId, found.few) : found.many(deals)) : undefined,
  )!;
}

/**
 * GET /installments as lib/paging.ts reads it. The matching ids come from the instalments alone (a deep
 * page skips over the sort's index, which holds the status and the plan's cancellation), their plans
 * joined when a filter names the deal (its id, the keyword's few deals by the plan's deal id), and the
 * deals too when the keyword finds many deals.
 */
export async function installmentList(
  db: Executor,
  companyId: number,
  filters: InstallmentFilters,
  today: string,
): Promise<ListSpec<InstallmentJoinRow>> {
  const found = await dealsFound(db, companyId, filters.keyword, { seller: false, car: true });
  const where = installmentWhere(companyId, filters, today, found);
  const sort = installmentSortOf(filters);
  const dealsJoined = found !== null && 'many' in found;
  const plansJoined = dealsJoined || filters.dealId !== undefined || found !== null;
  return {
    id: installments.id,
    sort,
    rows: (range) => withinRange(installmentRowsQuery(db).$dynamic(), where, range),
    matching: () => {
      const ids = db.select({ id: installments.id }).from(installments).$dynamic();
      if (!plansJoined) return ids.where(where);
      const withPlans = ids.innerJoin(paymentPlans, planOfInstallment);
      return (dealsJoined ? withPlans.innerJoin(deals, dealOfPlan) : withPlans).where(where);
    },
    keyOf: (row) => ({ value: row.inst[sort.key as InstallmentSortKey], id: row.inst.id }),
  };
}

/** A page of GET /installments, its total and its neighbours' cursors. */
export async function installmentPage(
  db: Executor,
  companyId: number,
  filters: InstallmentFilters,
  request: PageRequest,
  today: string,
): Promise<Page<InstallmentRow>> {
  const page = await readPage(db, await installmentList(db, companyId, filters, today), request);
  return { ...page, rows: page.rows.map((r) => toInstallmentRow(r, today)) };
}
