import type { LoginResult, PermissionName, SystemRole, User } from '@cc/contracts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { SessionProvider } from './session-context';
import { createSessionStore, type SessionApi, type SessionState } from './session-store';

export function makeUser(
  roles: SystemRole[],
  permissions: PermissionName[] = [],
  extra: Partial<User> = {},
): User {
  return {
    id: 10,
    username: 'user',
    fullName: 'مستخدم تجريبي',
    phone: null,
    companyUserId: roles.includes('ROLE_SUPER_ADMIN') ? null : 2,
    companyName: roles.includes('ROLE_SUPER_ADMIN') ? null : 'معرض الأمانة للسيارات',
    branch: null,
    roles,
    companyRoles: [],
    permissions: permissions.map((name) => ({ name })),
    mustChangePassword: false,
    ...extra,
  };
}

export const PEOPLE = {
  anonymous: null,
  staffWithDashboard: makeUser(['ROLE_USER'], ['GET_DASHBOARD', 'PERSON_READ']),
  staffWithoutDashboard: makeUser(['ROLE_USER'], ['GET_CONTRACT']),
  company: makeUser(['ROLE_COMPANY']),
  superAdmin: makeUser(['ROLE_SUPER_ADMIN']),
  companyWithTemporaryPassword: makeUser(['ROLE_COMPANY'], [], { mustChangePassword: true }),
  superAdminWithTemporaryPassword: makeUser(['ROLE_SUPER_ADMIN'], [], { mustChangePassword: true }),
} as const;

export type Person = keyof typeof PEOPLE;

export function stateOf(person: Person): Partial<SessionState> {
  const user = PEOPLE[person];
  if (!user) return { isLoading: false };
  return {
    isLoading: false,
    user,
    accessToken: 'access',
    refreshToken: 'refresh',
    roles: user.roles,
    permissions: user.permissions,
    companyUserId: user.companyUserId,
  };
}

/** A SessionApi double whose calls are vi.fn()s. */
export function fakeApi(overrides: Partial<SessionApi> = {}) {
  type SignedOutListener = Parameters<SessionApi['onSignedOut']>[0];
  const signedOut = new Set<SignedOutListener>();
  const api = {
    login: vi.fn<SessionApi['login']>(async () => ({}) as LoginResult),
    me: vi.fn<SessionApi['me']>(),
    logout: vi.fn<SessionApi['logout']>(async () => undefined),
    refreshSession: vi.fn<SessionApi['refreshSession']>(async () => false),
    onSignedOut: (listener: SignedOutListener) => {
      signedOut.add(listener);
      return () => {
        signedOut.delete(listener);
      };
    },
    onRefreshed: () => () => undefined,
    ...overrides,
  } satisfies SessionApi;
  return {
    api,
    /** The client clearing the session: a refused refresh, or `reason` (a suspension). */
    signOut: (reason?: Parameters<SignedOutListener>[0]) => {
      for (const listener of signedOut) listener(reason);
    },
  };
}

/**
 * Renders routes in a memory router inside a SessionProvider whose store holds the given person;
 * `checking` keeps the store as at start-up, the stored session still being checked (GET /users/me).
 */
export function renderRoutes(
  routes: RouteObject[],
  entries: string[],
  person: Person,
  notify = vi.fn(),
  { checking = false } = {},
) {
  const store = createSessionStore(fakeApi().api);
  store.setState({ ...stateOf(person), isLoading: checking });
  const router = createMemoryRouter(routes, { initialEntries: entries, initialIndex: entries.length - 1 });
  const view = render(
    <SessionProvider store={store} notify={notify}>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return { ...view, router, store, notify };
}

export const page = (text: string): ReactNode => <p>{text}</p>;
