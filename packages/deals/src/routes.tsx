import { isCompanyAccount, type PermissionCheck, PermissionGate, useCan, useSession } from '@cc/auth';
import type { ViewsAdapter } from '@cc/data-table';
import type { ComponentType } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { DealsApi, DealsKind } from './api';
import { DealViewScreen } from './deal-view-screen';
import { DealsListScreen } from './deals-list-screen';
import { DEALS_MESSAGES as M } from './messages';
import { NewDealScreen } from './new-deal-screen';
import { dealPaths } from './paths';

/** Props of every deals page: the data access of the page's kind and the kind. */
export interface DealsPageProps {
  /** Built with createDealsApi(client, kind), the same kind as `kind`. */
  api: DealsApi;
  kind: DealsKind;
  /** Saved views of the list; omitted: no views menu. */
  views?: ViewsAdapter;
}

function DealsList({ api, kind, views }: DealsPageProps) {
  const canCreate = useCan('ADD_CONTRACT');
  const canCancel = useCan('DELETE_CONTRACT');
  return (
    <DealsListScreen
      api={api}
      kind={kind}
      canCreate={canCreate}
      canCancel={canCancel}
      {...(views ? { views } : {})}
    />
  );
}

/**
 * /contracts and /authorizations (GET_CONTRACT): the list; 'إضافة عقد' with ADD_CONTRACT, 'إلغاء' with
 * DELETE_CONTRACT. Needs @cc/auth's SessionProvider and a router.
 *
 * @example
 * { path: 'contracts', element: <DealsListPage api={contractsApi} kind="contracts" /> }
 */
export function DealsListPage(props: DealsPageProps) {
  return (
    <PermissionGate permission="GET_CONTRACT">
      <DealsList {...props} />
    </PermissionGate>
  );
}

function NewDeal({ api, kind }: DealsPageProps) {
  const navigate = useNavigate();
  return (
    <NewDealScreen api={api} kind={kind} onDone={(deal) => void navigate(dealPaths.view(kind, deal.id))} />
  );
}

/**
 * /new-contract and /new-authorization (ADD_CONTRACT): the form; after saving, the deal's page.
 *
 * @example
 * { path: 'new-contract', element: <NewDealPage api={contractsApi} kind="contracts" /> }
 */
export function NewDealPage(props: DealsPageProps) {
  return (
    <PermissionGate permission="ADD_CONTRACT">
      <NewDeal {...props} />
    </PermissionGate>
  );
}

function DealView({ api, kind, dealId }: DealsPageProps & { dealId: number }) {
  const canRecordPayment = useCan('UPDATE_INSTALLMENT');
  const canReschedule = useCan('UPDATE_PAYMENT_PLAN');
  const canSeePayments = useCan('GET_INSTALLMENT');
  // Reversing a payment is the company account's alone (domain.md §3), not a permission.
  const canReverse = useSession((s) => isCompanyAccount(s));
  return (
    <DealViewScreen
      api={api}
      kind={kind}
      dealId={dealId}
      canRecordPayment={canRecordPayment}
      canReschedule={canReschedule}
      canReverse={canReverse}
      canSeePayments={canSeePayments}
    />
  );
}

/**
 * /contracts/:id and /authorizations/:id (GET_CONTRACT): the deal's page; the payments with GET_INSTALLMENT,
 * recording one with UPDATE_INSTALLMENT, rescheduling with UPDATE_PAYMENT_PLAN, reversing payments for the company account.
 *
 * @example
 * { path: 'contracts/:id', element: <DealViewPage api={contractsApi} kind="contracts" /> }
 */
export function DealViewPage(props: DealsPageProps) {
  const { id } = useParams();
  const dealId = Number(id);
  const valid = Number.isInteger(dealId) && dealId > 0;
  return (
    <PermissionGate permission="GET_CONTRACT">
      {valid ? (
        <DealView key={dealId} {...props} dealId={dealId} />
      ) : (
        <p role="alert">{M.notFound[props.kind]}</p>
      )}
    </PermissionGate>
  );
}

/** One route of the deals feature: its path (relative to the main layout), kind, check and page. */
export interface DealRoute {
  path:
    | 'contracts'
    | 'authorizations'
    | 'new-contract'
    | 'new-authorization'
    | 'contracts/:id'
    | 'authorizations/:id';
  /** Which api to pass (createDealsApi(client, kind)). */
  kind: DealsKind;
  /** The permission the page needs (the page checks it itself too). */
  permission: PermissionCheck;
  Page: ComponentType<DealsPageProps>;
}

/**
 * The routes of the deals feature for the app's route table. The print page (print/:id/:isContract)
 * belongs to the template feature and is not here.
 *
 * @example
 * ```tsx
 * const apis = { contracts: createDealsApi(client, 'contracts'), authorizations: createDealsApi(client, 'authorizations') };
 * const children = dealRoutes.map(({ path, kind, Page }) => ({ path, element: <Page api={apis[kind]} kind={kind} /> }));
 * ```
 */
export const dealRoutes: readonly DealRoute[] = [
  { path: 'contracts', kind: 'contracts', permission: 'GET_CONTRACT', Page: DealsListPage },
  { path: 'authorizations', kind: 'authorizations', permission: 'GET_CONTRACT', Page: DealsListPage },
  { path: 'new-contract', kind: 'contracts', permission: 'ADD_CONTRACT', Page: NewDealPage },
  { path: 'new-authorization', kind: 'authorizations', permission: 'ADD_CONTRACT', Page: NewDealPage },
  { path: 'contracts/:id', kind: 'contracts', permission: 'GET_CONTRACT', Page: DealViewPage },
  { path: 'authorizations/:id', kind: 'authorizations', permission: 'GET_CONTRACT', Page: DealViewPage },
];
