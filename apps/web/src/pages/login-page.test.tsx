import { ApiError } from '@cc/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, loginResultOf, renderApp } from '../test/render';

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('اسم المستخدم'), username);
  if (password) await user.type(screen.getByLabelText('كلمة المرور'), password);
  await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
}

describe('LoginPage', () => {
  it('puts the username first and the password in the first password input', () => {
    const { container } = renderApp(['/login'], null);
    const firstText = container.querySelector('input[type="text"], input:not([type])');
    const firstPassword = container.querySelector('input[type="password"]');
    expect(firstText).toBe(screen.getByLabelText('اسم المستخدم'));
    expect(firstPassword).toBe(screen.getByLabelText('كلمة المرور'));
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toHaveAttribute('type', 'submit');
  });

  it('asks for both fields in Arabic before calling the server', async () => {
    const api = fakeApi({ login: vi.fn() });
    renderApp(['/login'], null, api);
    await fillAndSubmit('', '');
    expect(await screen.findByText('اسم المستخدم مطلوب')).toBeInTheDocument();
    expect(screen.getByText('كلمة المرور مطلوبة')).toBeInTheDocument();
    expect(api.login).not.toHaveBeenCalled();
  });

  it("shows the server's Arabic message and stays on the login page", async () => {
    const api = fakeApi({
      login: vi.fn(async () => {
        throw new ApiError(401, 'INVALID_CREDENTIALS', 'اسم المستخدم أو كلمة المرور غير صحيحة');
      }),
    });
    const { router, store } = renderApp(['/login'], null, api);
    await fillAndSubmit('sales', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('اسم المستخدم أو كلمة المرور غير صحيحة');
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().accessToken).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('signs in with the device headers and lands on / for a user holding GET_DASHBOARD', async () => {
    const api = fakeApi({ login: vi.fn(async () => loginResultOf('sales')) });
    const { router } = renderApp(['/login'], null, api);
    await fillAndSubmit('sales', 'Demo@12345');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.login).toHaveBeenCalledWith(
      { username: 'sales', password: 'Demo@12345' },
      expect.objectContaining({ deviceId: 'device-test', fcmToken: '' }),
    );
    expect(localStorage.getItem('accessToken')).toBe('access-sales');
    expect(await screen.findByRole('heading', { name: 'الرئيسية' })).toBeInTheDocument();
  });

  it('lands on /profile for a user without GET_DASHBOARD', async () => {
    const api = fakeApi({ login: vi.fn(async () => loginResultOf('accountant')) });
    const { router } = renderApp(['/login'], null, api);
    await fillAndSubmit('accountant', 'Demo@12345');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByText('سارة حسن', { selector: 'dd' })).toBeInTheDocument();
  });
});
