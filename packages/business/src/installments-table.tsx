import type { DealCurrency, Installment } from '@cc/contracts';
import {
  isDeferredDownLine,
  isDownPaymentLine,
  parseMoney,
  scheduleLineName,
  toMajorString,
} from '@cc/domain';
import { TableHead } from '@cc/ui-rtl';
import { BUSINESS_MESSAGES as M } from './messages';
import { DateText, Money } from './money';
import { InstallmentStatusBadge } from './status-badges';

/** Props of {@link InstallmentsTable}. */
export interface InstallmentsTableProps {
  installments: readonly Installment[];
  /** The plan's currency. */
  currency: DealCurrency;
  /** Accessible name of the table; default 'جدول الأقساط'. */
  caption?: string;
}

/** What was paid of a line in money: its paid amount less what a repossession wrote off of it. */
function paidInMoney(i: Installment, currency: DealCurrency): string {
  if (!i.writtenOffAmount) return i.paidAmount;
  const paid = parseMoney(i.paidAmount, currency);
  const off = parseMoney(i.writtenOffAmount, currency);
  return paid.ok && off.ok ? toMajorString(paid.value - off.value, currency) : i.paidAmount;
}

/**
 * The instalments of a plan: sequence, due date, amount, paid and remaining in the plan's currency, the
 * status and an overdue mark (overdue rows are tinted); a line a repossession wrote off reads «مشطوب», its
 * paid column only the money received. The down payment's line (sequence 0, due on the
 * deal's date) reads «المقدمة», so what is owed of it, and since when, shows like any instalment. Used by the deal page, the deals list's expanded
 * rows and the payments desk.
 *
 * @example
 * <InstallmentsTable installments={deal.paymentPlan.installments} currency={deal.currency} />
 */
export function InstallmentsTable({ installments, currency, caption = M.schedule }: InstallmentsTableProps) {
  if (installments.length === 0) return <p className="cc-business-muted">{M.noInstallments}</p>;
  return (
    <div className="cc-stack-wrap">
      <table className="cc-business-table cc-stack">
        <caption className="cc-business-caption">{caption}</caption>
        <TableHead columns={[M.sequence, M.dueDate, M.amount, M.paid, M.remaining, M.status]} />
        <tbody>
          {installments.map((i) => (
            <tr key={i.id} data-overdue={i.overdue || undefined}>
              <td data-label={M.sequence}>
                {isDownPaymentLine(i) ? (
                  M.downPaymentRow
                ) : isDeferredDownLine(i) ? (
                  scheduleLineName(i.sequence)
                ) : (
                  <bdi className="cc-business-num">{i.sequence}</bdi>
                )}
              </td>
              <td data-label={M.dueDate}>
                <DateText value={i.dueDate} />
              </td>
              <td data-label={M.amount}>
                <Money amount={i.amount} currency={currency} />
              </td>
              <td data-label={M.paid}>
                <Money amount={paidInMoney(i, currency)} currency={currency} />
              </td>
              <td data-label={M.remaining}>
                <Money amount={i.remainingAmount} currency={currency} />
              </td>
              <td data-label={M.status}>
                <InstallmentStatusBadge
                  status={i.status}
                  overdue={i.overdue}
                  writtenOff={i.writtenOffAmount !== undefined}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
