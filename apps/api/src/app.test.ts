import { allEndpoints, type EndpointDef, loadedSchemasOf } from '@cc/contracts';
import { describe, expect, it } from 'vitest';
import { BASE, expectError, useTestApp } from '../test/helper';
import { hasJsonResponse } from './lib/endpoint-route';

const t = useTestApp();

/** A call whose body is `raw`, sent as it is with a JSON content type. */
const rawJson = (method: 'GET' | 'POST', path: string, raw: string, token?: string) =>
  t.request({
    method,
    url: `${BASE}${path}`,
    headers: { 'content-type': 'application/json' },
    payload: raw,
    token,
  });

describe('API basics', () => {
  it('answers health with the database kind', async () => {
    const res = await t.get(`${BASE}/health`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.status).toBe('ok');
    expect(data.database).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(new Date(data.time).toISOString()).toBe(data.time);
  });

  it('serves an OpenAPI document built from the zod schemas, and the docs page', async () => {
    const res = await t.get(`${BASE}/openapi.json`);
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const login = doc.paths[`${BASE}/auth/login`].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
    const status = doc.paths[`${BASE}/users/{id}/status`].put;
    expect(status.security).toEqual([{ bearerAuth: [] }]);
    expect(status.description).toContain('companyAccount');
    expect(status.responses['4XX'].content['application/json'].schema.required).toEqual(['message', 'code']);
    const docs = await t.get(`${BASE}/docs`);
    expect([200, 302]).toContain(docs.statusCode);
  });

  it('answers an unknown API route with an Arabic 404', async () => {
    const res = await t.get(`${BASE}/no-such-thing`);
    expectError(res, 404, 'NOT_FOUND', 'المسار المطلوب غير موجود');
  });

  it('refuses malformed JSON with 400 and an Arabic message, never 500', async () => {
    const res = await rawJson('POST', '/auth/login', '{"username": "sales",');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
  });

  it('treats an empty body with a JSON content type as no body', async () => {
    const { accessToken } = await t.login('sales');
    const me = await rawJson('GET', '/users/me', '', accessToken);
    expect(me.statusCode).toBe(200);
    const logout = await rawJson('POST', '/auth/logout', '');
    expect(logout.statusCode).toBe(204);
  });

  it('lists every invalid field with an Arabic message and a dotted path', async () => {
    const res = await t.request({
      method: 'POST',
      url: `${BASE}/auth/login`,
      payload: { username: '', password: 12 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toMatch(/[\u0600-\u06FF]/);
    expect(body.errors).toEqual([
      { field: 'username', message: 'اسم المستخدم مطلوب' },
      { field: 'password', message: expect.stringMatching(/[\u0600-\u06FF]/) },
    ]);
    const missing = await t.request({ method: 'POST', url: `${BASE}/auth/login`, payload: {} });
    expect(missing.json().errors.map((e: { field: string }) => e.field)).toEqual(['username', 'password']);
    expect(missing.json().errors[0].message).toBe('هذا الحقل مطلوب');
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await t.request({
      method: 'POST',
      url: `${BASE}/auth/login`,
      payload: { username: 'x', password: 'y'.repeat(1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 401 on a protected route without a token, in Arabic', async () => {
    const res = await t.get(`${BASE}/users/me`);
    expectError(res, 401, 'UNAUTHENTICATED', 'يجب تسجيل الدخول أولاً');
  });
});

describe('record ids in paths and queries', () => {
  // Ids are positive decimal integers the id columns hold: `0x1` is not record 1, `1e3` is not 1000,
  // and an id past the integer column is a field error, not a database error (500).
  const BAD_IDS = ['0x1', '1e3', '2147483648', '99999999999999999999', '-1', '0', '01', '1.5'];

  it('refuses every other form of an id in a path with 400, on every route that takes one', async () => {
    const company = (await t.login('company')).accessToken;
    // The platform's own routes (companies by id) are the super administrator's.
    const admin = (await t.login('superadmin')).accessToken;
    const withIds = allEndpoints().filter((e) => /:\w*[iI]d\b/.test(e.path));
    expect(withIds.length).toBeGreaterThan(15);
    for (const e of withIds) {
      for (const bad of BAD_IDS) {
        const res = await t.request({
          method: e.method,
          url: BASE + e.path.replace(/:\w*[iI]d\b/g, bad),
          token: e.access.kind === 'superAdmin' ? admin : company,
          ...(e.method === 'GET' || e.method === 'DELETE' ? {} : { payload: {} }),
        });
        expect(res.statusCode, `${e.method} ${e.path} with ${bad}: ${res.body}`).toBe(400);
        expect(res.json().code).toBe('VALIDATION_FAILED');
      }
    }
  });

  it('refuses them in list filters too, and still reads a plain id', async () => {
    const company = (await t.login('company')).accessToken;
    for (const bad of BAD_IDS) {
      const res = await t.get(`${BASE}/contracts`, company, { carId: bad });
      expect(res.statusCode, `carId=${bad}`).toBe(400);
      expect(res.json().errors[0]).toEqual({ field: 'carId', message: 'رقم السيارة غير صالح' });
    }
    const plain = await t.get(`${BASE}/contracts`, company, { carId: '1' });
    expect(plain.statusCode).toBe(200);
  });
});

describe('routes and their declarations (@cc/contracts endpoints)', () => {
  interface Operation {
    tags?: string[];
    parameters?: { in: string; name: string }[];
    requestBody?: unknown;
    responses: Record<string, unknown>;
    security?: unknown;
  }
  /** `GET /car/{id}`: an endpoint's or an OpenAPI operation's name, in OpenAPI's form. */
  const nameOf = (method: string, path: string) =>
    `${method.toUpperCase()} ${path.replace(/:(\w+)/g, '{$1}')}`;
  const declared = new Map<string, EndpointDef>(
    allEndpoints().map((e) => [nameOf(e.method, BASE + e.path), e]),
  );
  const documented = async () => {
    const doc = (await t.get(`${BASE}/openapi.json`)).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    return new Map(
      Object.entries(doc.paths).flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, op]) => [nameOf(method, path), op] as const),
      ),
    );
  };

  it('registers exactly the declared endpoints: none on one side only', async () => {
    // The OpenAPI document lists every route the server registered (only the docs' own are hidden).
    const operations = await documented();
    expect([...operations.keys()].sort()).toEqual([...declared.keys()].sort());
    expect(declared.size).toBe(allEndpoints().length); // no endpoint declared twice
    for (const e of allEndpoints()) {
      expect(t.app.hasRoute({ method: e.method, url: BASE + e.path }), `${e.method} ${e.path}`).toBe(true);
    }
  });

  it('documents each endpoint with its tags, params, query, body, success status and access', async () => {
    const operations = await documented();
    for (const [name, e] of declared) {
      const op = operations.get(name)!;
      const schemas = loadedSchemasOf(e);
      const places = new Set(op.parameters?.map((p) => p.in));
      expect(op.tags?.length, name).toBeGreaterThan(0);
      expect(places.has('path'), name).toBe(schemas.params !== undefined);
      expect(places.has('query'), name).toBe(schemas.query !== undefined);
      expect(op.requestBody !== undefined, name).toBe(schemas.body !== undefined);
      const success = Object.keys(op.responses).filter((status) => /^\d+$/.test(status));
      expect(success, name).toEqual(hasJsonResponse(e) ? [String(e.status ?? 200)] : []);
      // Public routes declare no bearer token (`[]`; an uploaded file its signed URL), others the bearer.
      const bearer = JSON.stringify(op.security ?? null) === JSON.stringify([{ bearerAuth: [] }]);
      expect(bearer, name).toBe(e.access.kind !== 'public');
    }
  });
});
