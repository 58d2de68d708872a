import { createSessionStore, type SessionApi, SessionProvider } from '@cc/auth';
import type { PermissionName, SystemRole } from '@cc/contracts';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';

/** Renders a screen inside a memory router (the screens use links). */
export function renderWithRouter(ui: ReactElement, path = '/') {
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}

const sessionApi: SessionApi = {
  login: vi.fn(),
  me: vi.fn(),
  logout: vi.fn(async () => undefined),
  refreshSession: vi.fn(async () => false),
  onSignedOut: () => () => undefined,
  onRefreshed: () => () => undefined,
};

/**
 * Renders routes in a memory router for a signed-in staff user holding `permissions` (or, with
 * `roles: ['ROLE_COMPANY']`, the company account).
 */
export function renderRoutesAs(
  permissions: PermissionName[],
  routes: RouteObject[],
  entries: string[],
  roles: SystemRole[] = ['ROLE_USER'],
) {
  const store = createSessionStore(sessionApi);
  store.setState({
    isLoading: false,
    accessToken: 'access',
    refreshToken: 'refresh',
    roles,
    permissions: permissions.map((name) => ({ name })),
    companyUserId: 2,
  });
  const notify = vi.fn();
  const router = createMemoryRouter(routes, { initialEntries: entries, initialIndex: entries.length - 1 });
  const view = render(
    <SessionProvider store={store} notify={notify}>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return { ...view, router, notify };
}
