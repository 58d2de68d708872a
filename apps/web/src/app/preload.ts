import { type FeatureRoute, hasPermission, type PermissionSubject, type PrefetchRead } from '@cc/auth';
import { matchRoutes } from 'react-router';
import { loadScreen } from './route-screen';
import { appRoutes } from './routes';

/** The page a signed-in visit to `pathname` shows, if any (the route table's own match). */
export function pageAt(pathname: string): FeatureRoute | undefined {
  return matchPage(pathname)?.page;
}

/** The page at `pathname` with the route parameters the address gives it. */
function matchPage(pathname: string) {
  const match = (matchRoutes(appRoutes, pathname) ?? []).findLast((m) => m.route.handle);
  return match && { page: match.route.handle as FeatureRoute, params: match.params };
}

/**
 * Starts loading the chunk of the page at `location` while the session is still being checked
 * (GET /users/me): the page's screen no longer waits for that answer before its own download begins.
 * The route then renders the loaded screen without suspending ({@link loadScreen}); a failure here is
 * left to the route's own lazy loading, which shows its error and retry. With the stored session and a
 * `read`, the page's first reads (`prefetch`, given the address's search and the route's parameters)
 * start too, when the stored permissions open the page.
 */
export function preloadPageAt(
  location: { pathname: string; search: string },
  stored?: { session: Pick<PermissionSubject, 'roles' | 'permissions'>; read: PrefetchRead },
): void {
  const { page, params = {} } = matchPage(location.pathname) ?? {};
  if (page) loadScreen(page).catch(() => {});
  if (
    page?.prefetch &&
    stored &&
    (page.permission === null || hasPermission(stored.session, page.permission))
  )
    page.prefetch(stored.read, { search: location.search, params });
}
