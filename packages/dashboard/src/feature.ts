import { defineFeature } from '@cc/auth';

/**
 * The dashboard feature: the home page (the index route, GET_DASHBOARD: where the company account and
 * `sales` land) and the instalments list its overdue figures open. Each page is its own chunk; the
 * charts' library is a further chunk of the home page. The titles are written here, not taken from
 * messages.ts, so the app's entry (which holds every descriptor) does not carry the page's texts.
 *
 * @example
 * const FEATURES = [dashboardFeature, carsFeature, dealsFeature];
 */
export const dashboardFeature = defineFeature({
  name: 'dashboard',
  routes: [
    {
      path: '',
      title: 'الرئيسية',
      permission: 'GET_DASHBOARD',
      nav: { label: 'الرئيسية', order: 10 },
      screen: () => import('./dashboard-screen'),
    },
    {
      path: 'installments',
      title: 'الأقساط',
      permission: 'GET_INSTALLMENT',
      nav: { label: 'الأقساط', order: 55 },
      screen: () => import('./installments-screen'),
    },
  ],
});
