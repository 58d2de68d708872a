import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherCompany, type OtherCompany } from '../../../test/companies';
import { BASE, type LoginData, useTestApp } from '../../../test/helper';
import { branches, roles, signIns, users } from '../../db/schema';
import { verifyPassword } from '../../lib/passwords';

const t = useTestApp();
let company: LoginData;
let other: OtherCompany;
let salesRoleId: number;
let accountantRoleId: number;
let basraBranchId: number;

beforeAll(async () => {
  other = await createOtherCompany(t);
  company = await t.login('company');
  const roleRows = await t.db.select().from(roles);
  salesRoleId = roleRows.find((r) => r.displayName === 'Sales' && r.companyId !== other.companyId)!.id;
  accountantRoleId = roleRows.find((r) => r.displayName === 'Accountant')!.id;
  basraBranchId = (await t.db.select().from(branches).where(eq(branches.name, 'فرع البصرة')))[0]!.id;
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.request({ method, url: `${BASE}${url}`, token, ...(payload !== undefined ? { payload } : {}) });

const PASSWORD = 'Strong123';
let made = 0;
async function createUser(overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '/users', company.accessToken, {
    username: `staff${++made}`,
    password: PASSWORD,
    fullName: 'علي حسين',
    phone: '07711111111',
    branchId: basraBranchId,
    roleIds: [accountantRoleId],
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; username: string };
}

describe('access to the staff calls', () => {
  it('answers 401 anonymous, 403 to staff and the super administrator', async () => {
    const sales = await t.login('sales');
    const admin = await t.login('superadmin');
    const routes: [Method, string, object?][] = [
      ['GET', '/users'],
      ['POST', '/users', { username: 'nobody1', password: PASSWORD, fullName: 'x' }],
      ['GET', `/users/${sales.user.id}`],
      ['PUT', `/users/${sales.user.id}`, { fullName: 'x' }],
      ['PUT', `/users/${sales.user.id}/roles`, { roleIds: [] }],
      ['PUT', `/users/${sales.user.id}/status`, { status: 'ACTIVE' }],
      ['PUT', `/users/${sales.user.id}/password`, { password: PASSWORD }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      for (const token of [sales.accessToken, admin.accessToken])
        expect((await call(method, url, token, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("answers 404 for another company's user, role or branch, like a missing id", async () => {
    const me = company.accessToken;
    const pairs: [Method, string, string, object?][] = [
      ['GET', `/users/${other.staffId}`, '/users/999999'],
      ['GET', `/users/${other.accountId}`, '/users/999999'],
      ['PUT', `/users/${other.staffId}`, '/users/999999', { fullName: 'x' }],
      ['PUT', `/users/${other.staffId}/roles`, '/users/999999/roles', { roleIds: [] }],
      ['PUT', `/users/${other.staffId}/status`, '/users/999999/status', { status: 'INACTIVE' }],
      ['PUT', `/users/${other.staffId}/password`, '/users/999999/password', { password: PASSWORD }],
    ];
    for (const [method, cross, missing, payload] of pairs) {
      const a = await call(method, cross, me, payload);
      const b = await call(method, missing, me, payload);
      expect(a.statusCode, `${method} ${cross}`).toBe(404);
      expect(a.json()).toEqual(b.json());
    }
    // Another company's role or branch in a body.
    const sales = await t.login('sales');
    const crossRole = await call('PUT', `/users/${sales.user.id}/roles`, me, { roleIds: [other.roleId] });
    expect(crossRole.statusCode).toBe(404);
    const crossCreateRole = await call('POST', '/users', me, {
      username: 'cross-role',
      password: PASSWORD,
      fullName: 'x',
      roleIds: [salesRoleId, other.roleId],
    });
    expect(crossCreateRole.statusCode).toBe(404);
    const crossBranch = await call('POST', '/users', me, {
      username: 'cross-branch',
      password: PASSWORD,
      fullName: 'x',
      branchId: other.branchId,
    });
    expect(crossBranch.statusCode).toBe(404);
    const crossUpdate = await call('PUT', `/users/${sales.user.id}`, me, {
      fullName: 'x',
      branchId: other.branchId,
    });
    expect(crossUpdate.statusCode).toBe(404);
    const created = await t.db.select().from(users).where(eq(users.username, 'cross-role'));
    expect(created).toHaveLength(0);
    const [otherStaff] = await t.db.select().from(users).where(eq(users.id, other.staffId));
    expect(otherStaff).toMatchObject({ status: 'ACTIVE', fullName: 'موظف شركة أخرى' });
  });
});

describe('GET /users', () => {
  it('lists the company users with roles and branch in the list envelope, never another company', async () => {
    const res = await call('GET', '/users?size=100', company.accessToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toMatchObject({ currentPage: 0, pageSize: 100, lastPage: 0 });
    const usernames = body.data.map((u: { username: string }) => u.username);
    expect(usernames).toEqual(expect.arrayContaining(['company', 'sales', 'accountant']));
    expect(usernames).not.toContain(other.staffUsername);
    expect(usernames).not.toContain('superadmin');
    const sales = body.data.find((u: { username: string }) => u.username === 'sales');
    expect(sales).toEqual({
      id: expect.any(Number),
      username: 'sales',
      fullName: 'أحمد علي',
      phone: '07701234567',
      status: 'ACTIVE',
      kind: 'USER',
      branch: { id: expect.any(Number), name: 'الفرع الرئيسي - بغداد' },
      roles: [{ id: salesRoleId, displayName: 'Sales', displayNameAr: 'مندوب مبيعات' }],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(body.data.find((u: { username: string }) => u.username === 'company').kind).toBe('COMPANY');
  });

  it('searches Arabic-aware over name, username and phone', async () => {
    const search = async (keyword: string) =>
      (await call('GET', `/users?keyword=${encodeURIComponent(keyword)}`, company.accessToken))
        .json()
        .data.map((u: { username: string }) => u.username);
    expect(await search('احمد')).toEqual(['sales']); // أحمد علي
    expect(await search('سارة')).toEqual(['accountant']);
    expect(await search('ساره')).toEqual(['accountant']); // ة ~ ه
    expect(await search('٠٧٨٠')).toEqual(['accountant']); // Arabic-Indic digits
    expect(await search('SALES')).toEqual(['sales']);
    expect(await search('ليس موجوداً')).toEqual([]);
  });

  it('filters by status, sorts, pages, and refuses an unknown sort key', async () => {
    const page = await call(
      'GET',
      '/users?size=1&page=1&sortBy=username&sortDirection=asc',
      company.accessToken,
    );
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toHaveLength(1);
    expect(page.json().pagination.currentPage).toBe(1);
    expect(page.json().pagination.lastPage).toBe(page.json().pagination.totalItems - 1);
    const desc = await call('GET', '/users?sortBy=username&sortDirection=desc&size=100', company.accessToken);
    const names = desc.json().data.map((u: { username: string }) => u.username);
    expect(names).toEqual([...names].sort().reverse());
    const inactive = await call('GET', '/users?status=INACTIVE', company.accessToken);
    expect(inactive.json().data.every((u: { status: string }) => u.status === 'INACTIVE')).toBe(true);
    const bad = await call('GET', '/users?sortBy=passwordHash', company.accessToken);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('sortBy');
  });
});

describe('POST /users', () => {
  it('creates a staff user (argon2id) who can sign in with the roles given, audited', async () => {
    const user = await createUser({ username: 'new.cashier' });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ kind: 'USER', branchId: basraBranchId, status: 'ACTIVE' });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.passwordHash, PASSWORD)).toBe(true);
    const login = await t.login('new.cashier', PASSWORD);
    expect(login.roles).toEqual(['ROLE_USER']);
    expect(login.user.companyUserId).toBe(company.user.id);
    expect(login.permissions.map((p) => p.name)).toContain('GET_INSTALLMENT');
    const entry = await t.lastAudit('USER_CREATED');
    expect(entry).toMatchObject({ actorUserId: company.user.id, entityId: String(user.id) });
    expect(JSON.stringify(entry!.changes)).not.toMatch(/password|argon/i);
  });

  it('answers a neutral 409 for a taken username, case-insensitively and across companies', async () => {
    for (const username of ['SALES', 'Sales', other.staffUsername.toUpperCase(), 'superadmin']) {
      const res = await call('POST', '/users', company.accessToken, {
        username,
        password: PASSWORD,
        fullName: 'x',
      });
      expect(res.statusCode, username).toBe(409);
      expect(res.json()).toEqual({
        code: 'CONFLICT',
        message: 'اسم المستخدم غير متاح',
        errors: [{ field: 'username', message: 'اسم المستخدم غير متاح' }],
      });
    }
  });

  it('enforces the password policy and the username format with Arabic field errors', async () => {
    for (const password of ['short1', 'onlyletters', '12345678']) {
      const res = await call('POST', '/users', company.accessToken, {
        username: 'weak',
        password,
        fullName: 'x',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({
        field: 'password',
        message: 'كلمة المرور يجب أن تكون 8 أحرف على الأقل وتحتوي على حرف ورقم',
      });
    }
    const badName = await call('POST', '/users', company.accessToken, {
      username: 'اسم عربي',
      password: PASSWORD,
      fullName: '',
    });
    expect(badName.statusCode).toBe(400);
    const fields = badName.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['username', 'fullName']));
  });
});

describe("a person's phone (staff users, one's own profile)", () => {
  it('must be an Iraqi mobile, like an account card’s (Arabic field error); a company keeps any phone', async () => {
    const message = 'رقم الهاتف غير صالح، أدخل رقم موبايل عراقي مثل 07701234567';
    const bad = await call('POST', '/users', company.accessToken, {
      username: 'phoneless',
      password: PASSWORD,
      fullName: 'علي',
      phone: '0123',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContainEqual({ field: 'phone', message });
    const sales = await t.login('sales');
    const own = await call('PUT', '/users/me', sales.accessToken, { fullName: 'أحمد علي', phone: '12' });
    expect(own.statusCode).toBe(400);
    expect(own.json().errors).toContainEqual({ field: 'phone', message });
    // Arabic-Indic digits of a real mobile are accepted.
    await createUser({ phone: '٠٧٨١٢٣٤٥٦٧٨' });
  });
});

describe('GET and PUT /users/{id}', () => {
  it('reads any user of the company, its own account included (profile/{id})', async () => {
    const sales = await t.login('sales');
    const res = await call('GET', `/users/${sales.user.id}`, company.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ username: 'sales', roles: [{ id: salesRoleId }] });
    const self = await call('GET', `/users/${company.user.id}`, company.accessToken);
    expect(self.json().data).toMatchObject({ username: 'company', kind: 'COMPANY', roles: [] });
  });

  it('updates full name, phone and branch (null removes it), audited', async () => {
    const user = await createUser();
    const res = await call('PUT', `/users/${user.id}`, company.accessToken, {
      fullName: '  حسن كاظم ',
      phone: '07722222222',
      branchId: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ fullName: 'حسن كاظم', phone: '07722222222', branch: null });
    const entry = await t.lastAudit('USER_UPDATED');
    expect(entry!.changes).toMatchObject({
      before: { fullName: 'علي حسين', branchId: basraBranchId },
      after: { fullName: 'حسن كاظم', branchId: null },
    });
    const missingName = await call('PUT', `/users/${user.id}`, company.accessToken, { fullName: '' });
    expect(missingName.statusCode).toBe(400);
  });
});

describe('PUT /users/{id}/roles', () => {
  it("replaces the roles and acts on the user's next call", async () => {
    const user = await createUser({ roleIds: [] });
    const session = await t.login(user.username, PASSWORD);
    const me = async () =>
      (await call('GET', '/users/me', session.accessToken)).json().data as {
        permissions: { name: string }[];
        companyRoles: { id: number }[];
      };
    expect((await me()).permissions).toEqual([]);
    const res = await call('PUT', `/users/${user.id}/roles`, company.accessToken, {
      roleIds: [salesRoleId, accountantRoleId, salesRoleId],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.roles.map((r: { id: number }) => r.id)).toEqual(
      [salesRoleId, accountantRoleId].sort((a, b) => a - b),
    );
    const after = await me();
    expect(after.companyRoles).toHaveLength(2);
    expect(after.permissions.map((p) => p.name)).toEqual(
      expect.arrayContaining(['GET_CAR', 'GET_INSTALLMENT']),
    );
    expect((await t.lastAudit('USER_ROLES_CHANGED'))!.changes).toMatchObject({ before: { roleIds: [] } });
    await call('PUT', `/users/${user.id}/roles`, company.accessToken, { roleIds: [] });
    expect((await me()).permissions).toEqual([]);
  });

  it("refuses the company account's own row (409)", async () => {
    const res = await call('PUT', `/users/${company.user.id}/roles`, company.accessToken, {
      roleIds: [salesRoleId],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('PUT /users/{id}/status and /password end sessions', () => {
  it('deactivation: the old access token answers 401 and the refresh fails; reactivation lets them sign in', async () => {
    const user = await createUser();
    const session = await t.login(user.username, PASSWORD);
    const res = await call('PUT', `/users/${user.id}/status`, company.accessToken, { status: 'INACTIVE' });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/users/me', session.accessToken)).statusCode).toBe(401);
    const refresh = await call('POST', '/auth/refresh-token', undefined, {
      refreshToken: session.refreshToken,
    });
    expect(refresh.statusCode).toBe(401);
    const login = await t.request({
      method: 'POST',
      url: `${BASE}/auth/login`,
      payload: { username: user.username, password: PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    await call('PUT', `/users/${user.id}/status`, company.accessToken, { status: 'ACTIVE' });
    await t.login(user.username, PASSWORD);
  });

  it('password reset: sessions revoked, the new password works, the old one not; audited', async () => {
    const user = await createUser();
    const session = await t.login(user.username, PASSWORD);
    const res = await call('PUT', `/users/${user.id}/password`, company.accessToken, {
      password: 'Another456',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
    expect((await call('GET', '/users/me', session.accessToken)).statusCode).toBe(401);
    const refresh = await call('POST', '/auth/refresh-token', undefined, {
      refreshToken: session.refreshToken,
    });
    expect(refresh.statusCode).toBe(401);
    const open = await t.db
      .select()
      .from(signIns)
      .where(and(eq(signIns.userId, user.id), isNull(signIns.revokedAt)));
    expect(open).toHaveLength(0);
    await expect(t.login(user.username, PASSWORD)).rejects.toThrow(/401/);
    // The company knows the new password: the user must change it before doing anything else.
    const next = await t.login(user.username, 'Another456');
    expect(next.user.mustChangePassword).toBe(true);
    const blocked = await call('PUT', '/users/me', next.accessToken, { fullName: 'اسم جديد' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({
      code: 'PASSWORD_CHANGE_REQUIRED',
      message: 'يجب تغيير كلمة المرور المؤقتة قبل المتابعة',
    });
    const changed = await call('PUT', '/users/me/password', next.accessToken, {
      currentPassword: 'Another456',
      newPassword: 'OwnChoice789',
    });
    expect(changed.statusCode).toBe(200);
    const own = changed.json().data.accessToken as string;
    expect((await call('GET', '/users/me', own)).json().data.mustChangePassword).toBe(false);
    expect((await call('PUT', '/users/me', own, { fullName: 'اسم جديد' })).statusCode).toBe(200);
    expect(await t.lastAudit('USER_PASSWORD_RESET')).toMatchObject({ entityId: String(user.id) });
    const weak = await call('PUT', `/users/${user.id}/password`, company.accessToken, { password: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0].field).toBe('password');
    const self = await call('PUT', `/users/${company.user.id}/password`, company.accessToken, {
      password: PASSWORD,
    });
    expect(self.statusCode).toBe(409);
  });
});
