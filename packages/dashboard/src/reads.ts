import { endpoints } from '@cc/contracts';

/**
 * The home page's read of GET /dashboard for a branch (null: the whole company). The screen and the
 * start-up prefetch (feature.ts) both use it, so they share one cache entry.
 *
 * @example
 * useResource(...dashboardRead(null)); // GET /dashboard
 */
export function dashboardRead(branchId: number | null) {
  return [endpoints.dashboard.get, { query: branchId === null ? {} : { branchId } }] as const;
}
