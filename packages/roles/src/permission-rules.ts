import type { Permission, Role, RolePermission } from '@cc/contracts';
import { ROLES_MESSAGES } from './messages';

/**
 * The state of a role's master switch: on only when the list is non-empty and every entry is
 * granted. Its label follows the spec word for word: 'تفعيل الكل' when all are granted, otherwise
 * 'تعطيل الكل'. Turning it sends the opposite of `checked` as `enableAll`.
 *
 * @example
 * ```ts
 * const { checked, label, enableAllOnToggle } = masterSwitchState(permissions);
 * toggle.mutateAsync({ params: { roleId }, query: { enableAll: enableAllOnToggle ? 'true' : 'false' } });
 * ```
 */
export function masterSwitchState(permissions: readonly Pick<RolePermission, 'granted'>[]): {
  checked: boolean;
  label: string;
  enableAllOnToggle: boolean;
} {
  const checked = permissions.length > 0 && permissions.every((p) => p.granted);
  return {
    checked,
    label: checked ? ROLES_MESSAGES.enableAll : ROLES_MESSAGES.disableAll,
    enableAllOnToggle: !checked,
  };
}

/**
 * The permission grid of a role: every permission of the product (GET /permissions, loaded on mount),
 * marked with the role's grants (GET /permissions/{roleId}/role). Entries the role list has but the full
 * list lacks are kept, so the grid never hides what the server says about the role.
 *
 * @example
 * ```ts
 * mergePermissions(all, roleList); // [{ id, name, displayNameAr, granted }, …] in the order of `all`
 * ```
 */
export function mergePermissions(
  all: readonly Permission[],
  rolePermissions: readonly RolePermission[],
): RolePermission[] {
  const byId = new Map(rolePermissions.map((p) => [p.id, p]));
  const merged: RolePermission[] = all.map((p) => {
    const own = byId.get(p.id);
    return { ...p, ...own, granted: own?.granted ?? false };
  });
  const known = new Set(all.map((p) => p.id));
  for (const p of rolePermissions) if (!known.has(p.id)) merged.push(p);
  return merged;
}

/**
 * A role's name as the list shows it: the Arabic name, falling back to the English name.
 *
 * @example
 * ```ts
 * roleName({ id: 1, displayName: 'Sales', displayNameAr: '', description: null }); // 'Sales'
 * ```
 */
export function roleName(role: Pick<Role, 'displayName' | 'displayNameAr'>): string {
  return role.displayNameAr?.trim() ? role.displayNameAr : role.displayName;
}
