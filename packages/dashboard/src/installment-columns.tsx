import { DateText, InstallmentStatusBadge, Money } from '@cc/business';
import { INSTALLMENT_STATUSES, type InstallmentRow } from '@cc/contracts';
import type { ColumnDef } from '@cc/data-table';
import { isMonthlyLine, scheduleLineName } from '@cc/domain';
import { Badge } from '@cc/ui-rtl';
import { Link } from 'react-router';
import { DASHBOARD_MESSAGES as M } from './messages';
import { dashboardPaths } from './paths';

const C = M.columns;

/**
 * The columns and filters of the instalments list (GET /installments): due date range (fromDate/toDate),
 * status, overdue. The dashboard's overdue card and age bands open it filtered through its address.
 */
export const INSTALLMENT_LIST_COLUMNS: readonly ColumnDef<InstallmentRow>[] = [
  {
    key: 'contractNumber',
    title: C.deal,
    sortable: true,
    render: (row) => (
      <Link to={dashboardPaths.deal(row.dealKind, row.dealId)}>
        {M.kind[row.dealKind]} <bdi>{row.contractNumber}</bdi>
      </Link>
    ),
  },
  { key: 'buyer.fullName', title: C.buyer, maxWidth: 10 },
  { key: 'car.name', title: C.car, maxWidth: 10, hidden: true },
  {
    key: 'dueDate',
    title: C.dueDate,
    kind: 'date',
    sortable: true,
    // The down payment's line (sequence 0, due on the deal's date) and its deferred portions are named, so a
    // debt of the signing reads as one.
    render: (row) =>
      !isMonthlyLine(row) ? (
        <span className="cc-dashboard-down">
          <DateText value={row.dueDate} /> <Badge tone="info">{scheduleLineName(row.sequence)}</Badge>
        </span>
      ) : (
        <DateText value={row.dueDate} />
      ),
    filterType: 'startEndDate',
  },
  {
    key: 'amount',
    title: C.amount,
    kind: 'amount',
    sortable: true,
    render: (row) => <Money amount={row.amount} currency={row.currency} />,
    hidden: true,
  },
  {
    key: 'remainingAmount',
    title: C.remaining,
    kind: 'amount',
    render: (row) => <Money amount={row.remainingAmount} currency={row.currency} />,
  },
  {
    key: 'status',
    title: C.status,
    render: (row) => <InstallmentStatusBadge status={row.status} overdue={row.overdue} />,
    filterType: 'select',
    filterOptions: INSTALLMENT_STATUSES.map((value) => ({ value, label: M.installmentStatuses[value] })),
  },
  {
    key: 'overdue',
    title: C.overdue,
    filterOnly: true,
    filterType: 'select',
    filterOptions: [{ value: 'true', label: C.overdueOnly }],
  },
];
