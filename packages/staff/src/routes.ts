/**
 * Route descriptors of the staff feature. Users, branches and company settings belong to the company
 * account (domain.md §3), hence `COMPANY_ACCOUNT`; the own profile is open to any signed-in user.
 *
 * @example
 * ```tsx
 * <Route path={staffRoutes.users.path} element={<Users />} />
 * ```
 */
export const staffRoutes = {
  users: { path: 'users', permission: 'COMPANY_ACCOUNT' },
  profile: { path: 'profile', permission: null },
  staffProfile: { path: 'profile/:id', permission: 'COMPANY_ACCOUNT' },
} as const;

/**
 * Type of {@link staffRoutes}.
 *
 * @example
 * ```ts
 * const routes: StaffRoutes = staffRoutes;
 * ```
 */
export type StaffRoutes = typeof staffRoutes;
