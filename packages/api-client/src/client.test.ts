import { endpoints } from '@cc/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, fieldErrorMap } from './errors';
import { createApiClient, type LockLike } from './index';
import { readSession, STORAGE_KEYS, writeSession } from './storage';
import { bearer, fakeServer, json, testLogin, testUser } from './test-server';

const origin = 'http://api.test';

function signedIn(accessToken = 'access-1', refreshToken = 'refresh-1') {
  writeSession({ accessToken, refreshToken, roles: ['ROLE_USER'], user: testUser });
}

afterEach(() => localStorage.clear());

describe('createApiClient', () => {
  it('sends the stored bearer token and unwraps the envelope', async () => {
    signedIn();
    const server = fakeServer({ 'GET users/me': () => json(200, { data: testUser }) });
    const api = createApiClient({ origin, fetch: server.fetch, locks: null });
    await expect(api.me()).resolves.toEqual(testUser);
    expect(bearer(server.requests[0]!)).toBe('Bearer access-1');
  });

  it('sends the bearer header on auth calls too', async () => {
    signedIn('old-access');
    const server = fakeServer({ 'POST auth/logout': () => json(200, { data: null }) });
    const api = createApiClient({ origin, fetch: server.fetch, locks: null });
    await api.logout('refresh-1');
    expect(bearer(server.requests[0]!)).toBe('Bearer old-access');
    expect(server.requests[0]!.body).toEqual({ refreshToken: 'refresh-1' });
  });

  it('on 401 refreshes, stores both rotated tokens and retries with the new token', async () => {
    signedIn();
    const server = fakeServer({
      'GET users/me': (r) =>
        bearer(r) === 'Bearer access-2'
          ? json(200, { data: testUser })
          : json(401, { message: 'انتهت الجلسة', code: 'TOKEN_EXPIRED' }),
      'POST auth/refresh-token': () =>
        json(200, {
          data: { accessToken: 'access-2', refreshToken: 'refresh-2', user: testUser, roles: ['ROLE_USER'] },
        }),
    });
    const api = createApiClient({ origin, fetch: server.fetch, locks: null });
    const refreshed = vi.fn();
    api.onRefreshed(refreshed);
    await expect(api.me()).resolves.toEqual(testUser);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET users/me',
      'POST auth/refresh-token',
      'GET users/me',
    ]);
    expect(server.requests[1]!.body).toEqual({ refreshToken: 'refresh-1' });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-2');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
    expect(refreshed).toHaveBeenCalledOnce();
  });

  it('presents the refresh token with the device id it was issued to, and never makes one up', async () => {
    const rotate = () =>
      json(200, {
        data: { accessToken: 'access-2', refreshToken: 'refresh-2', user: testUser, roles: ['ROLE_USER'] },
      });
    signedIn();
    localStorage.setItem(STORAGE_KEYS.deviceId, 'device-7');
    const server = fakeServer({ 'POST auth/refresh-token': rotate });
    await createApiClient({ origin, fetch: server.fetch, locks: null }).refreshSession();
    expect(server.requests[0]!.headers.get('x-device-id')).toBe('device-7');
    // No stored id (storage cleared by hand): none is sent, and none is created for a token it cannot own.
    localStorage.clear();
    signedIn();
    const bare = fakeServer({ 'POST auth/refresh-token': rotate });
    await createApiClient({ origin, fetch: bare.fetch, locks: null }).refreshSession();
    expect(bare.requests[0]!.headers.get('x-device-id')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.deviceId)).toBeNull();
  });

  it('signs out when the refresh is refused, keeping the device id', async () => {
    signedIn();
    localStorage.setItem(STORAGE_KEYS.deviceId, 'device-1');
    const server = fakeServer({
      'GET car': () => json(401, { message: 'انتهت الجلسة', code: 'TOKEN_EXPIRED' }),
      'POST auth/refresh-token': () => json(401, { message: 'الجلسة غير صالحة', code: 'UNAUTHENTICATED' }),
    });
    const api = createApiClient({ origin, fetch: server.fetch, locks: null });
    const signedOut = vi.fn();
    api.onSignedOut(signedOut);
    const error = await api.call(endpoints.cars.list).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(signedOut).toHaveBeenCalledOnce();
    expect({ ...localStorage }).toEqual({ deviceId: 'device-1' });
  });

  it("tells the signed-out listeners why: a suspended company's refresh refusal", async () => {
    signedIn();
    const suspended = {
      message: 'حساب الشركة موقوف، يرجى التواصل مع إدارة المنصة',
      code: 'ACCOUNT_SUSPENDED',
    };
    const server = fakeServer({
      'GET car': () => json(401, suspended),
      'POST auth/refresh-token': () => json(403, suspended),
    });
    const api = createApiClient({ origin, fetch: server.fetch, locks: null });
    const signedOut = vi.fn();
    api.onSignedOut(signedOut);
    const error = await api.call(endpoints.cars.list).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: 'ACCOUNT_SUSPENDED' });
    expect(signedOut).toHaveBeenCalledOnce();
    expect(signedOut.mock.calls[0]![0]).toMatchObject({ status: 403, ...suspended });
  });

  it('does not refresh on a 401 from the auth calls themselves', async () => {
    signedIn();
    const server = fakeServer({
      'POST auth/login': () =>
        json(401, { message: 'اسم المستخدم أو كلمة المرور غير صحيحة', code: 'INVALID_CREDENTIALS' }),
    });
    const api = createApiClient({ origin, fetch: server.fetch, locks: null });
    const device = { fcmToken: '', deviceId: 'd', os: 'Linux', browser: 'Chrome' };
    await expect(api.login({ username: 'x', password: 'y' }, device)).rejects.toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'اسم المستخدم أو كلمة المرور غير صحيحة',
    });
    expect(server.requests).toHaveLength(1);
  });

  it('runs one refresh for two concurrent 401s', async () => {
    signedIn();
    let refreshes = 0;
    const server = fakeServer({
      'GET users/me': (r) =>
        bearer(r) === 'Bearer access-2'
          ? json(200, { data: testUser })
          : json(401, { message: 'x', code: 'TOKEN_EXPIRED' }),
      'GET car': (r) =>
        bearer(r) === 'Bearer access-2'
          ? json(200, { data: [], pagination: { currentPage: 0, lastPage: 0, pageSize: 10, totalItems: 0 } })
          : json(401, { message: 'x', code: 'TOKEN_EXPIRED' }),
      'POST auth/refresh-token': async () => {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return json(200, {
          data: { accessToken: 'access-2', refreshToken: 'refresh-2', user: testUser, roles: ['ROLE_USER'] },
        });
      },
    });
    const api = createApiClient({ origin, fetch: server.fetch, locks: null });
    const [me, cars] = await Promise.all([api.me(), api.call(endpoints.cars.list)]);
    expect(me).toEqual(testUser);
    expect(cars.data).toEqual([]);
    expect(refreshes).toBe(1);
  });

  it('inside the cross-tab lock, uses tokens another tab rotated instead of refreshing again', async () => {
    signedIn();
    const requested: string[] = [];
    // A lock whose holder (another tab) rotates the tokens before ours runs.
    const locks: LockLike = {
      async request(name, callback) {
        requested.push(name);
        writeSession({ accessToken: 'access-from-other-tab', refreshToken: 'refresh-from-other-tab' });
        return callback();
      },
    };
    const server = fakeServer({
      'GET users/me': (r) =>
        bearer(r) === 'Bearer access-from-other-tab'
          ? json(200, { data: testUser })
          : json(401, { message: 'x', code: 'TOKEN_EXPIRED' }),
      'POST auth/refresh-token': () => json(500, { message: 'x', code: 'INTERNAL' }),
    });
    const api = createApiClient({ origin, fetch: server.fetch, locks });
    await expect(api.me()).resolves.toEqual(testUser);
    expect(requested).toEqual(['cc-refresh']);
    expect(server.requests.some((r) => r.path === 'auth/refresh-token')).toBe(false);
    expect(readSession().refreshToken).toBe('refresh-from-other-tab');
  });

  it('sends the five device headers on login, each truncated to 500 characters', async () => {
    const server = fakeServer({ 'POST auth/login': () => json(200, { data: testLogin }) });
    const api = createApiClient({ origin, fetch: server.fetch, locks: null });
    const long = 'M'.repeat(900);
    const result = await api.login(
      { username: 'sales', password: 'secret' },
      { fcmToken: long, deviceId: 'device-1', os: long, browser: long },
    );
    expect(result.accessToken).toBe('access-1');
    const h = server.requests[0]!.headers;
    expect(h.get('x-fcm-token')).toHaveLength(500);
    expect(h.get('x-device-os')).toHaveLength(500);
    expect(h.get('x-device-browser')).toHaveLength(500);
    expect(h.get('x-device-id')).toBe('device-1');
    expect(h.get('x-device-model')).toBe('Desktop');
  });

  it('reports a network failure and an unknown answer in Arabic', async () => {
    const down = createApiClient({
      origin,
      locks: null,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(down.health()).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: 'تعذر الاتصال بالخادم',
    });
    const broken = createApiClient({
      origin,
      locks: null,
      fetch: async () => new Response('<html>bad gateway</html>', { status: 502 }),
    });
    await expect(broken.call(endpoints.cars.get, { params: { id: 1 } })).rejects.toMatchObject({
      status: 502,
      message: 'حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى',
    });
  });

  it('exposes field errors and drops empty query values', async () => {
    signedIn();
    const server = fakeServer({
      'GET car?page=0&status=Pending': () =>
        json(200, {
          data: [{ id: 1 }],
          pagination: { currentPage: 0, lastPage: 0, pageSize: 10, totalItems: 1 },
        }),
      'POST car': () =>
        json(400, {
          message: 'البيانات غير صحيحة',
          code: 'VALIDATION_FAILED',
          errors: [{ field: 'name', message: 'اسم السيارة مطلوب' }],
        }),
    });
    const api = createApiClient({ origin, fetch: server.fetch, locks: null, validateResponses: false });
    const list = await api.call(endpoints.cars.list, { query: { page: 0, keyword: '', status: 'Pending' } });
    expect(list.data).toEqual([{ id: 1 }]);
    const body = { name: '', model: 2020, color: 'أبيض', plateNumber: '1', chassisNumber: 'X' };
    const error = await api.call(endpoints.cars.create, { body }).catch((e: unknown) => e);
    expect(fieldErrorMap(error)).toEqual({ name: 'اسم السيارة مطلوب' });
  });

  it("fills the path parameters and, when answers are checked, refuses one that does not fit the endpoint's schema", async () => {
    signedIn();
    const server = fakeServer({ 'GET car/7': () => json(200, { data: { id: 7 } }) });
    const checked = createApiClient({ origin, fetch: server.fetch, locks: null });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(checked.call(endpoints.cars.get, { params: { id: 7 } })).rejects.toMatchObject({
      status: 0,
      code: 'INVALID_RESPONSE',
      message: 'حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى',
    });
    error.mockRestore();
    const unchecked = createApiClient({ origin, fetch: server.fetch, locks: null, validateResponses: false });
    await expect(unchecked.call(endpoints.cars.get, { params: { id: 7 } })).resolves.toEqual({
      data: { id: 7 },
    });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET car/7', 'GET car/7']);
  });
});
