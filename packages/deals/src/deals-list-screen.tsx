import { errorMessage } from '@cc/api-client';
import { useCan } from '@cc/auth';
import { InstallmentsTable } from '@cc/business';
import type { Deal } from '@cc/contracts';
import { DataTable, filtersFromSearch } from '@cc/data-table';
import { useResourceMutation } from '@cc/resources';
import { A4Page, ButtonLink, PageHeader, toast } from '@cc/ui-rtl';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CancelDealDialog } from './cancel-deal-dialog';
import { DEAL_COLUMNS } from './deal-columns';
import { dealRowActions, dealRowLabel } from './deal-row-actions';
import { type DealsKind, kindOf } from './kind';
import { DEALS_MESSAGES as M } from './messages';
import { dealPaths } from './paths';

/** Props of {@link DealsListScreen}. */
export interface DealsListScreenProps {
  kind: DealsKind;
  /** Delay of search and filter requests (500 ms, docs/domain/lists-and-search.md). */
  debounceMs?: number;
}

/**
 * The contracts or authorizations list (GET_CONTRACT, checked by the route): ten columns with amounts in
 * the deal's currency, rows expanding to their instalments, filters (plan status, date range, overdue,
 * cancelled); view and print on each row, 'إلغاء' with DELETE_CONTRACT (a reason, then a confirmation;
 * the list reloads by itself) and the add link with ADD_CONTRACT.
 *
 * @example
 * <DealsListScreen kind="contracts" />
 */
export function DealsListScreen({ kind, debounceMs }: DealsListScreenProps) {
  const canCreate = useCan('ADD_CONTRACT');
  const { search } = useLocation();
  const canCancel = useCan('DELETE_CONTRACT');
  const { endpoints } = kindOf(kind);
  const [target, setTarget] = useState<Deal | null>(null);
  const cancelDeal = useResourceMutation(endpoints.cancel);

  const cancel = async (deal: Deal, reason: string) => {
    try {
      const { message } = await cancelDeal.mutateAsync({ params: { id: deal.id }, body: { reason } });
      // The server names the kind: 'تم إلغاء العقد' or 'تم إلغاء الوكالة'.
      toast.success(message ?? M.cancelled);
    } catch (error) {
      // A 409 (payments stand) carries the server's Arabic reason.
      toast.error(errorMessage(error));
    }
  };

  return (
    <A4Page className="cc-deals-page">
      <PageHeader title={M.listTitle[kind]} />
      <DataTable<Deal>
        // A link's filters (?fromDate=…&toDate=…, ?overdue=true, ?planStatus=ACTIVE) start the list.
        key={search}
        initialFilters={filtersFromSearch(DEAL_COLUMNS, search)}
        endpoint={endpoints.list}
        caption={M.listTitle[kind]}
        columns={DEAL_COLUMNS}
        onError={(message) => toast.error(message)}
        childPath="paymentPlan.installments"
        renderChildren={(_children, deal) => (
          <InstallmentsTable installments={deal.paymentPlan.installments} currency={deal.currency} />
        )}
        link={Link}
        rowLabel={(deal) => dealRowLabel(kind, deal)}
        rowActions={(deal) => dealRowActions(kind, deal, canCancel, setTarget)}
        {...(debounceMs !== undefined ? { debounceMs } : {})}
        toolbarExtra={
          canCreate ? (
            <ButtonLink link={Link} to={dealPaths.create(kind)}>
              {M.add[kind]}
            </ButtonLink>
          ) : undefined
        }
      />
      <CancelDealDialog kind={kind} deal={target} onClose={() => setTarget(null)} onConfirm={cancel} />
    </A4Page>
  );
}
