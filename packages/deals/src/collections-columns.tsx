import { DealNumber, Money } from '@cc/business';
import { type AgingBand, agingBandLabel, type CollectionRow, DEAL_CURRENCIES } from '@cc/contracts';
import type { ColumnDef } from '@cc/data-table';
import { Badge } from '@cc/ui-rtl';
import { COLLECTIONS_MESSAGES as M } from './collections-messages';
import { dateColumn } from './deal-columns';

const C = M.columns;
const CURRENCY_LABELS = { IQD: 'دينار عراقي', USD: 'دولار أمريكي' } as const;

/** Options of the queue's branch and collector filters (those the caller may read). */
export interface CollectionFilterOptions {
  branches: readonly { id: number; name: string }[];
  collectors: readonly { id: number; fullName: string }[];
  /** The company's aging bands (GET /collections/settings). */
  bands: readonly AgingBand[];
}

/** How long without contact the «بلا تواصل منذ» filter offers, in days. */
const NO_CONTACT_DAYS = [3, 7, 14, 30] as const;

/**
 * The columns of the collections queue: the deal (a broken promise or one due today marked beside it),
 * the buyer and phone, what is overdue and since when, the last contact, the next action, the collector.
 * The filters: overdue band, currency, the caller's deals, the branch and the collector (their options
 * once their lists are read; a value from the address applies before), and no contact for N days.
 */
export const collectionColumns = ({
  branches,
  collectors,
  bands,
}: CollectionFilterOptions): readonly ColumnDef<CollectionRow>[] => {
  const columns: (ColumnDef<CollectionRow> | false)[] = [
    {
      key: 'contractNumber',
      title: C.contractNumber,
      render: (row) => (
        <span className="cc-collections-deal">
          <DealNumber kind={row.dealKind} number={row.contractNumber} />
          {row.brokenPromise ? <Badge tone="danger">{M.brokenPromise}</Badge> : null}
          {!row.brokenPromise && row.promise?.status === 'PENDING' && row.daysOverdue === 0 ? (
            <Badge tone="warning">{M.promiseToday}</Badge>
          ) : null}
        </span>
      ),
    },
    { key: 'buyer.fullName', title: C.buyer, maxWidth: 9 },
    { key: 'buyer.phone', title: C.phone, kind: 'code' },
    { key: 'guarantor.fullName', title: C.guarantor, maxWidth: 9, hidden: true },
    {
      key: 'car.name',
      title: C.car,
      maxWidth: 10,
      hidden: true,
      render: (row) => (
        <span>
          {row.car.name} <bdi className="cc-deals-muted">{row.car.plateNumber}</bdi>
        </span>
      ),
    },
    {
      key: 'overdueAmount',
      title: C.overdueAmount,
      kind: 'amount',
      sortable: true,
      render: (row) => (
        <>
          <Money amount={row.overdueAmount} currency={row.currency} />
          {Number(row.lateFees) > 0 ? (
            <span className="cc-collections__fees">
              {M.lateFees}: <Money amount={row.lateFees} currency={row.currency} />
            </span>
          ) : null}
        </>
      ),
      filterType: 'select',
      paramKey: 'currency',
      filterOptions: DEAL_CURRENCIES.map((c) => ({ value: c, label: CURRENCY_LABELS[c] })),
    },
    {
      key: 'daysOverdue',
      title: C.daysOverdue,
      sortable: true,
      render: (row) => M.days(row.daysOverdue),
      filterType: 'select',
      paramKey: 'band',
      filterOptions: bands.map((b) => ({ value: b.key, label: agingBandLabel(b) })),
    },
    {
      key: 'lastContact',
      title: C.lastContact,
      maxWidth: 10,
      render: (row) =>
        row.lastContact ? `${M.kinds[row.lastContact.kind]} — ${M.outcomes[row.lastContact.outcome]}` : null,
    },
    dateColumn('nextActionOn', C.nextActionOn, (row) => row.nextActionOn ?? '', { sortable: true }),
    {
      key: 'collector.fullName',
      title: C.collector,
      maxWidth: 8,
      filterType: 'select',
      paramKey: 'mine',
      filterOptions: [{ value: 'true', label: 'عقودي فقط' }],
    },
    {
      key: 'collectorId',
      title: C.collector,
      filterTitle: M.collectorFilter,
      filterOnly: true,
      filterType: 'select' as const,
      filterOptions: collectors.map((c) => ({ value: String(c.id), label: c.fullName })),
    },
    {
      key: 'branchId',
      title: M.branch,
      filterOnly: true,
      filterType: 'select' as const,
      filterOptions: branches.map((b) => ({ value: String(b.id), label: b.name })),
    },
    {
      key: 'noContactDays',
      title: M.noContact,
      filterOnly: true,
      filterType: 'select' as const,
      filterOptions: NO_CONTACT_DAYS.map((n) => ({ value: String(n), label: M.noContactDays(n) })),
    },
  ];
  return columns.filter((c): c is ColumnDef<CollectionRow> => c !== false);
};
