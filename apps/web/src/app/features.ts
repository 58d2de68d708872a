import { defineFeature, type FeatureDescriptor, type FeatureRoute } from '@cc/auth';
import { carsFeature } from '@cc/cars';
import { dealsFeature } from '@cc/deals';
import { personsFeature } from '@cc/persons';
import { printFeature } from '@cc/print';
import { rolesFeature } from '@cc/roles';
import { staffFeature } from '@cc/staff';
import { MESSAGES } from '../messages';

const P = MESSAGES.pages;

/**
 * The app's own pages: home, the screens later issues build (an honest "under construction" heading
 * until then), settings (composed from the features' sections) and the own profile.
 */
export const appFeature = defineFeature({
  name: 'app',
  routes: [
    {
      path: '',
      title: P.home,
      permission: 'GET_DASHBOARD',
      nav: { label: P.home, order: 10 },
      screen: () => import('../pages/home-page'),
    },
    {
      path: 'payments',
      title: P.payments,
      permission: 'GET_INSTALLMENT',
      nav: { label: P.payments, order: 60 },
      screen: () => import('../pages/payments-page'),
    },
    {
      path: 'clearance',
      title: P.clearance,
      permission: 'GET_PAYMENT_PLAN',
      nav: { label: P.clearance, order: 70 },
      screen: () => import('../pages/clearance-page'),
    },
    {
      path: 'notifications',
      title: P.notifications,
      permission: 'GET_NOTIFICATTIONS',
      nav: { label: P.notifications, order: 80 },
      screen: () => import('../pages/notifications-page'),
    },
    {
      path: 'settings',
      title: MESSAGES.settings.title,
      permission: '',
      nav: { label: MESSAGES.settings.title, order: 110 },
      screen: () => import('../pages/settings-page'),
    },
    {
      path: 'profile',
      title: MESSAGES.profile.title,
      permission: null,
      nav: { label: MESSAGES.profile.title, order: 120 },
      screen: () => import('../pages/profile-page'),
    },
  ],
});

/** Every feature the app mounts. A feature's pages, guards, navigation and titles come from its descriptor. */
export const FEATURES: readonly FeatureDescriptor[] = [
  appFeature,
  carsFeature,
  personsFeature,
  dealsFeature,
  staffFeature,
  rolesFeature,
  printFeature,
];

/** Pages inside the main layout (relative paths) and pages outside it (absolute: print). */
export const MAIN_ROUTES: readonly FeatureRoute[] = FEATURES.flatMap((f) => f.routes).filter(
  (r) => !r.path.startsWith('/'),
);
export const BARE_ROUTES: readonly FeatureRoute[] = FEATURES.flatMap((f) => f.routes).filter((r) =>
  r.path.startsWith('/'),
);

/** The side navigation, in order. */
export const NAV_ROUTES: readonly FeatureRoute[] = MAIN_ROUTES.filter((r) => r.nav).sort(
  (a, b) => (a.nav?.order ?? 0) - (b.nav?.order ?? 0),
);

/** The settings page's sections (the designer is the app's own: the package is a standalone library). */
export const SETTINGS_SECTIONS = FEATURES.flatMap((f) => f.settings ?? []);
