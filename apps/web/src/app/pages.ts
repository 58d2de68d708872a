import { adminFeature } from '@cc/admin';
import type { NavItem } from '../layouts/app-shell';
import { MESSAGES } from '../messages';

/** The admin area's root: the admin feature's paths are relative to it. */
export const ADMIN_ROOT = '/adminDashboard';

/** The admin layout's navigation (paths absolute): the admin feature's entries, then the profile. */
export const ADMIN_NAV: readonly NavItem[] = [
  ...adminFeature.routes
    .filter((r) => r.nav)
    .sort((a, b) => (a.nav?.order ?? 0) - (b.nav?.order ?? 0))
    .map((r) => ({
      to: r.path ? `${ADMIN_ROOT}/${r.path}` : ADMIN_ROOT,
      label: r.nav?.label ?? r.title,
      end: r.path === '',
    })),
  { to: `${ADMIN_ROOT}/profile`, label: MESSAGES.profile.title, end: false },
];
