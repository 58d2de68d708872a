import { defineFeature, page } from '@cc/auth';
import { PRINT_TITLES as T } from './titles';

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
    page('/print/:id/:isContract', T.print, null, () => import('./print-page')),
    page('/print-receipt/:paymentId', T.receipt, null, () => import('./receipt-print-page')),
    page('/print-clearance/:id', T.clearance, null, () => import('./clearance-print-page')),
    page('/print-statement/:dealId', T.statement, null, () => import('./statement-print-page')),
    page('/print-notes/:id/:isContract', T.notes, null, () => import('./notes-print-page')),
  ],
});
