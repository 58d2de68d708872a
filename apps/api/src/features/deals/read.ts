import type {
  Deal,
  DealKind,
  DealListQuery,
  DealParty,
  Installment,
  InstallmentListQuery,
  InstallmentRow,
  Payment,
  PaymentListQuery,
  PaymentPlan,
} from '@cc/contracts';
import { amountInArabicWords, type Currency, isOverdue, toMajorString } from '@cc/domain';
import { and, asc, count, desc, eq, gte, inArray, like, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  branches,
  cars,
  companies,
  deals,
  installments,
  paymentPlans,
  payments,
  persons,
  users,
} from '../../db/schema';
import { likePattern } from '../../lib/arabic-search';

const seller = alias(persons, 'seller');
const buyer = alias(persons, 'buyer');
const guarantor = alias(persons, 'guarantor');

export interface CompanyInfo {
  id: number;
  name: string;
  phone: string | null;
  address: string | null;
  timeZone: string;
  roundingStepIqd: number;
  roundingStepUsd: number;
}

export async function companyInfo(db: Executor, companyId: number): Promise<CompanyInfo> {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      phone: companies.phone,
      address: companies.address,
      timeZone: companies.timeZone,
      roundingStepIqd: companies.roundingStepIqd,
      roundingStepUsd: companies.roundingStepUsd,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row!;
}

const party = <T extends typeof seller | typeof buyer | typeof guarantor>(t: T) => ({
  id: t.id,
  fullName: t.fullName,
  phone: t.phone,
  nationalId: t.nationalId,
  address: t.address,
});

const dealColumns = {
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
};

const money = (minor: number, currency: string) => toMajorString(minor, currency as Currency);

const DEAL_SORT: Record<string, AnyPgColumn> = {
  contractNumber: deals.contractNumber,
  contractDate: deals.contractDate,
  price: deals.price,
};

/** WHERE of a deal list: company and kind, then every given filter. */
function dealWhere(companyId: number, kind: DealKind, q: Partial<DealListQuery>, today: string): SQL {
  const pattern = likePattern(q.keyword);
  const number = q.keyword && /^\d+$/.test(q.keyword.trim()) ? Number(q.keyword.trim()) : null;
  return and(
    eq(deals.companyId, companyId),
    eq(deals.kind, kind),
    q.id !== undefined ? eq(deals.id, q.id) : undefined,
    q.carId !== undefined ? eq(deals.carId, q.carId) : undefined,
    q.personId !== undefined
      ? or(eq(deals.sellerId, q.personId), eq(deals.buyerId, q.personId), eq(deals.guarantorId, q.personId))
      : undefined,
    q.planStatus ? eq(paymentPlans.status, q.planStatus) : undefined,
    q.fromDate ? gte(deals.contractDate, q.fromDate) : undefined,
    q.toDate ? lte(deals.contractDate, q.toDate) : undefined,
    q.cancelled === true ? eq(deals.status, 'CANCELLED') : undefined,
    q.cancelled === false ? eq(deals.status, 'ACTIVE') : undefined,
    q.overdue === true
      ? and(
          eq(deals.status, 'ACTIVE'),
          sql`exists (select 1 from ${installments} i where i.company_id = ${paymentPlans.companyId} and i.plan_id = ${paymentPlans.id} and i.status <> 'PAID' and i.due_date < ${today})`,
        )
      : undefined,
    q.overdue === false
      ? sql`not exists (select 1 from ${installments} i where i.company_id = ${paymentPlans.companyId} and i.plan_id = ${paymentPlans.id} and i.status <> 'PAID' and i.due_date < ${today})`
      : undefined,
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

function dealQuery(db: Executor) {
  return db
    .select(dealColumns)
    .from(deals)
    .innerJoin(
      paymentPlans,
      and(eq(paymentPlans.companyId, deals.companyId), eq(paymentPlans.dealId, deals.id)),
    )
    .innerJoin(buyer, and(eq(buyer.companyId, deals.companyId), eq(buyer.id, deals.buyerId)))
    .leftJoin(seller, and(eq(seller.companyId, deals.companyId), eq(seller.id, deals.sellerId)))
    .leftJoin(guarantor, and(eq(guarantor.companyId, deals.companyId), eq(guarantor.id, deals.guarantorId)))
    .innerJoin(cars, and(eq(cars.companyId, deals.companyId), eq(cars.id, deals.carId)))
    .leftJoin(branches, and(eq(branches.companyId, deals.companyId), eq(branches.id, deals.branchId)))
    .$dynamic();
}

type DealJoinRow = Awaited<ReturnType<ReturnType<typeof dealQuery>['execute']>>[number];
type InstallmentDbRow = typeof installments.$inferSelect;

export function toInstallment(i: InstallmentDbRow, currency: string, today: string): Installment {
  return {
    id: i.id,
    sequence: i.sequence,
    dueDate: i.dueDate,
    amount: money(i.amount, currency),
    paidAmount: money(i.paidAmount, currency),
    remainingAmount: money(i.amount - i.paidAmount, currency),
    status: i.status,
    overdue: isOverdue(i, today),
  };
}

export function toPlan(
  plan: typeof paymentPlans.$inferSelect,
  insts: InstallmentDbRow[],
  today: string,
): PaymentPlan {
  const c = plan.currency;
  return {
    id: plan.id,
    dealId: plan.dealId,
    paymentType: plan.paymentType,
    currency: plan.currency,
    totalAmount: money(plan.totalAmount, c),
    downPayment: money(plan.downPayment, c),
    paidAmount: money(plan.paidAmount, c),
    remainingAmount: money(plan.remainingAmount, c),
    status: plan.status,
    installmentCount: plan.installmentCount,
    installmentAmount: money(plan.installmentAmount, c),
    firstDueDate: plan.firstDueDate,
    installments: insts.map((i) => toInstallment(i, c, today)),
  };
}

function toDeal(row: DealJoinRow, insts: InstallmentDbRow[], company: CompanyInfo, today: string): Deal {
  const d = row.deal;
  const companyParty: DealParty = {
    id: null,
    fullName: company.name,
    phone: company.phone,
    nationalId: null,
    address: company.address,
  };
  const plan = toPlan(row.plan, insts, today);
  const next = row.plan.status === 'ACTIVE' ? insts.find((i) => i.status !== 'PAID') : undefined;
  return {
    id: d.id,
    kind: d.kind,
    contractNumber: d.contractNumber,
    contractDate: d.contractDate,
    sellerType: d.sellerType,
    seller: d.sellerType === 'COMPANY' || !row.seller ? companyParty : (row.seller as DealParty),
    buyer: row.buyer as DealParty,
    guarantor: row.guarantor?.id ? (row.guarantor as DealParty) : null,
    car: { ...row.car, year: row.car.model },
    branch: row.branch ?? null,
    templateId: d.templateId,
    notes: d.notes,
    currency: d.currency,
    price: money(d.price, d.currency),
    priceInWords: amountInArabicWords(d.price, d.currency as Currency),
    status: d.status,
    cancelReason: d.cancelReason,
    company: { name: company.name, phone: company.phone, address: company.address },
    paymentPlan: plan,
    nextDueDate: next?.dueDate ?? null,
    createdAt: d.createdAt.toISOString(),
  };
}

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

export async function dealPage(
  db: Executor,
  company: CompanyInfo,
  kind: DealKind,
  q: DealListQuery,
  today: string,
): Promise<{ rows: Deal[]; total: number }> {
  const where = dealWhere(company.id, kind, q, today);
  const dir = q.sortDirection === 'desc' || !q.sortBy ? desc : asc;
  const column = DEAL_SORT[q.sortBy ?? 'contractNumber']!;
  const rows = await dealQuery(db)
    .where(where)
    .orderBy(dir(column), dir(deals.id))
    .limit(q.size)
    .offset(q.page * q.size);
  const [total] = await db
    .select({ n: count() })
    .from(deals)
    .innerJoin(
      paymentPlans,
      and(eq(paymentPlans.companyId, deals.companyId), eq(paymentPlans.dealId, deals.id)),
    )
    .innerJoin(buyer, and(eq(buyer.companyId, deals.companyId), eq(buyer.id, deals.buyerId)))
    .leftJoin(seller, and(eq(seller.companyId, deals.companyId), eq(seller.id, deals.sellerId)))
    .innerJoin(cars, and(eq(cars.companyId, deals.companyId), eq(cars.id, deals.carId)))
    .where(where);
  const insts = await installmentsOf(
    db,
    company.id,
    rows.map((r) => r.plan.id),
  );
  return {
    rows: rows.map((r) => toDeal(r, insts.get(r.plan.id) ?? [], company, today)),
    total: total?.n ?? 0,
  };
}

export async function dealById(
  db: Executor,
  company: CompanyInfo,
  id: number,
  today: string,
  kind?: DealKind,
): Promise<Deal | null> {
  const [row] = await dealQuery(db).where(
    and(eq(deals.companyId, company.id), eq(deals.id, id), kind ? eq(deals.kind, kind) : undefined),
  );
  if (!row) return null;
  const insts = await installmentsOf(db, company.id, [row.plan.id]);
  return toDeal(row, insts.get(row.plan.id) ?? [], company, today);
}

export async function planById(db: Executor, companyId: number, id: number, today: string) {
  const [plan] = await db
    .select()
    .from(paymentPlans)
    .where(and(eq(paymentPlans.companyId, companyId), eq(paymentPlans.id, id)));
  if (!plan) return null;
  const insts = await installmentsOf(db, companyId, [plan.id]);
  return toPlan(plan, insts.get(plan.id) ?? [], today);
}

const INSTALLMENT_SORT: Record<string, AnyPgColumn> = {
  dueDate: installments.dueDate,
  amount: installments.amount,
  contractNumber: deals.contractNumber,
};

/** GET /installments: instalments of non-cancelled plans with their deal, buyer and car. */
export async function installmentPage(
  db: Executor,
  companyId: number,
  q: InstallmentListQuery,
  today: string,
): Promise<{ rows: InstallmentRow[]; total: number }> {
  const pattern = likePattern(q.keyword);
  const number = q.keyword && /^\d+$/.test(q.keyword.trim()) ? Number(q.keyword.trim()) : null;
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
  const base = <T extends Record<string, unknown>>(fields: T) =>
    db
      .select(fields as never)
      .from(installments)
      .innerJoin(
        paymentPlans,
        and(eq(paymentPlans.companyId, installments.companyId), eq(paymentPlans.id, installments.planId)),
      )
      .innerJoin(deals, and(eq(deals.companyId, paymentPlans.companyId), eq(deals.id, paymentPlans.dealId)))
      .innerJoin(buyer, and(eq(buyer.companyId, deals.companyId), eq(buyer.id, deals.buyerId)))
      .innerJoin(cars, and(eq(cars.companyId, deals.companyId), eq(cars.id, deals.carId)))
      .where(where);
  const dir = q.sortDirection === 'desc' ? desc : asc;
  const column = INSTALLMENT_SORT[q.sortBy ?? 'dueDate']!;
  const rows = (await base({
    inst: installments,
    dealId: deals.id,
    dealKind: deals.kind,
    contractNumber: deals.contractNumber,
    currency: deals.currency,
    buyer: { id: buyer.id, fullName: buyer.fullName, phone: buyer.phone },
    car: { id: cars.id, name: cars.name, plateNumber: cars.plateNumber },
  })
    .orderBy(dir(column), dir(installments.id))
    .limit(q.size)
    .offset(q.page * q.size)) as unknown as {
    inst: InstallmentDbRow;
    dealId: number;
    dealKind: DealKind;
    contractNumber: number;
    currency: 'IQD' | 'USD';
    buyer: InstallmentRow['buyer'];
    car: InstallmentRow['car'];
  }[];
  const [total] = (await base({ n: count() })) as unknown as { n: number }[];
  return {
    rows: rows.map((r) => ({
      ...toInstallment(r.inst, r.currency, today),
      planId: r.inst.planId,
      dealId: r.dealId,
      dealKind: r.dealKind,
      contractNumber: r.contractNumber,
      currency: r.currency,
      buyer: r.buyer,
      car: r.car,
    })),
    total: total?.n ?? 0,
  };
}

/** The reversal entry of a payment, and the payment a reversal entry reverses. */
const reversalEntry = alias(payments, 'reversal_entry');
const reversedEntry = alias(payments, 'reversed_entry');
const recorder = alias(users, 'recorder');

const paymentColumns = {
  p: payments,
  dealId: deals.id,
  dealKind: deals.kind,
  contractNumber: deals.contractNumber,
  buyerName: buyer.fullName,
  recorder: { id: recorder.id, fullName: recorder.fullName },
  reversal: {
    id: reversalEntry.id,
    receiptNumber: reversalEntry.receiptNumber,
    reason: reversalEntry.reason,
    createdAt: reversalEntry.createdAt,
  },
  reversalOf: { id: reversedEntry.id, receiptNumber: reversedEntry.receiptNumber },
};

function paymentQuery(db: Executor) {
  return db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(
      paymentPlans,
      and(eq(paymentPlans.companyId, payments.companyId), eq(paymentPlans.id, payments.planId)),
    )
    .innerJoin(deals, and(eq(deals.companyId, paymentPlans.companyId), eq(deals.id, paymentPlans.dealId)))
    .innerJoin(buyer, and(eq(buyer.companyId, deals.companyId), eq(buyer.id, deals.buyerId)))
    .leftJoin(recorder, and(eq(recorder.companyId, payments.companyId), eq(recorder.id, payments.recordedBy)))
    .leftJoin(
      reversalEntry,
      and(eq(reversalEntry.companyId, payments.companyId), eq(reversalEntry.reversalOfId, payments.id)),
    )
    .leftJoin(
      reversedEntry,
      and(eq(reversedEntry.companyId, payments.companyId), eq(reversedEntry.id, payments.reversalOfId)),
    )
    .$dynamic();
}

type PaymentJoinRow = Awaited<ReturnType<ReturnType<typeof paymentQuery>['execute']>>[number];

function toPayment(r: PaymentJoinRow): Payment {
  const p = r.p;
  const isReversal = p.reversalOfId !== null;
  const reversal = r.reversal?.id ? r.reversal : null;
  return {
    id: p.id,
    kind: isReversal ? 'REVERSAL' : 'PAYMENT',
    receiptNumber: p.receiptNumber,
    planId: p.planId,
    dealId: r.dealId,
    dealKind: r.dealKind,
    contractNumber: r.contractNumber,
    buyerName: r.buyerName,
    amount: money(p.amount, p.currency),
    currency: p.currency,
    amountInWords: amountInArabicWords(p.amount, p.currency as Currency),
    method: p.method,
    paidAt: p.paidAt,
    note: p.note,
    isDownPayment: p.isDownPayment,
    remainingAfter: money(p.remainingAfter, p.currency),
    reversed: reversal !== null,
    reversalOf:
      isReversal && r.reversalOf?.id
        ? { id: r.reversalOf.id, receiptNumber: r.reversalOf.receiptNumber }
        : null,
    reversal: reversal ? { id: reversal.id, receiptNumber: reversal.receiptNumber } : null,
    reversedAt: isReversal ? p.createdAt.toISOString() : (reversal?.createdAt.toISOString() ?? null),
    reverseReason: isReversal ? p.reason : (reversal?.reason ?? null),
    recordedBy: r.recorder?.id ? r.recorder : null,
    createdAt: p.createdAt.toISOString(),
  };
}

const PAYMENT_SORT: Record<string, AnyPgColumn> = {
  receiptNumber: payments.receiptNumber,
  paidAt: payments.paidAt,
  amount: payments.amount,
};

export async function paymentPage(db: Executor, companyId: number, q: PaymentListQuery) {
  const pattern = likePattern(q.keyword);
  const where = and(
    eq(payments.companyId, companyId),
    q.planId ? eq(payments.planId, q.planId) : undefined,
    q.dealId ? eq(deals.id, q.dealId) : undefined,
    q.personId !== undefined
      ? or(eq(deals.sellerId, q.personId), eq(deals.buyerId, q.personId), eq(deals.guarantorId, q.personId))
      : undefined,
    q.fromDate ? gte(payments.paidAt, q.fromDate) : undefined,
    q.toDate ? lte(payments.paidAt, q.toDate) : undefined,
    pattern ? like(buyer.searchText, pattern) : undefined,
  );
  const dir = q.sortDirection === 'desc' || !q.sortBy ? desc : asc;
  const column = PAYMENT_SORT[q.sortBy ?? 'receiptNumber']!;
  const rows = await paymentQuery(db)
    .where(where)
    .orderBy(dir(column), dir(payments.id))
    .limit(q.size)
    .offset(q.page * q.size);
  const [total] = await db
    .select({ n: count() })
    .from(payments)
    .innerJoin(
      paymentPlans,
      and(eq(paymentPlans.companyId, payments.companyId), eq(paymentPlans.id, payments.planId)),
    )
    .innerJoin(deals, and(eq(deals.companyId, paymentPlans.companyId), eq(deals.id, paymentPlans.dealId)))
    .innerJoin(buyer, and(eq(buyer.companyId, deals.companyId), eq(buyer.id, deals.buyerId)))
    .where(where);
  return { rows: rows.map(toPayment), total: total?.n ?? 0 };
}

export async function paymentById(db: Executor, companyId: number, id: number): Promise<Payment | null> {
  const [row] = await paymentQuery(db).where(and(eq(payments.companyId, companyId), eq(payments.id, id)));
  return row ? toPayment(row) : null;
}

/** The ids of the company's persons among the given ones (scope check of a deal's parties). */
export async function existingPersons(db: Executor, companyId: number, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.companyId, companyId), inArray(persons.id, ids)));
  return new Set(rows.map((r) => r.id));
}
