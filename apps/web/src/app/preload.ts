import { type FeatureRoute, hasPermission, type PermissionSubject, type PrefetchRead } from '@cc/auth';
import { matchRoutes } from 'react-router';
import { appRoutes } from './routes';

/** The page a signed-in visit to `pathname` shows, if any (the route table's own match). */
export function pageAt(pathname: string): FeatureRoute | undefined {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  return matches.map((m) => m.route.handle as FeatureRoute | undefined).findLast(Boolean);
}

/**
 * Starts loading the chunk of the page at `location` while the session is still being checked
 * (GET /users/me): the page's screen no longer waits for that answer before its own download begins.
 * The lazy screen imports the same module later and finds it loaded; a failure here is left to the
 * route's own loading, which shows its error and retry. With the stored session and a `read`, the
 * page's first reads (`prefetch`, given the address's search) start too, when the stored permissions
 * open the page.
 */
export function preloadPageAt(
  location: { pathname: string; search: string },
  stored?: { session: Pick<PermissionSubject, 'roles' | 'permissions'>; read: PrefetchRead },
): void {
  const page = pageAt(location.pathname);
  page?.screen().catch(() => {});
  if (
    page?.prefetch &&
    stored &&
    (page.permission === null || hasPermission(stored.session, page.permission))
  )
    page.prefetch(stored.read, { search: location.search });
}
