import {
  type AllocatedCharge,
  type AllocatedInstallment,
  type AllocatedPayment,
  type AllocationError,
  allocatePayments,
  type ChargeInput,
  type InstallmentInput,
  type InstallmentStatus,
  isOverdue,
  type PaymentInput,
  planStatus,
} from './allocation';
import type { IsoDate } from './dates';
import { LEDGER_MESSAGES } from './messages/ledger';
import { PLAN_MESSAGES } from './messages/plan';
import { REPOSSESSION_MESSAGES } from './messages/repossession';
import type { Currency, MinorUnits } from './money';
import { formatMoney } from './money-format';
import { type Err, err, type Ok, ok } from './result';

// The rules of a plan's ledger, written once: the server applies them under the plan's row lock, the
// fake API of @cc/resources/testing and the screens call the same functions (docs/domain/allocation.md,
// docs/domain/payments-and-reversal.md).

/**
 * What an entry is about: money received (PAYMENT), a settlement discount, the write-off of what
 * remained when a car was repossessed (WRITE_OFF: like a discount, never money received), or money
 * handed back to the buyer of a repossessed car (REFUND: settles nothing).
 *
 * @example `const k: EntryKind = 'DISCOUNT';`
 */
export type EntryKind = 'PAYMENT' | 'DISCOUNT' | 'WRITE_OFF' | 'REFUND';

/**
 * A plan's status: CANCELLED only by cancelling the deal, REPOSSESSED only by repossessing its car (both
 * kept by every replay); PAID and ACTIVE from what remains.
 *
 * @example `'ACTIVE'`
 */
export type PlanStatus = 'ACTIVE' | 'PAID' | 'CANCELLED' | 'REPOSSESSED';

/** A deal's kind, which names it in the refusals ('العقد', 'الوكالة'). @example `'CONTRACT'` */
export type DealKindCode = 'CONTRACT' | 'AUTHORIZATION';

/** A car's status as a plan moves it: Paid (sold) or Active (being paid). @example `'Paid'` */
export type CarStatusChange = 'Paid' | 'Active';

/** What the rules read of an entry: its kind (a reversal entry is 'REVERSAL') and whether it was reversed. @example `{ kind: 'PAYMENT', reversed: false }` */
export interface EntryFacts {
  readonly kind: EntryKind | 'REVERSAL';
  readonly reversed: boolean;
}

/**
 * Whether an entry stands: it is neither a reversal entry nor reversed. Only standing entries settle
 * instalments, are counted as received and may be reversed; any standing entry blocks cancellation.
 *
 * @example
 * ```ts
 * isStanding({ kind: 'PAYMENT', reversed: false });  // true
 * isStanding({ kind: 'REVERSAL', reversed: false }); // false
 * ```
 */
export function isStanding(entry: EntryFacts): boolean {
  return entry.kind !== 'REVERSAL' && !entry.reversed;
}

/** A standing entry as the replay reads it, in the plan's currency. @example `{ id: 7, amount: 150000, entryKind: 'PAYMENT' }` */
export interface LedgerEntryInput extends PaymentInput {
  readonly entryKind: EntryKind;
}

/**
 * A plan's amounts after the replay: `paidAmount` is money received (payments only), `discountAmount`
 * the standing discounts, `writtenOffAmount` the standing write-offs, `chargeAmount` the standing charges
 * (late fees not waived); paid + discount + written off + remaining = total + charges. `refundedAmount`
 * (standing refunds) is money handed back, outside that sum and never more than `paidAmount`.
 *
 * @example `{ totalAmount: 12000000, chargeAmount: 0, paidAmount: 3000000, discountAmount: 500000, writtenOffAmount: 0, refundedAmount: 0, remainingAmount: 8500000 }`
 */
export interface PlanTotals {
  readonly totalAmount: MinorUnits;
  readonly chargeAmount: MinorUnits;
  readonly paidAmount: MinorUnits;
  readonly discountAmount: MinorUnits;
  readonly writtenOffAmount: MinorUnits;
  readonly refundedAmount: MinorUnits;
  readonly remainingAmount: MinorUnits;
}

/** The answer of {@link replayPlan}. @example `replay.value.totals.remainingAmount` */
export interface PlanReplay<
  I extends InstallmentInput,
  E extends LedgerEntryInput,
  C extends ChargeInput = ChargeInput,
> {
  /** In due order, each with its paid amount and status. */
  readonly installments: AllocatedInstallment<I>[];
  /** The standing charges in the order given, each with what is paid of it (after every instalment). */
  readonly charges: AllocatedCharge<C>[];
  /** In the order recorded, each with the instalments it settles (a refund settles none). */
  readonly entries: AllocatedPayment<E>[];
  readonly totals: PlanTotals;
  readonly status: PlanStatus;
  /** The car's new status when the plan moved to or from PAID ({@link carStatusAfter}); null: unchanged. */
  readonly carStatus: CarStatusChange | null;
}

/**
 * Replays a plan's standing entries (payments and discounts, in the order recorded) onto its schedule
 * (the down payment's line 0 among it, so it is filled first) with {@link allocatePayments}, and says
 * what follows: each instalment's paid amount and status, the plan's totals (a discount settles
 * instalments like a payment but is never money received), its status (a CANCELLED plan stays
 * CANCELLED; else PAID when nothing remains) and the car's. `before` is the plan's status before.
 * `charges` are the plan's standing charges (late fees not waived, {@link standingCharges}): they count
 * in what remains and are settled after every instalment.
 * A ledger that breaks the rules (an overpayment in stored data) is the allocation's error result.
 *
 * @example
 * ```ts
 * const r = replayPlan(
 *   [{ sequence: 0, dueDate: '2025-01-10', amount: 2000000 }, { sequence: 1, dueDate: '2025-02-10', amount: 1000000 }],
 *   [{ id: 1, amount: 2000000, entryKind: 'PAYMENT' }, { id: 2, amount: 1000000, entryKind: 'DISCOUNT' }],
 *   'ACTIVE',
 * );
 * // r.value.totals → { totalAmount: 3000000, chargeAmount: 0, paidAmount: 2000000, discountAmount: 1000000, remainingAmount: 0 }
 * // r.value.status → 'PAID', r.value.carStatus → 'Paid'
 * ```
 */
export function replayPlan<I extends InstallmentInput, E extends LedgerEntryInput, C extends ChargeInput>(
  installments: readonly I[],
  standing: readonly E[],
  before: PlanStatus,
  charges: readonly C[] = [],
): Ok<PlanReplay<I, E, C>> | AllocationError {
  const settling = standing.filter((e) => e.entryKind !== 'REFUND');
  const allocation = allocatePayments(installments, settling, charges);
  if (!allocation.ok) return allocation;
  const sums = { PAYMENT: 0, DISCOUNT: 0, WRITE_OFF: 0, REFUND: 0 };
  for (const e of standing) if (e.reversed !== true) sums[e.entryKind] += e.amount;
  const { totalAmount, chargeAmount, paidAmount: settled, remainingAmount } = allocation.value.totals;
  const kept = before === 'CANCELLED' || before === 'REPOSSESSED';
  const status: PlanStatus = kept ? before : planStatus({ remainingAmount });
  const allocated = new Map(allocation.value.payments.map((p) => [p.id, p]));
  return ok({
    installments: allocation.value.installments,
    charges: allocation.value.charges,
    entries: standing.map(
      (e) =>
        allocated.get(e.id) ?? {
          ...e,
          reversed: e.reversed === true,
          splits: [],
          remainingAfter: remainingAmount,
        },
    ),
    totals: {
      totalAmount,
      chargeAmount,
      paidAmount: settled - sums.DISCOUNT - sums.WRITE_OFF,
      discountAmount: sums.DISCOUNT,
      writtenOffAmount: sums.WRITE_OFF,
      refundedAmount: sums.REFUND,
      remainingAmount,
    },
    status,
    carStatus: carStatusAfter(before, status),
  });
}

/**
 * The car's status as its plan moves: a PAID plan makes it Paid (sold); a PAID plan reopened (a reversal
 * leaves something remaining) puts it back to Active; else unchanged (null).
 *
 * @example
 * ```ts
 * carStatusAfter('ACTIVE', 'PAID'); // 'Paid'
 * carStatusAfter('PAID', 'ACTIVE'); // 'Active'
 * carStatusAfter('ACTIVE', 'ACTIVE'); // null
 * ```
 */
export function carStatusAfter(before: PlanStatus, after: PlanStatus): CarStatusChange | null {
  if (after === 'PAID') return 'Paid';
  return before === 'PAID' && after === 'ACTIVE' ? 'Active' : null;
}

/**
 * Whether a plan takes a new entry of a kind: a payment on any plan not CANCELLED (a PAID plan then
 * refuses it as more than remains; a REPOSSESSED one owes what was kept as a debt), a discount only on
 * an ACTIVE plan (a PAID one has nothing to discount), a write-off and a refund only on a REPOSSESSED one.
 *
 * @example
 * ```ts
 * planAcceptsEntry('PAYMENT', 'PAID');   // true
 * planAcceptsEntry('DISCOUNT', 'PAID');  // false
 * ```
 */
export function planAcceptsEntry(kind: EntryKind, status: PlanStatus): boolean {
  if (kind === 'PAYMENT') return status !== 'CANCELLED';
  return kind === 'DISCOUNT' ? status === 'ACTIVE' : status === 'REPOSSESSED';
}

/** Why {@link admitEntry} refused. @example `const c: EntryRefusalCode = 'OVERPAYMENT';` */
export type EntryRefusalCode =
  | 'NOT_POSITIVE'
  | 'PLAN_NOT_ACTIVE'
  | 'NOT_REPOSSESSED'
  | 'OVERPAYMENT'
  | 'DISCOUNT_TOO_LARGE'
  | 'REFUND_TOO_LARGE';

/** The refusal of {@link admitEntry}; `field` names the amount when it is at fault. @example `r.field === 'amount'` */
export interface EntryRefusal extends Err<EntryRefusalCode> {
  readonly field?: 'amount';
}

/**
 * Whether a new payment or discount may be recorded on a plan, and what remains after it: refused on a
 * plan that does not take the kind ({@link planAcceptsEntry}), and when the amount is more than remains
 * (what remains never goes below zero; all of it is allowed), with the server's message naming the
 * remaining amount. The amount is in the plan's currency, positive minor units.
 *
 * @example
 * ```ts
 * const plan = { status: 'ACTIVE', remainingAmount: 9000000, currency: 'IQD' } as const;
 * admitEntry({ kind: 'PAYMENT', amount: 9000000 }, plan); // { ok: true, value: { remainingAfter: 0 } }
 * admitEntry({ kind: 'PAYMENT', amount: 9000001 }, plan).error;
 * // 'المبلغ أكبر من المتبقي على خطة الدفع، المتبقي 9,000,000 د.ع'
 * ```
 */
export function admitEntry(
  entry: { readonly kind: EntryKind; readonly amount: MinorUnits },
  plan: {
    readonly status: PlanStatus;
    readonly remainingAmount: MinorUnits;
    readonly currency: Currency;
    /** Money received and handed back so far: a refund is at most their difference. */
    readonly paidAmount?: MinorUnits;
    readonly refundedAmount?: MinorUnits;
  },
): Ok<{ remainingAfter: MinorUnits }> | EntryRefusal {
  if (!Number.isSafeInteger(entry.amount) || entry.amount <= 0) {
    return { ...err('NOT_POSITIVE', LEDGER_MESSAGES.amountPositive), field: 'amount' };
  }
  if (!planAcceptsEntry(entry.kind, plan.status)) {
    return entry.kind === 'WRITE_OFF' || entry.kind === 'REFUND'
      ? err('NOT_REPOSSESSED', REPOSSESSION_MESSAGES.notRepossessed)
      : err('PLAN_NOT_ACTIVE', PLAN_MESSAGES.notActive);
  }
  if (entry.kind === 'REFUND') {
    const refundable = (plan.paidAmount ?? 0) - (plan.refundedAmount ?? 0);
    if (entry.amount <= refundable) return ok({ remainingAfter: plan.remainingAmount });
    const paid = formatMoney(refundable, plan.currency);
    return { ...err('REFUND_TOO_LARGE', REPOSSESSION_MESSAGES.refundTooLarge(paid)), field: 'amount' };
  }
  if (entry.amount > plan.remainingAmount) {
    const remaining = formatMoney(plan.remainingAmount, plan.currency);
    return entry.kind === 'PAYMENT'
      ? { ...err('OVERPAYMENT', LEDGER_MESSAGES.overpayment(remaining)), field: 'amount' }
      : { ...err('DISCOUNT_TOO_LARGE', LEDGER_MESSAGES.discountTooLarge(remaining)), field: 'amount' };
  }
  return ok({ remainingAfter: plan.remainingAmount - entry.amount });
}

/** Why an entry may not be reversed. @example `const c: ReversalRefusalCode = 'ALREADY_REVERSED';` */
export type ReversalRefusalCode =
  | 'REVERSAL_NOT_REVERSIBLE'
  | 'ALREADY_REVERSED'
  | 'CLEARANCE_STANDS'
  | 'WRITE_OFF_NOT_REVERSIBLE'
  | 'REFUND_EXCEEDS_PAID';

/**
 * Why an entry may not be reversed now, or null: a reversal entry never is, an entry once only, and none
 * while the deal's clearance stands (its certificate says nothing remains; void it first).
 *
 * @example
 * ```ts
 * reversalRefusal({ kind: 'PAYMENT', reversed: true }, { clearanceStands: false })?.error;
 * // 'هذه الدفعة معكوسة مسبقاً'
 * ```
 */
export function reversalRefusal(
  entry: EntryFacts,
  deal: { readonly clearanceStands: boolean },
): Err<ReversalRefusalCode> | null {
  const m = LEDGER_MESSAGES;
  if (entry.kind === 'REVERSAL') return err('REVERSAL_NOT_REVERSIBLE', m.reversalNotReversible);
  if (entry.reversed) return err('ALREADY_REVERSED', m.paymentAlreadyReversed);
  if (entry.kind === 'WRITE_OFF') return err('WRITE_OFF_NOT_REVERSIBLE', REPOSSESSION_MESSAGES.writeOffFixed);
  if (deal.clearanceStands) return err('CLEARANCE_STANDS', m.clearanceBlocksReversal);
  return null;
}

/**
 * A reversal of a standing entry ({@link reversalRefusal} first): what remains after it is what remains
 * now plus the entry's amount, given back in full (the entries left still fit in the price); the
 * reversal entry prints it, and the replay without the entry must come to the same.
 *
 * @example
 * ```ts
 * admitReversal({ kind: 'PAYMENT', reversed: false, amount: 2000000 }, { remainingAmount: 0, clearanceStands: false });
 * // { ok: true, value: { remainingAfter: 2000000 } }
 * ```
 */
export function admitReversal(
  entry: EntryFacts & { readonly amount: MinorUnits },
  plan: {
    readonly remainingAmount: MinorUnits;
    readonly clearanceStands: boolean;
    /** Money received and handed back: a payment whose reversal would leave less received than handed back waits for the refund's reversal. */
    readonly paidAmount?: MinorUnits;
    readonly refundedAmount?: MinorUnits;
  },
): Ok<{ remainingAfter: MinorUnits }> | Err<ReversalRefusalCode> {
  const refusal = reversalRefusal(entry, plan);
  const refunded = plan.refundedAmount ?? 0;
  if (
    !refusal &&
    entry.kind === 'PAYMENT' &&
    refunded > 0 &&
    refunded > (plan.paidAmount ?? 0) - entry.amount
  ) {
    return err('REFUND_EXCEEDS_PAID', REPOSSESSION_MESSAGES.refundExceedsPaid);
  }
  // A refund settled nothing: taking it back leaves what remains as it is.
  const back = entry.kind === 'REFUND' ? 0 : entry.amount;
  return refusal ?? ok({ remainingAfter: plan.remainingAmount + back });
}

/**
 * Whether any entry stands on a plan, read from its totals: every standing entry is a positive amount
 * counted in `paidAmount` (a payment) or `discountAmount` (a discount).
 *
 * @example
 * ```ts
 * hasStandingEntries({ paidAmount: 0, discountAmount: 0 });       // false
 * hasStandingEntries({ paidAmount: 0, discountAmount: 500000 });  // true
 * ```
 */
export function hasStandingEntries(totals: {
  readonly paidAmount: MinorUnits;
  readonly discountAmount: MinorUnits;
}): boolean {
  return totals.paidAmount !== 0 || totals.discountAmount !== 0;
}

/** Why a deal may not be cancelled. @example `const c: CancelRefusalCode = 'HAS_ENTRIES';` */
export type CancelRefusalCode = 'ALREADY_CANCELLED' | 'HAS_ENTRIES';

/**
 * Why a deal may not be cancelled, or null: not twice, and not while any entry of its plan stands
 * (payments and discounts are reversed first, so cancelling never erases money received).
 *
 * @example
 * ```ts
 * cancelRefusal({ kind: 'CONTRACT', status: 'ACTIVE' }, true)?.error;
 * // 'لا يمكن إلغاء العقد لوجود دفعات مسجلة عليه، يرجى عكس الدفعات أولاً'
 * ```
 */
export function cancelRefusal(
  deal: { readonly kind: DealKindCode; readonly status: 'ACTIVE' | 'CANCELLED' },
  entriesStand: boolean,
): Err<CancelRefusalCode> | null {
  const m = LEDGER_MESSAGES;
  if (deal.status === 'CANCELLED') return err('ALREADY_CANCELLED', m.dealAlreadyCancelled[deal.kind]);
  if (entriesStand) return err('HAS_ENTRIES', m.dealHasPayments[deal.kind]);
  return null;
}

/**
 * Whether an instalment of a plan is overdue today: only an ACTIVE plan owes anything (a cancelled deal
 * owes nothing, a PAID plan nothing more), then {@link isOverdue}.
 *
 * @example
 * ```ts
 * const line = { dueDate: '2025-01-31', amount: 1000000, paidAmount: 0 };
 * overdueOnPlan('ACTIVE', line, '2025-02-01');    // true
 * overdueOnPlan('CANCELLED', line, '2025-02-01'); // false
 * ```
 */
export function overdueOnPlan(
  status: PlanStatus,
  installment: { readonly dueDate: IsoDate; readonly amount: MinorUnits; readonly paidAmount: MinorUnits },
  today: IsoDate,
): boolean {
  return status === 'ACTIVE' && isOverdue(installment, today);
}

/**
 * The due date of a plan's next instalment not fully paid (earliest due, then lowest sequence: the down
 * payment's line 0 first), or null when the plan is not ACTIVE or nothing is owed.
 *
 * @example
 * ```ts
 * nextDueDate('ACTIVE', [
 *   { sequence: 0, dueDate: '2025-01-10', status: 'PAID' },
 *   { sequence: 1, dueDate: '2025-02-10', status: 'PARTIAL' },
 * ]); // '2025-02-10'
 * ```
 */
export function nextDueDate(
  status: PlanStatus,
  installments: readonly {
    readonly sequence: number;
    readonly dueDate: IsoDate;
    readonly status: InstallmentStatus;
  }[],
): IsoDate | null {
  if (status !== 'ACTIVE') return null;
  let next: (typeof installments)[number] | null = null;
  for (const i of installments) {
    if (i.status === 'PAID') continue;
    if (!next || i.dueDate < next.dueDate || (i.dueDate === next.dueDate && i.sequence < next.sequence))
      next = i;
  }
  return next?.dueDate ?? null;
}
