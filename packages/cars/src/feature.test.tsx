import { routeTable } from '@cc/resources/testing';
import { describe, expect, it } from 'vitest';
import { carsFeature } from './feature';

describe('carsFeature', () => {
  it('describes the four pages with their titles, permissions and the list in the navigation', () => {
    expect(routeTable(carsFeature)).toEqual([
      ['cars', 'السيارات', 'PERSON_READ', { label: 'السيارات', order: 20 }],
      ['new-car', 'إضافة سيارة', 'CREATE_CAR'],
      ['car/:id/edit', 'تعديل السيارة', 'UPDATE_CAR'],
      ['car/:id/view', 'عرض السيارة', 'PERSON_READ'],
    ]);
  });
});
