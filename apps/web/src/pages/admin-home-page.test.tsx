import { endpoints } from '@cc/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '../test/render';

describe('AdminHomePage', () => {
  it('shows the heading and the platform figures', async () => {
    const api = fakeApi({
      call: vi.fn(async () => ({ data: { companies: 3, activeCompanies: 2, users: 17 } })) as never,
    });
    renderApp(['/adminDashboard'], 'superadmin', api);
    expect(await screen.findByRole('heading', { name: 'لوحة تحكم المشرف العام' })).toBeInTheDocument();
    expect(await screen.findByText('17')).toBeInTheDocument();
    expect(api.call).toHaveBeenCalledWith(endpoints.admin.stats, undefined, expect.anything());
    expect(screen.getByRole('navigation', { name: 'قائمة المشرف العام' })).toBeInTheDocument();
  });

  it('says so when the figures cannot be loaded', async () => {
    const api = fakeApi({ call: vi.fn(async () => Promise.reject(new Error('down'))) as never });
    renderApp(['/adminDashboard'], 'superadmin', api);
    expect(await screen.findByText('تعذر تحميل أرقام المنصة')).toBeInTheDocument();
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
    const { router } = renderApp([entry], who);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(path));
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
