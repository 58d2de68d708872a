import { type IsoDate, isIsoDate } from './dates';
import type { FieldProblem, FieldsRefused } from './entry-amount';
import { DEFERRED_MESSAGES } from './messages/deferred';
import { type Currency, type MinorUnits, parseMoney } from './money';
import { type Ok, ok } from './result';
import type { ScheduledInstallment } from './schedule';

/** The sequence of a plan's down-payment line: before the first monthly instalment (1). @example `DOWN_PAYMENT_SEQUENCE // 0` */
export const DOWN_PAYMENT_SEQUENCE = 0;

/**
 * Whether a schedule line is the down payment (of an instalment deal) or the whole price (of a CASH deal).
 *
 * @example
 * ```ts
 * isDownPaymentLine({ sequence: 0 }); // true
 * isDownPaymentLine({ sequence: 1 }); // false
 * ```
 */
export function isDownPaymentLine(line: { readonly sequence: number }): boolean {
  return line.sequence === DOWN_PAYMENT_SEQUENCE;
}

/**
 * A plan's schedule with its down payment as the first lines: line 0 (sequence 0, due on the deal's
 * contract date) for what is paid at signing, then the deferred portions (باقي المقدمة, negative sequences,
 * {@link deferredPortions}), then the monthly instalments. The money paid at signing is owed from that day:
 * recorded at once it settles line 0; left unrecorded (the creator may not record payments) or reversed,
 * it stays due since the deal's date and counts as overdue and due like any instalment. Allocation fills
 * the lines in due order, so line 0 first, then the portions. Line 0 is left out when the whole down
 * payment is deferred, and nothing is added when there is no down payment.
 *
 * @example
 * ```ts
 * withDownPayment([{ sequence: 1, dueDate: '2025-02-01', amount: 500 }], 1000, '2025-01-10');
 * // [{ sequence: 0, dueDate: '2025-01-10', amount: 1000 }, { sequence: 1, dueDate: '2025-02-01', amount: 500 }]
 * withDownPayment(schedule, 1000, '2025-01-10', [{ sequence: -1, dueDate: '2025-01-25', amount: 400 }]);
 * // line 0 of 600, then the portion of 400, then the schedule
 * ```
 */
export function withDownPayment(
  schedule: readonly ScheduledInstallment[],
  downPayment: MinorUnits,
  contractDate: IsoDate,
  deferred: readonly ScheduledInstallment[] = [],
): ScheduledInstallment[] {
  const atSigning = downPayment - deferredTotal(deferred);
  const down =
    atSigning > 0 ? [{ sequence: DOWN_PAYMENT_SEQUENCE, dueDate: contractDate, amount: atSigning }] : [];
  return [...down, ...deferred, ...schedule];
}

/** The sum of deferred portions, in minor units (exact: integers). @example `deferredTotal([{ amount: 400 }, { amount: 100 }]) // 500` */
export function deferredTotal(deferred: readonly { readonly amount: MinorUnits }[]): MinorUnits {
  let sum = 0;
  for (const d of deferred) sum += d.amount;
  return sum;
}

/** The most dated portions a down payment may be split into (باقي المقدمة). @example `portions.length <= MAX_DEFERRED_PORTIONS` */
export const MAX_DEFERRED_PORTIONS = 12;

/**
 * Whether a schedule line is a deferred portion of the down payment (باقي المقدمة): negative sequences,
 * −1 the earliest, due after the deal's date and no later than the first monthly instalment.
 *
 * @example
 * ```ts
 * isDeferredDownLine({ sequence: -1 }); // true
 * isDeferredDownLine({ sequence: 0 });  // false
 * ```
 */
export function isDeferredDownLine(line: { readonly sequence: number }): boolean {
  return line.sequence < DOWN_PAYMENT_SEQUENCE;
}

/**
 * Whether a schedule line is a monthly instalment (sequence 1 and up), not the down payment nor a
 * deferred portion of it: what a reschedule re-spreads and `installment_count` counts.
 *
 * @example `isMonthlyLine({ sequence: 3 }) // true`
 */
export function isMonthlyLine(line: { readonly sequence: number }): boolean {
  return line.sequence > DOWN_PAYMENT_SEQUENCE;
}

/**
 * A schedule line's name in Arabic, as texts and screens write it: «المقدمة» (line 0), «باقي المقدمة n»
 * (the n-th deferred portion, sequence −n), «القسط n».
 *
 * @example
 * ```ts
 * scheduleLineName(0);  // 'المقدمة'
 * scheduleLineName(-2); // 'باقي المقدمة 2'
 * scheduleLineName(5);  // 'القسط 5'
 * ```
 */
export function scheduleLineName(sequence: number): string {
  if (sequence === DOWN_PAYMENT_SEQUENCE) return 'المقدمة';
  return sequence < 0 ? `باقي المقدمة ${-sequence}` : `القسط ${sequence}`;
}

/** A deferred portion as a new deal's body gives it: an amount (major units, text) and its due date. */
export interface DeferredPortionInput {
  readonly amount: string | number;
  readonly dueDate: IsoDate;
}

/** A field of {@link deferredPortions}' refusals: the list, or one portion's amount or date. */
export type DeferredPortionField =
  | 'deferredDownPayments'
  | `deferredDownPayments.${number}.amount`
  | `deferredDownPayments.${number}.dueDate`;

/**
 * The deferred portions of a new deal's down payment (docs/domain/schedules.md#deferred-portions), read in
 * the deal's currency and numbered by due date (−1 the earliest): each more than zero, due after the deal's
 * date and no later than the first instalment, together no more than the down payment (all of it: nothing
 * is paid at signing). Only an instalment deal has them.
 *
 * @example
 * ```ts
 * deferredPortions({ portions: [{ amount: '500000', dueDate: '2025-01-25' }], currency: 'IQD',
 *   downPayment: 2_000_000, contractDate: '2025-01-10', firstDueDate: '2025-02-10' });
 * // { ok: true, value: [{ sequence: -1, dueDate: '2025-01-25', amount: 500000 }] }
 * ```
 */
export function deferredPortions(input: {
  readonly portions: readonly DeferredPortionInput[];
  readonly currency: Currency;
  readonly downPayment: MinorUnits;
  readonly contractDate: IsoDate | null;
  readonly firstDueDate: IsoDate | null;
}): Ok<ScheduledInstallment[]> | FieldsRefused<DeferredPortionField> {
  const m = DEFERRED_MESSAGES;
  const errors: FieldProblem<DeferredPortionField>[] = [];
  if (input.portions.length > MAX_DEFERRED_PORTIONS) {
    return { ok: false, errors: [{ field: 'deferredDownPayments', message: m.tooMany }] };
  }
  const read: { amount: MinorUnits; dueDate: IsoDate; index: number }[] = [];
  let sum = 0;
  input.portions.forEach((p, index) => {
    const amount = parseMoney(p.amount, input.currency);
    if (!amount.ok) errors.push({ field: `deferredDownPayments.${index}.amount`, message: amount.error });
    else if (amount.value <= 0) {
      errors.push({ field: `deferredDownPayments.${index}.amount`, message: m.amountPositive });
    }
    if (!isIsoDate(p.dueDate)) {
      errors.push({ field: `deferredDownPayments.${index}.dueDate`, message: m.dateInvalid });
    } else if (input.contractDate && p.dueDate <= input.contractDate) {
      errors.push({ field: `deferredDownPayments.${index}.dueDate`, message: m.dateNotAfterContract });
    } else if (input.firstDueDate && p.dueDate > input.firstDueDate) {
      errors.push({ field: `deferredDownPayments.${index}.dueDate`, message: m.dateAfterFirstDue });
    }
    if (amount.ok) {
      sum += amount.value; // integers of minor units, each a safe integer: exact
      read.push({ amount: amount.value, dueDate: p.dueDate, index });
    }
  });
  if (errors.length === 0 && sum > input.downPayment) {
    errors.push({ field: 'deferredDownPayments', message: m.moreThanDown });
  }
  if (errors.length > 0) return { ok: false, errors };
  const byDate = read.sort((a, b) =>
    a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.index - b.index,
  );
  return ok(byDate.map((p, i) => ({ sequence: -(i + 1), dueDate: p.dueDate, amount: p.amount })));
}
