import type { Permission, RolePermission } from '@cc/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RolesApi } from './api';
import { logRoleCallFailure } from './log';
import { masterSwitchState, mergePermissions } from './permission-rules';

/** What is running on a role's panel: a permission id, or 'all' for the master switch. */
export type PendingKey = number | 'all';

/** State and actions of one role's permission panel. */
export interface RolePermissionsController {
  /** The grid (every permission with `granted`); null until the first load ends. */
  permissions: RolePermission[] | null;
  /** Whether a (re)load of GET /permissions/{roleId}/role is running. */
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
 * One role's permissions (spec §4): loads GET /permissions/{roleId}/role when mounted (the row opens),
 * and reloads it after any grant, revoke or toggle-all, whether it succeeded or not. A failure shows no
 * message (spec §8); `onFailure` lets the screen reload the roles list as well.
 *
 * @example
 * ```tsx
 * const panel = useRolePermissions(api, role.id, allPermissions);
 * <Switch checked={panel.master.checked} label={panel.master.label} onCheckedChange={panel.toggleAll} />
 * ```
 */
export function useRolePermissions(
  api: RolesApi,
  roleId: number,
  allPermissions: readonly Permission[],
  onFailure?: () => void,
): RolePermissionsController {
  const [own, setOwn] = useState<RolePermission[] | null>(null);
  const [loading, setLoading] = useState(true);
  const [pending, setPending] = useState<ReadonlySet<PendingKey>>(() => new Set());
  const loadSeq = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const reload = useCallback(async () => {
    const seq = ++loadSeq.current;
    setLoading(true);
    try {
      const answer = await api.getRolePermissions(roleId);
      if (mounted.current && seq === loadSeq.current) setOwn(answer.permissions);
    } catch (error) {
      logRoleCallFailure('GET role permissions', error);
      if (mounted.current && seq === loadSeq.current) setOwn((current) => current ?? []);
    } finally {
      if (mounted.current && seq === loadSeq.current) setLoading(false);
    }
  }, [api, roleId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const onFailureRef = useRef(onFailure);
  onFailureRef.current = onFailure;
  const run = useCallback(
    async (key: PendingKey, name: string, call: () => Promise<void>) => {
      setPending((current) => new Set(current).add(key));
      try {
        await call();
      } catch (error) {
        logRoleCallFailure(name, error);
        onFailureRef.current?.();
      } finally {
        if (mounted.current) {
          setPending((current) => {
            const next = new Set(current);
            next.delete(key);
            return next;
          });
        }
      }
      if (mounted.current) await reload();
    },
    [reload],
  );

  const permissions = useMemo(
    () => (own === null ? null : mergePermissions(allPermissions, own)),
    [allPermissions, own],
  );
  const master = masterSwitchState(permissions ?? []);

  const grant = useCallback(
    (permissionId: number) =>
      run(permissionId, 'POST link-to-role', () => api.grantPermission(roleId, permissionId)),
    [api, roleId, run],
  );
  const revoke = useCallback(
    (permissionId: number) =>
      run(permissionId, 'DELETE unlink-from-role', () => api.revokePermission(roleId, permissionId)),
    [api, roleId, run],
  );
  const enableAll = master.enableAllOnToggle;
  const toggleAll = useCallback(
    () => run('all', 'POST toggle-all', () => api.toggleAll(roleId, enableAll)),
    [api, roleId, run, enableAll],
  );

  return { permissions, loading, master, pending, grant, revoke, toggleAll };
}
