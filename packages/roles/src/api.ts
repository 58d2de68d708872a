import type { ApiClient } from '@cc/api-client';
import type { Permission, PermissionIdsBody, Role, RoleInput, RolePermissions } from '@cc/contracts';

/**
 * Data access of the roles screen (spec §7, role and permission calls). Screens take it as a prop, so
 * stories and tests pass an in-memory fake and the app passes {@link createRolesApi}'s.
 *
 * @example
 * ```ts
 * const roles = await rolesApi.listRoles(user.companyUserId);
 * await rolesApi.grantPermission(roles[0].id, 7);
 * ```
 */
export interface RolesApi {
  /** GET /roles/company/{companyUserId}: the company's roles. */
  listRoles(companyUserId: number): Promise<Role[]>;
  /** POST /roles/company/{companyUserId} with {displayName, displayNameAr, description}, sent as given. */
  createRole(companyUserId: number, body: RoleInput): Promise<Role>;
  /** GET /permissions: every permission. */
  listPermissions(): Promise<Permission[]>;
  /** GET /permissions/{roleId}/role: {roleId, permissions: [{id, name, displayNameAr, granted}]}. */
  getRolePermissions(roleId: number): Promise<RolePermissions>;
  /** POST /permissions/link-to-role/{roleId} with {permissionIds: [permissionId]}. */
  grantPermission(roleId: number, permissionId: number): Promise<void>;
  /** DELETE /permissions/unlink-from-role/{roleId} with the JSON body {permissionIds: [permissionId]}. */
  revokePermission(roleId: number, permissionId: number): Promise<void>;
  /** POST /permissions/{roleId}/toggle-all?enableAll={true|false}, no body. */
  toggleAll(roleId: number, enableAll: boolean): Promise<void>;
}

/**
 * Builds the {@link RolesApi} over the app's api-client (bearer header, `{data}` envelope, ApiError).
 *
 * @example
 * ```tsx
 * const rolesApi = createRolesApi(createApiClient());
 * <RolesScreen api={rolesApi} companyUserId={user.companyUserId} />
 * ```
 */
export function createRolesApi(client: ApiClient): RolesApi {
  const ids = (permissionId: number): PermissionIdsBody => ({ permissionIds: [permissionId] });
  return {
    listRoles: (companyUserId) => client.getData<Role[]>(`roles/company/${companyUserId}`),
    createRole: (companyUserId, body) => client.postData<Role>(`roles/company/${companyUserId}`, body),
    listPermissions: () => client.getData<Permission[]>('permissions'),
    getRolePermissions: (roleId) => client.getData<RolePermissions>(`permissions/${roleId}/role`),
    grantPermission: async (roleId, permissionId) => {
      await client.postData(`permissions/link-to-role/${roleId}`, ids(permissionId));
    },
    revokePermission: async (roleId, permissionId) => {
      await client.deleteData(`permissions/unlink-from-role/${roleId}`, ids(permissionId));
    },
    toggleAll: async (roleId, enableAll) => {
      await client.postData(`permissions/${roleId}/toggle-all`, undefined, {
        query: { enableAll: String(enableAll) },
      });
    },
  };
}
