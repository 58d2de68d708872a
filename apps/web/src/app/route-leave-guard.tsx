import { useLeaveGuardContext } from '@cc/ui-rtl';
import { useCallback } from 'react';
import { Outlet } from 'react-router';
import { type NavigationBlocker, useNavigationBlocker } from './blocking-history';

/**
 * The root of the route table: every in-app navigation to another page (a side-menu link, a button,
 * back and forward) while a form or the designer holds unsaved changes waits for the design system's
 * question «لديك تغييرات غير محفوظة. هل تريد المتابعة وترك الصفحة؟» (the page's LeaveGuard of
 * @cc/ui-rtl, which also asks the browser's prompt on closing the tab). The design system knows no router,
 * so the app registers its history's blocker here, once (blocking-history.ts).
 */
export function RouteLeaveGuard() {
  const guard = useLeaveGuardContext();
  const blocker = useCallback<NavigationBlocker>(
    (current, next) =>
      current.pathname !== next.pathname && guard.hasChanges() ? guard.confirmLeave() : true,
    [guard],
  );
  useNavigationBlocker(blocker);
  return <Outlet />;
}
