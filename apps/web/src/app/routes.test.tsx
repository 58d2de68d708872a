import { endpoints } from '@cc/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '../test/render';

const STATS = {
  companies: 3,
  activeCompanies: 2,
  suspendedCompanies: 1,
  users: 17,
  cars: 40,
  deals: 12,
  paymentsThisMonth: [
    { currency: 'IQD', amountMinor: 5_000_000, count: 4 },
    { currency: 'USD', amountMinor: 125_050, count: 2 },
  ],
  newCompaniesPerMonth: [{ month: '2026-11', count: 1 }],
};

describe('the admin area', () => {
  it('shows the heading, the platform figures and the admin menu', async () => {
    const api = fakeApi({
      call: vi.fn(async () => ({ data: STATS })) as never,
    });
    renderApp(['/adminDashboard'], 'superadmin', api);
    expect(await screen.findByRole('heading', { name: 'لوحة تحكم المشرف العام' })).toBeInTheDocument();
    expect(await screen.findByText('17')).toBeInTheDocument();
    expect(api.call).toHaveBeenCalledWith(endpoints.admin.stats, undefined, expect.anything());
    // IQD and USD each shown on its own, never added together.
    expect(screen.getByText('5,000,000 د.ع')).toBeInTheDocument();
    expect(screen.getByText('1,250.50 $')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'قائمة المشرف العام' });
    for (const entry of ['لوحة التحكم', 'الشركات', 'سجل إجراءات الإدارة', 'الملف الشخصي'])
      expect(within(nav).getByRole('link', { name: entry })).toBeInTheDocument();
  });

  it('says so when the figures cannot be loaded', async () => {
    const api = fakeApi({ call: vi.fn(async () => Promise.reject(new Error('down'))) as never });
    renderApp(['/adminDashboard'], 'superadmin', api);
    expect(await screen.findByText(/تعذر تحميل الأرقام/)).toBeInTheDocument();
  });
});

describe('route table', () => {
  it.each([
    ['/no-such-page', 'sales', '/'],
    ['/no-such-page', 'accountant', '/profile'],
    ['/no-such-page', null, '/login'],
    ['/', 'accountant', '/profile'],
    ['/cars', 'superadmin', '/adminDashboard'],
  ] as const)('%s as %s goes to %s', async (entry, who, path) => {
    const { history } = renderApp([entry], who);
    await vi.waitFor(() => expect(history.location.pathname).toBe(path));
  });

  it('opens the notifications page (the last placeholder is gone)', async () => {
    renderApp(['/notifications'], 'sales');
    expect(await screen.findByRole('heading', { name: 'الإشعارات' })).toBeInTheDocument();
    expect(screen.queryByText('هذه الشاشة قيد الإنشاء')).not.toBeInTheDocument();
  });

  it('opens the print pages outside the main layout', async () => {
    renderApp(['/print/5/true'], 'sales');
    expect(await screen.findByRole('button', { name: 'طباعة' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('opens a receipt outside the main layout too', async () => {
    renderApp(['/print-receipt/31'], 'accountant');
    expect(await screen.findByRole('button', { name: 'طباعة' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
