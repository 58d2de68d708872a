import { defineFeature, page } from '@cc/auth';
import { STAFF_TITLES as M } from './titles';

/**
 * The staff feature (docs/domain/staff-and-settings.md): the users page and a staff member's profile, and the branches and
 * company settings sections of the settings page (third and fourth, after roles and the designer). All
 * belong to the company account, hence the permission ''. The own profile (/profile) is the app's page,
 * which shows {@link ProfileEditor}.
 *
 * @example
 * ```ts
 * import { staffFeature } from '@cc/staff';
 * const FEATURES = [carsFeature, staffFeature];
 * ```
 */
export const staffFeature = defineFeature({
  name: 'staff',
  routes: [
    page('users', M.usersTitle, '', () => import('./users-page'), 90),
    page('profile/:id', M.profileTitle, '', () => import('./staff-profile-page')),
  ],
  settings: [
    { id: 'branches', label: M.branchesTitle, order: 30, screen: () => import('./branches-panel') },
    { id: 'company', label: M.companySection, order: 40, screen: () => import('./company-settings-form') },
  ],
});
