/**
 * Every route of the app's route table (src/app/routes.tsx), with the address that opens it on the demo
 * data and who opens it. `bundle-size.spec.ts` visits each one; `src/app/route-visits.test.ts` fails when
 * the route table has a route this list does not name, or names one it no longer has.
 */

/** Who opens a route: signed out, a demo login, or a fresh account still on its temporary password. */
export type Visitor = 'signedOut' | 'company' | 'superadmin' | 'temporaryPassword';

/** Ids of the demo data a route's address needs (read through the API before the visits). */
export interface DemoIds {
  contract: number;
  authorization: number;
  /** The first contract's payment plan. */
  plan: number;
  payment: number;
  clearance: number;
  /** A closing of a cash box; the demo has none until a cashier closes a day. */
  closing: number;
  staff: number;
  person: number;
  car: number;
  company: number;
}

export interface RouteVisit {
  /** The route's path as the route table composes it ('/car/:id/view', '/adminDashboard/companies/:id'). */
  route: string;
  /**
   * The file name of the route's screen module, without extension: its chunk is named after it
   * ('car-form-page' → assets/car-form-page-<hash>.js).
   */
  screen: string;
  as: Visitor;
  /** The address opened. */
  url: (ids: DemoIds) => string;
}

const at = (url: string) => (): string => url;

export const ROUTE_VISITS: readonly RouteVisit[] = [
  { route: '/login', screen: 'login-page', as: 'signedOut', url: at('/login') },
  {
    route: '/change-password',
    screen: 'change-password-page',
    as: 'temporaryPassword',
    url: at('/change-password'),
  },
  // The app's own pages and the dashboard.
  { route: '/', screen: 'dashboard-screen', as: 'company', url: at('/') },
  { route: '/installments', screen: 'installments-screen', as: 'company', url: at('/installments') },
  { route: '/payments', screen: 'payments-page', as: 'company', url: at('/payments') },
  { route: '/settings', screen: 'settings-page', as: 'company', url: at('/settings') },
  { route: '/profile', screen: 'profile-page', as: 'company', url: at('/profile') },
  { route: '/notifications', screen: 'notifications-page', as: 'company', url: at('/notifications') },
  // Cars.
  { route: '/cars', screen: 'cars-list-page', as: 'company', url: at('/cars') },
  { route: '/new-car', screen: 'car-form-page', as: 'company', url: at('/new-car') },
  { route: '/car/:id/edit', screen: 'car-form-page', as: 'company', url: (i) => `/car/${i.car}/edit` },
  { route: '/car/:id/view', screen: 'car-view-page', as: 'company', url: (i) => `/car/${i.car}/view` },
  { route: '/reports/profit', screen: 'profit-report-page', as: 'company', url: at('/reports/profit') },
  // Account cards.
  { route: '/account-cards', screen: 'account-cards-page', as: 'company', url: at('/account-cards') },
  { route: '/new-account', screen: 'person-form-page', as: 'company', url: at('/new-account') },
  {
    route: '/account-cards/:id/view',
    screen: 'person-view-page',
    as: 'company',
    url: (i) => `/account-cards/${i.person}/view`,
  },
  {
    route: '/account-cards/:id/edit',
    screen: 'person-form-page',
    as: 'company',
    url: (i) => `/account-cards/${i.person}/edit`,
  },
  // Deals, collections and the cash box.
  { route: '/contracts', screen: 'contracts-page', as: 'company', url: at('/contracts') },
  { route: '/authorizations', screen: 'authorizations-page', as: 'company', url: at('/authorizations') },
  { route: '/new-contract', screen: 'new-contract-page', as: 'company', url: at('/new-contract') },
  {
    route: '/new-authorization',
    screen: 'new-authorization-page',
    as: 'company',
    url: at('/new-authorization'),
  },
  { route: '/contracts/:id', screen: 'contract-page', as: 'company', url: (i) => `/contracts/${i.contract}` },
  {
    route: '/authorizations/:id',
    screen: 'authorization-page',
    as: 'company',
    url: (i) => `/authorizations/${i.authorization}`,
  },
  { route: '/clearance', screen: 'clearance-page', as: 'company', url: at('/clearance') },
  { route: '/collections', screen: 'collections-page', as: 'company', url: at('/collections') },
  { route: '/reports/aging', screen: 'aging-page', as: 'company', url: at('/reports/aging') },
  {
    route: '/reports/collections',
    screen: 'collections-report-page',
    as: 'company',
    url: at('/reports/collections'),
  },
  {
    route: '/statements/:kind/:id',
    screen: 'statement-page',
    as: 'company',
    url: (i) => `/statements/deal/${i.contract}`,
  },
  {
    route: '/settlements/:id',
    screen: 'settlement-page',
    as: 'company',
    url: (i) => `/settlements/${i.plan}`,
  },
  { route: '/cash-box', screen: 'cash-boxes-page', as: 'company', url: at('/cash-box') },
  {
    route: '/cash-box/closings/:id',
    screen: 'cash-closing-page',
    as: 'company',
    url: (i) => `/cash-box/closings/${i.closing}`,
  },
  // Staff and roles.
  { route: '/users', screen: 'users-page', as: 'company', url: at('/users') },
  { route: '/profile/:id', screen: 'staff-profile-page', as: 'company', url: (i) => `/profile/${i.staff}` },
  { route: '/roles', screen: 'roles-page', as: 'company', url: at('/roles') },
  // Print pages (outside the main layout).
  {
    route: '/print/:id/:isContract',
    screen: 'print-page',
    as: 'company',
    url: (i) => `/print/${i.contract}/true`,
  },
  {
    route: '/print-receipt/:paymentId',
    screen: 'receipt-print-page',
    as: 'company',
    url: (i) => `/print-receipt/${i.payment}`,
  },
  {
    route: '/print-clearance/:id',
    screen: 'clearance-print-page',
    as: 'company',
    url: (i) => `/print-clearance/${i.clearance}`,
  },
  {
    route: '/print-statement/:dealId',
    screen: 'statement-print-page',
    as: 'company',
    url: (i) => `/print-statement/${i.contract}`,
  },
  {
    route: '/print-notes/:id/:isContract',
    screen: 'notes-print-page',
    as: 'company',
    url: (i) => `/print-notes/${i.contract}/true`,
  },
  // The platform administration.
  { route: '/adminDashboard', screen: 'admin-home-page', as: 'superadmin', url: at('/adminDashboard') },
  {
    route: '/adminDashboard/companies',
    screen: 'companies-page',
    as: 'superadmin',
    url: at('/adminDashboard/companies'),
  },
  {
    route: '/adminDashboard/companies/new',
    screen: 'company-create-page',
    as: 'superadmin',
    url: at('/adminDashboard/companies/new'),
  },
  {
    route: '/adminDashboard/companies/:id',
    screen: 'company-page',
    as: 'superadmin',
    url: (i) => `/adminDashboard/companies/${i.company}`,
  },
  {
    route: '/adminDashboard/audit',
    screen: 'audit-page',
    as: 'superadmin',
    url: at('/adminDashboard/audit'),
  },
  {
    route: '/adminDashboard/profile',
    screen: 'profile-page',
    as: 'superadmin',
    url: at('/adminDashboard/profile'),
  },
];
