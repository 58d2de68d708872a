import { defineFeature, type FeatureRoute, type PrefetchLocation, type PrefetchRead, page } from '@cc/auth';
import { dealIdOf, dealRead } from './deal-reads';
import type { DealsKind } from './kind';
import { DEAL_TITLES } from './titles';

const {
  listTitle: T,
  add: A,
  pageTitle: V,
  clearance,
  collections,
  collectionSettings,
  aging,
  collectionsReport,
  statement,
  settlement,
  cashClosing,
  cashBoxes,
} = DEAL_TITLES;

/**
 * A deal's page reads the deal at start-up beside its chunk (deal-reads.ts is the screen's own read): the
 * page's heading waits on it, and the rest of the page's reads wait on the heading. deal-reads.ts (a
 * kind's four endpoint declarations) is in the shell, so the read starts as soon as the shell runs,
 * without a round trip for a chunk first.
 */
function dealPrefetch(kind: DealsKind): FeatureRoute['prefetch'] {
  return (read: PrefetchRead, at: PrefetchLocation) => {
    const id = dealIdOf(at.params.id);
    if (id !== null) read(...dealRead(kind, id));
  };
}

/**
 * The deals feature: the contracts and authorizations lists (in the navigation), their new-record forms
 * and each record's page. Each page is its own chunk, loaded on first use; the app gates each route by
 * its permission; a deal's page starts reading the deal with its chunk. The print page (/print/:id/:isContract) belongs to the print feature.
 *
 * @example
 * const FEATURES = [carsFeature, personsFeature, dealsFeature];
 */
export const dealsFeature = defineFeature({
  name: 'deals',
  routes: [
    page('contracts', T.contracts, 'GET_CONTRACT', () => import('./pages/contracts-page'), 40),
    page('authorizations', T.authorizations, 'GET_CONTRACT', () => import('./pages/authorizations-page'), 50),
    page('new-contract', A.contracts, 'ADD_CONTRACT', () => import('./pages/new-contract-page')),
    page(
      'new-authorization',
      A.authorizations,
      'ADD_CONTRACT',
      () => import('./pages/new-authorization-page'),
    ),
    page('clearance', clearance, 'GET_PAYMENT_PLAN', () => import('./pages/clearance-page'), 70),
    page('collections', collections, 'COLLECTIONS_READ', () => import('./pages/collections-page'), 65),
    page('reports/aging', aging, 'COLLECTIONS_READ', () => import('./pages/aging-page'), 66),
    page(
      'reports/collections',
      collectionsReport,
      'COLLECTIONS_READ',
      () => import('./pages/collections-report-page'),
      67,
    ),
    page('statements/:kind/:id', statement, 'GET_CONTRACT', () => import('./pages/statement-page')),
    page('settlements/:id', settlement, 'GET_INSTALLMENT', () => import('./pages/settlement-page')),
    page('cash-box', cashBoxes, '', () => import('./pages/cash-boxes-page'), 68),
    page(
      'cash-box/closings/:id',
      cashClosing,
      'UPDATE_INSTALLMENT',
      () => import('./pages/cash-closing-page'),
    ),
    {
      ...page('contracts/:id', V.contracts, 'GET_CONTRACT', () => import('./pages/contract-page')),
      prefetch: dealPrefetch('contracts'),
    },
    {
      ...page(
        'authorizations/:id',
        V.authorizations,
        'GET_CONTRACT',
        () => import('./pages/authorization-page'),
      ),
      prefetch: dealPrefetch('authorizations'),
    },
  ],
  settings: [
    // The company account's settings of collecting: the aging bands and the reminders' texts.
    {
      id: 'collections',
      label: collectionSettings,
      order: 45,
      screen: () => import('./reminder-templates-section'),
    },
  ],
});
