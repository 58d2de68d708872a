/**
 * @cc/roles: roles and permissions management (spec §2, §4). Mount {@link RolesScreen} with the data
 * access of {@link createRolesApi}, and import the stylesheet once: `import '@cc/roles/styles.css'`.
 */

/** Parts of the screen. */
export { AddRoleForm, type AddRoleFormProps } from './add-role-form';
/** Data access. */
export { createRolesApi, type RolesApi } from './api';
/** In-memory data access for stories, tests and demos. */
export {
  createMemoryRolesApi,
  DEMO_PERMISSIONS,
  DEMO_ROLES,
  type MemoryRolesApi,
  type MemoryRolesCall,
  type MemoryRolesOptions,
} from './memory-api';
/** Arabic texts. */
export { ROLES_MESSAGES } from './messages';
export { PermissionCard, type PermissionCardProps } from './permission-card';
/** Pure rules of the screen. */
export { masterSwitchState, mergePermissions, roleName } from './permission-rules';
export { RolePermissionsPanel, type RolePermissionsPanelProps } from './role-permissions-panel';
export { ROLE_PANEL_MAX_HEIGHT, RoleRow, type RoleRowProps } from './role-row';
/** The screen and its route. */
export { RolesScreen, type RolesScreenProps } from './roles-screen';
export { type RolesRoute, rolesRoute } from './routes';
/** The headless core. */
export {
  type PendingKey,
  type RolePermissionsController,
  useRolePermissions,
} from './use-role-permissions';
export { type RoleForm, type RolesController, useRoles } from './use-roles';
