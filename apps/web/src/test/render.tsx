import type { ApiClient } from '@cc/api-client';
import { createSessionStore, SessionProvider, type SessionState } from '@cc/auth';
import type { LoginResult, PermissionName, SystemRole, User } from '@cc/contracts';
import { ResourcesProvider } from '@cc/resources';
import { RtlProvider } from '@cc/ui-rtl';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { AppRouter } from '../app/app';
import { memoryHistory } from '../app/blocking-history';

function user(
  id: number,
  username: string,
  fullName: string,
  roles: SystemRole[],
  permissions: PermissionName[],
): User {
  return {
    id,
    username,
    fullName,
    phone: '07701234567',
    companyUserId: roles.includes('ROLE_SUPER_ADMIN') ? null : 2,
    companyName: roles.includes('ROLE_SUPER_ADMIN') ? null : 'معرض الأمانة للسيارات',
    branch: { id: 1, name: 'الفرع الرئيسي' },
    roles,
    companyRoles: [],
    permissions: permissions.map((name) => ({ name })),
    mustChangePassword: false,
  };
}

/** The demo users of the README, with the permissions of their roles. */
export const USERS = {
  company: user(2, 'company', 'معرض الأمانة للسيارات', ['ROLE_COMPANY'], []),
  sales: user(
    3,
    'sales',
    'أحمد علي',
    ['ROLE_USER'],
    [
      'PERSON_READ',
      'PERSON_CREATE',
      'PERSON_UPDATE',
      'GET_CAR',
      'CREATE_CAR',
      'UPDATE_CAR',
      'GET_CONTRACT',
      'ADD_CONTRACT',
      'GET_DASHBOARD',
      'GET_NOTIFICATTIONS',
    ],
  ),
  accountant: user(
    4,
    'accountant',
    'سارة حسن',
    ['ROLE_USER'],
    [
      'GET_CONTRACT',
      'GET_PAYMENT_PLAN',
      'UPDATE_PAYMENT_PLAN',
      'GET_INSTALLMENT',
      'UPDATE_INSTALLMENT',
      'GET_NOTIFICATTIONS',
    ],
  ),
  superadmin: user(1, 'superadmin', 'المشرف العام', ['ROLE_SUPER_ADMIN'], []),
} as const;

export type DemoUser = keyof typeof USERS;

export function loginResultOf(who: DemoUser): LoginResult {
  const u = USERS[who];
  return {
    accessToken: `access-${who}`,
    refreshToken: `refresh-${who}`,
    user: u,
    roles: u.roles,
    permissions: u.permissions,
  };
}

export function signedInState(who: DemoUser): Partial<SessionState> {
  const u = USERS[who];
  return {
    isLoading: false,
    user: u,
    accessToken: `access-${who}`,
    refreshToken: `refresh-${who}`,
    companyUserId: u.companyUserId,
    roles: u.roles,
    permissions: u.permissions,
  };
}

/** An ApiClient double: every call is a vi.fn(); pass the ones a test needs. */
export function fakeApi(overrides: Partial<ApiClient> = {}): ApiClient {
  const never = () => vi.fn(() => new Promise<never>(() => undefined));
  return {
    http: undefined as unknown as ApiClient['http'],
    login: never(),
    me: never(),
    refresh: never(),
    logout: vi.fn(async () => undefined),
    updateDevice: vi.fn(async () => undefined),
    health: never(),
    call: never(),
    download: never(),
    refreshSession: vi.fn(async () => false),
    onSignedOut: () => () => undefined,
    onRefreshed: () => () => undefined,
    ...overrides,
  } as ApiClient;
}

/** Renders the real route table at the given entries, signed in as `who` (or signed out). */
export function renderApp(entries: string[], who: DemoUser | null, api: ApiClient = fakeApi()) {
  const store = createSessionStore(api, {
    device: () => ({ fcmToken: '', deviceId: 'device-test', os: 'Linux', browser: 'Chrome' }),
  });
  store.setState(who ? signedInState(who) : { isLoading: false });
  const history = memoryHistory(entries);
  const notify = vi.fn();
  const view = render(
    <RtlProvider>
      <ResourcesProvider
        client={api}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <SessionProvider store={store} notify={notify}>
          <AppRouter history={history} />
        </SessionProvider>
      </ResourcesProvider>
    </RtlProvider>,
  );
  return { ...view, history, store, api, notify };
}

/** Makes matchMedia answer as a screen of the given width would for max-width queries. */
export function setScreenWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  }) as typeof window.matchMedia;
}
