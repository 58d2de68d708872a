import { DEMO_DEALS, routeSummary } from '@cc/resources/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dealsFeature } from './feature';
import { openPage } from './test/render';

const idOf = (kind: 'CONTRACT' | 'AUTHORIZATION', number: number) =>
  DEMO_DEALS.find((d) => d.kind === kind && d.contractNumber === number)?.id;

describe('dealsFeature', () => {
  it('declares the routes of the app with their titles, permissions and navigation', () => {
    expect(routeSummary(dealsFeature)).toEqual([
      { path: 'contracts', title: 'العقود', permission: 'GET_CONTRACT', nav: { label: 'العقود', order: 40 } },
      {
        path: 'authorizations',
        title: 'الوكالات',
        permission: 'GET_CONTRACT',
        nav: { label: 'الوكالات', order: 50 },
      },
      { path: 'new-contract', title: 'إضافة عقد', permission: 'ADD_CONTRACT', nav: undefined },
      { path: 'new-authorization', title: 'إضافة وكالة', permission: 'ADD_CONTRACT', nav: undefined },
      {
        path: 'clearance',
        title: 'براءة الذمة',
        permission: 'GET_PAYMENT_PLAN',
        nav: { label: 'براءة الذمة', order: 70 },
      },
      { path: 'contracts/:id', title: 'عرض العقد', permission: 'GET_CONTRACT', nav: undefined },
      { path: 'authorizations/:id', title: 'عرض الوكالة', permission: 'GET_CONTRACT', nav: undefined },
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
