import { type PermissionCheck, PermissionGate, useCan } from '@cc/auth';
import type { ComponentType } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AccountCardsScreen } from './account-cards-screen';
import type { PersonsApi } from './api';
import { PERSONS_MESSAGES } from './messages';
import { personPaths } from './paths';
import { PersonFormScreen } from './person-form-screen';
import { PersonViewScreen } from './person-view-screen';

/** Props of every account-cards page: the data access (built once with {@link createPersonsApi}). */
export interface PersonsPageProps {
  api: PersonsApi;
}

function usePersonIdParam(): number | null {
  const { id } = useParams();
  const personId = Number(id);
  return Number.isInteger(personId) && personId > 0 ? personId : null;
}

function AccountCards({ api }: PersonsPageProps) {
  const canCreate = useCan('PERSON_CREATE');
  const canUpdate = useCan('PERSON_UPDATE');
  const canDelete = useCan('PERSON_DELETE');
  return <AccountCardsScreen api={api} canCreate={canCreate} canUpdate={canUpdate} canDelete={canDelete} />;
}

/**
 * /account-cards (PERSON_READ): the list; add link with PERSON_CREATE, edit with PERSON_UPDATE, delete
 * with PERSON_DELETE. Needs @cc/auth's SessionProvider and a router.
 *
 * @example
 * { path: 'account-cards', element: <AccountCardsPage api={personsApi} /> }
 */
export function AccountCardsPage({ api }: PersonsPageProps) {
  return (
    <PermissionGate permission="PERSON_READ">
      <AccountCards api={api} />
    </PermissionGate>
  );
}

function PersonForm({ api, personId }: { api: PersonsApi; personId?: number }) {
  const navigate = useNavigate();
  return (
    <PersonFormScreen
      api={api}
      {...(personId !== undefined ? { personId } : {})}
      onDone={(person) => void navigate(personPaths.view(person.id))}
    />
  );
}

/**
 * /new-account (PERSON_CREATE): the form; after saving, the account's page.
 *
 * @example
 * { path: 'new-account', element: <NewAccountPage api={personsApi} /> }
 */
export function NewAccountPage({ api }: PersonsPageProps) {
  return (
    <PermissionGate permission="PERSON_CREATE">
      <PersonForm api={api} />
    </PermissionGate>
  );
}

function NotFound() {
  return (
    <p className="cc-persons-state" role="alert">
      {PERSONS_MESSAGES.notFound}
    </p>
  );
}

/**
 * /account-cards/:id/edit (PERSON_UPDATE): the form filled with the person; after saving, its page.
 *
 * @example
 * { path: 'account-cards/:id/edit', element: <EditAccountPage api={personsApi} /> }
 */
export function EditAccountPage({ api }: PersonsPageProps) {
  const personId = usePersonIdParam();
  return (
    <PermissionGate permission="PERSON_UPDATE">
      {personId === null ? <NotFound /> : <PersonForm key={personId} api={api} personId={personId} />}
    </PermissionGate>
  );
}

function AccountView({ api, personId }: { api: PersonsApi; personId: number }) {
  const canEdit = useCan('PERSON_UPDATE');
  const canSeePayments = useCan('GET_INSTALLMENT');
  return <PersonViewScreen api={api} personId={personId} canEdit={canEdit} canSeePayments={canSeePayments} />;
}

/**
 * /account-cards/:id/view (PERSON_READ): the account's details, the edit link with PERSON_UPDATE, its
 * deals and amounts owed when the api provides them, and its payments with GET_INSTALLMENT.
 *
 * @example
 * { path: 'account-cards/:id/view', element: <AccountViewPage api={personsApi} /> }
 */
export function AccountViewPage({ api }: PersonsPageProps) {
  const personId = usePersonIdParam();
  return (
    <PermissionGate permission="PERSON_READ">
      {personId === null ? <NotFound /> : <AccountView api={api} personId={personId} />}
    </PermissionGate>
  );
}

/** One route of the account-cards feature: its path (relative to the main layout), check and page. */
export interface PersonRoute {
  path: 'account-cards' | 'new-account' | 'account-cards/:id/edit' | 'account-cards/:id/view';
  /** The permission the page needs (the page checks it itself too). */
  permission: PermissionCheck;
  /** The page to mount, given the persons api. */
  Page: ComponentType<PersonsPageProps>;
}

/**
 * The routes of the account-cards feature for the app's route table (domain.md §3). Each page makes its
 * own entry check.
 *
 * @example
 * ```tsx
 * const personsApi = createPersonsApi(client);
 * const children = personRoutes.map(({ path, Page }) => ({ path, element: <Page api={personsApi} /> }));
 * ```
 */
export const personRoutes: readonly PersonRoute[] = [
  { path: 'account-cards', permission: 'PERSON_READ', Page: AccountCardsPage },
  { path: 'new-account', permission: 'PERSON_CREATE', Page: NewAccountPage },
  { path: 'account-cards/:id/edit', permission: 'PERSON_UPDATE', Page: EditAccountPage },
  { path: 'account-cards/:id/view', permission: 'PERSON_READ', Page: AccountViewPage },
];
