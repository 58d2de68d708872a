import type { InstalmentRemainder, ScheduledInstallment } from '@cc/domain';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { prepareNamed } from '../../db/named-statements';
import {
  cars,
  companies,
  dealCounters,
  deals,
  idempotencyKeys,
  installments,
  paymentPlans,
  payments,
  persons,
  templates,
} from '../../db/schema';
import { companyIdsIn } from '../../lib/company-rows';
import { keptIn } from '../../lib/kept-in';
import { rawRows } from '../../lib/raw-rows';

// The writes of deals, plans, instalments and payments, and the look-ups their rules need. Every query
// names the company: ids of another company are not found. Reads for answers are in deal-reads.ts,
// installment-reads.ts and payment-reads.ts.

export type DealRow = typeof deals.$inferSelect;
export type PlanRow = typeof paymentPlans.$inferSelect;
export type InstallmentDbRow = typeof installments.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
type CarStatus = (typeof cars.$inferSelect)['status'];

export interface CompanyInfo {
  id: number;
  name: string;
  phone: string | null;
  address: string | null;
  timeZone: string;
  roundingStepIqd: number;
  roundingStepUsd: number;
  instalmentRemainder: InstalmentRemainder;
}

function companyInfoQuery(db: Executor) {
  const query = db
    .select({
      id: companies.id,
      name: companies.name,
      phone: companies.phone,
      address: companies.address,
      timeZone: companies.timeZone,
      roundingStepIqd: companies.roundingStepIqd,
      roundingStepUsd: companies.roundingStepUsd,
      instalmentRemainder: companies.instalmentRemainder,
    })
    .from(companies)
    .where(eq(companies.id, sql.placeholder('companyId')));
  return prepareNamed(query, 'company_info');
}

/** Built once per database (or transaction); on PostgreSQL a named statement, parsed once per connection. */
const preparedCompanyInfo = new WeakMap<Executor, ReturnType<typeof companyInfoQuery>>();

/** The company's name, contact, time zone and rounding, read on every call (never kept). */
export async function companyInfo(db: Executor, companyId: number): Promise<CompanyInfo> {
  const [row] = await keptIn(preparedCompanyInfo, db, () => companyInfoQuery(db)).execute({ companyId });
  return row!;
}

export type CounterKind = 'CONTRACT' | 'AUTHORIZATION' | 'RECEIPT' | 'CLEARANCE';

/**
 * The next number of a company's series, taken inside the caller's transaction. The upsert locks the
 * counter row until commit, so concurrent writers queue; a rollback gives the number back unused.
 */
export async function nextNumber(tx: Executor, companyId: number, kind: CounterKind): Promise<number> {
  const [row] = await tx
    .insert(dealCounters)
    .values({ companyId, kind, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [dealCounters.companyId, dealCounters.kind],
      set: { lastNumber: sql`${dealCounters.lastNumber} + 1` },
    })
    .returning({ n: dealCounters.lastNumber });
  return row!.n;
}

/** The ids of the company's persons among the given ones (scope check of a deal's parties). */
export const existingPersons = (db: Executor, companyId: number, ids: number[]) =>
  companyIdsIn(db, persons, companyId, ids);

export { branchStatus } from '../../lib/company-rows';

/** A system template or the company's own (the foreign key cannot check the company). */
export async function templateUsable(tx: Executor, companyId: number, templateId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: templates.id })
    .from(templates)
    .where(
      and(eq(templates.id, templateId), or(isNull(templates.companyId), eq(templates.companyId, companyId))),
    );
  return row !== undefined;
}

const carWhere = (companyId: number, carId: number) => and(eq(cars.companyId, companyId), eq(cars.id, carId));

/** Takes a Pending car for a deal by a guarded update: false when it is not the company's or not Pending. */
export async function takePendingCar(
  tx: Executor,
  companyId: number,
  carId: number,
  status: CarStatus,
): Promise<boolean> {
  const taken = await tx
    .update(cars)
    .set({ status, updatedAt: new Date() })
    .where(and(carWhere(companyId, carId), eq(cars.status, 'Pending')))
    .returning({ id: cars.id });
  return taken.length === 1;
}

export async function carExists(tx: Executor, companyId: number, carId: number): Promise<boolean> {
  const [row] = await tx.select({ id: cars.id }).from(cars).where(carWhere(companyId, carId));
  return row !== undefined;
}

export async function setCarStatus(tx: Executor, companyId: number, carId: number, status: CarStatus) {
  await tx.update(cars).set({ status, updatedAt: new Date() }).where(carWhere(companyId, carId));
}

/** The car of a company's deal to `status`, in one statement (the plan's replay, when it moves to or from PAID). */
export async function setCarStatusOfDeal(tx: Executor, companyId: number, dealId: number, status: CarStatus) {
  const carOfTheDeal = tx
    .select({ carId: deals.carId })
    .from(deals)
    .where(and(eq(deals.companyId, companyId), eq(deals.id, dealId)));
  await tx
    .update(cars)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(cars.companyId, companyId), eq(cars.id, sql`(${carOfTheDeal})`)));
}

export async function insertDeal(tx: Executor, values: typeof deals.$inferInsert): Promise<number> {
  const [row] = await tx.insert(deals).values(values).returning({ id: deals.id });
  return row!.id;
}

/** The deal of the given kind, locked for a write; null when not the company's. */
export async function lockDeal(tx: Executor, companyId: number, id: number, kind: DealRow['kind']) {
  const [row] = await tx
    .select()
    .from(deals)
    .where(and(eq(deals.companyId, companyId), eq(deals.id, id), eq(deals.kind, kind)))
    .for('update');
  return row ?? null;
}

/** The deal of either kind, locked for a write; null when not the company's. */
export async function lockDealById(tx: Executor, companyId: number, id: number) {
  const [row] = await tx
    .select()
    .from(deals)
    .where(and(eq(deals.companyId, companyId), eq(deals.id, id)))
    .for('update');
  return row ?? null;
}

/** Marks the deal's car repossessed (the day, why, what became of what remained, who), or clears it (an undo). */
export async function setRepossession(
  tx: Executor,
  companyId: number,
  id: number,
  repossession: { date: string; reason: string; outcome: 'WRITE_OFF' | 'KEEP_DEBT'; by: number } | null,
) {
  await tx
    .update(deals)
    .set({
      repossessedAt: repossession?.date ?? null,
      repossessionReason: repossession?.reason ?? null,
      repossessionOutcome: repossession?.outcome ?? null,
      repossessedBy: repossession?.by ?? null,
    })
    .where(and(eq(deals.companyId, companyId), eq(deals.id, id)));
}

/** Cancelling keeps the row (nothing of a deal is ever deleted). */
export async function markDealCancelled(tx: Executor, companyId: number, id: number, reason: string) {
  await tx
    .update(deals)
    .set({ status: 'CANCELLED', cancelReason: reason, cancelledAt: new Date() })
    .where(and(eq(deals.companyId, companyId), eq(deals.id, id)));
}

export async function insertPlan(tx: Executor, values: typeof paymentPlans.$inferInsert): Promise<PlanRow> {
  const [row] = await tx.insert(paymentPlans).values(values).returning();
  return row!;
}

/**
 * How long a write waits for a plan's row lock (and, after it, for any other lock of its transaction:
 * the company's receipt counter) before it gives up with 409 PLAN_BUSY (SQLSTATE 55P03, plugins/errors.ts):
 * a payment queued behind a busy plan gives its pooled connection back instead of holding it while it
 * waits (docs/architecture.md#fair-load). A write of a plan takes tens of milliseconds.
 */
export const PLAN_LOCK_TIMEOUT = '2s';

/** How a plan is locked: `wait: true` waits as long as it takes (the hourly job, which no client waits for). */
export interface PlanLockOptions {
  wait?: boolean;
}

async function lockPlanWhere(
  tx: Executor,
  where: SQL | undefined,
  { wait = false }: PlanLockOptions = {},
): Promise<PlanRow | null> {
  // SET LOCAL: until the end of this transaction only; the pooled connection keeps no setting.
  if (!wait) await tx.execute(sql.raw(`set local lock_timeout = '${PLAN_LOCK_TIMEOUT}'`));
  const [row] = await tx.select().from(paymentPlans).where(where).for('update');
  return row ?? null;
}

/** A company's plan, read without a lock; null when not the company's. */
export async function findPlan(tx: Executor, companyId: number, planId: number): Promise<PlanRow | null> {
  const [row] = await tx
    .select()
    .from(paymentPlans)
    .where(and(eq(paymentPlans.companyId, companyId), eq(paymentPlans.id, planId)));
  return row ?? null;
}

/**
 * The plan locked for a write (every write on a plan takes this first), waiting at most
 * {@link PLAN_LOCK_TIMEOUT}; null when not the company's.
 */
export function lockPlan(tx: Executor, companyId: number, planId: number, options?: PlanLockOptions) {
  return lockPlanWhere(tx, and(eq(paymentPlans.companyId, companyId), eq(paymentPlans.id, planId)), options);
}

/** The contract date of a company's deal (a payment may not be dated before it). */
export async function contractDateOf(
  tx: Executor,
  companyId: number,
  dealId: number,
): Promise<string | null> {
  const [row] = await tx
    .select({ contractDate: deals.contractDate })
    .from(deals)
    .where(and(eq(deals.companyId, companyId), eq(deals.id, dealId)));
  return row?.contractDate ?? null;
}

/** The deal's plan, locked likewise. */
export function lockPlanOfDeal(tx: Executor, companyId: number, dealId: number) {
  return lockPlanWhere(tx, and(eq(paymentPlans.companyId, companyId), eq(paymentPlans.dealId, dealId)));
}

type PlanChange = Partial<
  Pick<
    PlanRow,
    | 'status'
    | 'paidAmount'
    | 'discountAmount'
    | 'writtenOffAmount'
    | 'refundedAmount'
    | 'chargeAmount'
    | 'remainingAmount'
    | 'installmentCount'
    | 'installmentAmount'
    | 'firstDueDate'
  >
>;

export async function updatePlan(tx: Executor, companyId: number, planId: number, change: PlanChange) {
  await tx
    .update(paymentPlans)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(paymentPlans.companyId, companyId), eq(paymentPlans.id, planId)));
}

/**
 * The lines of a plan just cancelled or repossessed carry it (GET /installments leaves them out by their
 * index); an undone repossession gives them back (`closed` false).
 */
export async function markInstallmentsCancelled(
  tx: Executor,
  companyId: number,
  planId: number,
  closed = true,
) {
  await tx
    .update(installments)
    .set({ planCancelled: closed })
    .where(and(eq(installments.companyId, companyId), eq(installments.planId, planId)));
}

export async function insertInstallments(
  tx: Executor,
  companyId: number,
  planId: number,
  schedule: readonly ScheduledInstallment[],
) {
  if (schedule.length === 0) return;
  await tx.insert(installments).values(
    schedule.map((s) => ({
      companyId,
      planId,
      sequence: s.sequence,
      dueDate: s.dueDate,
      amount: s.amount,
      contractNumber: sql<number>`(select d.contract_number from ${paymentPlans} p join ${deals} d on d.company_id = p.company_id and d.id = p.deal_id where p.company_id = ${companyId} and p.id = ${planId})`,
    })),
  );
}

export function installmentsOfPlan(tx: Executor, companyId: number, planId: number) {
  return tx
    .select()
    .from(installments)
    .where(and(eq(installments.companyId, companyId), eq(installments.planId, planId)));
}

/** Only unpaid instalments are ever deleted (a reschedule replaces them). */
export async function deleteInstallments(tx: Executor, companyId: number, ids: number[]) {
  await tx
    .delete(installments)
    .where(and(eq(installments.companyId, companyId), inArray(installments.id, ids)));
}

/**
 * Each given instalment's paid amount and status, in one statement whatever their number: one round trip,
 * and one run of the dashboard's statement trigger (migration 0015) instead of one per line. Not in the
 * plan's UPDATE as its WITH: the trigger reads the plan's status, which must still be the one before
 * (written after the lines, a plan that became PAID takes its unpaid lines out of the dues itself).
 */
export async function setInstallmentsPaid(
  tx: Executor,
  companyId: number,
  lines: readonly Pick<InstallmentDbRow, 'id' | 'paidAmount' | 'status'>[],
) {
  if (lines.length === 0) return;
  const values = sql.join(
    lines.map((l) => sql`(${l.id}::int, ${l.paidAmount}::bigint, ${l.status}::text)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${installments} as i set paid_amount = v.paid_amount, status = v.status
    from (values ${values}) as v (id, paid_amount, status)
    where i.company_id = ${companyId} and i.id = v.id`);
}

function storedLedgerQuery(tx: Executor) {
  const query = tx
    .select({
      plan: {
        status: paymentPlans.status,
        totalAmount: paymentPlans.totalAmount,
        chargeAmount: paymentPlans.chargeAmount,
        paidAmount: paymentPlans.paidAmount,
        discountAmount: paymentPlans.discountAmount,
        writtenOffAmount: paymentPlans.writtenOffAmount,
        refundedAmount: paymentPlans.refundedAmount,
        remainingAmount: paymentPlans.remainingAmount,
      },
      line: {
        id: installments.id,
        sequence: installments.sequence,
        dueDate: installments.dueDate,
        amount: installments.amount,
        paidAmount: installments.paidAmount,
        status: installments.status,
      },
    })
    .from(paymentPlans)
    .leftJoin(
      installments,
      and(eq(installments.companyId, paymentPlans.companyId), eq(installments.planId, paymentPlans.id)),
    )
    .where(
      and(
        eq(paymentPlans.companyId, sql.placeholder('companyId')),
        eq(paymentPlans.id, sql.placeholder('planId')),
      ),
    );
  return prepareNamed(query, 'stored_ledger');
}

/** Built once per transaction; a named statement, planned once per connection (every payment reads it). */
const preparedStoredLedger = new WeakMap<Executor, ReturnType<typeof storedLedgerQuery>>();

/**
 * What a LOCKED plan stores of its ledger, read afresh in the caller's transaction (an earlier write of
 * the same transaction included): its totals and status, and its schedule's lines with what is paid of
 * each, in one statement.
 */
export async function storedLedgerOf(tx: Executor, companyId: number, planId: number) {
  const rows = await keptIn(preparedStoredLedger, tx, () => storedLedgerQuery(tx)).execute({
    companyId,
    planId,
  });
  const [first] = rows;
  if (!first) return null;
  const { status, ...totals } = first.plan;
  return { status, totals, lines: rows.flatMap((r) => (r.line ? [r.line] : [])) };
}

/** A ledger entry that still stands: not a reversal itself, and not reversed by another entry. */
const standingEntry = () =>
  and(
    isNull(payments.reversalOfId),
    sql`not exists (select 1 from ${payments} r where r.reversal_of_id = ${payments.id})`,
  );

/** Non-reversed entries of a plan, in the order recorded (a reversal entry itself never counts). */
export function activePaymentsOf(tx: Executor, companyId: number, planId: number) {
  return tx
    .select({ id: payments.id, amount: payments.amount, entryKind: payments.entryKind })
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.planId, planId), standingEntry()))
    .orderBy(asc(payments.id));
}

/** Plans of a company by id (the ledger list's page: its entries' plans, read at once). */
export function plansByIds(tx: Executor, companyId: number, planIds: number[]) {
  return tx
    .select()
    .from(paymentPlans)
    .where(and(eq(paymentPlans.companyId, companyId), inArray(paymentPlans.id, planIds)));
}

/** {@link installmentsOfPlan} for several plans in one query. */
export function installmentsOfPlans(tx: Executor, companyId: number, planIds: number[]) {
  return tx
    .select()
    .from(installments)
    .where(and(eq(installments.companyId, companyId), inArray(installments.planId, planIds)));
}

/** {@link activePaymentsOf} for several plans in one query, with each entry's plan. */
export function activePaymentsOfPlans(tx: Executor, companyId: number, planIds: number[]) {
  return tx
    .select({
      id: payments.id,
      amount: payments.amount,
      entryKind: payments.entryKind,
      planId: payments.planId,
    })
    .from(payments)
    .where(and(eq(payments.companyId, companyId), inArray(payments.planId, planIds), standingEntry()))
    .orderBy(asc(payments.id));
}

/**
 * Appends a ledger entry (payments are never updated or deleted) under the company's next receipt number,
 * taken in the same statement ({@link nextNumber}'s upsert as its WITH): the counter's row stays locked
 * from there to the commit, and every entry of the company queues on it, so it is taken as late as it can
 * be and with no round trip more.
 */
export async function insertPayment(
  tx: Executor,
  values: Omit<NewPaymentRow, 'receiptNumber'>,
): Promise<{ id: number; receiptNumber: number }> {
  const receipt = tx.$with('receipt', { lastNumber: sql<number>`last_number` }).as(sql`
    insert into ${dealCounters} (company_id, kind, last_number) values (${values.companyId}, 'RECEIPT', 1)
    on conflict (company_id, kind) do update set last_number = ${dealCounters}.last_number + 1
    returning last_number`);
  const [row] = await tx
    .with(receipt)
    .insert(payments)
    .values({ ...values, receiptNumber: sql`(select last_number from receipt)` })
    .returning({ id: payments.id, receiptNumber: payments.receiptNumber });
  return row!;
}

export async function findPayment(tx: Executor, companyId: number, id: number): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.id, id)));
  return row ?? null;
}

export async function hasReversal(tx: Executor, companyId: number, paymentId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.reversalOfId, paymentId)));
  return row !== undefined;
}

export async function findStoredAnswer(tx: Executor, companyId: number, userId: number, key: string) {
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.companyId, companyId),
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
      ),
    );
  return row ?? null;
}

/**
 * Stores the answer of a recorded payment under its Idempotency-Key. The table keeps the HTTP status of
 * the answer it stores: only a recorded payment's is stored, and that is always 201 Created.
 */
export async function storeAnswer(
  tx: Executor,
  values: { companyId: number; userId: number; key: string; requestHash: string; response: unknown },
) {
  await tx.insert(idempotencyKeys).values({ ...values, statusCode: 201 });
}

/**
 * Deletes the stored answers written before `before` (the hourly job, idempotency.ts): one statement, safe
 * in several processes at once. Answers how many went.
 */
export async function deleteStoredAnswersBefore(db: Executor, before: Date): Promise<number> {
  const [row] = await rawRows<{ n: number }>(
    db,
    sql`with gone as (delete from ${idempotencyKeys} where ${idempotencyKeys.createdAt} < ${before.toISOString()}::timestamptz returning 1)
      select count(*)::int as n from gone`,
  );
  return Number(row?.n ?? 0);
}
