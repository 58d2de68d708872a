import { useCan } from '@cc/auth';
import { ReminderDialog, type ReminderTarget } from '@cc/business';
import {
  agingBands,
  type CollectionFilters,
  type CollectionRow,
  DEFAULT_AGING_BANDS,
  dealName,
  endpoints,
} from '@cc/contracts';
import { DataTableView, filtersFromSearch, type MenuActions, useDataTable } from '@cc/data-table';
import { useResource } from '@cc/resources';
import { A4Page, Button, IconEye, PageHeader, toast } from '@cc/ui-rtl';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { AssignTarget } from './assign-dialog';
import { collectionColumns } from './collections-columns';
import { COLLECTIONS_MESSAGES as M } from './collections-messages';
import type { ContactTarget } from './contact-dialog';
import { AssignDialog, ContactDialog, ReminderBatchDialog } from './lazy-dialogs';
import { dealPaths } from './paths';

/** Props of {@link CollectionsScreen}. */
export interface CollectionsScreenProps {
  /** Delay of search requests (500 ms, docs/domain/lists-and-search.md). */
  debounceMs?: number;
}

type Query = Record<string, string | number | boolean>;

const dealLink = (row: CollectionRow) =>
  dealPaths.view(row.dealKind === 'CONTRACT' ? 'contracts' : 'authorizations', row.dealId);

/** The queue's tabs: the deals being collected, and those marked in default. */
type CollectionsTab = 'queue' | 'defaulted';
const TABS: readonly CollectionsTab[] = ['queue', 'defaulted'];

/** The queue's filters of a list query (its sort left out), as «إسناد الكل» sends them. */
const filtersOf = ({ sortBy: _s, sortDirection: _d, ...filters }: Query) => filters as CollectionFilters;

/**
 * /collections (COLLECTIONS_READ, checked by the route): the deals with money overdue or a promise due
 * today, most urgent first (a broken promise, a promise due today, the days overdue), searchable and
 * filtered by band, currency, branch, collector, the caller's deals and days without contact. A row opens
 * its deal, its contact panel (COLLECTIONS_WORK), its reminders and its assignment (COLLECTIONS_ASSIGN);
 * the toolbar's «تذكير الكل» and «إسناد الكل» work on every deal the filters match.
 *
 * @example
 * <CollectionsScreen />
 */
export function CollectionsScreen({ debounceMs }: CollectionsScreenProps) {
  const canWork = useCan('COLLECTIONS_WORK');
  const canAssign = useCan('COLLECTIONS_ASSIGN');
  const branches = useResource(endpoints.branches.list, undefined, { retry: false });
  const collectors = useResource(endpoints.collections.collectors, undefined, { retry: false });
  const { search } = useLocation();
  const settings = useResource(endpoints.collections.settings, undefined, { retry: false });
  const columns = useMemo(
    () =>
      collectionColumns({
        branches: branches.data?.data ?? [],
        collectors: collectors.data?.data ?? [],
        bands: agingBands(settings.data?.data.agingBands ?? DEFAULT_AGING_BANDS),
      }),
    [branches.data, collectors.data, settings.data],
  );
  // A report's drill-down opens the queue filtered (?branchId=…, ?collectorId=…, ?keyword=…).
  const [start] = useState(() => ({
    filters: filtersFromSearch(columns, search),
    keyword: new URLSearchParams(search).get('keyword') ?? '',
  }));
  // The deals marked in default have their own tab: the same list with `defaulted=true`.
  const [tab, setTab] = useState<CollectionsTab>('queue');
  const params = useMemo(() => (tab === 'defaulted' ? { defaulted: 'true' } : undefined), [tab]);
  const table = useDataTable<CollectionRow>({
    endpoint: endpoints.collections.list,
    columns,
    ...(params ? { params } : {}),
    initialFilters: start.filters,
    initialKeyword: start.keyword,
    onError: (message) => toast.error(message),
    ...(debounceMs !== undefined ? { debounceMs } : {}),
  });
  const [assigning, setAssigning] = useState<AssignTarget | null>(null);
  const [contact, setContact] = useState<ContactTarget | null>(null);
  const [reminding, setReminding] = useState<ReminderTarget | null>(null);
  const [batch, setBatch] = useState<Query | null>(null);

  const actions = (row: CollectionRow): MenuActions => [
    { label: M.view[row.dealKind], to: dealLink(row), icon: <IconEye size={18} />, primary: true },
    canWork && {
      label: M.logContact,
      onSelect: () =>
        setContact({
          dealId: row.dealId,
          dealKind: row.dealKind,
          contractNumber: row.contractNumber,
          currency: row.currency,
          buyerName: row.buyer.fullName,
        }),
    },
    {
      label: M.remind,
      onSelect: () =>
        setReminding({ dealId: row.dealId, dealKind: row.dealKind, contractNumber: row.contractNumber }),
    },
    canAssign && {
      label: M.assign,
      onSelect: () =>
        setAssigning({
          dealId: row.dealId,
          dealKind: row.dealKind,
          contractNumber: row.contractNumber,
          collectorId: row.collector?.id ?? null,
        }),
    },
  ];

  const empty = table.pagination?.totalItems === 0;
  const toolbar = (
    <>
      <Button type="button" variant="secondary" disabled={empty} onClick={() => setBatch(table.exportQuery)}>
        {M.remindAll}
      </Button>
      {canAssign ? (
        <Button
          type="button"
          variant="secondary"
          disabled={empty}
          onClick={() =>
            setAssigning({
              filter: filtersOf(table.exportQuery),
              count: table.pagination?.totalIsEstimate ? null : (table.pagination?.totalItems ?? null),
            })
          }
        >
          {M.assignAll}
        </Button>
      ) : null}
    </>
  );

  return (
    <A4Page className="cc-deals-page">
      <PageHeader title={M.title} />
      <div role="tablist" aria-label={M.tabsLabel} className="cc-deals-tabs">
        {TABS.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            id={`collections-tab-${t}`}
            aria-selected={tab === t}
            aria-controls="collections-panel"
            className="cc-deals-tab"
            onClick={() => {
              setTab(t);
              table.setPage(0);
            }}
          >
            {M.tabs[t]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="collections-panel" aria-labelledby={`collections-tab-${tab}`}>
        <DataTableView<CollectionRow>
          table={table}
          caption={tab === 'defaulted' ? M.defaultedCaption : M.caption}
          link={Link}
          rowLabel={(row) => `${dealName(row.dealKind, row.contractNumber)} — ${row.buyer.fullName}`}
          rowActions={actions}
          toolbarExtra={toolbar}
        />
      </div>
      <ContactDialog target={contact} onClose={() => setContact(null)} />
      <AssignDialog target={assigning} onClose={() => setAssigning(null)} />
      <ReminderDialog target={reminding} onClose={() => setReminding(null)} canLog={canWork} />
      <ReminderBatchDialog filters={batch} onClose={() => setBatch(null)} canLog={canWork} />
    </A4Page>
  );
}
