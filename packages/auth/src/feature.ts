import type { ComponentType } from 'react';
import type { PermissionCheck } from './permissions';

/** A screen module loaded on first use: each feature screen is its own chunk. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/**
 * One page of a feature. The app derives its route, its guard, its navigation entry and its document
 * title from this, so a page's permission is written here and nowhere else.
 */
export interface FeatureRoute {
  /**
   * Path under the main layout without a leading '/' ('cars', 'car/:id/view'; '' for home), or an
   * absolute path for a page outside it ('/print/:id/:isContract').
   */
  path: string;
  /** Arabic title: the page heading's default and the document title («السيارات · عقود السيارات»). */
  title: string;
  /** The entry check: null for any signed-in user, '' for the company account (see hasPermission). */
  permission: PermissionCheck | null;
  /** Listed in the side navigation with this label, ordered by `order` (smaller first). */
  nav?: { label: string; order: number };
  /** The screen; it reads its route parameters itself. */
  screen: ScreenLoader;
}

/** A section of the settings page a feature contributes (roles, branches, company settings). */
export interface SettingsSection {
  id: string;
  label: string;
  order: number;
  screen: ScreenLoader;
}

/**
 * What a feature package gives the app: its pages and settings sections. The feature's only other
 * exports are its prop types.
 *
 * @example
 * export const carsFeature = defineFeature({
 *   name: 'cars',
 *   routes: [{ path: 'cars', title: 'السيارات', permission: 'PERSON_READ', nav: { label: 'السيارات', order: 20 },
 *              screen: () => import('./cars-list-page') }],
 * });
 */
export interface FeatureDescriptor {
  name: string;
  routes: readonly FeatureRoute[];
  settings?: readonly SettingsSection[];
}

/** Declares a feature (keeps the literal types). */
export const defineFeature = <const F extends FeatureDescriptor>(feature: F): F => feature;
