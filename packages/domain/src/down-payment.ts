import type { IsoDate } from './dates';
import type { MinorUnits } from './money';
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
 * A plan's schedule with its down payment as the first line: sequence 0, due on the deal's (contract)
 * date. The money paid at signing is owed from that day: recorded at once it settles this line; left
 * unrecorded (the creator may not record payments) or reversed, it stays due since the deal's date and
 * counts as overdue and due like any instalment. Allocation fills it first (its date is never after the
 * first instalment's, and it has the lowest sequence). Nothing is added when there is no down payment.
 *
 * @example
 * ```ts
 * withDownPayment([{ sequence: 1, dueDate: '2025-02-01', amount: 500 }], 1000, '2025-01-10');
 * // [{ sequence: 0, dueDate: '2025-01-10', amount: 1000 }, { sequence: 1, dueDate: '2025-02-01', amount: 500 }]
 * ```
 */
export function withDownPayment(
  schedule: readonly ScheduledInstallment[],
  downPayment: MinorUnits,
  contractDate: IsoDate,
): ScheduledInstallment[] {
  if (downPayment <= 0) return [...schedule];
  return [{ sequence: DOWN_PAYMENT_SEQUENCE, dueDate: contractDate, amount: downPayment }, ...schedule];
}
