import type { IsoDate } from './dates';
import { isDeferredDownLine, isDownPaymentLine, isMonthlyLine } from './down-payment';
import type { PlanStatus } from './ledger';
import { DEAL_DATES_MESSAGES } from './messages/deal-dates';
import { DEFERRED_MESSAGES } from './messages/deferred';
import { PLAN_MESSAGES } from './messages/plan';
import type { MinorUnits } from './money';
import { scheduleField } from './plan-terms';
import { type Err, err, type Ok, ok } from './result';
import {
  generateSchedule,
  type InstalmentRemainder,
  type ScheduledInstallment,
  type ScheduleErrorCode,
} from './schedule';

/** What a reschedule reads of a plan's line (other fields are carried through). @example `{ sequence: 2, dueDate: '2025-03-10', amount: 1000000, paidAmount: 0 }` */
export interface RescheduleLine {
  readonly sequence: number;
  readonly dueDate: IsoDate;
  readonly amount: MinorUnits;
  readonly paidAmount: MinorUnits;
}

/**
 * A plan's lines as a reschedule splits them (docs/domain/schedules.md, "Rescheduling"): the down
 * payment's line 0 and its deferred portions, never re-spread (they stay due on their dates, paid or not); the monthly
 * instalments with anything paid, kept as they are; those with nothing paid, replaced by a new spread of
 * their sum.
 */
export interface RescheduleFacts<L extends RescheduleLine = RescheduleLine> {
  readonly down: L | null;
  /** Paid and partly paid monthly instalments, by sequence. */
  readonly kept: readonly L[];
  /** Monthly instalments with nothing paid, by sequence. */
  readonly replaced: readonly L[];
  /** Their sum: what is spread again. */
  readonly replacedTotal: MinorUnits;
  /** The latest kept due date: the new first date may not precede it. */
  readonly lastKeptDate: IsoDate | null;
  /** The deal's date (the down payment's line): the new first date may not precede it either. */
  readonly dealDate: IsoDate | null;
  /** The latest deferred portion of the down payment (باقي المقدمة): nor may the new first date precede it. */
  readonly lastDeferredDate: IsoDate | null;
  /** The later of the two bounds; null: none. */
  readonly earliestFirstDate: IsoDate | null;
  /** New sequences continue after the highest kept one. */
  readonly baseSequence: number;
}

const later = (a: IsoDate | null, b: IsoDate | null) => (a === null ? b : b === null || a >= b ? a : b);

/**
 * Splits a plan's lines for a reschedule ({@link RescheduleFacts}); amounts in minor units.
 *
 * @example
 * ```ts
 * const facts = rescheduleFacts([
 *   { sequence: 0, dueDate: '2025-01-10', amount: 2000000, paidAmount: 2000000 },
 *   { sequence: 1, dueDate: '2025-02-10', amount: 1000000, paidAmount: 400000 },
 *   { sequence: 2, dueDate: '2025-03-10', amount: 1000000, paidAmount: 0 },
 * ]);
 * // facts.kept → [line 1], facts.replaced → [line 2], facts.replacedTotal → 1000000, facts.baseSequence → 1
 * ```
 */
export function rescheduleFacts<L extends RescheduleLine>(lines: readonly L[]): RescheduleFacts<L> {
  const bySequence = [...lines].sort((a, b) => a.sequence - b.sequence);
  const down = bySequence.find(isDownPaymentLine) ?? null;
  const monthly = bySequence.filter(isMonthlyLine);
  const kept = monthly.filter((l) => l.paidAmount > 0);
  const replaced = monthly.filter((l) => l.paidAmount === 0);
  let replacedTotal = 0;
  for (const l of replaced) replacedTotal += l.amount; // integers of minor units: exact
  let lastKeptDate: IsoDate | null = null;
  for (const l of kept) lastKeptDate = later(lastKeptDate, l.dueDate);
  const dealDate = down?.dueDate ?? null;
  let lastDeferredDate: IsoDate | null = null;
  for (const l of bySequence)
    if (isDeferredDownLine(l)) lastDeferredDate = later(lastDeferredDate, l.dueDate);
  return {
    down,
    kept,
    replaced,
    replacedTotal,
    lastKeptDate,
    dealDate,
    lastDeferredDate,
    earliestFirstDate: later(later(lastKeptDate, dealDate), lastDeferredDate),
    baseSequence: kept.reduce((max, l) => Math.max(max, l.sequence), 0),
  };
}

/** Why a reschedule is refused. @example `const c: RescheduleRefusalCode = 'NOTHING_TO_RESCHEDULE';` */
export type RescheduleRefusalCode =
  | 'PLAN_NOT_ACTIVE'
  | 'NOTHING_TO_RESCHEDULE'
  | 'FIRST_DUE_BEFORE_KEPT'
  | 'FIRST_DUE_BEFORE_CONTRACT'
  | 'FIRST_DUE_BEFORE_DEFERRED'
  | ScheduleErrorCode;

/**
 * A refusal of a reschedule: with `field`, the request is at fault (the new first date or count); without,
 * the plan's state (not ACTIVE, nothing unpaid to re-spread).
 */
export interface RescheduleRefusal extends Err<RescheduleRefusalCode> {
  readonly field?: 'installmentCount' | 'firstDueDate';
}

/**
 * Why a plan cannot be rescheduled from `firstDueDate` (null: not chosen yet, only the plan is checked),
 * or null: only an ACTIVE plan, only when something is unpaid, and never from before the latest kept
 * instalment, the deal's date nor the last deferred portion of the down payment (in that order).
 *
 * @example
 * ```ts
 * rescheduleRefusal('ACTIVE', facts, '2025-01-01')?.error;
 * // 'تاريخ أول قسط يجب ألا يسبق آخر قسط مدفوع جزئياً أو كلياً'
 * ```
 */
export function rescheduleRefusal(
  status: PlanStatus,
  facts: RescheduleFacts<RescheduleLine>,
  firstDueDate: IsoDate | null,
): RescheduleRefusal | null {
  const m = PLAN_MESSAGES;
  if (status !== 'ACTIVE') return err('PLAN_NOT_ACTIVE', m.notActive);
  if (facts.replaced.length === 0) return err('NOTHING_TO_RESCHEDULE', m.nothingToReschedule);
  if (!firstDueDate) return null;
  if (facts.lastKeptDate && firstDueDate < facts.lastKeptDate) {
    return { ...err('FIRST_DUE_BEFORE_KEPT', m.firstDueBeforeKept), field: 'firstDueDate' };
  }
  if (facts.dealDate && firstDueDate < facts.dealDate) {
    const message = DEAL_DATES_MESSAGES.firstDueBeforeContract;
    return { ...err('FIRST_DUE_BEFORE_CONTRACT', message), field: 'firstDueDate' };
  }
  if (facts.lastDeferredDate && firstDueDate < facts.lastDeferredDate) {
    const message = DEFERRED_MESSAGES.firstDueBeforeDeferred;
    return { ...err('FIRST_DUE_BEFORE_DEFERRED', message), field: 'firstDueDate' };
  }
  return null;
}

/** What a reschedule stores. @example `{ schedule: [...], installmentCount: 5, installmentAmount: 1500000, firstDueDate: null }` */
export interface Rescheduled<L extends RescheduleLine> {
  readonly facts: RescheduleFacts<L>;
  /** The new instalments, numbered after the kept ones. */
  readonly schedule: ScheduledInstallment[];
  /** The plan's monthly instalments after it: the kept and the new. */
  readonly installmentCount: number;
  /** The first new instalment's amount. */
  readonly installmentAmount: MinorUnits;
  /** The plan's new first due date, when no instalment is kept; null: unchanged. */
  readonly firstDueDate: IsoDate | null;
}

/**
 * Re-spreads a plan's unpaid instalments over `installmentCount` months from `firstDueDate`
 * ({@link rescheduleRefusal} first), with {@link generateSchedule} and the company's rounding step: the
 * sum replaced is kept exactly, the paid and partly paid instalments and the down payment's line stay.
 *
 * @example
 * ```ts
 * planReschedule('ACTIVE', rescheduleFacts(lines), { installmentCount: 2, firstDueDate: '2025-04-10' }, 1000);
 * // { ok: true, value: { schedule: [{ sequence: 2, dueDate: '2025-04-10', amount: 500000 }, …], … } }
 * ```
 */
export function planReschedule<L extends RescheduleLine>(
  status: PlanStatus,
  facts: RescheduleFacts<L>,
  request: { readonly installmentCount: number; readonly firstDueDate: IsoDate },
  roundingStep: MinorUnits,
  remainder?: InstalmentRemainder,
): Ok<Rescheduled<L>> | RescheduleRefusal {
  const refusal = rescheduleRefusal(status, facts, request.firstDueDate);
  if (refusal) return refusal;
  const schedule = generateSchedule({
    financedAmount: facts.replacedTotal,
    count: request.installmentCount,
    firstDueDate: request.firstDueDate,
    roundingStep,
    ...(remainder ? { remainder } : {}),
  });
  if (!schedule.ok) return { ...schedule, field: scheduleField(schedule.code) };
  return ok({
    facts,
    schedule: schedule.value.map((s) => ({ ...s, sequence: facts.baseSequence + s.sequence })),
    installmentCount: facts.kept.length + schedule.value.length,
    // The regular instalment: the last takes the remainder by default, the first with `FIRST`.
    installmentAmount: (remainder === 'FIRST' ? schedule.value.at(-1) : schedule.value[0])!.amount,
    firstDueDate: facts.kept.length > 0 ? null : request.firstDueDate,
  });
}
