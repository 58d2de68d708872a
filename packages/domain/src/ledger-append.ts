import {
  type AllocatedInstallment,
  byDueOrder,
  type InstallmentInput,
  type InstallmentStatus,
  installmentStatus,
  planStatus,
} from './allocation';
import {
  type CarStatusChange,
  carStatusAfter,
  type EntryKind,
  type PlanStatus,
  type PlanTotals,
} from './ledger';
import type { MinorUnits } from './money';

// A new entry appended at the end of a plan's ledger, from what the plan stores instead of a replay of
// every entry (docs/domain/allocation.md#one-replay-or-none). Entries fill the schedule's lines
// in one fixed order (allocatePayments: earliest due first, then the charges), each from where the one
// before stopped; so what each line holds after any entries depends only on their sum, the plan's settled
// amount, and one more entry at the end moves that sum and nothing else.

/** A schedule line as the plan stores it: what is paid of it and its status, as the last replay left them. @example `{ sequence: 1, dueDate: '2025-02-10', amount: 1000, paidAmount: 400, status: 'PARTIAL' }` */
export interface StoredLine extends InstallmentInput {
  readonly paidAmount: MinorUnits;
  readonly status: InstallmentStatus;
}

/** What a plan stores of its ledger: its totals and its status. @example `{ totals: { totalAmount: 3000, …, remainingAmount: 1500 }, status: 'ACTIVE' }` */
export interface StoredPlan {
  readonly totals: PlanTotals;
  readonly status: PlanStatus;
}

/** The answer of {@link appendToPlan}: the plan as a replay with the entry at the end would leave it. @example `next.changed.map((l) => l.sequence)` */
export interface PlanAppend<L extends StoredLine> {
  /** Every line in due order, each with its paid amount and status after the entry. */
  readonly installments: AllocatedInstallment<L>[];
  /** The lines whose paid amount or status the entry changed (the only ones to write). */
  readonly changed: AllocatedInstallment<L>[];
  readonly totals: PlanTotals;
  readonly status: PlanStatus;
  /** The car's new status when the plan moved to or from PAID ({@link carStatusAfter}); null: unchanged. */
  readonly carStatus: CarStatusChange | null;
}

const amountOk = (x: MinorUnits) => Number.isSafeInteger(x) && x >= 0;

/** What each line holds once `settled` has gone through them in due order, earliest first. */
function filled<L extends StoredLine>(ordered: readonly L[], settled: MinorUnits): AllocatedInstallment<L>[] {
  let left = settled;
  return ordered.map((line) => {
    const paidAmount = Math.min(left, line.amount);
    left -= paidAmount;
    return {
      ...line,
      paidAmount,
      remainingAmount: line.amount - paidAmount,
      status: installmentStatus(line.amount, paidAmount),
    };
  });
}

/** What the plan's entries have settled so far: of its lines, then of its charges. */
const settledOf = (t: PlanTotals) => t.totalAmount + t.chargeAmount - t.remainingAmount;

/**
 * Whether a plan's stored lines and totals are what a replay leaves ({@link replayPlan}): its totals add
 * up (paid + discount + written off + remaining = total + charges), its lines sum to its total, each line
 * holds what the settled amount gives it in due order with the status that follows, and its status is
 * kept (CANCELLED, REPOSSESSED) or follows what remains. When it is not, only a replay of the entries says
 * what the plan holds.
 *
 * @example
 * ```ts
 * const lines = [
 *   { sequence: 1, dueDate: '2025-01-31', amount: 1000, paidAmount: 1000, status: 'PAID' },
 *   { sequence: 2, dueDate: '2025-02-28', amount: 1000, paidAmount: 500, status: 'PARTIAL' },
 * ] as const;
 * const totals = { totalAmount: 2000, chargeAmount: 0, paidAmount: 1500, discountAmount: 0, writtenOffAmount: 0, refundedAmount: 0, remainingAmount: 500 };
 * isAsReplayed(lines, { totals, status: 'ACTIVE' }); // true
 * isAsReplayed(lines, { totals: { ...totals, paidAmount: 1000, remainingAmount: 1000 }, status: 'ACTIVE' }); // false
 * ```
 */
export function isAsReplayed(lines: readonly StoredLine[], plan: StoredPlan): boolean {
  const t = plan.totals;
  const amounts = [
    t.totalAmount,
    t.chargeAmount,
    t.paidAmount,
    t.discountAmount,
    t.writtenOffAmount,
    t.refundedAmount,
    t.remainingAmount,
  ];
  if (!amounts.every(amountOk)) return false;
  if (
    t.paidAmount + t.discountAmount + t.writtenOffAmount + t.remainingAmount !==
    t.totalAmount + t.chargeAmount
  )
    return false;
  const kept = plan.status === 'CANCELLED' || plan.status === 'REPOSSESSED';
  if (!kept && plan.status !== planStatus(t)) return false;
  let sum = 0;
  for (const line of lines) {
    if (!amountOk(line.amount) || !amountOk(line.paidAmount)) return false;
    sum += line.amount;
  }
  if (sum !== t.totalAmount) return false;
  const ordered = [...lines].sort(byDueOrder);
  const expected = filled(ordered, settledOf(t));
  return ordered.every(
    (line, i) => line.paidAmount === expected[i]!.paidAmount && line.status === expected[i]!.status,
  );
}

/**
 * The plan after one more entry at the end of its ledger, from its stored state ({@link isAsReplayed}
 * must hold) with no entry read: exactly what {@link replayPlan} gives for the entries with this one
 * appended. A payment, discount or write-off settles lines from where the settled amount stood (the
 * earliest due not fully paid); a refund settles nothing and is counted apart. Each kind adds to its own
 * total, in the plan's currency. The entry must have been admitted ({@link admitEntry}): a settling entry
 * of more than remains is a RangeError.
 *
 * @example
 * ```ts
 * const next = appendToPlan(lines, { totals, status: 'ACTIVE' }, { kind: 'PAYMENT', amount: 500 });
 * // next.totals.remainingAmount → 0, next.status → 'PAID', next.carStatus → 'Paid'
 * // next.changed → the second line, now PAID
 * ```
 */
export function appendToPlan<L extends StoredLine>(
  lines: readonly L[],
  plan: StoredPlan,
  entry: { readonly kind: EntryKind; readonly amount: MinorUnits },
): PlanAppend<L> {
  const t = plan.totals;
  const settles = entry.kind === 'REFUND' ? 0 : entry.amount;
  if (!Number.isSafeInteger(entry.amount) || entry.amount <= 0 || settles > t.remainingAmount) {
    throw new RangeError(
      `An entry of ${entry.amount} does not fit a plan with ${t.remainingAmount} remaining`,
    );
  }
  const remainingAmount = t.remainingAmount - settles;
  const totals: PlanTotals = {
    ...t,
    paidAmount: t.paidAmount + (entry.kind === 'PAYMENT' ? entry.amount : 0),
    discountAmount: t.discountAmount + (entry.kind === 'DISCOUNT' ? entry.amount : 0),
    writtenOffAmount: t.writtenOffAmount + (entry.kind === 'WRITE_OFF' ? entry.amount : 0),
    refundedAmount: t.refundedAmount + (entry.kind === 'REFUND' ? entry.amount : 0),
    remainingAmount,
  };
  const ordered = [...lines].sort(byDueOrder);
  const installments = filled(ordered, settledOf(totals));
  const changed = installments.filter(
    (line, i) => line.paidAmount !== ordered[i]!.paidAmount || line.status !== ordered[i]!.status,
  );
  const kept = plan.status === 'CANCELLED' || plan.status === 'REPOSSESSED';
  const status: PlanStatus = kept ? plan.status : planStatus(totals);
  return {
    installments,
    changed,
    totals,
    status,
    carStatus: carStatusAfter(plan.status, status),
  };
}
