import type { FeatureRoute } from '@cc/auth';
import { describe, expect, it } from 'vitest';
import { carsFeature } from './feature';

describe('carsFeature', () => {
  it('describes the four pages with their titles, permissions and the list in the navigation', () => {
    const routes: readonly FeatureRoute[] = carsFeature.routes;
    expect(routes.map(({ path, title, permission, nav }) => ({ path, title, permission, nav }))).toEqual([
      { path: 'cars', title: 'السيارات', permission: 'PERSON_READ', nav: { label: 'السيارات', order: 20 } },
      { path: 'new-car', title: 'إضافة سيارة', permission: 'CREATE_CAR', nav: undefined },
      { path: 'car/:id/edit', title: 'تعديل السيارة', permission: 'UPDATE_CAR', nav: undefined },
      { path: 'car/:id/view', title: 'عرض السيارة', permission: 'PERSON_READ', nav: undefined },
    ]);
  });

  it('loads each page as a screen taking no props', async () => {
    for (const route of carsFeature.routes) {
      const { default: Screen } = await route.screen();
      expect(Screen).toBeTypeOf('function');
      expect(Screen.length).toBe(0);
    }
  });
});
