import type { InstallmentStatusName, PlanStatus } from '@cc/contracts';
import { Badge, type BadgeTone } from '@cc/ui-rtl';
import { BUSINESS_MESSAGES as M } from './messages';

const planTone: Record<PlanStatus, BadgeTone> = {
  ACTIVE: 'info',
  PAID: 'success',
  CANCELLED: 'neutral',
  REPOSSESSED: 'danger',
};
const installmentTone: Record<InstallmentStatusName, BadgeTone> = {
  PENDING: 'warning',
  PARTIAL: 'info',
  PAID: 'success',
};

/**
 * A payment plan's status as a badge, with the contracts' label ('قيد التسديد', 'مسدد بالكامل', 'ملغى').
 *
 * @example
 * <PlanStatusBadge status={deal.paymentPlan.status} />
 */
export function PlanStatusBadge({ status }: { status: PlanStatus }) {
  return <Badge tone={planTone[status]}>{M.planStatuses[status]}</Badge>;
}

/**
 * An instalment's status as a badge ('غير مدفوع', 'مدفوع جزئياً', 'مدفوع') and, when it is overdue,
 * 'متأخر' beside it.
 *
 * @example
 * <InstallmentStatusBadge status={i.status} overdue={i.overdue} />
 */
export function InstallmentStatusBadge({
  status,
  overdue = false,
  writtenOff = false,
}: {
  status: InstallmentStatusName;
  overdue?: boolean;
  /** Its plan's repossession wrote all of what was left of it off: 'مشطوب' instead of 'مدفوع'. */
  writtenOff?: boolean;
}) {
  return (
    <span className="cc-business-badges">
      {writtenOff ? (
        <Badge tone="neutral">{M.writtenOffLine}</Badge>
      ) : (
        <Badge tone={installmentTone[status]}>{M.installmentStatuses[status]}</Badge>
      )}
      {overdue ? <Badge tone="danger">{M.overdue}</Badge> : null}
    </span>
  );
}
