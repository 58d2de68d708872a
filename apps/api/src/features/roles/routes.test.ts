import { PERMISSION_NAMES } from '@cc/contracts';
import { desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherCompany, type OtherCompany } from '../../../test/companies';
import { BASE, expectError, type LoginData, useTestApp } from '../../../test/helper';
import { auditLog, permissions, roles } from '../../db/schema';

const t = useTestApp();
let company: LoginData;
let other: OtherCompany;
let permissionIds: Record<string, number>;

beforeAll(async () => {
  other = await createOtherCompany(t);
  company = await t.login('company');
  const rows = await t.db.select().from(permissions);
  permissionIds = Object.fromEntries(rows.map((p) => [p.name, p.id]));
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.request({ method, url: `${BASE}${url}`, token, ...(payload !== undefined ? { payload } : {}) });

/** POST of a role of the demo company, by its company account: the response, whatever it is. */
const createRole = (payload: object) =>
  call('POST', `/roles/company/${company.user.id}`, company.accessToken, payload);

/** A fresh role of the demo company, created through the API. */
async function newRole(name: string) {
  const res = await createRole({ displayName: name, displayNameAr: `دور ${name}`, description: 'اختبار' });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as number;
}

describe('access to the role and permission calls', () => {
  const routes = () =>
    [
      ['GET', `/roles/company/${company.user.id}`, undefined],
      ['POST', `/roles/company/${company.user.id}`, { displayName: 'X' }],
      ['GET', '/permissions', undefined],
      ['GET', '/permissions/1/role', undefined],
      ['POST', '/permissions/link-to-role/1', { permissionIds: [1] }],
      ['DELETE', '/permissions/unlink-from-role/1', { permissionIds: [1] }],
      ['POST', '/permissions/1/toggle-all?enableAll=true', undefined],
    ] as const;

  it('answers 401 without a token, 403 to staff and to the super administrator', async () => {
    const sales = await t.login('sales');
    const admin = await t.login('superadmin');
    for (const [method, url, payload] of routes()) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      for (const token of [sales.accessToken, admin.accessToken]) {
        const res = await call(method, url, token, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
    }
  });

  it("answers 404 for another company's account id or role id, exactly like a missing one", async () => {
    const cases: [string, string, string, object?][] = [
      ['GET', `/roles/company/${other.accountId}`, '/roles/company/999999'],
      ['POST', `/roles/company/${other.accountId}`, '/roles/company/999999', { displayName: 'Spy' }],
      ['GET', `/permissions/${other.roleId}/role`, '/permissions/999999/role'],
      [
        'POST',
        `/permissions/link-to-role/${other.roleId}`,
        '/permissions/link-to-role/999999',
        { permissionIds: [permissionIds.GET_CAR] },
      ],
      [
        'DELETE',
        `/permissions/unlink-from-role/${other.roleId}`,
        '/permissions/unlink-from-role/999999',
        { permissionIds: [permissionIds.GET_CAR] },
      ],
      [
        'POST',
        `/permissions/${other.roleId}/toggle-all?enableAll=true`,
        '/permissions/999999/toggle-all?enableAll=true',
      ],
    ];
    for (const [method, crossUrl, missingUrl, payload] of cases) {
      const cross = await call(method as 'GET', crossUrl, company.accessToken, payload);
      const missing = await call(method as 'GET', missingUrl, company.accessToken, payload);
      expect(cross.statusCode, `${method} ${crossUrl}`).toBe(404);
      expect(cross.json()).toEqual(missing.json());
    }
    // A staff user's id is not a company account id either.
    const staffId = (await t.login('sales')).user.id;
    expect((await call('GET', `/roles/company/${staffId}`, company.accessToken)).statusCode).toBe(404);
    // Nothing was created in or linked to the other company.
    const spy = await t.db.select().from(roles).where(eq(roles.displayName, 'Spy'));
    expect(spy).toHaveLength(0);
    const otherGrid = await call(
      'GET',
      `/permissions/${other.roleId}/role`,
      (await t.login(other.accountUsername)).accessToken,
    );
    expect(otherGrid.json().data.permissions.every((p: { granted: boolean }) => !p.granted)).toBe(true);
  });
});

describe('GET /roles/company/{companyUserId} and GET /permissions', () => {
  it("lists the company's own roles only", async () => {
    const res = await call('GET', `/roles/company/${company.user.id}`, company.accessToken);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { id: number; displayName: string }[];
    expect(list.map((r) => r.displayName)).toEqual(expect.arrayContaining(['Sales', 'Accountant']));
    expect(list.some((r) => r.id === other.roleId)).toBe(false);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      displayName: 'Sales',
      displayNameAr: 'مندوب مبيعات',
      description: expect.any(String),
    });
  });

  it('lists every permission (the 20 of the spec, the three of collections) with their Arabic names', async () => {
    const res = await call('GET', '/permissions', company.accessToken);
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list).toHaveLength(PERMISSION_NAMES.length);
    expect(list).toContainEqual({
      id: permissionIds.GET_BRANCH,
      name: 'GET_BRANCH',
      displayNameAr: 'عرض الفروع',
    });
  });
});

describe('POST /roles/company/{companyUserId}', () => {
  it('creates a role from trimmed strings and audits it', async () => {
    const res = await createRole({
      displayName: '  Cashier ',
      displayNameAr: ' أمين الصندوق ',
      description: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      displayName: 'Cashier',
      displayNameAr: 'أمين الصندوق',
      description: null,
    });
    const entry = await t.lastAudit('ROLE_CREATED');
    expect(entry).toMatchObject({ actorUserId: company.user.id, entityId: String(res.json().data.id) });
  });

  it('takes the Arabic name as the English one when only the Arabic name is given', async () => {
    const res = await createRole({ displayName: '', displayNameAr: 'مدير فرع', description: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ displayName: 'مدير فرع', displayNameAr: 'مدير فرع' });
  });

  it('refuses names starting with ROLE_, a role with no name, and over-long names (400, Arabic)', async () => {
    for (const [body, field] of [
      [{ displayName: 'ROLE_ADMIN' }, 'displayName'],
      [{ displayName: 'role_company' }, 'displayName'],
      [{ displayName: 'Ok', displayNameAr: 'ROLE_X' }, 'displayNameAr'],
      [{ displayName: '   ', displayNameAr: '' }, 'displayName'],
      [{ displayName: 'x'.repeat(81) }, 'displayName'],
      [{ displayName: 'Ok2', description: 'x'.repeat(301) }, 'description'],
    ] as const) {
      const res = await createRole(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toContainEqual({ field, message: expect.stringMatching(/[\u0600-\u06FF]/) });
    }
    const prefixed = await createRole({ displayName: 'ROLE_ADMIN' });
    expect(prefixed.json().errors[0].message).toBe('لا يمكن أن يبدأ اسم الدور بـ ROLE_');
  });

  it('refuses a name already used in the company (409 with a field error), not one of another company', async () => {
    const dup = await createRole({ displayName: 'sales' });
    expectError(dup, 409, 'CONFLICT', 'يوجد دور بهذا الاسم في الشركة', [
      { field: 'displayName', message: 'يوجد دور بهذا الاسم في الشركة' },
    ]);
    const dupAr = await createRole({ displayName: 'Seller', displayNameAr: 'محاسب' });
    expect(dupAr.statusCode).toBe(409);
    expect(dupAr.json().errors[0].field).toBe('displayNameAr');
    // The other company has a 'Sales' role too: names are per company.
    const otherAccount = await t.login(other.accountUsername);
    const res = await call('POST', `/roles/company/${other.accountId}`, otherAccount.accessToken, {
      displayName: 'Accountant',
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('a role permissions: read, link, unlink, toggle all', () => {
  it('GET /permissions/{roleId}/role answers every permission with granted', async () => {
    const salesRole = (await t.db.select().from(roles).where(eq(roles.displayName, 'Sales')))[0]!;
    const res = await call('GET', `/permissions/${salesRole.id}/role`, company.accessToken);
    expect(res.statusCode).toBe(200);
    const { roleId, permissions: list } = res.json().data;
    expect(roleId).toBe(salesRole.id);
    expect(list).toHaveLength(PERMISSION_NAMES.length);
    expect(list.find((p: { name: string }) => p.name === 'GET_CAR')).toEqual({
      id: permissionIds.GET_CAR,
      name: 'GET_CAR',
      displayNameAr: 'عرض السيارات',
      granted: true,
    });
    expect(list.find((p: { name: string }) => p.name === 'GET_BRANCH').granted).toBe(false);
  });

  it('link and unlink are idempotent: a repeat changes nothing and is not audited', async () => {
    const roleId = await newRole('Idempotent');
    const body = { permissionIds: [permissionIds.GET_CAR] };
    const first = await call('POST', `/permissions/link-to-role/${roleId}`, company.accessToken, body);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toMatch(/[\u0600-\u06FF]/);
    const granted = (r: typeof first) =>
      r
        .json()
        .data.permissions.filter((p: { granted: boolean }) => p.granted)
        .map((p: { name: string }) => p.name);
    expect(granted(first)).toEqual(['GET_CAR']);
    const second = await call('POST', `/permissions/link-to-role/${roleId}`, company.accessToken, body);
    expect(second.statusCode).toBe(200);
    expect(granted(second)).toEqual(['GET_CAR']);

    const unlink = await call('DELETE', `/permissions/unlink-from-role/${roleId}`, company.accessToken, body);
    expect(unlink.statusCode).toBe(200);
    expect(granted(unlink)).toEqual([]);
    const again = await call('DELETE', `/permissions/unlink-from-role/${roleId}`, company.accessToken, body);
    expect(again.statusCode).toBe(200);

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ['ROLE_PERMISSIONS_LINKED', 'ROLE_PERMISSIONS_UNLINKED']))
      .orderBy(desc(auditLog.id));
    const mine = audits.filter((a) => a.entityId === String(roleId));
    expect(mine.map((a) => a.action)).toEqual(['ROLE_PERMISSIONS_UNLINKED', 'ROLE_PERMISSIONS_LINKED']);
    expect(mine[1]!.changes).toEqual({ before: null, after: { granted: ['GET_CAR'] } });
  });

  it('validates bodies: unknown permission 404, bad ids 400, enableAll required', async () => {
    const roleId = await newRole('Validation');
    const unknown = await call('POST', `/permissions/link-to-role/${roleId}`, company.accessToken, {
      permissionIds: [999_999],
    });
    expect(unknown.statusCode).toBe(404);
    for (const payload of [{}, { permissionIds: [] }, { permissionIds: ['x'] }]) {
      const res = await call('POST', `/permissions/link-to-role/${roleId}`, company.accessToken, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toMatch(/^permissionIds/);
    }
    const noQuery = await call('POST', `/permissions/${roleId}/toggle-all`, company.accessToken);
    expect(noQuery.statusCode).toBe(400);
    const badQuery = await call(
      'POST',
      `/permissions/${roleId}/toggle-all?enableAll=yes`,
      company.accessToken,
    );
    expect(badQuery.statusCode).toBe(400);
  });

  it('toggle-all grants every permission or none, with no body', async () => {
    const roleId = await newRole('Toggle');
    const on = await t.request({
      method: 'POST',
      url: `${BASE}/permissions/${roleId}/toggle-all?enableAll=true`,
      token: company.accessToken,
      headers: { 'content-type': 'application/json' },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().data.permissions.every((p: { granted: boolean }) => p.granted)).toBe(true);
    const off = await call('POST', `/permissions/${roleId}/toggle-all?enableAll=false`, company.accessToken);
    expect(off.statusCode).toBe(200);
    expect(off.json().data.permissions.some((p: { granted: boolean }) => p.granted)).toBe(false);
    const actions = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(roleId)));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['ROLE_PERMISSIONS_ALL_ENABLED', 'ROLE_PERMISSIONS_ALL_DISABLED']),
    );
  });
});

describe("a staff user's effective permissions follow role changes on the next call", () => {
  const names = async (token: string) => {
    const me = await call('GET', '/users/me', token);
    expect(me.statusCode).toBe(200);
    return (me.json().data.permissions as { name: string }[]).map((p) => p.name);
  };

  it('link, unlink and toggle-all act on the same access token, without a refresh', async () => {
    const accountant = await t.login('accountant');
    const token = accountant.accessToken;
    const roleId = (await t.db.select().from(roles).where(eq(roles.displayName, 'Accountant')))[0]!.id;
    const cars = () => call('GET', '/car', token);
    expect(await names(token)).not.toContain('GET_CAR');
    expect((await cars()).statusCode).toBe(403);

    await call('POST', `/permissions/link-to-role/${roleId}`, company.accessToken, {
      permissionIds: [permissionIds.GET_CAR],
    });
    expect(await names(token)).toContain('GET_CAR');
    expect((await cars()).statusCode).toBe(200);

    await call('DELETE', `/permissions/unlink-from-role/${roleId}`, company.accessToken, {
      permissionIds: [permissionIds.GET_CAR],
    });
    expect(await names(token)).not.toContain('GET_CAR');
    expect((await cars()).statusCode).toBe(403);

    await call('POST', `/permissions/${roleId}/toggle-all?enableAll=true`, company.accessToken);
    expect(await names(token)).toHaveLength(PERMISSION_NAMES.length);
    expect((await cars()).statusCode).toBe(200);

    await call('POST', `/permissions/${roleId}/toggle-all?enableAll=false`, company.accessToken);
    expect(await names(token)).toEqual([]);
    expect((await cars()).statusCode).toBe(403);
  });
});
