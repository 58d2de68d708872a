import type { CarStatusChange, Currency, EntryKind, PlanStatus, PlanTotals, StoredLine } from '@cc/domain';
import {
  admitEntry,
  admitReversal,
  allocatePayments,
  appendToPlan,
  type EntryRefusal,
  isAsReplayed,
  replayPlan,
} from '@cc/domain';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { chargeEntriesOf, chargeEntriesOfPlans, standingChargeLines } from './charges';
import { standingClearanceId } from './clearance-guard';
import * as repo from './repository';

/**
 * The plan's instalments, its standing entries, the schedule they are allocated onto, and its standing
 * charges (late fees not waived), settled after every instalment.
 */
async function ledgerOf(tx: Executor, plan: repo.PlanRow) {
  const insts = await repo.installmentsOfPlan(tx, plan.companyId, plan.id);
  const entries = await repo.activePaymentsOf(tx, plan.companyId, plan.id);
  const chargeRows = await chargeEntriesOf(tx, plan.companyId, plan.id);
  return {
    insts,
    entries,
    schedule: scheduleOf(insts),
    chargeRows,
    charges: standingChargeLines(chargeRows),
  };
}

/**
 * The schedule the entries are allocated onto: the plan's rows, the down payment among them (sequence 0,
 * due on the deal's date: `withDownPayment` of @cc/domain), so it is filled first.
 */
function scheduleOf(insts: readonly repo.InstallmentDbRow[]) {
  return insts.map((i) => ({ sequence: i.sequence, dueDate: i.dueDate, amount: i.amount, id: i.id }));
}

/** 409 of a refused entry: on the amount's field when the amount is at fault (more than remains). */
const refused = (r: EntryRefusal) =>
  new AppError(409, 'CONFLICT', r.error, r.field ? [{ field: r.field, message: r.error }] : undefined);

/**
 * Stores a plan's new state: the lines whose paid amount or status changed (one statement), the plan's
 * amounts and status, and the car's status when the plan moved to or from PAID.
 */
async function storeState(
  tx: Executor,
  plan: repo.PlanRow,
  after: {
    changed: readonly Pick<repo.InstallmentDbRow, 'id' | 'paidAmount' | 'status'>[];
    totals: PlanTotals;
    status: PlanStatus;
    carStatus: CarStatusChange | null;
  },
) {
  // The lines first, then the plan: the dashboard's triggers read the plan's status as it was (0015).
  await repo.setInstallmentsPaid(
    tx,
    plan.companyId,
    after.changed.map((l) => ({ id: l.id, paidAmount: l.paidAmount, status: l.status })),
  );
  const { paidAmount, discountAmount, writtenOffAmount, refundedAmount, chargeAmount, remainingAmount } =
    after.totals;
  await repo.updatePlan(tx, plan.companyId, plan.id, {
    paidAmount,
    discountAmount,
    writtenOffAmount,
    refundedAmount,
    chargeAmount,
    remainingAmount,
    status: after.status,
  });
  if (after.carStatus) await repo.setCarStatusOfDeal(tx, plan.companyId, plan.dealId, after.carStatus);
}

/**
 * Replays the plan's standing entries onto its instalments (replayPlan of @cc/domain: the down payment
 * first, discounts settling but never received), then stores what changed: each instalment's paid amount
 * and status, the plan's paid, discount and remaining amounts and status, and the car's status when the
 * plan moved to or from PAID. Call under the plan's lock.
 */
export async function replayAndStore(tx: Executor, plan: repo.PlanRow) {
  const { insts, entries, schedule, charges, chargeRows } = await ledgerOf(tx, plan);
  const result = replayPlan(schedule, entries, plan.status, charges);
  if (!result.ok) throw new Error(`Ledger of plan ${plan.id} does not replay: ${result.code}`);
  const before = new Map(insts.map((i) => [i.id, i]));
  const changed = result.value.installments.filter((inst) => {
    const old = before.get(inst.id);
    return old !== undefined && (old.paidAmount !== inst.paidAmount || old.status !== inst.status);
  });
  await storeState(tx, plan, { ...result.value, changed });
  return { ...result.value, chargeRows };
}

/**
 * The plan's ledger as it stands before an entry is appended, under its lock: what it stores, read afresh,
 * when that is what a replay leaves (isAsReplayed of @cc/domain: no entry is read), else the whole
 * ledger replayed and stored (docs/domain/allocation.md#one-replay-or-none).
 */
async function standingLedger(tx: Executor, plan: repo.PlanRow) {
  const stored = await repo.storedLedgerOf(tx, plan.companyId, plan.id);
  if (!stored) throw new Error(`Plan ${plan.id} is gone`);
  if (isAsReplayed(stored.lines, stored)) return stored;
  const replayed = await replayAndStore(tx, plan);
  const lines: (StoredLine & { id: number })[] = replayed.installments;
  return { lines, totals: replayed.totals, status: replayed.status };
}

/**
 * Appends one entry to a LOCKED plan's ledger: admitted by admitEntry of @cc/domain (409 when the plan does
 * not take it or the amount is too large) against the plan as it stands, the new state computed from it
 * (appendToPlan: what a replay with the entry at the end gives) and stored, then the entry written under
 * the company's next receipt number by `write`. The number is taken last: its counter row stays locked
 * until the commit, and every entry of the company queues on it.
 */
async function appendAndStore<T>(
  tx: Executor,
  plan: repo.PlanRow,
  entry: { kind: EntryKind; amount: number },
  write: (remainingAfter: number) => Promise<T>,
) {
  const current = await standingLedger(tx, plan);
  const admitted = admitEntry(entry, {
    ...current.totals,
    status: current.status,
    currency: plan.currency as Currency,
  });
  if (!admitted.ok) throw refused(admitted);
  const next = appendToPlan(current.lines, current, entry);
  await storeState(tx, plan, next);
  const written = await write(admitted.value.remainingAfter);
  return { written, totals: next.totals, status: next.status };
}

/** The replay of a plan as it stands, stored nowhere (a read: the plan's charges and what is paid of them). */
export async function replayOf(tx: Executor, plan: repo.PlanRow) {
  const { entries, schedule, charges, chargeRows } = await ledgerOf(tx, plan);
  const result = replayPlan(schedule, entries, plan.status, charges);
  if (!result.ok) throw new Error(`Ledger of plan ${plan.id} does not replay: ${result.code}`);
  return { ...result.value, chargeRows };
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
function appendEntry(tx: Executor, plan: repo.PlanRow, entry: Entry) {
  return repo.insertPayment(tx, { ...entry, companyId: plan.companyId, planId: plan.id });
}

/**
 * Records one payment on a LOCKED plan: refuses more than remains (409 naming the remaining amount),
 * stores the plan as the payment leaves it (one replay at most: appendAndStore), then takes the next
 * receipt number and writes the entry with the remaining balance after it.
 */
export async function recordPayment(tx: Executor, plan: repo.PlanRow, input: NewPayment) {
  const { handed, ...entry } = input;
  const { written, totals, status } = await appendAndStore(
    tx,
    plan,
    { kind: 'PAYMENT', amount: input.amount },
    (remainingAfter) =>
      appendEntry(tx, plan, {
        ...entry,
        handedAmount: handed?.amount ?? null,
        handedCurrency: handed?.currency ?? null,
        exchangeRate: handed?.rate ?? null,
        currency: plan.currency,
        remainingAfter,
      }),
  );
  return {
    id: written.id,
    receiptNumber: written.receiptNumber,
    remainingAfter: totals.remainingAmount,
    planStatus: status,
  };
}

/**
 * Appends a discount, write-off or refund to a LOCKED plan after admitEntry of @cc/domain (409 when the
 * plan does not take it or the amount is too large), under its own receipt number with its reason, the
 * plan stored as it leaves it: the one path of the entries that are not money received.
 */
async function recordReasonedEntry(
  tx: Executor,
  plan: repo.PlanRow,
  input: {
    kind: 'DISCOUNT' | 'WRITE_OFF' | 'REFUND';
    amount: number;
    method: 'CASH' | 'TRANSFER';
    paidAt: string;
    reason: string;
    recordedBy: number;
  },
) {
  const { written, totals, status } = await appendAndStore(
    tx,
    plan,
    { kind: input.kind, amount: input.amount },
    (remainingAfter) =>
      appendEntry(tx, plan, {
        entryKind: input.kind,
        amount: input.amount,
        currency: plan.currency,
        method: input.method,
        paidAt: input.paidAt,
        note: null,
        reason: input.reason,
        isDownPayment: false,
        remainingAfter,
        recordedBy: input.recordedBy,
      }),
  );
  return {
    id: written.id,
    receiptNumber: written.receiptNumber,
    remainingAfter: totals.remainingAmount,
    planStatus: status,
  };
}

/**
 * Records a settlement discount (or, `kind: 'WRITE_OFF'`, a repossessed plan's write-off) on a LOCKED
 * plan: an entry with its reason and its own receipt number that reduces what remains (409 when more
 * than remains), replayed like a payment but never counted as money received (the plan's
 * `discountAmount` or `writtenOffAmount`, not its `paidAmount`). Its method is stored CASH, shown '—'.
 */
export function recordDiscount(
  tx: Executor,
  plan: repo.PlanRow,
  input: {
    amount: number;
    reason: string;
    date: string;
    recordedBy: number;
    kind?: 'DISCOUNT' | 'WRITE_OFF';
  },
) {
  const { date, kind = 'DISCOUNT', ...rest } = input;
  return recordReasonedEntry(tx, plan, { ...rest, kind, method: 'CASH', paidAt: date });
}

/**
 * Records money handed back to the buyer of a repossessed (LOCKED) plan: an entry of kind REFUND with its
 * method, date, reason and own voucher number, at most what was paid and not yet handed back (409). It
 * settles nothing: what remains is unchanged.
 */
export function recordRefund(
  tx: Executor,
  plan: repo.PlanRow,
  input: { amount: number; method: 'CASH' | 'TRANSFER'; reason: string; paidAt: string; recordedBy: number },
) {
  return recordReasonedEntry(tx, plan, { ...input, kind: 'REFUND' });
}

/**
 * Reverses every standing write-off of a LOCKED plan (undoing its repossession): a reversal entry for
 * each, with the undo's reason, so what was written off is owed again. The plan's status must already
 * be back to ACTIVE on `plan` (the replay then sets PAID or ACTIVE from what remains).
 */
export async function reverseWriteOffs(
  tx: Executor,
  plan: repo.PlanRow,
  input: { reason: string; date: string; recordedBy: number },
) {
  const standing = (await repo.activePaymentsOf(tx, plan.companyId, plan.id)).filter(
    (e) => e.entryKind === 'WRITE_OFF',
  );
  let remaining = (await replayOf(tx, plan)).totals.remainingAmount;
  const reversed: { id: number; receiptNumber: number; amount: number }[] = [];
  for (const w of standing) {
    remaining += w.amount;
    const { id, receiptNumber } = await appendEntry(tx, plan, {
      entryKind: 'WRITE_OFF',
      amount: w.amount,
      currency: plan.currency,
      method: 'CASH',
      paidAt: input.date,
      note: null,
      isDownPayment: false,
      remainingAfter: remaining,
      reversalOfId: w.id,
      reason: input.reason,
      recordedBy: input.recordedBy,
    });
    reversed.push({ id, receiptNumber, amount: w.amount });
  }
  const after = await replayAndStore(tx, plan);
  if (after.totals.remainingAmount !== remaining) {
    throw new Error(`Write-offs of plan ${plan.id} do not replay to ${remaining}`);
  }
  return { reversed, after };
}

function splitsOf(
  schedule: ReturnType<typeof scheduleOf>,
  entries: readonly { id: number; amount: number; entryKind: string }[],
  charges: ReturnType<typeof standingChargeLines>,
) {
  const result = allocatePayments(schedule, entries, charges);
  return new Map(result.ok ? result.value.payments.map((p) => [p.id, p.splits]) : []);
}

/**
 * The instalments each standing entry settles, by replay of its plan's ledger as it stands (a reversed
 * payment or a reversal entry settles nothing, so it has no line), for several plans of a company (a page
 * of the ledger list), by plan id: four queries whatever the number of plans, where one plan at a time
 * took three each (30 statements for a page of ten entries of ten plans). A late fee's share names its
 * charge (`chargeId`).
 */
export async function allocationsOfPlans(tx: Executor, companyId: number, planIds: readonly number[]) {
  const byPlan = new Map<number, ReturnType<typeof splitsOf>>();
  if (planIds.length === 0) return byPlan;
  const ids = [...planIds];
  const [plans, insts, entries, chargeRows] = [
    await repo.plansByIds(tx, companyId, ids),
    await repo.installmentsOfPlans(tx, companyId, ids),
    await repo.activePaymentsOfPlans(tx, companyId, ids),
    await chargeEntriesOfPlans(tx, companyId, ids),
  ];
  for (const plan of plans) {
    const schedule = scheduleOf(insts.filter((i) => i.planId === plan.id));
    const standing = entries
      .filter((e) => e.planId === plan.id)
      .map((e) => ({ id: e.id, amount: e.amount, entryKind: e.entryKind }));
    const charges = standingChargeLines(chargeRows.filter((c) => c.planId === plan.id));
    byPlan.set(plan.id, splitsOf(schedule, standing, charges));
  }
  return byPlan;
}

/**
 * Reverses one entry of a LOCKED plan (read under the lock): refused (409) for a reversal entry, an entry
 * reversed already and a deal whose clearance stands (admitReversal of @cc/domain; the unique index on
 * `reversal_of_id` is the backstop of the second); else a new entry (same amount and method, its own
 * receipt number, the reason) pointing at the original, which is never edited; then the ledger is
 * replayed without it and must give the whole amount back.
 */
export async function reversePayment(
  tx: Executor,
  plan: repo.PlanRow,
  original: repo.PaymentRow,
  input: { reason: string; reversedAt: string; recordedBy: number },
) {
  const facts = {
    kind: original.reversalOfId !== null ? ('REVERSAL' as const) : original.entryKind,
    reversed: await repo.hasReversal(tx, plan.companyId, original.id),
    amount: original.amount,
  };
  const clearanceStands = (await standingClearanceId(tx, plan)) !== null;
  // An entry leaves the middle of the ledger: the replay after it is whole, the state before it need not be.
  const current = await standingLedger(tx, plan);
  const admitted = admitReversal(facts, { ...current.totals, clearanceStands });
  if (!admitted.ok) throw new AppError(409, 'CONFLICT', admitted.error);
  const { remainingAfter } = admitted.value;
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
