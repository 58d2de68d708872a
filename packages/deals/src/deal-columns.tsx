import { DateText, Money, PlanStatusBadge } from '@cc/business';
import { DEAL_SORT_KEYS, type Deal, PLAN_STATUSES } from '@cc/contracts';
import type { ColumnDef } from '@cc/data-table';
import { Badge } from '@cc/ui-rtl';
import { DEALS_MESSAGES as M } from './messages';

const C = M.columns;
const sortable = new Set<string>(DEAL_SORT_KEYS);

/**
 * A date column of the deals' lists: the row's date at `key`, shown as {@link DateText}; `more` adds
 * sorting or a filter.
 *
 * @example
 * dateColumn<Payment>('paidAt', 'التاريخ', (p) => p.paidAt, { sortable: true })
 */
export function dateColumn<Row>(
  key: string,
  title: string,
  dateOf: (row: Row) => string,
  more: Omit<ColumnDef<Row>, 'key' | 'title' | 'kind' | 'render'> = {},
): ColumnDef<Row> {
  return { key, title, kind: 'date', render: (row) => <DateText value={dateOf(row)} />, ...more };
}

const columns: ColumnDef<Deal>[] = [
  { key: 'contractNumber', title: C.contractNumber, kind: 'number' },
  // Its filter is sent as fromDate/toDate (the data table's default names of a range without paramKey).
  dateColumn('contractDate', C.contractDate, (deal) => deal.contractDate, { filterType: 'startEndDate' }),
  { key: 'buyer.fullName', title: C.buyer, maxWidth: 8 },
  // Low priority (hidden: true): left out by default so the list fits 1366 px; shown through 'الأعمدة'.
  { key: 'seller.fullName', title: C.seller, hidden: true },
  {
    key: 'car.name',
    title: C.car,
    maxWidth: 11,
    render: (deal) => (
      <span>
        {deal.car.name} <bdi className="cc-deals-muted">{deal.car.plateNumber}</bdi>
      </span>
    ),
  },
  {
    key: 'price',
    title: C.price,
    kind: 'amount',
    render: (deal) => <Money amount={deal.price} currency={deal.currency} />,
    hidden: true,
  },
  {
    key: 'paymentPlan.paidAmount',
    title: C.paidAmount,
    kind: 'amount',
    render: (deal) => <Money amount={deal.paymentPlan.paidAmount} currency={deal.currency} />,
    hidden: true,
  },
  {
    key: 'paymentPlan.remainingAmount',
    title: C.remainingAmount,
    kind: 'amount',
    render: (deal) => <Money amount={deal.paymentPlan.remainingAmount} currency={deal.currency} />,
  },
  {
    key: 'planStatus',
    title: C.planStatus,
    render: (deal) => (
      <span className="cc-deals-badges">
        <PlanStatusBadge status={deal.paymentPlan.status} />
        {deal.status === 'CANCELLED' && deal.paymentPlan.status !== 'CANCELLED' ? (
          <Badge tone="neutral">{M.cancelledBadge}</Badge>
        ) : null}
      </span>
    ),
    filterType: 'select',
    filterOptions: PLAN_STATUSES.map((value) => ({ value, label: M.planStatuses[value] })),
  },
  {
    key: 'nextDueDate',
    title: C.nextDueDate,
    kind: 'date',
    render: (deal) =>
      deal.nextDueDate ? (
        <span className="cc-deals-badges">
          <DateText value={deal.nextDueDate} />
          {deal.paymentPlan.installments.some((i) => i.overdue) ? (
            <Badge tone="danger">{M.overdue}</Badge>
          ) : null}
        </span>
      ) : null,
  },
  {
    key: 'overdue',
    title: M.filters.overdue,
    filterOnly: true,
    filterType: 'select',
    filterOptions: [{ value: 'true', label: M.filters.overdueOnly }],
  },
  {
    key: 'cancelled',
    title: M.filters.cancelled,
    filterOnly: true,
    filterType: 'select',
    filterOptions: [
      { value: 'true', label: M.filters.yes },
      { value: 'false', label: M.filters.no },
    ],
  },
];

/**
 * The deals list's ten data columns (the table adds 'الإجراءات'; seller, price and paid start hidden
 * and long names end in '…' so the default columns fit 1366 px; 'الأعمدة' shows the others), amounts
 * in the deal's currency, and
 * the filters of GET /contracts: plan status, contract date range (fromDate/toDate), overdue, cancelled.
 * Sorting on DEAL_SORT_KEYS.
 *
 * @example
 * <DataTable<Deal> endpoint={endpoints.contracts.list} columns={DEAL_COLUMNS} childPath="paymentPlan.installments" />
 */
export const DEAL_COLUMNS: readonly ColumnDef<Deal>[] = columns.map((column) => ({
  ...column,
  sortable: sortable.has(column.key),
}));
