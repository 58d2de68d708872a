import { routeSummary } from '@cc/resources/testing';
import { describe, expect, it } from 'vitest';
import { staffFeature } from './feature';

describe('staffFeature', () => {
  it('describes the users page and a staff profile for the company account', () => {
    expect(routeSummary(staffFeature)).toEqual([
      { path: 'users', title: 'المستخدمون', permission: '', nav: { label: 'المستخدمون', order: 90 } },
      { path: 'profile/:id', title: 'الملف الشخصي', permission: '', nav: undefined },
    ]);
  });

  it('adds the branches and the company settings to settings, after roles (10) and the designer (20)', () => {
    expect(staffFeature.settings.map(({ id, label, order }) => ({ id, label, order }))).toEqual([
      { id: 'branches', label: 'الفروع', order: 30 },
      { id: 'company', label: 'بيانات الشركة', order: 40 },
    ]);
  });
});
