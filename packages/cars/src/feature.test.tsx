import { routeSummary } from '@cc/resources/testing';
import { describe, expect, it } from 'vitest';
import { carsFeature } from './feature';

describe('carsFeature', () => {
  it('describes the five pages with their titles, permissions and the list in the navigation', () => {
    expect(routeSummary(carsFeature)).toEqual([
      { path: 'cars', title: 'السيارات', permission: 'PERSON_READ', nav: { label: 'السيارات', order: 20 } },
      { path: 'new-car', title: 'إضافة سيارة', permission: 'CREATE_CAR', nav: undefined },
      { path: 'car/:id/edit', title: 'تعديل السيارة', permission: 'UPDATE_CAR', nav: undefined },
      { path: 'car/:id/view', title: 'عرض السيارة', permission: 'PERSON_READ', nav: undefined },
      {
        path: 'reports/profit',
        title: 'تقرير الأرباح',
        permission: 'CAR_COSTS',
        nav: { label: 'تقرير الأرباح', order: 69 },
      },
    ]);
  });
});
