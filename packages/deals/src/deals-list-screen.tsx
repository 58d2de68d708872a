import type { Deal } from '@cc/contracts';
import { DataTable, type DataTableHandle, type ListFetcher, type ViewsAdapter } from '@cc/data-table';
import { A4Page, PageHeader, toast } from '@cc/ui-rtl';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { DealsApi, DealsKind } from './api';
import { CancelDealDialog } from './cancel-deal-dialog';
import { DEAL_COLUMNS } from './deal-columns';
import { InstallmentsTable } from './deal-parts';
import { DealRowActions } from './deal-row-actions';
import { failureMessage } from './failure';
import { DEALS_MESSAGES as M } from './messages';
import { dealPaths } from './paths';

/** Props of {@link DealsListScreen}. */
export interface DealsListScreenProps {
  api: DealsApi;
  kind: DealsKind;
  /** ADD_CONTRACT: the 'إضافة عقد' / 'إضافة وكالة' link. */
  canCreate: boolean;
  /** DELETE_CONTRACT: the row's 'إلغاء'. */
  canCancel: boolean;
  views?: ViewsAdapter;
  /** Delay of search and filter requests (spec §9: 500 ms). */
  debounceMs?: number;
}

/**
 * The contracts or authorizations list: ten columns with amounts in the deal's currency, rows expanding
 * to their instalments, filters (plan status, date range, overdue, cancelled), view/print/cancel.
 *
 * @example
 * <DealsListScreen api={contractsApi} kind="contracts" canCreate canCancel />
 */
export function DealsListScreen({
  api,
  kind,
  canCreate,
  canCancel,
  views,
  debounceMs,
}: DealsListScreenProps) {
  const table = useRef<DataTableHandle>(null);
  const [target, setTarget] = useState<Deal | null>(null);

  const fetcher = useCallback<ListFetcher<Deal>>(
    (_endpoint, query, { signal }) => api.list(query, { signal }),
    [api],
  );
  const onError = useCallback((message: string) => {
    toast.error(message || M.fetchFailed);
  }, []);

  const cancel = async (deal: Deal, reason: string) => {
    try {
      await api.cancel(deal.id, reason);
      toast.success(M.cancelled);
      table.current?.refresh();
    } catch (error) {
      // A 409 (payments exist) carries the server's Arabic reason.
      toast.error(failureMessage(error, M.cancelFailed));
    }
  };

  return (
    <A4Page className="cc-deals-page">
      <PageHeader title={M.listTitle[kind]} />
      <DataTable<Deal>
        ref={table}
        endpoint={kind}
        caption={M.listTitle[kind]}
        columns={DEAL_COLUMNS}
        fetcher={fetcher}
        onError={onError}
        childPath="paymentPlan.installments"
        renderChildren={(_children, deal) => (
          <InstallmentsTable installments={deal.paymentPlan.installments} currency={deal.currency} />
        )}
        actions={(deal) => (
          <DealRowActions kind={kind} deal={deal} canCancel={canCancel} onCancel={setTarget} />
        )}
        {...(views ? { views } : {})}
        {...(debounceMs !== undefined ? { debounceMs } : {})}
        toolbarExtra={
          canCreate ? (
            <Link to={dealPaths.create(kind)} className="cc-button" data-variant="primary" data-size="md">
              {M.add[kind]}
            </Link>
          ) : undefined
        }
      />
      <CancelDealDialog kind={kind} deal={target} onClose={() => setTarget(null)} onConfirm={cancel} />
    </A4Page>
  );
}
