import { isCompanyAccount, useSession } from '@cc/auth';
import { carRoutes, createCarsApi } from '@cc/cars';
import { apiViewsAdapter } from '@cc/data-table';
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

/** The feature screens the app composes, by route path; paths not listed here are not built yet. */
export function featureScreen(path: string): ReactElement | null {
  if (carRoutes.some((r) => r.path === path)) return <CarsPage path={path} />;
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
