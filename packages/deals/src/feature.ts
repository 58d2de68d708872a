import { defineFeature } from '@cc/auth';
import { DEALS_MESSAGES as M } from './messages';

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
    {
      path: 'contracts',
      title: M.listTitle.contracts,
      permission: 'GET_CONTRACT',
      nav: { label: M.listTitle.contracts, order: 40 },
      screen: () => import('./pages/contracts-page'),
    },
    {
      path: 'authorizations',
      title: M.listTitle.authorizations,
      permission: 'GET_CONTRACT',
      nav: { label: M.listTitle.authorizations, order: 50 },
      screen: () => import('./pages/authorizations-page'),
    },
    {
      path: 'new-contract',
      title: M.add.contracts,
      permission: 'ADD_CONTRACT',
      screen: () => import('./pages/new-contract-page'),
    },
    {
      path: 'new-authorization',
      title: M.add.authorizations,
      permission: 'ADD_CONTRACT',
      screen: () => import('./pages/new-authorization-page'),
    },
    {
      path: 'contracts/:id',
      title: M.pageTitle.contracts,
      permission: 'GET_CONTRACT',
      screen: () => import('./pages/contract-page'),
    },
    {
      path: 'authorizations/:id',
      title: M.pageTitle.authorizations,
      permission: 'GET_CONTRACT',
      screen: () => import('./pages/authorization-page'),
    },
  ],
});
