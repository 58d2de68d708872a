import { createApiClient, readSession, writeSession } from '@cc/api-client';
import { endpoints } from '@cc/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore } from './session-store';
import { fakeApi, makeUser } from './test-fixtures';

const user = makeUser(['ROLE_USER'], ['GET_DASHBOARD'], { fullName: 'أحمد علي' });
const refreshed = makeUser(['ROLE_USER'], ['GET_CONTRACT'], { fullName: 'أحمد علي' });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Route = (auth: string | null, body: unknown) => Response;

/** An API client over a fetch double keyed by "METHOD path"; records the calls. */
function apiWith(routes: Record<string, Route>) {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const key = `${request.method} ${new URL(request.url).pathname.replace('/api/carcontracts/v1/', '')}`;
    calls.push(key);
    const text = await request.text();
    const route = routes[key];
    return route
      ? route(request.headers.get('authorization'), text ? JSON.parse(text) : null)
      : json(404, { message: 'x', code: 'NOT_FOUND' });
  };
  return {
    api: createApiClient({ origin: 'http://api.test', fetch: fetch as typeof globalThis.fetch, locks: null }),
    calls,
  };
}

const expired = () => json(401, { message: 'انتهت الجلسة', code: 'TOKEN_EXPIRED' });

beforeEach(() => {
  localStorage.setItem('deviceId', 'device-1');
});
afterEach(() => localStorage.clear());

describe('session store: restore()', () => {
  it('without a stored token becomes signed out', async () => {
    const { api, calls } = apiWith({});
    const store = createSessionStore(api);
    expect(store.getState().isLoading).toBe(true);
    await store.getState().restore();
    expect(store.getState()).toMatchObject({ isLoading: false, user: null, accessToken: null, roles: [] });
    expect(calls).toEqual([]);
  });

  it('with a stored token fetches the user and signs in with its roles and permissions', async () => {
    writeSession({ accessToken: 'a1', refreshToken: 'r1', roles: ['ROLE_USER'], user });
    const { api, calls } = apiWith({
      'GET users/me': (auth) => (auth === 'Bearer a1' ? json(200, { data: user }) : expired()),
    });
    const store = createSessionStore(api);
    await store.getState().restore();
    expect(calls).toEqual(['GET users/me']);
    expect(store.getState()).toMatchObject({
      isLoading: false,
      accessToken: 'a1',
      refreshToken: 'r1',
      user,
      companyUserId: 2,
      roles: ['ROLE_USER'],
      permissions: [{ name: 'GET_DASHBOARD' }],
    });
  });

  it('on 401 refreshes, stores both tokens and signs in with the returned user and roles', async () => {
    writeSession({ accessToken: 'old', refreshToken: 'r1', roles: ['ROLE_USER'], user });
    const { api } = apiWith({
      'GET users/me': (auth) => (auth === 'Bearer a2' ? json(200, { data: refreshed }) : expired()),
      'POST auth/refresh-token': (_auth, body) =>
        (body as { refreshToken: string }).refreshToken === 'r1'
          ? json(200, {
              data: { accessToken: 'a2', refreshToken: 'r2', user: refreshed, roles: ['ROLE_USER'] },
            })
          : expired(),
    });
    const store = createSessionStore(api);
    await store.getState().restore();
    expect(store.getState()).toMatchObject({
      isLoading: false,
      accessToken: 'a2',
      refreshToken: 'r2',
      user: refreshed,
    });
    expect(store.getState().permissions).toEqual([{ name: 'GET_CONTRACT' }]);
    expect(readSession()).toMatchObject({ accessToken: 'a2', refreshToken: 'r2' });
  });

  it('on 403 refreshes once and signs in with the refresh answer', async () => {
    writeSession({ accessToken: 'a1', refreshToken: 'r1', roles: ['ROLE_USER'], user });
    const { api, calls } = apiWith({
      'GET users/me': () => json(403, { message: 'x', code: 'FORBIDDEN' }),
      'POST auth/refresh-token': () =>
        json(200, { data: { accessToken: 'a2', refreshToken: 'r2', user: refreshed, roles: ['ROLE_USER'] } }),
    });
    const store = createSessionStore(api);
    await store.getState().restore();
    expect(calls).toEqual(['GET users/me', 'POST auth/refresh-token']);
    expect(store.getState()).toMatchObject({
      accessToken: 'a2',
      refreshToken: 'r2',
      user: refreshed,
      isLoading: false,
    });
  });

  it('when the refresh fails, clears storage except deviceId and becomes signed out', async () => {
    writeSession({ accessToken: 'old', refreshToken: 'r1', roles: ['ROLE_USER'], user });
    localStorage.setItem('fcmToken', 'push');
    const { api } = apiWith({
      'GET users/me': expired,
      'POST auth/refresh-token': () => json(401, { message: 'x', code: 'UNAUTHENTICATED' }),
    });
    const expiredSpy = vi.fn();
    const store = createSessionStore(api, { onSessionExpired: expiredSpy });
    await store.getState().restore();
    expect(store.getState()).toMatchObject({
      isLoading: false,
      user: null,
      accessToken: null,
      refreshToken: null,
    });
    expect({ ...localStorage }).toEqual({ deviceId: 'device-1' });
    // Restoring is not an expiry the user needs to be told about (docs/domain/sessions.md).
    expect(expiredSpy).not.toHaveBeenCalled();
  });

  it('only logs other errors, keeping the stored session', async () => {
    writeSession({ accessToken: 'a1', refreshToken: 'r1', roles: ['ROLE_USER'], user });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = apiWith({ 'GET users/me': () => json(500, { message: 'خطأ', code: 'INTERNAL' }) });
    const store = createSessionStore(api);
    await store.getState().restore();
    expect(store.getState()).toMatchObject({ isLoading: false, accessToken: 'a1', user });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('session store: login and logout', () => {
  const loginResult = {
    accessToken: 'a1',
    refreshToken: 'r1',
    user,
    roles: ['ROLE_USER' as const],
    permissions: user.permissions,
  };

  it('login stores tokens, roles and user, and ends loading', async () => {
    const { api } = fakeApi({ login: vi.fn(async () => loginResult) });
    const store = createSessionStore(api, {
      device: () => ({ fcmToken: '', deviceId: 'device-1', os: 'Linux', browser: 'Chrome' }),
    });
    await store.getState().login('sales', 'secret');
    expect(api.login).toHaveBeenCalledWith(
      { username: 'sales', password: 'secret' },
      expect.objectContaining({ deviceId: 'device-1' }),
    );
    expect(store.getState()).toMatchObject({
      isLoading: false,
      accessToken: 'a1',
      user,
      roles: ['ROLE_USER'],
    });
    expect(readSession()).toEqual({ accessToken: 'a1', refreshToken: 'r1', roles: ['ROLE_USER'], user });
  });

  it('logout revokes the refresh token and clears everything but deviceId', async () => {
    writeSession({ accessToken: 'a1', refreshToken: 'r1', roles: ['ROLE_USER'], user });
    localStorage.setItem('fcmToken', 'push');
    const { api } = fakeApi();
    const store = createSessionStore(api);
    store.setState({ isLoading: false });
    await store.getState().logout();
    expect(api.logout).toHaveBeenCalledWith('r1');
    expect(store.getState()).toMatchObject({ user: null, accessToken: null, refreshToken: null, roles: [] });
    expect({ ...localStorage }).toEqual({ deviceId: 'device-1' });
  });

  it('signs out when another tab clears the token', async () => {
    const { syncSessionAcrossTabs } = await import('./session-store');
    writeSession({ accessToken: 'a1', refreshToken: 'r1', roles: ['ROLE_USER'], user });
    const store = createSessionStore(fakeApi().api);
    const stop = syncSessionAcrossTabs(store);
    localStorage.removeItem('accessToken');
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', oldValue: 'a1', newValue: null }));
    expect(store.getState().accessToken).toBeNull();
    expect(store.getState().user).toBeNull();
    stop();
  });

  it("a suspended company's session ends at start-up, keeping the server's message for the login page", async () => {
    writeSession({ accessToken: 'a1', refreshToken: 'r1', roles: ['ROLE_COMPANY'], user });
    const suspended = { message: 'حساب الشركة موقوف', code: 'ACCOUNT_SUSPENDED' };
    // The server refuses the open session (401) and its refresh (403), both naming the suspension.
    const { api, calls } = apiWith({
      'GET users/me': () => json(401, suspended),
      'POST auth/refresh-token': () => json(403, suspended),
    });
    const store = createSessionStore(api);
    await store.getState().restore();
    expect(store.getState()).toMatchObject({ accessToken: null, user: null, error: 'حساب الشركة موقوف' });
    // One refresh (by the client), not a second forced one by the store.
    expect(calls).toEqual(['GET users/me', 'POST auth/refresh-token']);
    expect(readSession().accessToken).toBeNull();
  });

  it('an expired token whose refresh is refused for suspension reports the suspension', async () => {
    writeSession({ accessToken: 'old', refreshToken: 'r1', roles: ['ROLE_COMPANY'], user });
    const { api } = apiWith({
      'GET users/me': expired,
      'POST auth/refresh-token': () => json(403, { message: 'حساب الشركة موقوف', code: 'ACCOUNT_SUSPENDED' }),
    });
    const store = createSessionStore(api);
    await store.getState().restore();
    expect(store.getState()).toMatchObject({ accessToken: null, error: 'حساب الشركة موقوف' });
  });

  it('an open session refused for suspension mid-use signs out with the message, not the expiry toast', async () => {
    writeSession({ accessToken: 'a1', refreshToken: 'r1', roles: ['ROLE_COMPANY'], user });
    const { api } = apiWith({
      'GET users/me': () => json(200, { data: user }),
      // As the contract's notes describe a refused call of an open session.
      'GET car': () => json(403, { message: 'حساب الشركة موقوف', code: 'ACCOUNT_SUSPENDED' }),
    });
    const onSessionExpired = vi.fn();
    const store = createSessionStore(api, { onSessionExpired });
    await store.getState().restore();
    expect(store.getState().accessToken).toBe('a1');
    await expect(api.call(endpoints.cars.list, { query: {} })).rejects.toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
    });
    expect(store.getState()).toMatchObject({ accessToken: null, error: 'حساب الشركة موقوف' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('tells the app when an active session expires', () => {
    const { api, signOut } = fakeApi();
    const onSessionExpired = vi.fn();
    const store = createSessionStore(api, { onSessionExpired });
    store.setState({ isLoading: false, accessToken: 'a1', user });
    signOut();
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(store.getState().accessToken).toBeNull();
  });
});

describe('session store: reloadUser()', () => {
  it('reads the user again and takes its new permissions (the stream said they changed)', async () => {
    writeSession({ accessToken: 'a1', refreshToken: 'r1', roles: ['ROLE_USER'], user });
    const { api, calls } = apiWith({ 'GET users/me': () => json(200, { data: refreshed }) });
    const store = createSessionStore(api);
    store.setState({ isLoading: false });
    expect(store.getState().permissions).toEqual(user.permissions);
    await store.getState().reloadUser();
    expect(calls).toEqual(['GET users/me']);
    expect(store.getState()).toMatchObject({ accessToken: 'a1', permissions: refreshed.permissions });
    expect(readSession().user?.permissions).toEqual(refreshed.permissions);
  });
});
