import { ADMIN_NAV } from '../app/pages';
import { MESSAGES } from '../messages';
import { AppShell } from './app-shell';

/** The super administrator's layout: its own navigation (dashboard, profile) and sign out. */
export function AdminLayout() {
  return (
    <AppShell
      items={ADMIN_NAV}
      navLabel={MESSAGES.shell.adminNav}
      context={MESSAGES.shell.adminArea}
      profilePath="/adminDashboard/profile"
    />
  );
}
