import { isCompanyAccount, useSession } from '@cc/auth';
import {
  BUSINESS_MESSAGES as B,
  HandedOver,
  Money,
  PaymentMarks,
  printEntryAction,
  ReversePaymentDialog,
  useDebouncedValue,
} from '@cc/business';
import {
  DEAL_CURRENCIES,
  DEAL_KIND_LABELS,
  type DealKind,
  dealName,
  endpoints,
  PAYMENT_METHODS,
  type Payment,
} from '@cc/contracts';
import { type ColumnDef, DataTableView, useDataTable } from '@cc/data-table';
import { isStanding, scheduleLineName } from '@cc/domain';
import { useResource } from '@cc/resources';
import { toast } from '@cc/ui-rtl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { dateColumn } from '../deal-columns';
import { DESK_MESSAGES as M } from './desk-messages';

const C = M.columns;

/** The ledger's columns and filters (GET /payments's query names). */
function ledgerColumns(
  branches: { id: number; name: string }[],
  users: { id: number; fullName: string }[],
): ColumnDef<Payment>[] {
  return [
    { key: 'receiptNumber', title: C.receiptNumber, kind: 'number', sortable: true },
    dateColumn('paidAt', C.paidAt, (p) => p.paidAt, { sortable: true, filterType: 'startEndDate' }),
    {
      key: 'contractNumber',
      title: C.deal,
      render: (p) => (
        <span>
          {DEAL_KIND_LABELS[p.dealKind]} <bdi className="cc-business-num">{p.contractNumber}</bdi>
        </span>
      ),
    },
    { key: 'buyerName', title: C.buyer, maxWidth: 10 },
    {
      key: 'amount',
      title: C.amount,
      kind: 'amount',
      sortable: true,
      render: (p) => (
        <span className="cc-desk-amount" data-reversed={p.reversed || undefined}>
          <Money amount={p.amount} currency={p.currency} negative={p.kind === 'REVERSAL'} />
          <HandedOver payment={p} />
        </span>
      ),
    },
    {
      key: 'method',
      title: C.method,
      // No money changes hands on a discount or a write-off: no method.
      render: (p) => (p.entryKind === 'DISCOUNT' || p.entryKind === 'WRITE_OFF' ? '—' : B.methods[p.method]),
      filterType: 'select',
      filterOptions: PAYMENT_METHODS.map((m) => ({ value: m, label: B.methods[m] })),
    },
    {
      key: 'currency',
      title: C.currency,
      filterOnly: true,
      filterType: 'select',
      filterOptions: DEAL_CURRENCIES.map((c) => ({ value: c, label: c })),
    },
    {
      key: 'remainingAfter',
      title: C.remainingAfter,
      kind: 'amount',
      hidden: true,
      render: (p) => <Money amount={p.remainingAfter} currency={p.currency} />,
    },
    {
      key: 'reversed',
      title: C.status,
      render: (p) => <PaymentMarks payment={p} />,
      filterTitle: C.reversed,
      filterType: 'select',
      filterOptions: [
        { value: 'true', label: M.reversedOnly },
        { value: 'false', label: M.standingOnly },
      ],
    },
    {
      key: 'kind',
      title: C.kind,
      filterOnly: true,
      filterType: 'select',
      filterOptions: (['PAYMENT', 'DISCOUNT', 'WRITE_OFF', 'REFUND', 'REVERSAL'] as const).map((k) => ({
        value: k,
        label: M.kinds[k],
      })),
    },
    ...(branches.length > 0
      ? [
          {
            key: 'branch.name',
            title: C.branch,
            paramKey: 'branchId',
            filterOnly: true,
            filterType: 'select' as const,
            filterOptions: branches.map((b) => ({ value: String(b.id), label: b.name })),
          },
        ]
      : []),
    ...(users.length > 0
      ? [
          {
            key: 'recordedBy.fullName',
            title: C.recordedBy,
            paramKey: 'recordedBy',
            filterOnly: true,
            filterType: 'select' as const,
            filterOptions: users.map((u) => ({ value: String(u.id), label: u.fullName })),
          },
        ]
      : []),
  ];
}

/** The instalments an entry settles (its expanded row). */
const ALLOCATION_COLUMNS: ColumnDef<never>[] = [
  {
    key: 'sequence',
    title: B.installmentNo,
    kind: 'number',
    render: (row: { sequence: number; chargeId?: number }) =>
      row.chargeId !== undefined
        ? B.lateFeeRow(row.sequence)
        : row.sequence === 0
          ? B.downPaymentRow
          : row.sequence < 0
            ? scheduleLineName(row.sequence)
            : row.sequence,
  },
  { key: 'amount', title: B.amount, kind: 'amount' },
] as ColumnDef<never>[];

/** Money received among the filtered rows, one line per currency (never added together). */
function Totals({ query }: { query: Record<string, unknown> }) {
  const settled = useDebouncedValue(query, 500);
  const found = useResource(endpoints.payments.list, { query: settled as never }, { keepPrevious: true });
  const totals = found.data?.totals;
  // Its line is there before the figures, so the table below does not move when they arrive.
  if (!totals)
    return (
      <p className="cc-desk-totals" aria-busy="true">
        <strong>{M.totals}:</strong> …
      </p>
    );
  return (
    <p className="cc-desk-totals" role="status" aria-label={M.totals}>
      <strong>{M.totals}:</strong>{' '}
      {totals.length === 0
        ? M.noTotals
        : totals.map((t) => (
            <span key={t.currency} className="cc-desk-total" data-currency={t.currency}>
              <Money amount={t.amount} currency={t.currency} /> ({M.count(t.count)})
            </span>
          ))}
    </p>
  );
}

/**
 * The ledger below the desk, on the generic data table: filters (date range, method, currency, branch,
 * who recorded it, reversed or not, kind; keyword: receipt number, deal number, buyer), the filtered
 * rows' money received per currency, rows expanding to the instalments they settle, 'عكس' with a reason
 * for the company account (as on the deal page), the print link named for the entry's document (receipt,
 * reversal voucher, discount note, write-off note, refund voucher), and the CSV export of the filtered list (GET /payments/export,
 * streamed by the server). With a deal chosen at the desk it narrows
 * to that deal's entries (GET /payments?dealId=, the totals and the export too), and widens back when the
 * choice is cleared; the filters typed meanwhile stay.
 */
export function LedgerList({
  debounceMs,
  deal,
}: {
  debounceMs?: number;
  /** The deal chosen at the desk, or none: every payment. */
  deal?: { dealId: number; dealKind: DealKind; contractNumber: number } | null;
}) {
  const isCompany = useSession((s) => isCompanyAccount(s));
  const [reversing, setReversing] = useState<Payment | null>(null);
  // Options of the branch and user filters, where the caller may read those lists.
  const branches = useResource(endpoints.branches.list, {}, { retry: false });
  const users = useResource(
    endpoints.users.list,
    { query: { size: 100 } },
    { enabled: isCompany, retry: false },
  );
  const columns = useMemo(
    () =>
      ledgerColumns(
        branches.data?.data.map((b) => ({ id: b.id, name: b.name })) ?? [],
        users.data?.data.map((u) => ({ id: u.id, fullName: u.fullName })) ?? [],
      ),
    [branches.data, users.data],
  );
  const dealId = deal?.dealId ?? null;
  const params = useMemo(() => (dealId === null ? undefined : { dealId }), [dealId]);
  const table = useDataTable<Payment>({
    endpoint: endpoints.payments.list,
    columns,
    ...(params ? { params } : {}),
    onError: (message) => toast.error(message),
    ...(debounceMs !== undefined ? { debounceMs } : {}),
  });
  // Narrowing or widening starts from the first page (a deep page of all payments is past one deal's end).
  const shownFor = useRef(dealId);
  const { setPage } = table;
  useEffect(() => {
    if (shownFor.current === dealId) return;
    shownFor.current = dealId;
    setPage(0);
  }, [dealId, setPage]);
  const title = deal ? M.listOf(dealName(deal.dealKind, deal.contractNumber)) : M.list;
  return (
    <section className="cc-deals-section" aria-label={M.list}>
      <h2 className="cc-deals-heading">{title}</h2>
      <Totals query={table.query} />
      <DataTableView<Payment>
        table={table}
        caption={title}
        childPath="allocations"
        childColumns={ALLOCATION_COLUMNS}
        exportEndpoint={endpoints.payments.export}
        link={Link}
        rowLabel={(p) => B.receiptRow(p.receiptNumber)}
        rowActions={(p) => [
          printEntryAction(p),
          // A write-off is undone with its car's repossession, never reversed on its own.
          isCompany &&
            isStanding(p) &&
            p.entryKind !== 'WRITE_OFF' && {
              label: B.reverse,
              onSelect: () => setReversing(p),
              tone: 'danger',
            },
        ]}
      />
      <ReversePaymentDialog payment={reversing} onClose={() => setReversing(null)} />
    </section>
  );
}
