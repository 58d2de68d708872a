import type { Currency } from '@cc/domain';
import { allocatePayments, formatMoney, planStatus } from '@cc/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cars, dealCounters, deals, installments, paymentPlans, payments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { overpaymentMessage } from '../../messages';

export type CounterKind = 'CONTRACT' | 'AUTHORIZATION' | 'RECEIPT';

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

export type PlanRow = typeof paymentPlans.$inferSelect;

/** The plan locked for a write (every write on a plan takes this first); null when not the company's. */
export async function lockPlan(tx: Executor, companyId: number, planId: number): Promise<PlanRow | null> {
  const [row] = await tx
    .select()
    .from(paymentPlans)
    .where(and(eq(paymentPlans.companyId, companyId), eq(paymentPlans.id, planId)))
    .for('update');
  return row ?? null;
}

/** A date before any real due date: the down payment is allocated before every instalment. */
const DOWN_PAYMENT_DUE = '0001-01-01';

/** Non-reversed entries of a plan, in the order recorded (a reversal entry itself never counts). */
export function activePaymentsOf(tx: Executor, companyId: number, planId: number) {
  return tx
    .select({ id: payments.id, amount: payments.amount })
    .from(payments)
    .where(
      and(
        eq(payments.companyId, companyId),
        eq(payments.planId, planId),
        isNull(payments.reversalOfId),
        sql`not exists (select 1 from ${payments} r where r.reversal_of_id = ${payments.id})`,
      ),
    )
    .orderBy(asc(payments.id));
}

/**
 * Replays the plan's non-reversed payments onto its instalments (the down payment as a virtual first
 * instalment), then stores what changed: each instalment's paid amount and status, the plan's paid and
 * remaining amounts and status; PAID plans make their car Paid. Call under the plan's lock.
 */
export async function replayAndStore(tx: Executor, plan: PlanRow) {
  const insts = await tx
    .select()
    .from(installments)
    .where(and(eq(installments.companyId, plan.companyId), eq(installments.planId, plan.id)));
  const entries = await activePaymentsOf(tx, plan.companyId, plan.id);
  const schedule = [
    ...(plan.downPayment > 0
      ? [{ sequence: 0, dueDate: DOWN_PAYMENT_DUE, amount: plan.downPayment, id: 0 }]
      : []),
    ...insts.map((i) => ({ sequence: i.sequence, dueDate: i.dueDate, amount: i.amount, id: i.id })),
  ];
  const result = allocatePayments(schedule, entries);
  if (!result.ok) throw new Error(`Ledger of plan ${plan.id} does not replay: ${result.code}`);
  const before = new Map(insts.map((i) => [i.id, i]));
  for (const inst of result.value.installments) {
    const old = before.get(inst.id);
    if (!old || (old.paidAmount === inst.paidAmount && old.status === inst.status)) continue;
    await tx
      .update(installments)
      .set({ paidAmount: inst.paidAmount, status: inst.status })
      .where(and(eq(installments.companyId, plan.companyId), eq(installments.id, inst.id)));
  }
  const { paidAmount, remainingAmount } = result.value.totals;
  const status = plan.status === 'CANCELLED' ? 'CANCELLED' : planStatus({ remainingAmount });
  await tx
    .update(paymentPlans)
    .set({ paidAmount, remainingAmount, status, updatedAt: new Date() })
    .where(and(eq(paymentPlans.companyId, plan.companyId), eq(paymentPlans.id, plan.id)));
  // PAID makes the car Paid (sold); a reversal that reopens a PAID plan puts the car back to Active.
  const carStatus =
    status === 'PAID' ? 'Paid' : plan.status === 'PAID' && status === 'ACTIVE' ? 'Active' : null;
  if (carStatus) {
    const [deal] = await tx
      .select({ carId: deals.carId })
      .from(deals)
      .where(and(eq(deals.companyId, plan.companyId), eq(deals.id, plan.dealId)));
    await tx
      .update(cars)
      .set({ status: carStatus, updatedAt: new Date() })
      .where(and(eq(cars.companyId, plan.companyId), eq(cars.id, deal!.carId)));
  }
  return { ...result.value, status };
}

export interface NewPayment {
  amount: number;
  method: 'CASH' | 'TRANSFER';
  paidAt: string;
  note: string | null;
  isDownPayment: boolean;
  recordedBy: number;
}

/**
 * Records one payment on a LOCKED plan: refuses more than remains (409 naming the remaining amount),
 * takes the next receipt number, stores the remaining balance after it, and replays the ledger.
 */
export async function recordPayment(tx: Executor, plan: PlanRow, input: NewPayment) {
  const current = await replayAndStore(tx, plan);
  const remaining = current.totals.remainingAmount;
  if (input.amount > remaining) {
    throw new AppError(
      409,
      'CONFLICT',
      overpaymentMessage(formatMoney(remaining, plan.currency as Currency)),
      [{ field: 'amount', message: overpaymentMessage(formatMoney(remaining, plan.currency as Currency)) }],
    );
  }
  const receiptNumber = await nextNumber(tx, plan.companyId, 'RECEIPT');
  const [row] = await tx
    .insert(payments)
    .values({
      companyId: plan.companyId,
      planId: plan.id,
      receiptNumber,
      amount: input.amount,
      currency: plan.currency,
      method: input.method,
      paidAt: input.paidAt,
      note: input.note,
      isDownPayment: input.isDownPayment,
      remainingAfter: remaining - input.amount,
      recordedBy: input.recordedBy,
    })
    .returning({ id: payments.id });
  const after = await replayAndStore(tx, plan);
  return {
    id: row!.id,
    receiptNumber,
    remainingAfter: after.totals.remainingAmount,
    planStatus: after.status,
  };
}

export type PaymentRow = typeof payments.$inferSelect;

/**
 * Reverses one payment of a LOCKED plan: a new entry (same amount and method, its own receipt number,
 * the reason) pointing at the original, which is never edited; then the ledger is replayed without it.
 * The caller has checked that the payment is not a reversal and not reversed yet (the unique index on
 * `reversal_of_id` is the backstop).
 */
export async function reversePayment(
  tx: Executor,
  plan: PlanRow,
  original: PaymentRow,
  input: { reason: string; reversedAt: string; recordedBy: number },
) {
  const current = await replayAndStore(tx, plan);
  // Exact: the remaining payments still fit in the price, so the replay gives back the whole amount.
  const remainingAfter = current.totals.remainingAmount + original.amount;
  const receiptNumber = await nextNumber(tx, plan.companyId, 'RECEIPT');
  const [row] = await tx
    .insert(payments)
    .values({
      companyId: plan.companyId,
      planId: plan.id,
      receiptNumber,
      amount: original.amount,
      currency: original.currency,
      method: original.method,
      paidAt: input.reversedAt,
      note: null,
      isDownPayment: false,
      remainingAfter,
      reversalOfId: original.id,
      reason: input.reason,
      recordedBy: input.recordedBy,
    })
    .returning({ id: payments.id });
  const after = await replayAndStore(tx, plan);
  if (after.totals.remainingAmount !== remainingAfter) {
    throw new Error(`Reversal of payment ${original.id} does not replay to ${remainingAfter}`);
  }
  return { id: row!.id, receiptNumber, remainingAfter, planStatus: after.status };
}
