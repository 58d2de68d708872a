import { adminFeature } from '@cc/admin';
import type { FeatureRoute } from '@cc/auth';
import { matchPath } from 'react-router';
import { BARE_ROUTES, MAIN_ROUTES } from './features';

/** Every page with its absolute path pattern, as routes.tsx mounts it. */
const PAGES: readonly [string, FeatureRoute][] = [
  ...MAIN_ROUTES.map((r): [string, FeatureRoute] => [`/${r.path}`, r]),
  ...BARE_ROUTES.map((r): [string, FeatureRoute] => [r.path, r]),
  ...adminFeature.routes.map((r): [string, FeatureRoute] => [`/adminDashboard/${r.path}`, r]),
];

/** The page a signed-in visit to `pathname` shows, if any. */
export function pageAt(pathname: string): FeatureRoute | undefined {
  return PAGES.find(([pattern]) => matchPath({ path: pattern, end: true }, pathname))?.[1];
}

/**
 * Starts loading the chunk of the page at `pathname` while the session is still being checked
 * (GET /users/me): the page's screen no longer waits for that answer before its own download begins.
 * The lazy screen imports the same module later and finds it loaded; a failure here is left to the
 * route's own loading, which shows its error and retry.
 */
export function preloadPageAt(pathname: string): void {
  pageAt(pathname)
    ?.screen()
    .catch(() => {});
}
