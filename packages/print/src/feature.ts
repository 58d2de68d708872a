import { defineFeature, page } from '@cc/auth';
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
    page('/print/:id/:isContract', M.titles.print, null, () => import('./print-page')),
    page('/print-receipt/:paymentId', M.titles.receipt, null, () => import('./receipt-print-page')),
    page('/print-clearance/:id', M.titles.clearance, null, () => import('./clearance-print-page')),
    page('/print-statement/:dealId', M.titles.statement, null, () => import('./statement-print-page')),
    page('/print-notes/:id/:isContract', M.titles.notes, null, () => import('./notes-print-page')),
  ],
});
