import type { Role } from '@cc/contracts';

/**
 * A company role's name as staff screens show it: the Arabic name, else the English one.
 *
 * @example
 * ```ts
 * roleLabel({ displayName: 'Sales', displayNameAr: 'مبيعات' }); // 'مبيعات'
 * ```
 */
export function roleLabel(role: Pick<Role, 'displayName' | 'displayNameAr'>): string {
  return role.displayNameAr?.trim() ? role.displayNameAr : role.displayName;
}
