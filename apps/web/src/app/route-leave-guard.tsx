import { useLeaveGuardContext } from '@cc/ui-rtl';
import { useEffect } from 'react';
import { type BlockerFunction, Outlet, useBlocker } from 'react-router';

/**
 * The root of the route table: every in-app navigation to another page (a side-menu link, a button,
 * back and forward) while a form or the designer holds unsaved changes waits for the design system's
 * question «لديك تغييرات غير محفوظة. هل تريد المتابعة وترك الصفحة؟» (the page's LeaveGuard of
 * @cc/ui-rtl, which also asks the browser's prompt on closing the tab). The design system knows no router,
 * so the app injects react-router's blocker here, once: a router allows one blocker.
 */
export function RouteLeaveGuard() {
  const guard = useLeaveGuardContext();
  const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) =>
    currentLocation.pathname !== nextLocation.pathname && guard.hasChanges();
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let current = true;
    void guard.confirmLeave().then((leave) => {
      if (!current) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      current = false;
    };
  }, [blocker, guard]);
  return <Outlet />;
}
