import { defineFeature } from '@cc/auth';

/**
 * The cars feature: its four pages with their titles, the permission each needs (the app gates
 * the route with it; docs/domain/permissions.md keeps PERSON_READ for the list and the car page) and the list's place
 * in the side navigation. Each screen is its own chunk, loaded on first visit.
 *
 * @example
 * const FEATURES = [carsFeature, personsFeature]; // the app derives routes, guards, nav and titles
 */
export const carsFeature = defineFeature({
  name: 'cars',
  routes: [
    {
      path: 'cars',
      title: 'السيارات',
      permission: 'PERSON_READ',
      nav: { label: 'السيارات', order: 20 },
      screen: () => import('./cars-list-page'),
    },
    {
      path: 'new-car',
      title: 'إضافة سيارة',
      permission: 'CREATE_CAR',
      screen: () => import('./car-form-page'),
    },
    {
      path: 'car/:id/edit',
      title: 'تعديل السيارة',
      permission: 'UPDATE_CAR',
      screen: () => import('./car-form-page'),
    },
    {
      path: 'car/:id/view',
      title: 'عرض السيارة',
      permission: 'PERSON_READ',
      screen: () => import('./car-view-page'),
    },
  ],
});
