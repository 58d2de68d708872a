import { adminFeature } from '@cc/admin';
import {
  AdminOnlyGuard,
  type FeatureRoute,
  LANDING_PATHS,
  NoTokenGuard,
  PasswordChangeGuard,
  PublicPageGuard,
} from '@cc/auth';
import type { RouteObject } from 'react-router';
import { AdminLayout } from '../layouts/admin-layout';
import { MainLayout } from '../layouts/main-layout';
import { MESSAGES } from '../messages';
import { LandingRedirect } from '../pages/landing-redirect';
import { BARE_ROUTES, MAIN_ROUTES } from './features';
import { RouteLeaveGuard } from './route-leave-guard';
import { RouteBoundary, RouteScreen } from './route-screen';

/**
 * The login page, its own chunk like every page: a signed-in visit never loads it (main.tsx starts it
 * at once for a visitor without a session).
 */
export const LOGIN: FeatureRoute = {
  path: LANDING_PATHS.login,
  title: MESSAGES.login.title,
  permission: null,
  screen: () => import('../pages/login-page'),
};
const CHANGE_PASSWORD: FeatureRoute = {
  path: LANDING_PATHS.changePassword,
  title: MESSAGES.changePassword.title,
  permission: null,
  screen: () => import('../pages/change-password-page'),
};
const ADMIN_PROFILE: FeatureRoute = {
  path: 'adminDashboard/profile',
  title: MESSAGES.profile.title,
  permission: null,
  screen: () => import('../pages/profile-page'),
};

/** A page's route object: its screen, its error boundary, and the page itself as the route's handle. */
const pageRoute = (route: FeatureRoute) => ({
  element: (
    <RouteBoundary>
      <RouteScreen route={route} />
    </RouteBoundary>
  ),
  handle: route,
});

/**
 * The route table, derived from the features' descriptors: guard 1 protects the main layout and the
 * print pages, guard 2 the admin area (the admin feature's pages), guard 3 the login page, guard 4 the
 * first-sign-in password change (guards 1 and 2 send a temporary password there first); unknown paths
 * go to the user's landing page. Every page is its own chunk and has an error boundary. Above them all,
 * {@link RouteLeaveGuard} asks before leaving a page with unsaved changes.
 */
const pageRoutes: RouteObject[] = [
  {
    path: LOGIN.path,
    element: (
      <NoTokenGuard>
        <RouteScreen route={LOGIN} />
      </NoTokenGuard>
    ),
  },
  {
    path: LANDING_PATHS.changePassword,
    element: (
      <RouteBoundary>
        <PasswordChangeGuard>
          <RouteScreen route={CHANGE_PASSWORD} />
        </PasswordChangeGuard>
      </RouteBoundary>
    ),
    handle: CHANGE_PASSWORD,
  },
  {
    element: (
      <RouteBoundary>
        <PublicPageGuard />
      </RouteBoundary>
    ),
    children: [
      {
        path: '/',
        element: <MainLayout />,
        children: MAIN_ROUTES.map((route) => ({
          ...(route.path === '' ? { index: true as const } : { path: route.path }),
          ...pageRoute(route),
        })),
      },
      ...BARE_ROUTES.map((route) => ({ path: route.path, ...pageRoute(route) })),
    ],
  },
  {
    path: '/adminDashboard',
    element: (
      <RouteBoundary>
        <AdminOnlyGuard />
      </RouteBoundary>
    ),
    children: [
      {
        element: <AdminLayout />,
        children: [
          ...adminFeature.routes.map((route) => ({
            ...(route.path === '' ? { index: true as const } : { path: route.path }),
            ...pageRoute(route),
          })),
          { path: 'profile', ...pageRoute(ADMIN_PROFILE) },
        ],
      },
    ],
  },
  { path: '*', element: <LandingRedirect /> },
];

/** The app's routes: {@link pageRoutes} under the one navigation blocker of unsaved changes. */
export const appRoutes: RouteObject[] = [{ element: <RouteLeaveGuard />, children: pageRoutes }];
