import { defineFeature } from '@cc/auth';
import { dashboardRead } from './reads';

/**
 * The dashboard feature: the home page (the index route, GET_DASHBOARD: where the company account and
 * `sales` land) and the instalments list its overdue figures open. Each page is its own chunk; the
 * charts' library is a further chunk of the home page. The home page's figures are read at start-up
 * beside its chunk (`prefetch`). The titles are written here, not taken from
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
      // The whole company's figures: what the screen shows first (its branch filter starts empty).
      prefetch: (read) => read(...dashboardRead(null)),
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
