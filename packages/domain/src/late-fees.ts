import { addDays, type IsoDate } from './dates';
import type { PlanStatus } from './ledger';
import { LATE_FEES_MESSAGES } from './messages/late-fees';
import { PLAN_MESSAGES } from './messages/plan';
import type { Currency, MinorUnits } from './money';
import { type Err, err } from './result';

// Late fees (docs/domain/late-fees.md): the company's rule, which overdue instalment is charged and how
// much, and whether a charge may be waived or waived back. The server's daily job, the fake API and the
// screens call these same functions.

/**
 * A company's late-fee rule in minor units: off, or after `graceDays` past the due date one fee per
 * overdue instalment, a fixed amount per currency or `basisPoints` (hundredths of a percent) of what is
 * overdue of it, at most `caps[currency]` (0: no cap). `since` is the company's day the rule was turned
 * on: an instalment whose grace ended before it is never charged.
 *
 * @example `{ mode: 'PERCENT', graceDays: 5, since: '2026-11-01', basisPoints: 200, caps: { IQD: 50000, USD: 0 } }`
 */
export type LateFeeRule =
  | { readonly mode: 'OFF' }
  | {
      readonly mode: 'FIXED';
      readonly graceDays: number;
      readonly since: IsoDate;
      readonly amounts: Readonly<Record<Currency, MinorUnits>>;
    }
  | {
      readonly mode: 'PERCENT';
      readonly graceDays: number;
      readonly since: IsoDate;
      readonly basisPoints: number;
      readonly caps: Readonly<Record<Currency, MinorUnits>>;
    };

/**
 * The fee of one overdue instalment under a rule, in the plan's currency: the fixed amount, or the
 * percentage of what is overdue rounded half up to the minor unit (integers only) and capped. 0 when the
 * rule is off or gives nothing (a fixed amount of 0 for that currency).
 *
 * @example
 * ```ts
 * const rule = { mode: 'PERCENT', graceDays: 0, since: '2026-01-01', basisPoints: 250, caps: { IQD: 20000, USD: 0 } } as const;
 * lateFeeAmount(rule, 'IQD', 500000);  // 12500
 * lateFeeAmount(rule, 'IQD', 1000000); // 20000 (the cap)
 * ```
 */
export function lateFeeAmount(rule: LateFeeRule, currency: Currency, overdue: MinorUnits): MinorUnits {
  if (rule.mode === 'OFF' || overdue <= 0) return 0;
  if (rule.mode === 'FIXED') return rule.amounts[currency];
  const fee = Number((BigInt(overdue) * BigInt(rule.basisPoints) + 5000n) / 10000n);
  const cap = rule.caps[currency];
  return cap > 0 ? Math.min(fee, cap) : fee;
}

/**
 * The first day an instalment due on `dueDate` can be charged: the day after its grace ends (with no
 * grace, the day after its due date, when it becomes overdue).
 *
 * @example
 * ```ts
 * lateFeeDueFrom('2026-03-10', 0); // '2026-03-11'
 * lateFeeDueFrom('2026-03-10', 5); // '2026-03-16'
 * ```
 */
export function lateFeeDueFrom(dueDate: IsoDate, graceDays: number): IsoDate {
  return addDays(dueDate, graceDays + 1);
}

/**
 * Whether an instalment is charged a late fee on `today`: the rule is on, the plan ACTIVE, the
 * instalment not fully paid, its grace over by `today`, and not ended before the rule was turned on.
 * (That it was not charged already is the caller's: one charge per instalment, by the unique key.)
 *
 * @example
 * ```ts
 * const rule = { mode: 'FIXED', graceDays: 3, since: '2026-01-01', amounts: { IQD: 25000, USD: 500 } } as const;
 * const line = { dueDate: '2026-03-10', amount: 500000, paidAmount: 0 };
 * isChargeable(rule, 'ACTIVE', line, '2026-03-13'); // false: still in grace
 * isChargeable(rule, 'ACTIVE', line, '2026-03-14'); // true
 * ```
 */
export function isChargeable(
  rule: LateFeeRule,
  planStatus: PlanStatus,
  line: { readonly dueDate: IsoDate; readonly amount: MinorUnits; readonly paidAmount: MinorUnits },
  today: IsoDate,
): boolean {
  if (rule.mode === 'OFF' || planStatus !== 'ACTIVE' || line.paidAmount >= line.amount) return false;
  const from = lateFeeDueFrom(line.dueDate, rule.graceDays);
  return from <= today && from >= rule.since;
}

/** An entry of a plan's charges ledger: a charge, its waiver, or the waiver taken back. @example `{ id: 9, kind: 'WAIVER', chargeId: 4 }` */
export interface ChargeEntryFacts {
  readonly id: number;
  readonly kind: 'CHARGE' | 'WAIVER' | 'UNWAIVE';
  /** On a WAIVER or UNWAIVE: the charge it is about. */
  readonly chargeId: number | null;
}

/**
 * The charges that stand (are owed): each CHARGE whose latest waiver entry (by id) is not a WAIVER.
 * Entries are never edited or deleted; a waiver taken back is a new UNWAIVE entry.
 *
 * @example
 * ```ts
 * standingCharges([
 *   { id: 1, kind: 'CHARGE', chargeId: null },
 *   { id: 2, kind: 'CHARGE', chargeId: null },
 *   { id: 3, kind: 'WAIVER', chargeId: 1 },
 * ]).map((c) => c.id); // [2]
 * ```
 */
export function standingCharges<E extends ChargeEntryFacts>(entries: readonly E[]): E[] {
  const waived = waivedCharges(entries);
  return entries.filter((e) => e.kind === 'CHARGE' && !waived.has(e.id)).sort((a, b) => a.id - b.id);
}

/**
 * The ids of the charges waived now (their latest WAIVER or UNWAIVE entry is a WAIVER).
 *
 * @example `waivedCharges(entries).has(4)`
 */
export function waivedCharges(entries: readonly ChargeEntryFacts[]): Set<number> {
  const latest = new Map<number, ChargeEntryFacts>();
  for (const e of entries) {
    if (e.kind === 'CHARGE' || e.chargeId === null) continue;
    const before = latest.get(e.chargeId);
    if (!before || before.id < e.id) latest.set(e.chargeId, e);
  }
  return new Set([...latest].filter(([, e]) => e.kind === 'WAIVER').map(([id]) => id));
}

/** A charge's state: owed, partly or fully paid, or waived. @example `'PARTIAL'` */
export type ChargeState = 'DUE' | 'PARTIAL' | 'PAID' | 'WAIVED';

/**
 * A charge's state from whether it is waived and what the replay settled of it.
 *
 * @example
 * ```ts
 * chargeState({ waived: false, amount: 25000, paidAmount: 5000 }); // 'PARTIAL'
 * chargeState({ waived: true, amount: 25000, paidAmount: 0 });     // 'WAIVED'
 * ```
 */
export function chargeState(charge: {
  readonly waived: boolean;
  readonly amount: MinorUnits;
  readonly paidAmount: MinorUnits;
}): ChargeState {
  if (charge.waived) return 'WAIVED';
  if (charge.paidAmount >= charge.amount) return 'PAID';
  return charge.paidAmount > 0 ? 'PARTIAL' : 'DUE';
}

/** Why a waiver (or taking it back) is refused. @example `const c: WaiverRefusalCode = 'CHARGE_PAID';` */
export type WaiverRefusalCode =
  | 'PLAN_NOT_ACTIVE'
  | 'ALREADY_WAIVED'
  | 'CHARGE_PAID'
  | 'NOT_WAIVED'
  | 'CLEARANCE_STANDS';

/**
 * Why a charge may not be waived now, or null: not on a cancelled plan, not twice, and not once anything
 * of it is paid (charges are settled last, so the money would then be more than the plan owes; reverse
 * the payment first).
 *
 * @example
 * ```ts
 * waiverRefusal({ waived: false, paidAmount: 5000 }, { status: 'ACTIVE' })?.error;
 * // 'لا يمكن إعفاء غرامة دُفع منها شيء، يرجى عكس الدفعة أولاً'
 * ```
 */
export function waiverRefusal(
  charge: { readonly waived: boolean; readonly paidAmount: MinorUnits },
  plan: { readonly status: PlanStatus },
): Err<WaiverRefusalCode> | null {
  const m = LATE_FEES_MESSAGES;
  if (plan.status === 'CANCELLED') return err('PLAN_NOT_ACTIVE', PLAN_MESSAGES.notActive);
  if (charge.waived) return err('ALREADY_WAIVED', m.alreadyWaived);
  if (charge.paidAmount > 0) return err('CHARGE_PAID', m.chargePaid);
  return null;
}

/**
 * Why a waiver may not be taken back now, or null: only a waived charge, not on a cancelled plan, and not
 * while the deal's clearance stands (its certificate says nothing remains).
 *
 * @example
 * ```ts
 * unwaiveRefusal({ waived: true }, { status: 'PAID', clearanceStands: true })?.code; // 'CLEARANCE_STANDS'
 * ```
 */
export function unwaiveRefusal(
  charge: { readonly waived: boolean },
  plan: { readonly status: PlanStatus; readonly clearanceStands: boolean },
): Err<WaiverRefusalCode> | null {
  const m = LATE_FEES_MESSAGES;
  if (plan.status === 'CANCELLED') return err('PLAN_NOT_ACTIVE', PLAN_MESSAGES.notActive);
  if (!charge.waived) return err('NOT_WAIVED', m.notWaived);
  if (plan.clearanceStands) return err('CLEARANCE_STANDS', m.clearanceBlocksUnwaive);
  return null;
}
