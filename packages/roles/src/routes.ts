/**
 * Route descriptor of the roles feature: the app mounts {@link RolesScreen} at this path. The company
 * account passes every permission check (spec §6) and domain.md §3 keeps roles to the company account,
 * hence `COMPANY_ACCOUNT` rather than a permission name.
 *
 * @example
 * ```tsx
 * <Route path={rolesRoute.path} element={<RequireAccess rule={rolesRoute.permission}><Roles /></RequireAccess>} />
 * ```
 */
export const rolesRoute = { path: 'roles', permission: 'COMPANY_ACCOUNT' } as const;

/**
 * Type of {@link rolesRoute}.
 *
 * @example
 * ```ts
 * const route: RolesRoute = rolesRoute;
 * ```
 */
export type RolesRoute = typeof rolesRoute;
