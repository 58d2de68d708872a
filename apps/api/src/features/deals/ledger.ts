import type { Currency } from '@cc/domain';
import { allocatePayments, formatMoney, planStatus } from '@cc/domain';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { discountTooLargeMessage, overpaymentMessage } from '../../messages';
import { assertNoStandingClearance } from './clearance-guard';
import * as repo from './repository';

/** The plan's instalments, its standing entries, and the schedule they are allocated onto. */
async function ledgerOf(tx: Executor, plan: repo.PlanRow) {
  const insts = await repo.installmentsOfPlan(tx, plan.companyId, plan.id);
  const entries = await repo.activePaymentsOf(tx, plan.companyId, plan.id);
  return { insts, entries, schedule: scheduleOf(insts) };
}

/**
 * The schedule the entries are allocated onto: the plan's rows, the down payment among them (sequence 0,
 * due on the deal's date: `withDownPayment` of @cc/domain), so it is filled first.
 */
function scheduleOf(insts: readonly repo.InstallmentDbRow[]) {
  return insts.map((i) => ({ sequence: i.sequence, dueDate: i.dueDate, amount: i.amount, id: i.id }));
}

/**
 * Replays the plan's non-reversed payments onto its instalments (the down payment is the first of them),
 * then stores what changed: each instalment's paid amount and status, the plan's paid and
 * remaining amounts and status; PAID plans make their car Paid. Call under the plan's lock.
 */
export async function replayAndStore(tx: Executor, plan: repo.PlanRow) {
  const { insts, entries, schedule } = await ledgerOf(tx, plan);
  const result = allocatePayments(schedule, entries);
  if (!result.ok) throw new Error(`Ledger of plan ${plan.id} does not replay: ${result.code}`);
  const before = new Map(insts.map((i) => [i.id, i]));
  for (const inst of result.value.installments) {
    const old = before.get(inst.id);
    if (!old || (old.paidAmount === inst.paidAmount && old.status === inst.status)) continue;
    await repo.setInstallmentPaid(tx, plan.companyId, inst.id, inst);
  }
  // Discounts settle instalments like payments but are never money received.
  let discountAmount = 0;
  for (const e of entries) if (e.entryKind === 'DISCOUNT') discountAmount += e.amount;
  const { remainingAmount } = result.value.totals;
  const paidAmount = result.value.totals.paidAmount - discountAmount;
  const status = plan.status === 'CANCELLED' ? 'CANCELLED' : planStatus({ remainingAmount });
  await repo.updatePlan(tx, plan.companyId, plan.id, {
    paidAmount,
    discountAmount,
    remainingAmount,
    status,
  });
  // PAID makes the car Paid (sold); a reversal that reopens a PAID plan puts the car back to Active.
  const carStatus =
    status === 'PAID' ? 'Paid' : plan.status === 'PAID' && status === 'ACTIVE' ? 'Active' : null;
  if (carStatus) {
    const carId = await repo.carOfDeal(tx, plan.companyId, plan.dealId);
    await repo.setCarStatus(tx, plan.companyId, carId, carStatus);
  }
  return { ...result.value, status, paidAmount, discountAmount };
}

export interface NewPayment {
  amount: number;
  method: 'CASH' | 'TRANSFER';
  paidAt: string;
  note: string | null;
  isDownPayment: boolean;
  recordedBy: number;
  /** Money handed over in the other currency (`amount` is its conversion). */
  handed?: { amount: number; currency: 'IQD' | 'USD'; rate: string } | null;
}

type Entry = Omit<repo.NewPaymentRow, 'companyId' | 'planId' | 'receiptNumber'>;

/** Appends one entry to a LOCKED plan's ledger under the company's next receipt number. */
async function appendEntry(tx: Executor, plan: repo.PlanRow, entry: Entry) {
  const receiptNumber = await repo.nextNumber(tx, plan.companyId, 'RECEIPT');
  const id = await repo.insertPayment(tx, {
    ...entry,
    companyId: plan.companyId,
    planId: plan.id,
    receiptNumber,
  });
  return { id, receiptNumber };
}

/**
 * Records one payment on a LOCKED plan: refuses more than remains (409 naming the remaining amount),
 * takes the next receipt number, stores the remaining balance after it, and replays the ledger.
 */
export async function recordPayment(tx: Executor, plan: repo.PlanRow, input: NewPayment) {
  const current = await replayAndStore(tx, plan);
  const remaining = current.totals.remainingAmount;
  if (input.amount > remaining) {
    const message = overpaymentMessage(formatMoney(remaining, plan.currency as Currency));
    throw new AppError(409, 'CONFLICT', message, [{ field: 'amount', message }]);
  }
  const { handed, ...entry } = input;
  const { id, receiptNumber } = await appendEntry(tx, plan, {
    ...entry,
    handedAmount: handed?.amount ?? null,
    handedCurrency: handed?.currency ?? null,
    exchangeRate: handed?.rate ?? null,
    currency: plan.currency,
    remainingAfter: remaining - input.amount,
  });
  const after = await replayAndStore(tx, plan);
  return {
    id,
    receiptNumber,
    remainingAfter: after.totals.remainingAmount,
    planStatus: after.status,
  };
}

/**
 * Records a settlement discount on a LOCKED plan: an entry of kind DISCOUNT with its reason and its own
 * receipt number that reduces what remains (409 when more than remains), replayed like a payment but
 * never counted as money received (the plan's `discountAmount`, not its `paidAmount`).
 */
export async function recordDiscount(
  tx: Executor,
  plan: repo.PlanRow,
  input: { amount: number; reason: string; date: string; recordedBy: number },
) {
  const current = await replayAndStore(tx, plan);
  const remaining = current.totals.remainingAmount;
  if (input.amount > remaining) {
    const message = discountTooLargeMessage(formatMoney(remaining, plan.currency as Currency));
    throw new AppError(409, 'CONFLICT', message, [{ field: 'amount', message }]);
  }
  const { id, receiptNumber } = await appendEntry(tx, plan, {
    entryKind: 'DISCOUNT',
    amount: input.amount,
    currency: plan.currency,
    method: 'CASH',
    paidAt: input.date,
    note: null,
    reason: input.reason,
    isDownPayment: false,
    remainingAfter: remaining - input.amount,
    recordedBy: input.recordedBy,
  });
  const after = await replayAndStore(tx, plan);
  return { id, receiptNumber, remainingAfter: after.totals.remainingAmount, planStatus: after.status };
}

function splitsOf(
  schedule: ReturnType<typeof scheduleOf>,
  entries: readonly { id: number; amount: number; entryKind: string }[],
) {
  const result = allocatePayments(schedule, entries);
  return new Map(result.ok ? result.value.payments.map((p) => [p.id, p.splits]) : []);
}

/**
 * The instalments each standing entry settles, by replay of its plan's ledger as it stands (a reversed
 * payment or a reversal entry settles nothing, so it has no line), for several plans of a company (a page
 * of the ledger list), by plan id: three queries whatever the number of plans, where one plan at a time
 * took three each (30 statements for a page of ten entries of ten plans).
 */
export async function allocationsOfPlans(tx: Executor, companyId: number, planIds: readonly number[]) {
  const byPlan = new Map<number, ReturnType<typeof splitsOf>>();
  if (planIds.length === 0) return byPlan;
  const ids = [...planIds];
  const [plans, insts, entries] = [
    await repo.plansByIds(tx, companyId, ids),
    await repo.installmentsOfPlans(tx, companyId, ids),
    await repo.activePaymentsOfPlans(tx, companyId, ids),
  ];
  for (const plan of plans) {
    const schedule = scheduleOf(insts.filter((i) => i.planId === plan.id));
    const standing = entries
      .filter((e) => e.planId === plan.id)
      .map((e) => ({ id: e.id, amount: e.amount, entryKind: e.entryKind }));
    byPlan.set(plan.id, splitsOf(schedule, standing));
  }
  return byPlan;
}

/**
 * Reverses one payment of a LOCKED plan: a new entry (same amount and method, its own receipt number,
 * the reason) pointing at the original, which is never edited; then the ledger is replayed without it.
 * The caller has checked that the payment is not a reversal and not reversed yet (the unique index on
 * `reversal_of_id` is the backstop).
 */
export async function reversePayment(
  tx: Executor,
  plan: repo.PlanRow,
  original: repo.PaymentRow,
  input: { reason: string; reversedAt: string; recordedBy: number },
) {
  await assertNoStandingClearance(tx, plan);
  const current = await replayAndStore(tx, plan);
  // Exact: the remaining payments still fit in the price, so the replay gives back the whole amount.
  const remainingAfter = current.totals.remainingAmount + original.amount;
  const { id, receiptNumber } = await appendEntry(tx, plan, {
    entryKind: original.entryKind,
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
  });
  const after = await replayAndStore(tx, plan);
  if (after.totals.remainingAmount !== remainingAfter) {
    throw new Error(`Reversal of payment ${original.id} does not replay to ${remainingAfter}`);
  }
  return { id, receiptNumber, remainingAfter, planStatus: after.status };
}
