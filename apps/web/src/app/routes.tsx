import { AdminOnlyGuard, NoTokenGuard, PermissionGate, PublicPageGuard } from '@cc/auth';
import type { RouteObject } from 'react-router';
import { AdminLayout } from '../layouts/admin-layout';
import { MainLayout } from '../layouts/main-layout';
import { AdminHomePage } from '../pages/admin-home-page';
import { LandingRedirect } from '../pages/landing-redirect';
import { LoginPage } from '../pages/login-page';
import { PlaceholderPage } from '../pages/placeholder-page';
import { PrintPage, ReceiptPrintPage } from '../pages/print-page';
import { ProfilePage } from '../pages/profile-page';
import { featureScreen } from './feature-screens';
import { MAIN_PAGES, type PageDef } from './pages';

function screenOf(page: PageDef) {
  if (page.path === 'profile') return <ProfilePage />;
  const feature = featureScreen(page.path);
  if (feature) return feature;
  // Later issues replace these with the real screens.
  return <PlaceholderPage title={page.title} />;
}

function mainChild(page: PageDef): RouteObject {
  const screen = screenOf(page);
  // Home without GET_DASHBOARD quietly goes to /profile (guard 3's rule); other pages refuse with a message.
  const element =
    page.permission === null ? (
      screen
    ) : (
      <PermissionGate permission={page.permission} redirectTo={page.path === '' ? '/profile' : undefined}>
        {screen}
      </PermissionGate>
    );
  return page.path === '' ? { index: true, element } : { path: page.path, element };
}

/**
 * The route table of spec §2 (plus print-receipt/{paymentId}). Guard 1 protects the main layout and the
 * print pages, guard 2 the admin area, guard 3 the login page; unknown paths go to the user's landing page.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/login',
    element: (
      <NoTokenGuard>
        <LoginPage />
      </NoTokenGuard>
    ),
  },
  {
    element: <PublicPageGuard />,
    children: [
      { path: '/', element: <MainLayout />, children: MAIN_PAGES.map(mainChild) },
      { path: '/print/:id/:isContract', element: <PrintPage /> },
      { path: '/print-receipt/:paymentId', element: <ReceiptPrintPage /> },
    ],
  },
  {
    path: '/adminDashboard',
    element: <AdminOnlyGuard />,
    children: [
      {
        element: <AdminLayout />,
        children: [
          { index: true, element: <AdminHomePage /> },
          { path: 'profile', element: <ProfilePage /> },
        ],
      },
    ],
  },
  { path: '*', element: <LandingRedirect /> },
];
