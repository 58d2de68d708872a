import { CAR_STATUS_LABELS_AR, type CarStatus } from '@cc/contracts';
import { Badge } from '@cc/ui-rtl';
import { carStatusTone } from './car-labels';

/** Props of {@link CarStatusBadge}. */
export interface CarStatusBadgeProps {
  status: CarStatus;
}

/**
 * A car's status as a coloured Badge with its Arabic label (docs/domain/allocation.md#statuses): Active 'قيد الدفع', Pending 'غير مبيوعة',
 * Paid 'مباعة'.
 *
 * @example
 * <CarStatusBadge status="Pending" /> // غير مبيوعة
 */
export function CarStatusBadge({ status }: CarStatusBadgeProps) {
  return <Badge tone={carStatusTone(status)}>{CAR_STATUS_LABELS_AR[status] ?? status}</Badge>;
}
