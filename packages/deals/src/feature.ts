import { defineFeature, page } from '@cc/auth';
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
 * The deals feature: the contracts and authorizations lists (in the navigation), their new-record forms
 * and each record's page. Each page is its own chunk, loaded on first use; the app gates each route by
 * its permission. The print page (/print/:id/:isContract) belongs to the print feature.
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
    page('contracts/:id', V.contracts, 'GET_CONTRACT', () => import('./pages/contract-page')),
    page('authorizations/:id', V.authorizations, 'GET_CONTRACT', () => import('./pages/authorization-page')),
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
