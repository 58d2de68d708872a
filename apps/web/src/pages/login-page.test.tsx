import { ApiError } from '@cc/api-client';
import { endpoints } from '@cc/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, loginResultOf, renderApp, USERS } from '../test/render';

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  // The login page is its own chunk: it shows once loaded.
  await screen.findByLabelText('اسم المستخدم');
  if (username) await user.type(screen.getByLabelText('اسم المستخدم'), username);
  if (password) await user.type(screen.getByLabelText('كلمة المرور'), password);
  await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
}

describe('LoginPage', () => {
  it('puts the username first and the password in the first password input', async () => {
    const { container } = renderApp(['/login'], null);
    await screen.findByLabelText('اسم المستخدم');
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
    const { history, store } = renderApp(['/login'], null, api);
    await fillAndSubmit('sales', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('اسم المستخدم أو كلمة المرور غير صحيحة');
    expect(history.location.pathname).toBe('/login');
    expect(store.getState().accessToken).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('signs in with the device headers and lands on / for a user holding GET_DASHBOARD', async () => {
    const api = fakeApi({ login: vi.fn(async () => loginResultOf('sales')) });
    const { history } = renderApp(['/login'], null, api);
    await fillAndSubmit('sales', 'Demo@12345');
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(api.login).toHaveBeenCalledWith(
      { username: 'sales', password: 'Demo@12345' },
      expect.objectContaining({ deviceId: 'device-test', fcmToken: '' }),
    );
    expect(localStorage.getItem('accessToken')).toBe('access-sales');
    expect(await screen.findByRole('heading', { name: 'الرئيسية' })).toBeInTheDocument();
  });

  it('lands on /profile for a user without GET_DASHBOARD', async () => {
    const api = fakeApi({ login: vi.fn(async () => loginResultOf('accountant')) });
    const { history } = renderApp(['/login'], null, api);
    await fillAndSubmit('accountant', 'Demo@12345');
    await waitFor(() => expect(history.location.pathname).toBe('/profile'));
    expect(await screen.findByText('سارة حسن', { selector: 'dd' })).toBeInTheDocument();
  });
});

const SUSPENDED = 'حساب الشركة موقوف، يرجى التواصل مع إدارة المنصة';

describe('a suspended company', () => {
  it('is refused at sign-in with the Arabic message', async () => {
    const api = fakeApi({
      login: vi.fn(async () => {
        throw new ApiError(403, 'ACCOUNT_SUSPENDED', SUSPENDED);
      }),
    });
    const { history } = renderApp(['/login'], null, api);
    await fillAndSubmit('company', 'Demo@12345');
    expect(await screen.findByRole('alert')).toHaveTextContent(SUSPENDED);
    expect(history.location.pathname).toBe('/login');
  });

  it('whose open session the server refuses lands on the login page with the message', async () => {
    let signedOut: ((reason?: ApiError) => void) | undefined;
    const api = fakeApi({
      onSignedOut: (listener) => {
        signedOut = listener;
        return () => undefined;
      },
    });
    const { history } = renderApp(['/profile'], 'company', api);
    expect(await screen.findByRole('heading', { name: 'الملف الشخصي' })).toBeInTheDocument();
    act(() => signedOut?.(new ApiError(403, 'ACCOUNT_SUSPENDED', SUSPENDED)));
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(screen.getByRole('alert')).toHaveTextContent(SUSPENDED);
  });
});

describe('the first sign-in with a temporary password', () => {
  it('goes to /change-password before anything else, then to the landing page', async () => {
    const flagged = { ...loginResultOf('company'), user: { ...USERS.company, mustChangePassword: true } };
    const call = vi.fn(async (endpoint: unknown) => {
      if (endpoint === endpoints.me.changePassword)
        return { data: { accessToken: 'a2', refreshToken: 'r2' }, message: 'تم تغيير كلمة المرور' };
      return new Promise<never>(() => undefined);
    });
    const api = fakeApi({
      login: vi.fn(async () => flagged),
      me: vi.fn(async () => USERS.company),
      call: call as never,
    });
    const { history } = renderApp(['/login'], null, api);
    await fillAndSubmit('company', 'Tmp#4821xQ');
    await waitFor(() => expect(history.location.pathname).toBe('/change-password'));
    act(() => history.push('/cars'));
    await waitFor(() => expect(history.location.pathname).toBe('/change-password'));

    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^كلمة المرور الحالية/), 'Tmp#4821xQ');
    await user.type(screen.getByLabelText(/^كلمة المرور الجديدة/), 'Furat@2026x');
    await user.type(screen.getByLabelText(/^تأكيد كلمة المرور الجديدة/), 'Furat@2026x');
    await user.click(screen.getByRole('button', { name: 'تغيير كلمة المرور' }));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(call).toHaveBeenCalledWith(
      endpoints.me.changePassword,
      { body: { currentPassword: 'Tmp#4821xQ', newPassword: 'Furat@2026x' } },
      undefined,
    );
    expect(localStorage.getItem('accessToken')).toBe('a2');
  });
});
