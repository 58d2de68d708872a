import { defineFeature, page } from '@cc/auth';
import { ADMIN_TITLES as T } from './titles';

/**
 * The platform administration (docs/domain/platform-admin.md): the super administrator's pages under
 * /adminDashboard (paths relative to it; '' is its index), with their side-menu entries. Each screen is
 * its own chunk, so nothing here reaches the company pages' bundles. The app mounts them behind its
 * admin-only guard; `permission: null` because that guard already admits the super administrator only.
 *
 * @example
 * ```ts
 * import { adminFeature } from '@cc/admin';
 * adminFeature.routes.map((r) => ({ path: r.path, element: <RouteScreen route={r} /> }));
 * ```
 */
export const adminFeature = defineFeature({
  name: 'admin',
  routes: [
    page('', T.home, null, () => import('./admin-home-page'), { label: T.homeNav, order: 10 }),
    page('companies', T.companies, null, () => import('./companies-page'), 20),
    page('companies/new', T.newCompany, null, () => import('./company-create-page')),
    page('companies/:id', T.company, null, () => import('./company-page')),
    page('audit', T.audit, null, () => import('./audit-page'), 30),
  ],
});
