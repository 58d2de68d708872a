import { addMonthsClamped, type IsoDate } from './dates';
import { DEAL_DATES_MESSAGES } from './messages/deal-dates';

/** The earliest contract date a deal may carry. */
export const EARLIEST_CONTRACT_DATE: IsoDate = '2000-01-01';

/** The dates a date field accepts, both included ('yyyy-MM-dd'). */
export interface DateBounds {
  min: IsoDate;
  max: IsoDate;
}

/**
 * The dates a deal's date fields accept (docs/domain/deals.md#dates), the same rules as
 * {@link dealDateProblems} and {@link paymentDateProblem}: the contract date from 2000 to a year after
 * today; the first instalment from the contract date to ten years after it; a payment from the contract
 * date to today. A form's date fields offer only these (min and max of the kit's DateField).
 *
 * @example
 * ```ts
 * dealDateBounds({ contractDate: '2026-05-01', today: '2026-05-01' }).firstDueDate;
 * // { min: '2026-05-01', max: '2036-05-01' }
 * ```
 */
export function dealDateBounds(input: { contractDate: IsoDate | null; today: IsoDate }): {
  contractDate: DateBounds;
  firstDueDate: DateBounds;
  paidAt: DateBounds;
} {
  const contract = input.contractDate ?? input.today;
  return {
    contractDate: { min: EARLIEST_CONTRACT_DATE, max: monthsLater(input.today, 12) },
    firstDueDate: { min: contract, max: monthsLater(contract, 120) },
    paidAt: { min: contract, max: input.today },
  };
}

/** `months` after `date`, or the last date there is when that is past year 9999. */
function monthsLater(date: IsoDate, months: number): IsoDate {
  try {
    return addMonthsClamped(date, months);
  } catch {
    return '9999-12-31';
  }
}

export interface DateProblem {
  field: 'contractDate' | 'firstDueDate' | 'paidAt';
  message: string;
}

/**
 * The date rules of a new deal (docs/domain/deals.md#dates): the contract date from 2000 to a year after
 * today, and the first instalment on or after the contract date, within ten years of it. ISO dates
 * compare as text.
 *
 * @example
 * ```ts
 * dealDateProblems({ contractDate: '2026-05-01', firstDueDate: '2025-01-01', today: '2026-05-01' });
 * // [{ field: 'firstDueDate', message: 'تاريخ أول قسط لا يمكن أن يسبق تاريخ العقد' }]
 * ```
 */
export function dealDateProblems(input: {
  contractDate: IsoDate;
  firstDueDate: IsoDate | null;
  today: IsoDate;
}): DateProblem[] {
  const m = DEAL_DATES_MESSAGES;
  const bounds = dealDateBounds(input);
  const problems: DateProblem[] = [];
  if (input.contractDate < bounds.contractDate.min)
    problems.push({ field: 'contractDate', message: m.contractTooEarly });
  else if (input.contractDate > bounds.contractDate.max)
    problems.push({ field: 'contractDate', message: m.contractTooLate });
  if (input.firstDueDate) {
    if (input.firstDueDate < bounds.firstDueDate.min)
      problems.push({ field: 'firstDueDate', message: m.firstDueBeforeContract });
    else if (input.firstDueDate > bounds.firstDueDate.max)
      problems.push({ field: 'firstDueDate', message: m.firstDueTooLate });
  }
  return problems;
}

/**
 * A payment is dated from its deal's contract date to today (in the company's time zone). A form that
 * does not know the contract date (null) checks today's bound only; the server checks both.
 *
 * @example
 * ```ts
 * paymentDateProblem({ paidAt: '2025-03-26', contractDate: null, today: '2025-03-25' })?.message;
 * // 'تاريخ الدفع لا يمكن أن يكون بعد اليوم'
 * ```
 */
export function paymentDateProblem(input: {
  paidAt: IsoDate;
  contractDate: IsoDate | null;
  today: IsoDate;
}): DateProblem | null {
  if (input.paidAt > input.today) return { field: 'paidAt', message: DEAL_DATES_MESSAGES.paidInFuture };
  if (input.contractDate !== null && input.paidAt < input.contractDate)
    return { field: 'paidAt', message: DEAL_DATES_MESSAGES.paidBeforeContract };
  return null;
}
