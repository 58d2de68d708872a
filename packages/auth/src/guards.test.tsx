import { act, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AdminOnlyGuard, NoTokenGuard, PasswordChangeGuard, PermissionGate, PublicPageGuard } from './guards';
import { type Person, page, renderRoutes } from './test-fixtures';

const routes: RouteObject[] = [
  { path: '/login', element: <NoTokenGuard>{page('LOGIN')}</NoTokenGuard> },
  {
    path: '/',
    element: <PublicPageGuard />,
    children: [
      { index: true, element: page('HOME') },
      { path: 'profile', element: page('PROFILE') },
      { path: 'cars', element: <PermissionGate permission="PERSON_READ">{page('CARS')}</PermissionGate> },
      { path: 'settings', element: <PermissionGate permission="">{page('SETTINGS')}</PermissionGate> },
    ],
  },
  { path: '/change-password', element: <PasswordChangeGuard>{page('CHANGE')}</PasswordChangeGuard> },
  {
    path: '/adminDashboard',
    element: <AdminOnlyGuard />,
    children: [{ index: true, element: page('ADMIN') }],
  },
];

async function landsOn(entry: string, person: Person, text: string, path: string) {
  const { router } = renderRoutes(routes, [entry], person);
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(router.state.location.pathname).toBe(path);
}

describe('PublicPageGuard (guard 1)', () => {
  it.each([
    ['anonymous', 'LOGIN', '/login'],
    ['staffWithDashboard', 'PROFILE', '/profile'],
    ['staffWithoutDashboard', 'PROFILE', '/profile'],
    ['company', 'PROFILE', '/profile'],
    ['superAdmin', 'ADMIN', '/adminDashboard'],
  ] as const)('%s opening /profile sees %s', (person, text, path) => landsOn('/profile', person, text, path));
});

describe('AdminOnlyGuard (guard 2)', () => {
  it.each([
    ['anonymous', 'LOGIN', '/login'],
    ['staffWithDashboard', 'HOME', '/'],
    ['staffWithoutDashboard', 'HOME', '/'],
    ['company', 'HOME', '/'],
    ['superAdmin', 'ADMIN', '/adminDashboard'],
  ] as const)('%s opening /adminDashboard sees %s', (person, text, path) =>
    landsOn('/adminDashboard', person, text, path),
  );
});

describe('NoTokenGuard (guard 3)', () => {
  it.each([
    ['anonymous', 'LOGIN', '/login'],
    ['staffWithDashboard', 'HOME', '/'],
    ['staffWithoutDashboard', 'PROFILE', '/profile'],
    ['company', 'HOME', '/'],
    ['superAdmin', 'ADMIN', '/adminDashboard'],
  ] as const)('%s opening /login lands on %s', (person, text, path) => landsOn('/login', person, text, path));

  it('renders nothing while the session is being restored', () => {
    const { store, container } = renderRoutes(routes, ['/login'], 'anonymous');
    act(() => store.setState({ isLoading: true }));
    expect(container).toBeEmptyDOMElement();
  });
});

describe('PermissionGate', () => {
  it('shows the page to a user holding the permission, and everything to the company account', async () => {
    await landsOn('/cars', 'staffWithDashboard', 'CARS', '/cars');
  });

  it('sends a user lacking the permission back one page with the Arabic message', async () => {
    const { router, notify } = renderRoutes(routes, ['/profile', '/cars'], 'staffWithoutDashboard');
    expect(await screen.findByText('PROFILE')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(notify).toHaveBeenCalledExactlyOnceWith('ليس لديك إذن لعرض هذه الصفحة');
    expect(screen.queryByText('CARS')).not.toBeInTheDocument();
  });

  it('with no history sends the user to their landing page', async () => {
    const { router, notify } = renderRoutes(routes, ['/cars'], 'staffWithoutDashboard');
    expect(await screen.findByText('PROFILE')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(notify).toHaveBeenCalledOnce();
  });

  it('opens settings (empty permission) for the company account only', async () => {
    await landsOn('/settings', 'company', 'SETTINGS', '/settings');
    const { notify } = renderRoutes(routes, ['/', '/settings'], 'staffWithDashboard');
    expect(await screen.findByText('HOME')).toBeInTheDocument();
    expect(notify).toHaveBeenCalledOnce();
  });
});

describe('PasswordChangeGuard (guard 4) and the temporary password', () => {
  it.each([
    ['/', 'companyWithTemporaryPassword'],
    ['/profile', 'companyWithTemporaryPassword'],
    ['/cars', 'companyWithTemporaryPassword'],
    ['/login', 'companyWithTemporaryPassword'],
    ['/adminDashboard', 'superAdminWithTemporaryPassword'],
  ] as const)('%s as %s goes to /change-password first', (entry, person) =>
    landsOn(entry, person, 'CHANGE', '/change-password'),
  );

  it.each([
    ['anonymous', 'LOGIN', '/login'],
    ['company', 'HOME', '/'],
    ['superAdmin', 'ADMIN', '/adminDashboard'],
  ] as const)('%s opening /change-password without the flag sees %s', (person, text, path) =>
    landsOn('/change-password', person, text, path),
  );

  it('lets the account on once the flag is off', async () => {
    const { router, store } = renderRoutes(routes, ['/'], 'companyWithTemporaryPassword');
    expect(await screen.findByText('CHANGE')).toBeInTheDocument();
    const user = store.getState().user;
    act(() => store.setState({ user: user && { ...user, mustChangePassword: false } }));
    await act(() => router.navigate('/'));
    expect(await screen.findByText('HOME')).toBeInTheDocument();
  });
});

describe('while the stored session is being checked (the overlay covers the screen)', () => {
  const checking = (entry: string, person: Person) =>
    renderRoutes(routes, [entry], person, vi.fn(), { checking: true });

  it.each([
    ['/cars', 'staffWithDashboard', 'CARS'],
    ['/', 'company', 'HOME'],
    ['/settings', 'company', 'SETTINGS'],
    ['/adminDashboard', 'superAdmin', 'ADMIN'],
    ['/change-password', 'companyWithTemporaryPassword', 'CHANGE'],
  ] as const)('%s as %s already renders %s, so its data loads beside the check', (entry, person, text) => {
    const { router } = checking(entry, person);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(entry);
  });

  it.each([
    ['/', 'superAdmin', 'ADMIN', '/adminDashboard'],
    ['/adminDashboard', 'company', 'HOME', '/'],
    ['/cars', 'companyWithTemporaryPassword', 'CHANGE', '/change-password'],
    ['/login', 'company', 'HOME', '/'],
  ] as const)(
    '%s as %s renders nothing and stays until the check ends, then shows %s',
    async (entry, person, text, path) => {
      const { router, store, container } = checking(entry, person);
      expect(container).toBeEmptyDOMElement();
      expect(router.state.location.pathname).toBe(entry);
      act(() => store.setState({ isLoading: false }));
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it('refuses a page the stored permissions lack only once the check ends, with one message', async () => {
    const { router, store, notify, container } = checking('/cars', 'staffWithoutDashboard');
    expect(container).toBeEmptyDOMElement();
    expect(notify).not.toHaveBeenCalled();
    act(() => store.setState({ isLoading: false }));
    expect(await screen.findByText('PROFILE')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(notify).toHaveBeenCalledExactlyOnceWith('ليس لديك إذن لعرض هذه الصفحة');
  });

  it('takes the checked answer: permissions removed meanwhile close the page', async () => {
    const { store, notify } = checking('/cars', 'staffWithDashboard');
    expect(screen.getByText('CARS')).toBeInTheDocument();
    act(() => store.setState({ isLoading: false, permissions: [] }));
    expect(await screen.findByText('PROFILE')).toBeInTheDocument();
    expect(screen.queryByText('CARS')).not.toBeInTheDocument();
    expect(notify).toHaveBeenCalledOnce();
  });

  it('renders nothing for a stored token without its user (an older sign-in), then signs out if refused', async () => {
    const { store, container, router } = checking('/cars', 'staffWithDashboard');
    act(() => store.setState({ user: null }));
    expect(container).toBeEmptyDOMElement();
    act(() =>
      store.setState({ isLoading: false, accessToken: null, refreshToken: null, roles: [], permissions: [] }),
    );
    expect(await screen.findByText('LOGIN')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
