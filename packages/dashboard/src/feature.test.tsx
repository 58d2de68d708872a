import { routeSummary } from '@cc/resources/testing';
import { describe, expect, it } from 'vitest';
import { dashboardFeature } from './feature';

describe('dashboardFeature', () => {
  it('puts the dashboard at the index route behind GET_DASHBOARD, and the instalments list in the navigation', () => {
    expect(routeSummary(dashboardFeature)).toEqual([
      { path: '', title: 'الرئيسية', permission: 'GET_DASHBOARD', nav: { label: 'الرئيسية', order: 10 } },
      {
        path: 'installments',
        title: 'الأقساط',
        permission: 'GET_INSTALLMENT',
        nav: { label: 'الأقساط', order: 55 },
      },
    ]);
  });
});
