import { defineFeature } from '@cc/auth';

/**
 * The account cards feature (customers: sellers, buyers, guarantors): its four pages with their titles,
 * the permission each needs (the app gates the route with it) and the list's place in the side
 * navigation. Each screen is its own chunk, loaded on first visit.
 *
 * @example
 * const FEATURES = [carsFeature, personsFeature]; // the app derives routes, guards, nav and titles
 */
export const personsFeature = defineFeature({
  name: 'persons',
  routes: [
    {
      path: 'account-cards',
      title: 'الحسابات',
      permission: 'PERSON_READ',
      nav: { label: 'الحسابات', order: 30 },
      screen: () => import('./account-cards-page'),
    },
    {
      path: 'new-account',
      title: 'إضافة حساب',
      permission: 'PERSON_CREATE',
      screen: () => import('./person-form-page'),
    },
    {
      path: 'account-cards/:id/view',
      title: 'عرض الحساب',
      permission: 'PERSON_READ',
      screen: () => import('./person-view-page'),
    },
    {
      path: 'account-cards/:id/edit',
      title: 'تعديل الحساب',
      permission: 'PERSON_UPDATE',
      screen: () => import('./person-form-page'),
    },
  ],
});
