import type { DealCurrency, Installment } from '@cc/contracts';
import { formatMoney, parseMoney, toMajorString } from '@cc/domain';
import { BUSINESS_MESSAGES as M } from './messages';

/** What {@link amountDue} reads of an instalment (a deal's, or a row of GET /installments). */
export type DueInstallment = Pick<Installment, 'status' | 'overdue' | 'remainingAmount' | 'dueDate'>;

const minor = (amount: string, currency: DealCurrency) => {
  const parsed = parseMoney(amount, currency);
  return parsed.ok ? parsed.value : 0;
};

/**
 * What a plan's unpaid instalments owe: the overdue total, the next instalment due (not overdue), what
 * remains in all (minor units added, in the plan's one currency), and the amount a payment starts from:
 * the overdue total, else the next instalment's remaining amount. The desk and the deal page prefill the
 * payment form with it, the same figure from both places.
 *
 * @example
 * const due = amountDue(deal.paymentPlan.installments, deal.currency);
 * due.prefill; // '3000000' when one instalment of 3,000,000 is overdue
 */
export function amountDue<Row extends DueInstallment>(rows: readonly Row[], currency: DealCurrency) {
  let overdue = 0;
  let remaining = 0;
  let next: Row | null = null;
  for (const r of rows) {
    if (r.status === 'PAID') continue;
    const left = minor(r.remainingAmount, currency);
    remaining += left;
    if (r.overdue) overdue += left;
    else if (!next || r.dueDate < next.dueDate) next = r;
  }
  const overdueText = overdue > 0 ? toMajorString(overdue, currency) : null;
  const nextAmount = next && minor(next.remainingAmount, currency) > 0 ? next.remainingAmount : null;
  return {
    overdue: overdueText,
    next,
    remaining: toMajorString(remaining, currency),
    prefill: overdueText ?? nextAmount,
    /** 'المتأخر … — القسط القادم …', shown under the amount; empty when nothing is due. */
    hint: M.amountDueHint(
      overdue > 0 ? formatMoney(overdue, currency) : null,
      nextAmount ? formatMoney(minor(nextAmount, currency), currency) : null,
    ),
  };
}
