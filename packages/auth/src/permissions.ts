import type { PermissionName, PermissionRef, SystemRole } from '@cc/contracts';

/**
 * The parts of the session state the permission checks read.
 *
 * @example
 * const subject: PermissionSubject = { accessToken: 't', roles: ['ROLE_USER'], permissions: [{ name: 'GET_CAR' }] };
 */
export interface PermissionSubject {
  accessToken: string | null;
  roles: readonly SystemRole[];
  permissions: readonly PermissionRef[];
}

/**
 * The name given to {@link hasPermission}: a permission name, or '' for "company account only"
 * (the spec's settings check with an empty argument).
 *
 * @example
 * const settingsCheck: PermissionCheck = '';
 */
export type PermissionCheck = PermissionName | '';

/**
 * Where each kind of user lands (guard 3, docs/domain/permissions.md).
 *
 * @example
 * <Navigate to={LANDING_PATHS.login} replace />
 */
export const LANDING_PATHS = {
  admin: '/adminDashboard',
  dashboard: '/',
  profile: '/profile',
  login: '/login',
  /** Where an account signing in with a temporary password sets its own, before anything else. */
  changePassword: '/change-password',
} as const;

/** What {@link mustChangePassword} reads: the signed-in user. */
export interface PasswordSubject {
  user?: { mustChangePassword?: boolean } | null;
}

/**
 * True when the signed-in account still has a temporary password (a new company account, or one the
 * super administrator reset): it must set its own before any other page (docs/domain/platform-admin.md).
 *
 * @example
 * if (mustChangePassword(state)) navigate(LANDING_PATHS.changePassword);
 */
export function mustChangePassword(state: PasswordSubject): boolean {
  return state.user?.mustChangePassword === true;
}

/**
 * True when an access token is stored, i.e. the user counts as signed in for the guards.
 *
 * @example
 * if (!isSignedIn(state)) navigate('/login');
 */
export function isSignedIn(state: Pick<PermissionSubject, 'accessToken'>): boolean {
  return Boolean(state.accessToken);
}

/**
 * True for the platform's super administrator (ROLE_SUPER_ADMIN).
 *
 * @example
 * isSuperAdmin({ roles: ['ROLE_SUPER_ADMIN'] }); // true
 */
export function isSuperAdmin(state: Pick<PermissionSubject, 'roles'>): boolean {
  return state.roles.includes('ROLE_SUPER_ADMIN');
}

/**
 * True for a company account (ROLE_COMPANY), which passes every permission check.
 *
 * @example
 * isCompanyAccount({ roles: ['ROLE_COMPANY'] }); // true
 */
export function isCompanyAccount(state: Pick<PermissionSubject, 'roles'>): boolean {
  return state.roles.includes('ROLE_COMPANY');
}

/**
 * The permission check (docs/domain/permissions.md#page-permissions-and-call-permissions): a company account passes everything; anyone else needs a permission
 * of that name.
 *
 * Decisions where the spec is silent:
 * - `''` (the settings check "with an empty argument") passes only for the company account, because
 *   roles, users and company settings are company-account-only. A staff user therefore
 *   never opens settings, whatever permissions they hold.
 * - The super administrator is the platform's administrator, not a member of a company: it holds no
 *   company permission, so it fails every named check (the server answers 403 on company routes, and
 *   guard 1 keeps it out of the company area anyway).
 *
 * @example
 * hasPermission(state, 'PERSON_READ'); // staff: true when one of their roles grants it
 * hasPermission(state, '');            // company account only
 */
export function hasPermission(
  state: Pick<PermissionSubject, 'roles' | 'permissions'>,
  name: PermissionCheck,
): boolean {
  if (isCompanyAccount(state)) return true;
  if (name === '') return false;
  return state.permissions.some((permission) => permission.name === name);
}

/**
 * The page a signed-in user lands on: /adminDashboard for the super administrator (checked first),
 * / for a user holding GET_DASHBOARD, else /profile.
 *
 * @example
 * navigate(landingPath(state), { replace: true });
 */
export function landingPath(
  state: Pick<PermissionSubject, 'roles' | 'permissions'> & { user?: PasswordSubject['user'] },
): string {
  if (mustChangePassword(state)) return LANDING_PATHS.changePassword;
  if (isSuperAdmin(state)) return LANDING_PATHS.admin;
  return hasPermission(state, 'GET_DASHBOARD') ? LANDING_PATHS.dashboard : LANDING_PATHS.profile;
}
