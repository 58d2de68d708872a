import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { AUTH_MESSAGES } from './messages';
import {
  hasPermission,
  isSignedIn,
  isSuperAdmin,
  LANDING_PATHS,
  landingPath,
  mustChangePassword,
  type PermissionCheck,
} from './permissions';
import { useNotify, useSession } from './session-context';
import type { SessionState } from './session-store';

/**
 * Common props of the guards.
 *
 * @example
 * <PublicPageGuard fallback={<Spinner />} />
 */
export interface GuardProps {
  /**
   * Rendered while the session is being restored, unless the stored session already opens the page.
   * Default: nothing (the app shows its overlay).
   */
  fallback?: ReactNode;
  /** Rendered when allowed. Default: the route's `<Outlet />`. */
  children?: ReactNode;
}

/**
 * While GET /users/me is in flight (the app's overlay covers the screen), a session stored with its user
 * already renders the page it opens, so the page's code and data load beside the check instead of after
 * it. Nothing navigates until the check ends: a stored session that would be sent elsewhere renders the
 * fallback and the guard decides on the checked session.
 */
const provisional = (session: SessionState, opens: boolean) =>
  session.isLoading && Boolean(session.user) && isSignedIn(session) && opens;

/**
 * Guard 1 (public pages): an anonymous visitor goes to /login, an account with a temporary password to
 * /change-password, the super administrator to /adminDashboard; any other signed-in user sees the page.
 *
 * @example
 * { element: <PublicPageGuard />, children: [{ path: '/', element: <MainLayout />, children: [...] }] }
 */
export function PublicPageGuard({ fallback = null, children }: GuardProps) {
  const session = useSession((s) => s);
  if (provisional(session, !mustChangePassword(session) && !isSuperAdmin(session)))
    return <>{children ?? <Outlet />}</>;
  if (session.isLoading) return <>{fallback}</>;
  if (!isSignedIn(session)) return <Navigate to={LANDING_PATHS.login} replace />;
  if (mustChangePassword(session)) return <Navigate to={LANDING_PATHS.changePassword} replace />;
  if (isSuperAdmin(session)) return <Navigate to={LANDING_PATHS.admin} replace />;
  return <>{children ?? <Outlet />}</>;
}

/**
 * Guard 2 (admin only): the super administrator sees the page, another signed-in user goes to /, an
 * anonymous visitor to /login.
 *
 * @example
 * { path: '/adminDashboard', element: <AdminOnlyGuard />, children: [...] }
 */
export function AdminOnlyGuard({ fallback = null, children }: GuardProps) {
  const session = useSession((s) => s);
  if (provisional(session, !mustChangePassword(session) && isSuperAdmin(session)))
    return <>{children ?? <Outlet />}</>;
  if (session.isLoading) return <>{fallback}</>;
  if (!isSignedIn(session)) return <Navigate to={LANDING_PATHS.login} replace />;
  if (mustChangePassword(session)) return <Navigate to={LANDING_PATHS.changePassword} replace />;
  if (!isSuperAdmin(session)) return <Navigate to={LANDING_PATHS.dashboard} replace />;
  return <>{children ?? <Outlet />}</>;
}

/**
 * Guard 4 (the first-sign-in password change): only an account with a temporary password sees the
 * page; an anonymous visitor goes to /login, anyone else to their landing page. Guards 1 and 2 send a
 * flagged account here before any other page.
 *
 * @example
 * { path: '/change-password', element: <PasswordChangeGuard><ChangePasswordPage /></PasswordChangeGuard> }
 */
export function PasswordChangeGuard({ fallback = null, children }: GuardProps) {
  const session = useSession((s) => s);
  if (provisional(session, mustChangePassword(session))) return <>{children ?? <Outlet />}</>;
  if (session.isLoading) return <>{fallback}</>;
  if (!isSignedIn(session)) return <Navigate to={LANDING_PATHS.login} replace />;
  if (!mustChangePassword(session)) return <Navigate to={landingPath(session)} replace />;
  return <>{children ?? <Outlet />}</>;
}

/**
 * Guard 3 (the login page): with a stored access token the user goes to their landing page
 * (/adminDashboard, / or /profile); without one the page is shown.
 *
 * @example
 * { path: '/login', element: <NoTokenGuard><LoginPage /></NoTokenGuard> }
 */
export function NoTokenGuard({ fallback = null, children }: GuardProps) {
  const session = useSession((s) => s);
  if (session.isLoading) return <>{fallback}</>;
  if (isSignedIn(session)) return <Navigate to={landingPath(session)} replace />;
  return <>{children ?? <Outlet />}</>;
}

/**
 * Sends the user back one page, or to their landing page when this page was the first of the tab.
 * A browser router keeps the history index in `window.history.state.idx`; a memory router (tests)
 * does not touch window.history, so there the initial entry is recognised by its key 'default'.
 *
 * @example
 * const goBack = useGoBack();
 * <button onClick={goBack}>رجوع</button>
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const landing = useSession((s) => landingPath(s));
  return () => {
    const idx = (window.history.state as { idx?: unknown } | null)?.idx;
    const hasHistory = typeof idx === 'number' ? idx > 0 : location.key !== 'default';
    if (hasHistory) void navigate(-1);
    else void navigate(landing, { replace: true });
  };
}

/**
 * Props of {@link PermissionGate}.
 *
 * @example
 * <PermissionGate permission="GET_DASHBOARD" redirectTo="/profile"><Home /></PermissionGate>
 */
export interface PermissionGateProps {
  /** The permission the page needs; '' means the company account only. */
  permission: PermissionCheck;
  /**
   * Instead of the message and going back, quietly redirect there (e.g. home without GET_DASHBOARD
   * goes to /profile).
   */
  redirectTo?: string;
  children?: ReactNode;
}

/**
 * Shows its children only to a user who passes the permission check. Anyone else sees the message
 * 'ليس لديك إذن لعرض هذه الصفحة' and is sent back one page (to the landing page when there is no history).
 *
 * @example
 * { path: 'cars', element: <PermissionGate permission="PERSON_READ"><CarsPage /></PermissionGate> }
 */
export function PermissionGate({ permission, redirectTo, children }: PermissionGateProps) {
  const allowed = useSession((s) => hasPermission(s, permission));
  const isLoading = useSession((s) => s.isLoading);
  const hasUser = useSession((s) => Boolean(s.user));
  const notify = useNotify();
  const goBack = useGoBack();
  // Strict mode runs effects twice; the ref keeps it to one message and one step back.
  const handled = useRef(false);
  const refuse = !isLoading && !allowed && !redirectTo;

  useEffect(() => {
    if (!refuse || handled.current) return;
    handled.current = true;
    notify(AUTH_MESSAGES.noPermission);
    goBack();
  }, [refuse, notify, goBack]);

  // While the session is checked the stored permissions may open the page (under the overlay); a refusal
  // waits for the checked session.
  if (isLoading) return allowed && hasUser ? (children ?? <Outlet />) : null;
  if (!allowed) return redirectTo ? <Navigate to={redirectTo} replace /> : null;
  return <>{children ?? <Outlet />}</>;
}
