import { addMonthsClamped, type IsoDate } from './dates';
import { MESSAGES } from './messages';

/** The earliest contract date a deal may carry. */
export const EARLIEST_CONTRACT_DATE: IsoDate = '2000-01-01';

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
  const m = MESSAGES.dealDates;
  const problems: DateProblem[] = [];
  if (input.contractDate < EARLIEST_CONTRACT_DATE)
    problems.push({ field: 'contractDate', message: m.contractTooEarly });
  else if (input.contractDate > addMonthsClamped(input.today, 12))
    problems.push({ field: 'contractDate', message: m.contractTooLate });
  if (input.firstDueDate) {
    if (input.firstDueDate < input.contractDate)
      problems.push({ field: 'firstDueDate', message: m.firstDueBeforeContract });
    else if (input.firstDueDate > addMonthsClamped(input.contractDate, 120))
      problems.push({ field: 'firstDueDate', message: m.firstDueTooLate });
  }
  return problems;
}

/** A payment is dated from its deal's contract date to today (in the company's time zone). */
export function paymentDateProblem(input: {
  paidAt: IsoDate;
  contractDate: IsoDate;
  today: IsoDate;
}): DateProblem | null {
  if (input.paidAt > input.today) return { field: 'paidAt', message: MESSAGES.dealDates.paidInFuture };
  if (input.paidAt < input.contractDate)
    return { field: 'paidAt', message: MESSAGES.dealDates.paidBeforeContract };
  return null;
}
