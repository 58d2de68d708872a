import { defineFeature, page } from '@cc/auth';
import { ROLES_TITLES as M } from './titles';

/**
 * The roles feature: the page /roles and the first section of the settings page, both the roles and
 * permissions screen. Roles belong to the company account (docs/domain/permissions.md#roles), hence the permission ''.
 *
 * @example
 * ```ts
 * import { rolesFeature } from '@cc/roles';
 * const FEATURES = [carsFeature, rolesFeature];
 * ```
 */
export const rolesFeature = defineFeature({
  name: 'roles',
  routes: [page('roles', M.title, '', () => import('./roles-page'), { label: M.navLabel, order: 100 })],
  settings: [{ id: 'roles', label: M.title, order: 10, screen: () => import('./roles-section') }],
});
