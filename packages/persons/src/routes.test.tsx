import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_DEALS, DEMO_PAYMENTS } from './demo-persons';
import { createMemoryPersonsApi } from './memory-api';
import { AccountCardsPage, AccountViewPage, NewAccountPage, personRoutes } from './routes';
import { renderRoutesAs } from './test/render';

const api = createMemoryPersonsApi();
const routes = [
  { path: '/', element: <p>الرئيسية</p> },
  { path: '/account-cards', element: <AccountCardsPage api={api} /> },
  { path: '/new-account', element: <NewAccountPage api={api} /> },
  { path: '/account-cards/:id/view', element: <AccountViewPage api={api} /> },
];

describe('persons routes', () => {
  it('describes the four routes with their permissions', () => {
    expect(personRoutes.map(({ path, permission }) => ({ path, permission }))).toEqual([
      { path: 'account-cards', permission: 'PERSON_READ' },
      { path: 'new-account', permission: 'PERSON_CREATE' },
      { path: 'account-cards/:id/edit', permission: 'PERSON_UPDATE' },
      { path: 'account-cards/:id/view', permission: 'PERSON_READ' },
    ]);
  });

  it('refuses the list without PERSON_READ and goes back one page', async () => {
    const { router, notify } = renderRoutesAs(['GET_CONTRACT'], routes, ['/', '/account-cards']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(notify).toHaveBeenCalledWith('ليس لديك إذن لعرض هذه الصفحة');
  });

  it('shows the add link only with PERSON_CREATE', async () => {
    const { unmount } = renderRoutesAs(['PERSON_READ'], routes, ['/account-cards']);
    expect(await screen.findByRole('heading', { name: 'بطاقات الحسابات' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'إضافة حساب' })).toBeNull();
    unmount();
    renderRoutesAs(['PERSON_READ', 'PERSON_CREATE'], routes, ['/account-cards']);
    expect(await screen.findByRole('link', { name: 'إضافة حساب' })).toHaveAttribute('href', '/new-account');
  });

  it('saves a new account and goes to its page', async () => {
    const { router } = renderRoutesAs(['PERSON_READ', 'PERSON_CREATE'], routes, ['/new-account']);
    const name = await screen.findByLabelText(/^الاسم الكامل/);
    const user = userEvent.setup();
    await user.type(name, 'سارة محمود');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-cards/13/view'));
    expect(await screen.findByRole('heading', { level: 1, name: 'سارة محمود' })).toBeInTheDocument();
  });

  it("shows the account's payments only with GET_INSTALLMENT", async () => {
    const withPayments = createMemoryPersonsApi({ deals: DEMO_DEALS, payments: DEMO_PAYMENTS });
    const view = [{ path: '/account-cards/:id/view', element: <AccountViewPage api={withPayments} /> }];
    const { unmount } = renderRoutesAs(['PERSON_READ', 'GET_CONTRACT'], view, ['/account-cards/1/view']);
    await screen.findByRole('region', { name: 'العقود والوكالات' });
    expect(screen.queryByRole('region', { name: 'الدفعات' })).toBeNull();
    unmount();
    renderRoutesAs(['PERSON_READ', 'GET_CONTRACT', 'GET_INSTALLMENT'], view, ['/account-cards/1/view']);
    expect(await screen.findByRole('region', { name: 'الدفعات' })).toBeInTheDocument();
  });
});
