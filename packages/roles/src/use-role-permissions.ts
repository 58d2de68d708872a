import { errorMessage } from '@cc/api-client';
import { endpoints, type Permission, type RolePermission } from '@cc/contracts';
import { useResource, useResourceMutation } from '@cc/resources';
import { useMemo, useState } from 'react';
import { logRoleCallFailure } from './log';
import { masterSwitchState, mergePermissions } from './permission-rules';

/** What is running on a role's panel: a permission id, or 'all' for the master switch. */
export type PendingKey = number | 'all';

/** State and actions of one role's permission panel. */
export interface RolePermissionsController {
  /** The grid (every permission with `granted`); null until the first answer. */
  permissions: RolePermission[] | null;
  /** The Arabic message of a failed load, or null. */
  error: string | null;
  /** Whether GET /permissions/{roleId}/role is (re)loading. */
  loading: boolean;
  /** The master switch: on only when the list is non-empty and all are granted; its spec label. */
  master: ReturnType<typeof masterSwitchState>;
  /** Calls still running on this role. */
  pending: ReadonlySet<PendingKey>;
  grant(permissionId: number): Promise<void>;
  revoke(permissionId: number): Promise<void>;
  /** Sends the opposite of the switch: enableAll=false when it is on, true when it is off. */
  toggleAll(): Promise<void>;
}

/**
 * One role's permissions (docs/domain/permissions.md#the-roles-screen-ccroles): GET /permissions/{roleId}/role while the row is open. A grant, a
 * revocation or the master switch refetches it once the server answered (the calls invalidate the
 * roles' answers). A failure shows no message: it is logged and the role's list is reloaded;
 * `onFailure` lets the screen reload the roles list as well.
 *
 * @example
 * ```tsx
 * const panel = useRolePermissions(role.id, allPermissions);
 * <Switch checked={panel.master.checked} label={panel.master.label} onCheckedChange={panel.toggleAll} />
 * ```
 */
export function useRolePermissions(
  roleId: number,
  allPermissions: readonly Permission[],
  onFailure?: () => void,
): RolePermissionsController {
  const own = useResource(endpoints.roles.rolePermissions, { params: { roleId } });
  const link = useResourceMutation(endpoints.roles.link);
  const unlink = useResourceMutation(endpoints.roles.unlink);
  const toggle = useResourceMutation(endpoints.roles.toggleAll);
  const [pending, setPending] = useState<ReadonlySet<PendingKey>>(() => new Set());

  const run = async (key: PendingKey, name: string, call: () => Promise<unknown>) => {
    setPending((current) => new Set(current).add(key));
    try {
      await call();
    } catch (error) {
      logRoleCallFailure(name, error);
      void own.refetch();
      onFailure?.();
    } finally {
      setPending((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      });
    }
  };

  const ownList = own.data?.data.permissions;
  const permissions = useMemo(
    () => (ownList ? mergePermissions(allPermissions, ownList) : null),
    [allPermissions, ownList],
  );
  const master = masterSwitchState(permissions ?? []);
  const params = { roleId };
  const ids = (permissionId: number) => ({ permissionIds: [permissionId] });

  return {
    permissions,
    error: own.error ? errorMessage(own.error) : null,
    loading: own.isFetching,
    master,
    pending,
    grant: (permissionId) =>
      run(permissionId, 'POST link-to-role', () => link.mutateAsync({ params, body: ids(permissionId) })),
    revoke: (permissionId) =>
      run(permissionId, 'DELETE unlink-from-role', () =>
        unlink.mutateAsync({ params, body: ids(permissionId) }),
      ),
    toggleAll: () =>
      run('all', 'POST toggle-all', () =>
        toggle.mutateAsync({ params, query: { enableAll: master.enableAllOnToggle ? 'true' : 'false' } }),
      ),
  };
}
