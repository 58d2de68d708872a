import { DEMO_DEALS, routeTable } from '@cc/resources/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dealsFeature } from './feature';
import { openPage } from './test/render';

const idOf = (kind: 'CONTRACT' | 'AUTHORIZATION', number: number) =>
  DEMO_DEALS.find((d) => d.kind === kind && d.contractNumber === number)?.id;

describe('dealsFeature', () => {
  it('declares the routes of the app with their titles, permissions and navigation', () => {
    expect(routeTable(dealsFeature)).toEqual([
      ['contracts', 'العقود', 'GET_CONTRACT', { label: 'العقود', order: 40 }],
      ['authorizations', 'الوكالات', 'GET_CONTRACT', { label: 'الوكالات', order: 50 }],
      ['new-contract', 'إضافة عقد', 'ADD_CONTRACT'],
      ['new-authorization', 'إضافة وكالة', 'ADD_CONTRACT'],
      ['clearance', 'براءة الذمة', 'GET_PAYMENT_PLAN', { label: 'براءة الذمة', order: 70 }],
      ['collections', 'التحصيل', 'COLLECTIONS_READ', { label: 'التحصيل', order: 65 }],
      ['reports/aging', 'أعمار الديون', 'COLLECTIONS_READ', { label: 'أعمار الديون', order: 66 }],
      ['reports/collections', 'تقرير التحصيل', 'COLLECTIONS_READ', { label: 'تقرير التحصيل', order: 67 }],
      ['statements/:kind/:id', 'كشف حساب', 'GET_CONTRACT'],
      ['settlements/:id', 'تسوية مبكرة', 'GET_INSTALLMENT'],
      ['cash-box', 'الصناديق', '', { label: 'الصناديق', order: 68 }],
      ['cash-box/closings/:id', 'إغلاق الصندوق', 'UPDATE_INSTALLMENT'],
      ['contracts/:id', 'عرض العقد', 'GET_CONTRACT'],
      ['authorizations/:id', 'عرض الوكالة', 'GET_CONTRACT'],
    ]);
  });

  it("opens a contract's page for the id of the route", async () => {
    openPage(`/contracts/${idOf('CONTRACT', 1001)}`);
    expect(await screen.findByText('العقد رقم 1001')).toBeInTheDocument();
    // The company account reverses payments.
    const section = await screen.findByRole('region', { name: 'الدفعات' });
    expect(await within(section).findByRole('button', { name: 'إجراءات الوصل رقم 101' })).toBeInTheDocument();
  });

  it("opens an authorization's page, and says when the id is not one", async () => {
    const { unmount } = openPage(`/authorizations/${idOf('AUTHORIZATION', 1001)}`);
    expect(await screen.findByText('الوكالة رقم 1001')).toBeInTheDocument();
    unmount();
    openPage('/authorizations/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('الوكالة غير موجودة');
  });

  it('loads a list and a form for each kind', async () => {
    for (const [url, heading] of [
      ['/contracts', 'العقود'],
      ['/authorizations', 'الوكالات'],
      ['/new-contract', 'عقد جديد'],
      ['/new-authorization', 'وكالة جديدة'],
    ] as const) {
      const { unmount } = openPage(url);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      unmount();
    }
  });
});
