import { addMonthsClamped, type IsoDate, isIsoDate } from './dates';
import { SCHEDULE_MESSAGES } from './messages/schedule';
import type { MinorUnits } from './money';
import { type Err, err, type Ok, ok } from './result';

/** The most instalments a plan may have (ten years of monthly payments). @example `count <= MAX_INSTALLMENTS` */
export const MAX_INSTALLMENTS = 120;

/**
 * What {@link generateSchedule} needs. Amounts are minor units of the deal's currency.
 *
 * @example
 * ```ts
 * const input: ScheduleInput = { financedAmount: 12_000_000, count: 12, firstDueDate: '2025-01-31', roundingStep: 1000 };
 * ```
 */
export interface ScheduleInput {
  /** Price minus down payment, in minor units; 0 gives an empty schedule. */
  readonly financedAmount: MinorUnits;
  /** Number of monthly instalments, 1 to {@link MAX_INSTALLMENTS}. */
  readonly count: number;
  /** 'yyyy-MM-dd'; every later instalment falls on the same day of month, clamped to the month's end. */
  readonly firstDueDate: IsoDate;
  /** The company's rounding step for the currency, in minor units (e.g. IQD 1000, USD 100), at least 1. */
  readonly roundingStep: MinorUnits;
  /** Where what the rounding leaves goes ({@link InstalmentRemainder}); the last instalment when not said. */
  readonly remainder?: InstalmentRemainder;
}

/**
 * Where the remainder of the rounding goes, a company setting: `LAST` (every instalment rounded down to
 * the step, the last takes the rest: the largest), `FIRST` (the same, the first takes the rest), or
 * `NEAREST` (every instalment rounded to the nearest step, the last takes the difference, larger or
 * smaller: the amounts stay closest to equal; when rounding up would leave the last nothing, they are
 * rounded down as `LAST`).
 *
 * @example `const r: InstalmentRemainder = 'NEAREST';`
 */
export type InstalmentRemainder = 'LAST' | 'FIRST' | 'NEAREST';

/** The remainder modes, in the order a form offers them. @example `INSTALMENT_REMAINDERS[0] // 'LAST'` */
export const INSTALMENT_REMAINDERS = [
  'LAST',
  'FIRST',
  'NEAREST',
] as const satisfies readonly InstalmentRemainder[];

/**
 * One instalment of a generated schedule.
 *
 * @example
 * ```ts
 * const first: ScheduledInstallment = { sequence: 1, dueDate: '2025-01-31', amount: 1_000_000 };
 * ```
 */
export interface ScheduledInstallment {
  readonly sequence: number;
  readonly dueDate: IsoDate;
  readonly amount: MinorUnits;
}

/** Why {@link generateSchedule} refused. @example `const c: ScheduleErrorCode = 'AMOUNT_TOO_SMALL';` */
export type ScheduleErrorCode =
  | 'INVALID_AMOUNT'
  | 'INVALID_COUNT'
  | 'INVALID_DATE'
  | 'INVALID_STEP'
  | 'AMOUNT_TOO_SMALL';

/** The answer of {@link generateSchedule}. @example `const r: ScheduleResult = generateSchedule(input);` */
export type ScheduleResult = Ok<ScheduledInstallment[]> | Err<ScheduleErrorCode>;

/**
 * The monthly instalment schedule of a plan, the same in the browser's preview and on the server.
 *
 * - Instalment i (1-based) is due {@link addMonthsClamped}(firstDueDate, i − 1).
 * - By default (`remainder: 'LAST'`) every instalment but the last is floor(financed / count) rounded DOWN
 *   to a multiple of the rounding step; the last takes the remainder, so the sum is exactly the financed
 *   amount and the last is the largest (it may be off the step when the financed amount itself is).
 *   `FIRST` gives the remainder to the first instalment instead; `NEAREST` rounds to the nearest step and
 *   the last takes the difference ({@link InstalmentRemainder}). The sum is exact in every mode.
 * - The count is never reduced: when financed < count × step (some instalment would be under one step)
 *   the answer is an error, and the user chooses fewer instalments or a smaller down payment.
 * - A financed amount of 0 (paid in full up front) gives no instalments.
 *
 * @example
 * ```ts
 * generateSchedule({ financedAmount: 10_000_000, count: 3, firstDueDate: '2024-01-31', roundingStep: 1000 });
 * // { ok: true, value: [
 * //   { sequence: 1, dueDate: '2024-01-31', amount: 3_333_000 },
 * //   { sequence: 2, dueDate: '2024-02-29', amount: 3_333_000 },
 * //   { sequence: 3, dueDate: '2024-03-31', amount: 3_334_000 } ] }
 * ```
 */
export function generateSchedule(input: ScheduleInput): ScheduleResult {
  const { financedAmount, count, firstDueDate, roundingStep } = input;
  if (!Number.isSafeInteger(financedAmount) || financedAmount < 0) {
    return err('INVALID_AMOUNT', SCHEDULE_MESSAGES.invalidAmount);
  }
  if (!Number.isInteger(count) || count < 1 || count > MAX_INSTALLMENTS) {
    return err('INVALID_COUNT', SCHEDULE_MESSAGES.invalidCount);
  }
  if (!isIsoDate(firstDueDate)) return err('INVALID_DATE', SCHEDULE_MESSAGES.invalidDate);
  if (!Number.isSafeInteger(roundingStep) || roundingStep < 1) {
    return err('INVALID_STEP', SCHEDULE_MESSAGES.invalidStep);
  }
  if (financedAmount === 0) return ok([]);
  // Integer division without float rounding: both operands are safe integers, so a − a % b is exact.
  if ((financedAmount - (financedAmount % roundingStep)) / roundingStep < count) {
    return err('AMOUNT_TOO_SMALL', SCHEDULE_MESSAGES.tooSmall);
  }
  let lastDate: IsoDate;
  try {
    lastDate = addMonthsClamped(firstDueDate, count - 1);
  } catch {
    return err('INVALID_DATE', SCHEDULE_MESSAGES.invalidDate);
  }
  const share = (financedAmount - (financedAmount % count)) / count;
  const down = share - (share % roundingStep); // ≥ roundingStep, given the check above
  // To the nearest step (half up), unless the last instalment would then be left nothing.
  const up =
    share % roundingStep !== 0 && 2 * (share % roundingStep) >= roundingStep ? down + roundingStep : down;
  const regular = input.remainder === 'NEAREST' && financedAmount - up * (count - 1) > 0 ? up : down;
  const rest = financedAmount - regular * (count - 1);
  const first = input.remainder === 'FIRST' ? rest : regular;
  const last = input.remainder === 'FIRST' ? regular : rest;
  const schedule: ScheduledInstallment[] = [];
  for (let i = 1; i <= count; i++) {
    const amount = count === 1 ? financedAmount : i === 1 ? first : i === count ? last : regular;
    schedule.push({
      sequence: i,
      dueDate: i === count ? lastDate : addMonthsClamped(firstDueDate, i - 1),
      amount,
    });
  }
  return ok(schedule);
}
