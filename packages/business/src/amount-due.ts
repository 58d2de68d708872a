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
 * The late fees owed on a plan (docs/domain/late-fees.md): fees are settled after every instalment, so the
 * least of its standing fees and what remains; null when none.
 *
 * @example
 * owedLateFees({ chargeAmount: '50000', remainingAmount: '30000', currency: 'IQD' }); // '30000'
 */
export function owedLateFees(plan: {
  readonly chargeAmount: string;
  readonly remainingAmount: string;
  readonly currency: DealCurrency;
}): string | null {
  const owed = Math.min(minor(plan.chargeAmount, plan.currency), minor(plan.remainingAmount, plan.currency));
  return owed > 0 ? toMajorString(owed, plan.currency) : null;
}

/**
 * What a plan's unpaid instalments owe: the overdue total, the next instalment due (not overdue), what
 * remains in all (minor units added, in the plan's one currency, with the late fees owed when given), and
 * the amount a payment starts from: the overdue total, else the next instalment's remaining amount, else
 * the late fees (paid after every instalment). The desk and the deal page prefill the payment form with
 * it, the same figure from both places.
 *
 * @example
 * const due = amountDue(deal.paymentPlan.installments, deal.currency);
 * due.prefill; // '3000000' when one instalment of 3,000,000 is overdue
 */
export function amountDue<Row extends DueInstallment>(
  rows: readonly Row[],
  currency: DealCurrency,
  lateFees: string | null = null,
) {
  let overdue = 0;
  const fees = lateFees ? minor(lateFees, currency) : 0;
  let remaining = fees;
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
  const feesText = fees > 0 ? toMajorString(fees, currency) : null;
  return {
    overdue: overdueText,
    next,
    /** The late fees owed, when any. */
    lateFees: feesText,
    remaining: toMajorString(remaining, currency),
    prefill: overdueText ?? nextAmount ?? feesText,
    /** 'المتأخر … — القسط القادم … — غرامات التأخير …', shown under the amount; empty when nothing is due. */
    hint: M.amountDueHint(
      overdue > 0 ? formatMoney(overdue, currency) : null,
      nextAmount ? formatMoney(minor(nextAmount, currency), currency) : null,
      fees > 0 ? formatMoney(fees, currency) : null,
    ),
  };
}
