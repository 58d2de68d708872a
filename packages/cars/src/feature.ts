import { defineFeature, page } from '@cc/auth';

/**
 * The cars feature: its four pages with their titles, the permission each needs (the app gates
 * the route with it; docs/domain/permissions.md keeps PERSON_READ for the list and the car page) and the list's place
 * in the side navigation. Each screen is its own chunk, loaded on first visit. The list's first page is
 * read at start-up beside its chunk (`prefetch`, reads.ts, loaded then: the query its table starts with
 * at that address, so one request).
 *
 * @example
 * const FEATURES = [carsFeature, personsFeature]; // the app derives routes, guards, nav and titles
 */
export const carsFeature = defineFeature({
  name: 'cars',
  routes: [
    {
      ...page('cars', 'السيارات', 'PERSON_READ', () => import('./cars-list-page'), 20),
      // reads.ts (with the list's query building) loads beside the page's chunk, not with the shell.
      prefetch: (read, at) => {
        void import('./reads').then(({ carsListRead }) => read(...carsListRead(at.search)));
      },
    },
    page('new-car', 'إضافة سيارة', 'CREATE_CAR', () => import('./car-form-page')),
    page('car/:id/edit', 'تعديل السيارة', 'UPDATE_CAR', () => import('./car-form-page')),
    page('car/:id/view', 'عرض السيارة', 'PERSON_READ', () => import('./car-view-page')),
    page('reports/profit', 'تقرير الأرباح', 'CAR_COSTS', () => import('./profit-report-page'), 69),
  ],
});
