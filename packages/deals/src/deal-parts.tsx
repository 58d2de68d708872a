import type { DealCurrency, Installment, PlanStatus } from '@cc/contracts';
import { formatAmount } from '@cc/domain';
import { Badge, type BadgeTone } from '@cc/ui-rtl';
import { DEALS_MESSAGES as M } from './messages';

const planTone: Record<PlanStatus, BadgeTone> = { ACTIVE: 'info', PAID: 'success', CANCELLED: 'neutral' };

/**
 * A payment plan's status as a Badge ('قيد التسديد', 'مسدد بالكامل', 'ملغى').
 *
 * @example
 * <PlanStatusBadge status={deal.paymentPlan.status} />
 */
export function PlanStatusBadge({ status }: { status: PlanStatus }) {
  return <Badge tone={planTone[status]}>{M.planStatuses[status]}</Badge>;
}

/**
 * An amount with its currency ('12,000,000 د.ع') isolated from the Arabic text around it.
 *
 * @example
 * <Money amount={deal.price} currency={deal.currency} />
 */
export function Money({ amount, currency }: { amount: string; currency: DealCurrency }) {
  return (
    <bdi dir="ltr" className="cc-deals-num">
      {formatAmount(amount, currency)}
    </bdi>
  );
}

/** A 'yyyy-MM-dd' date, isolated (Latin digits read left to right). */
export function DateText({ value }: { value: string | null }) {
  if (!value) return <>{M.missing}</>;
  return (
    <bdi dir="ltr" className="cc-deals-num">
      {value.slice(0, 10)}
    </bdi>
  );
}

const installmentTone = { PENDING: 'warning', PARTIAL: 'info', PAID: 'success' } as const;

/** Props of {@link InstallmentsTable}. */
export interface InstallmentsTableProps {
  installments: readonly Installment[];
  currency: DealCurrency;
  caption?: string;
}

/**
 * The instalments of a plan with amounts in the deal's currency, their status and an overdue mark (the
 * list's expanded rows and the deal page).
 *
 * @example
 * <InstallmentsTable installments={deal.paymentPlan.installments} currency={deal.currency} />
 */
export function InstallmentsTable({ installments, currency, caption = M.schedule }: InstallmentsTableProps) {
  if (installments.length === 0) return <p className="cc-deals-muted">{M.noInstallments}</p>;
  return (
    <table className="cc-deals-table">
      <caption className="cc-deals-caption">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{M.sequence}</th>
          <th scope="col">{M.dueDate}</th>
          <th scope="col">{M.amount}</th>
          <th scope="col">{M.paid}</th>
          <th scope="col">{M.remaining}</th>
          <th scope="col">{M.status}</th>
        </tr>
      </thead>
      <tbody>
        {installments.map((i) => (
          <tr key={i.id} data-overdue={i.overdue || undefined}>
            <td>
              <bdi className="cc-deals-num">{i.sequence}</bdi>
            </td>
            <td>
              <DateText value={i.dueDate} />
            </td>
            <td>
              <Money amount={i.amount} currency={currency} />
            </td>
            <td>
              <Money amount={i.paidAmount} currency={currency} />
            </td>
            <td>
              <Money amount={i.remainingAmount} currency={currency} />
            </td>
            <td>
              <span className="cc-deals-badges">
                <Badge tone={installmentTone[i.status]}>{M.installmentStatuses[i.status]}</Badge>
                {i.overdue ? <Badge tone="danger">{M.overdue}</Badge> : null}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
