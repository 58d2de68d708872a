import { defineFeature, page } from '@cc/auth';

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
    page('account-cards', 'الحسابات', 'PERSON_READ', () => import('./account-cards-page'), 30),
    page('new-account', 'إضافة حساب', 'PERSON_CREATE', () => import('./person-form-page')),
    page('account-cards/:id/view', 'عرض الحساب', 'PERSON_READ', () => import('./person-view-page')),
    page('account-cards/:id/edit', 'تعديل الحساب', 'PERSON_UPDATE', () => import('./person-form-page')),
  ],
});
