import type { EndpointArgs, EndpointDef } from '@cc/contracts';
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
  /**
   * The reads the screen starts with that need nothing but the address, begun with its chunk at
   * start-up (while the session is checked) so their answers are on the way before the screen mounts.
   * Each must be the screen's own read with the same args (declared once, in the feature's reads.ts),
   * or the screen reads it again; `at` is the address opened (a list's first query follows its search).
   */
  prefetch?: (read: PrefetchRead, at: PrefetchLocation) => void;
}

/** The address a page is opened at, as a {@link FeatureRoute.prefetch} sees it. */
export interface PrefetchLocation {
  /** The query string, '' or starting with '?' ('?status=Active'). */
  search: string;
  /** The route's parameters as the address gives them ({ id: '13' } for /contracts/13), unchecked. */
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * Starts one read of an endpoint into the app's query cache (nothing happens if it is cached already).
 *
 * @example
 * prefetch: (read) => read(endpoints.dashboard.get, { query: {} })
 */
export type PrefetchRead = <E extends EndpointDef>(endpoint: E, args?: EndpointArgs<E>) => void;

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
 *   routes: [page('cars', 'السيارات', 'PERSON_READ', () => import('./cars-list-page'), 20)],
 * });
 */
export interface FeatureDescriptor {
  name: string;
  routes: readonly FeatureRoute[];
  settings?: readonly SettingsSection[];
}

/**
 * One page of a route table on one line. `nav` lists it in the side navigation: an order (labelled with
 * the title) or a label and an order.
 *
 * @example
 * page('cars', 'السيارات', 'PERSON_READ', () => import('./cars-list-page'), 20)
 * page('new-car', 'إضافة سيارة', 'CREATE_CAR', () => import('./car-form-page'))
 */
export function page(
  path: string,
  title: string,
  permission: PermissionCheck | null,
  screen: ScreenLoader,
  nav?: number | { label: string; order: number },
): FeatureRoute {
  const route: FeatureRoute = { path, title, permission, screen };
  if (nav !== undefined) route.nav = typeof nav === 'number' ? { label: title, order: nav } : nav;
  return route;
}

/** Declares a feature (keeps the literal types). */
export const defineFeature = <const F extends FeatureDescriptor>(feature: F): F => feature;
