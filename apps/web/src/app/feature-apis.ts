import { createRolesApi } from '@cc/roles';
import { createStaffApi } from '@cc/staff';
import { useMemo } from 'react';
import { useApi } from './api-context';

/** The roles feature's data access over the app's API client. */
export function useRolesApi() {
  const client = useApi();
  return useMemo(() => createRolesApi(client), [client]);
}

/** The staff feature's data access over the app's API client. */
export function useStaffApi() {
  const client = useApi();
  return useMemo(() => createStaffApi(client), [client]);
}
