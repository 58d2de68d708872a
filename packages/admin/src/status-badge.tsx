import { COMPANY_STATUS_LABELS_AR, type CompanyStatus } from '@cc/contracts';
import { Badge } from '@cc/ui-rtl';

/** A company's status: 'نشطة' in green, 'موقوفة' in red. */
export function CompanyStatusBadge({ status }: { status: CompanyStatus }) {
  return <Badge tone={status === 'ACTIVE' ? 'success' : 'danger'}>{COMPANY_STATUS_LABELS_AR[status]}</Badge>;
}
