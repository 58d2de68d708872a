import { defineFeature, type FeatureDescriptor, type FeatureRoute, page } from '@cc/auth';
import { carsFeature } from '@cc/cars';
import { dashboardFeature } from '@cc/dashboard';
import { dealsFeature } from '@cc/deals';
import { notificationsFeature } from '@cc/notifications';
import { personsFeature } from '@cc/persons';
import { printFeature } from '@cc/print';
import { rolesFeature } from '@cc/roles';
import { staffFeature } from '@cc/staff';
import { MESSAGES } from '../messages';

const P = MESSAGES.pages;

/**
 * The app's own pages: the screens later issues build (an honest "under construction" heading
 * until then), settings (composed from the features' sections) and the own profile.
 */
export const appFeature = defineFeature({
  name: 'app',
  routes: [
    page('payments', P.payments, 'GET_INSTALLMENT', () => import('../pages/payments-page'), 60),
    page('settings', MESSAGES.settings.title, '', () => import('../pages/settings-page'), 110),
    page('profile', MESSAGES.profile.title, null, () => import('../pages/profile-page'), 120),
  ],
});

/** Every feature the app mounts. A feature's pages, guards, navigation and titles come from its descriptor. */
export const FEATURES: readonly FeatureDescriptor[] = [
  appFeature,
  dashboardFeature,
  carsFeature,
  personsFeature,
  dealsFeature,
  staffFeature,
  rolesFeature,
  printFeature,
  notificationsFeature,
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
