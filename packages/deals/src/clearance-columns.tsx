import { DateText, DealNumber, Money } from '@cc/business';
import type { ClearanceRow } from '@cc/contracts';
import type { ColumnDef } from '@cc/data-table';
import { Badge } from '@cc/ui-rtl';
import { CLEARANCE_MESSAGES as M } from './clearance-messages';
import { dateColumn } from './deal-columns';

const C = M.columns;

/** The columns both tabs share: the deal, its buyer, its car and what was paid. */
const dealColumns: ColumnDef<ClearanceRow>[] = [
  {
    key: 'contractNumber',
    title: C.contractNumber,
    sortable: true,
    // Each kind has its own numbers: «عقد 4» and «وكالة 4» are two deals.
    render: (row) => <DealNumber kind={row.dealKind} number={row.contractNumber} />,
  },
  dateColumn('contractDate', C.contractDate, (row) => row.contractDate, { sortable: true }),
  { key: 'buyer.fullName', title: C['buyer.fullName'], maxWidth: 9 },
  { key: 'buyer.phone', title: C['buyer.phone'], kind: 'code', hidden: true },
  {
    key: 'car.name',
    title: C['car.name'],
    maxWidth: 11,
    render: (row) => (
      <span>
        {row.car.name} <bdi className="cc-deals-muted">{row.car.plateNumber}</bdi>
      </span>
    ),
  },
  { key: 'car.chassisNumber', title: C['car.chassisNumber'], kind: 'code', hidden: true },
  {
    key: 'totalPaid',
    title: C.totalPaid,
    kind: 'amount',
    render: (row) => <Money amount={row.totalPaid} currency={row.currency} />,
  },
];

/** The awaiting tab: fully paid deals with no standing clearance. */
export const AWAITING_COLUMNS: readonly ColumnDef<ClearanceRow>[] = dealColumns;

/** The issued tab: the clearance's number, date and issuer, and whether it was voided. */
export const ISSUED_COLUMNS: readonly ColumnDef<ClearanceRow>[] = [
  { key: 'clearance.number', title: C['clearance.number'], kind: 'number' },
  {
    key: 'clearance.issuedAt',
    title: C['clearance.issuedAt'],
    kind: 'date',
    render: (row) => (row.clearance ? <DateText value={row.clearance.issuedAt} /> : null),
  },
  ...dealColumns.filter((c) => c.key !== 'contractDate'),
  {
    key: 'clearance.issuedBy',
    title: C['clearance.issuedBy'],
    render: (row) => row.clearance?.issuedBy?.fullName,
    maxWidth: 8,
  },
  {
    key: 'clearance.voided',
    title: C['clearance.voided'],
    render: (row) =>
      row.clearance?.voided ? (
        <span title={row.clearance.voidReason ?? undefined}>
          <Badge tone="danger">{M.statuses.voided}</Badge>
        </span>
      ) : (
        <Badge tone="success">{M.statuses.standing}</Badge>
      ),
  },
];
