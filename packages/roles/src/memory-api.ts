import {
  PERMISSION_LABELS_AR,
  PERMISSION_NAMES,
  type Permission,
  type Role,
  type RoleInput,
} from '@cc/contracts';
import type { RolesApi } from './api';

/** One recorded call of {@link createMemoryRolesApi}. */
export interface MemoryRolesCall {
  method: keyof RolesApi;
  args: unknown[];
}

/** Options of {@link createMemoryRolesApi}. */
export interface MemoryRolesOptions {
  roles?: Role[];
  permissions?: Permission[];
  /** Granted permission ids by role id. */
  grants?: Record<number, number[]>;
  /** Delay of every answer in ms (default 0). */
  delay?: number;
  /** Methods whose calls never answer (loading states). */
  hang?: (keyof RolesApi)[];
  /** Methods whose calls fail. */
  fail?: (keyof RolesApi)[];
}

/** An in-memory {@link RolesApi} with its recorded calls, for stories, tests and demos. */
export type MemoryRolesApi = RolesApi & { calls: MemoryRolesCall[] };

/** The 20 permissions of the spec with their Arabic names (ids 1…20). */
export const DEMO_PERMISSIONS: Permission[] = PERMISSION_NAMES.map((name, index) => ({
  id: index + 1,
  name,
  displayNameAr: PERMISSION_LABELS_AR[name],
}));

/** A few demo roles. */
export const DEMO_ROLES: Role[] = [
  { id: 3, displayName: 'Sales', displayNameAr: 'مبيعات', description: 'موظفو صالة العرض' },
  { id: 4, displayName: 'Accountant', displayNameAr: 'محاسب', description: 'تسجيل الدفعات والأقساط' },
  { id: 5, displayName: 'Viewer', displayNameAr: null, description: null },
];

/**
 * An in-memory roles API that behaves like the server: roles per company, grants per role, toggle-all.
 *
 * @example
 * ```tsx
 * const api = createMemoryRolesApi({ grants: { 3: [1, 2] } });
 * <RolesScreen api={api} companyUserId={2} />
 * ```
 */
export function createMemoryRolesApi(options: MemoryRolesOptions = {}): MemoryRolesApi {
  const roles = [...(options.roles ?? DEMO_ROLES)];
  const permissions = options.permissions ?? DEMO_PERMISSIONS;
  const grants = new Map<number, Set<number>>(
    Object.entries(options.grants ?? {}).map(([roleId, ids]) => [Number(roleId), new Set(ids)]),
  );
  const calls: MemoryRolesCall[] = [];
  let nextId = Math.max(10, ...roles.map((r) => r.id)) + 1;

  const answer = <T>(method: keyof RolesApi, args: unknown[], result: () => T): Promise<T> => {
    calls.push({ method, args });
    if (options.hang?.includes(method)) return new Promise<T>(() => {});
    return new Promise<T>((resolve, reject) => {
      const settle = () => {
        if (options.fail?.includes(method)) {
          reject(new Error('حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى'));
          return;
        }
        try {
          resolve(result());
        } catch (error) {
          reject(error);
        }
      };
      if (options.delay) setTimeout(settle, options.delay);
      else queueMicrotask(settle);
    });
  };
  const grantsOf = (roleId: number) => {
    let set = grants.get(roleId);
    if (!set) {
      set = new Set();
      grants.set(roleId, set);
    }
    return set;
  };

  return {
    calls,
    listRoles: (companyUserId) => answer('listRoles', [companyUserId], () => roles.map((r) => ({ ...r }))),
    createRole: (companyUserId, body: RoleInput) =>
      answer('createRole', [companyUserId, { ...body }], () => {
        const role: Role = {
          id: nextId++,
          displayName: body.displayName ?? '',
          displayNameAr: body.displayNameAr ?? null,
          description: body.description ?? null,
        };
        roles.push(role);
        return role;
      }),
    listPermissions: () => answer('listPermissions', [], () => permissions.map((p) => ({ ...p }))),
    getRolePermissions: (roleId) =>
      answer('getRolePermissions', [roleId], () => ({
        roleId,
        permissions: permissions.map((p) => ({ ...p, granted: grantsOf(roleId).has(p.id) })),
      })),
    grantPermission: (roleId, permissionId) =>
      answer('grantPermission', [roleId, permissionId], () => {
        grantsOf(roleId).add(permissionId);
      }),
    revokePermission: (roleId, permissionId) =>
      answer('revokePermission', [roleId, permissionId], () => {
        grantsOf(roleId).delete(permissionId);
      }),
    toggleAll: (roleId, enableAll) =>
      answer('toggleAll', [roleId, enableAll], () => {
        const set = grantsOf(roleId);
        set.clear();
        if (enableAll) for (const p of permissions) set.add(p.id);
      }),
  };
}
