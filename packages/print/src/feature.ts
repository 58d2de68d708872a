import { defineFeature } from '@cc/auth';
import { PRINT_MESSAGES as M } from './messages';

/**
 * The print pages, outside the main layout (absolute paths) and open to any signed-in user: what the
 * caller may read is the API's to refuse, and the page says so.
 *
 * @example
 * const FEATURES = [carsFeature, printFeature];
 * const bare = FEATURES.flatMap((f) => f.routes).filter((r) => r.path.startsWith('/'));
 */
export const printFeature = defineFeature({
  name: 'print',
  routes: [
    {
      path: '/print/:id/:isContract',
      title: M.titles.print,
      permission: null,
      screen: () => import('./print-page'),
    },
    {
      path: '/print-receipt/:paymentId',
      title: M.titles.receipt,
      permission: null,
      screen: () => import('./receipt-print-page'),
    },
  ],
});
