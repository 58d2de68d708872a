import { hasPermission, useSession } from '@cc/auth';
import { useMemo } from 'react';
import { MAIN_PAGES } from '../app/pages';
import { MESSAGES } from '../messages';
import { AppShell, type NavItem } from './app-shell';

/** The staff area's layout: navigation lists only the screens the user may open. */
export function MainLayout() {
  const roles = useSession((s) => s.roles);
  const permissions = useSession((s) => s.permissions);
  const companyName = useSession((s) => s.user?.companyName ?? null);

  const items = useMemo<NavItem[]>(
    () =>
      MAIN_PAGES.filter(
        (page) =>
          page.nav && (page.permission === null || hasPermission({ roles, permissions }, page.permission)),
      ).map((page) => ({ to: `/${page.path}`, label: page.nav ?? page.title, end: page.path === '' })),
    [roles, permissions],
  );

  return (
    <AppShell items={items} navLabel={MESSAGES.shell.mainNav} context={companyName} profilePath="/profile" />
  );
}
