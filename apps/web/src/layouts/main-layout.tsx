import { hasPermission, useSession } from '@cc/auth';
import { NotificationBell, NotificationsLive } from '@cc/notifications';
import { useMemo } from 'react';
import { NAV_ROUTES } from '../app/features';
import { MESSAGES } from '../messages';
import { AppShell, type NavItem } from './app-shell';

/** The staff area's layout: navigation lists only the screens the user may open. */
export function MainLayout() {
  const roles = useSession((s) => s.roles);
  const permissions = useSession((s) => s.permissions);
  const companyName = useSession((s) => s.user?.companyName ?? null);

  const items = useMemo<NavItem[]>(
    () =>
      NAV_ROUTES.filter(
        (route) => route.permission === null || hasPermission({ roles, permissions }, route.permission),
      ).map((route) => ({
        to: `/${route.path}`,
        label: route.nav?.label ?? route.title,
        end: route.path === '',
      })),
    [roles, permissions],
  );

  return (
    <>
      <NotificationsLive />
      <AppShell
        items={items}
        navLabel={MESSAGES.shell.mainNav}
        context={companyName}
        profilePath="/profile"
        topbarExtra={<NotificationBell />}
      />
    </>
  );
}
