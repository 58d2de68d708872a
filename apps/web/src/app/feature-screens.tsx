import { isCompanyAccount, useSession } from '@cc/auth';
import { carRoutes, createCarsApi } from '@cc/cars';
import { apiViewsAdapter } from '@cc/data-table';
import { createDealsApi, dealRoutes } from '@cc/deals';
import { createPersonsApi, personRoutes } from '@cc/persons';
import { RolesScreen } from '@cc/roles';
import { StaffProfileView, UsersScreen } from '@cc/staff';
import { A4Page } from '@cc/ui-rtl';
import { type ReactElement, useMemo } from 'react';
import { useParams } from 'react-router';
import { SettingsPage } from '../pages/settings-page';
import { useApi } from './api-context';
import { useRolesApi, useStaffApi } from './feature-apis';

/** Mounts a cars page with its data access built from the app's API client. */
function CarsPage({ path }: { path: string }) {
  const client = useApi();
  const api = useMemo(() => createCarsApi(client), [client]);
  const canShare = useSession((s) => isCompanyAccount(s));
  const views = useMemo(() => apiViewsAdapter(client, 'cars', canShare), [client, canShare]);
  const route = carRoutes.find((r) => r.path === path);
  if (!route) return null;
  const { Page } = route;
  return <Page api={api} views={views} />;
}

function RolesPage() {
  const api = useRolesApi();
  const companyUserId = useSession((s) => s.companyUserId);
  if (companyUserId === null) return null;
  return (
    <A4Page>
      <RolesScreen api={api} companyUserId={companyUserId} />
    </A4Page>
  );
}

function UsersPage() {
  const api = useStaffApi();
  const companyUserId = useSession((s) => s.companyUserId);
  if (companyUserId === null) return null;
  return (
    <A4Page>
      <UsersScreen api={api} companyUserId={companyUserId} canManage />
    </A4Page>
  );
}

function StaffProfilePage() {
  const api = useStaffApi();
  const { id } = useParams();
  const userId = Number(id);
  return (
    <A4Page>
      {Number.isInteger(userId) && userId > 0 ? <StaffProfileView api={api} userId={userId} /> : null}
    </A4Page>
  );
}

/** Mounts an account-card page with its data access. */
function PersonsPage({ path }: { path: string }) {
  const client = useApi();
  const api = useMemo(() => createPersonsApi(client), [client]);
  const route = personRoutes.find((r) => r.path === path);
  if (!route) return null;
  const { Page } = route;
  return <Page api={api} />;
}

/** Mounts a contracts or authorizations page with its data access. */
function DealsPage({ path }: { path: string }) {
  const client = useApi();
  const route = dealRoutes.find((r) => r.path === path);
  const kind = route?.kind ?? 'contracts';
  const api = useMemo(() => createDealsApi(client, kind), [client, kind]);
  if (!route) return null;
  const { Page } = route;
  return <Page api={api} kind={kind} />;
}

/** The feature screens the app composes, by route path; paths not listed here are not built yet. */
export function featureScreen(path: string): ReactElement | null {
  if (carRoutes.some((r) => r.path === path)) return <CarsPage path={path} />;
  if (personRoutes.some((r) => r.path === path)) return <PersonsPage path={path} />;
  if (dealRoutes.some((r) => r.path === path)) return <DealsPage path={path} />;
  switch (path) {
    case 'roles':
      return <RolesPage />;
    case 'users':
      return <UsersPage />;
    case 'settings':
      return <SettingsPage />;
    case 'profile/:id':
      return <StaffProfilePage />;
    default:
      return null;
  }
}
