import { PERMISSION_NAMES } from '@cc/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BASE, expectError, useTestApp } from '../../../test/helper';
import { auditLog, companies, signIns, users } from '../../db/schema';
import { ACCOUNTANT_PERMISSIONS, SALES_PERMISSIONS } from '../../seed/staff';

const t = useTestApp();

const login = (username: string, password: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: `${BASE}/auth/login`, payload: { username, password }, headers });

describe('POST /auth/login', () => {
  it('signs in the super administrator: no company, no permissions', async () => {
    const data = await t.login('superadmin');
    expect(data.roles).toEqual(['ROLE_SUPER_ADMIN']);
    expect(data.permissions).toEqual([]);
    expect(data.user).toMatchObject({
      username: 'superadmin',
      companyUserId: null,
      companyName: null,
      branch: null,
    });
    expect(data.accessToken.split('.')).toHaveLength(3);
    expect(data.refreshToken.length).toBeGreaterThan(30);
  });

  it('signs in the company account with every permission (23) and its own id as companyUserId', async () => {
    const data = await t.login('company');
    expect(data.roles).toEqual(['ROLE_COMPANY']);
    expect(data.permissions.map((p) => p.name).sort()).toEqual([...PERMISSION_NAMES].sort());
    expect(data.user.companyUserId).toBe(data.user.id);
    expect(data.user.companyName).toBe('معرض الأمانة للسيارات');
  });

  it('signs in staff with their company roles and the union of their permissions', async () => {
    const company = await t.login('company');
    const sales = await t.login('sales');
    expect(sales.roles).toEqual(['ROLE_USER']);
    expect(sales.user).toMatchObject({
      fullName: 'أحمد علي',
      companyUserId: company.user.id,
      branch: { name: 'الفرع الرئيسي - بغداد' },
      companyRoles: [{ displayName: 'Sales', displayNameAr: 'مندوب مبيعات' }],
    });
    expect(sales.permissions.map((p) => p.name).sort()).toEqual([...SALES_PERMISSIONS].sort());
    expect(sales.user.permissions).toEqual(sales.permissions);

    const accountant = await t.login('ACCOUNTANT'); // usernames are case-insensitive
    expect(accountant.user).toMatchObject({
      username: 'accountant',
      fullName: 'سارة حسن',
      companyUserId: company.user.id,
    });
    expect(accountant.permissions.map((p) => p.name).sort()).toEqual([...ACCOUNTANT_PERMISSIONS].sort());
  });

  it('answers a wrong password and an unknown user with the same 401', async () => {
    const wrong = await login('sales', 'not-the-password');
    const unknown = await login('nobody-here', 'Demo@12345');
    for (const res of [wrong, unknown]) {
      expectError(res, 401, 'INVALID_CREDENTIALS', 'اسم المستخدم أو كلمة المرور غير صحيحة');
    }
  });

  it('registers the device, truncating each header to 500 characters', async () => {
    const long = 'x'.repeat(800);
    const data = await t.login('sales', undefined, {
      'x-device-id': `dev-${long}`,
      'x-device-os': long,
      'x-device-browser': long,
      'x-fcm-token': `fcm-${long}`,
      // no X-Device-Model: defaults to Desktop
    });
    const [row] = await t.db
      .select()
      .from(signIns)
      .where(eq(signIns.userId, data.user.id))
      .orderBy(sql`${signIns.id} desc`)
      .limit(1);
    expect(row!.deviceId).toHaveLength(500);
    expect(row!.deviceOs).toHaveLength(500);
    expect(row!.deviceBrowser).toHaveLength(500);
    expect(row!.fcmToken).toHaveLength(500);
    expect(row!.deviceModel).toBe('Desktop');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.signInId, row!.id));
    expect(entry).toMatchObject({ action: 'LOGIN', actorUserId: data.user.id, deviceId: row!.deviceId });
  });

  it('moves a push token to the newest sign-in (a shared office PC)', async () => {
    const a = await t.login('sales', undefined, { 'x-fcm-token': 'shared-pc-token' });
    const b = await t.login('accountant', undefined, { 'x-fcm-token': 'shared-pc-token' });
    const rows = await t.db.select().from(signIns).where(eq(signIns.fcmToken, 'shared-pc-token'));
    expect(rows.map((r) => r.userId)).toEqual([b.user.id]);
    expect(a.user.id).not.toBe(b.user.id);
  });

  it('refuses an inactive user and a suspended company with 403, only after a correct password', async () => {
    const sales = await t.login('sales');
    await t.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, sales.user.id));
    const inactive = await login('sales', 'Demo@12345');
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json().code).toBe('ACCOUNT_SUSPENDED');
    expect(inactive.json().message).toMatch(/[\u0600-\u06FF]/);
    expect((await login('sales', 'wrong')).statusCode).toBe(401);
    await t.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, sales.user.id));

    await t.db.update(companies).set({ status: 'SUSPENDED' });
    const suspended = await login('accountant', 'Demo@12345');
    expect(suspended.statusCode).toBe(403);
    expect(suspended.json().message).toBe('حساب الشركة موقوف، يرجى التواصل مع إدارة المنصة');
    // ...and the company's existing sessions stop at the next call.
    const me = await t.get(`${BASE}/users/me`, sales.accessToken);
    expect(me.statusCode).toBe(401);
    expect((await login('superadmin', 'Demo@12345')).statusCode).toBe(200);
    await t.db.update(companies).set({ status: 'ACTIVE' });
  });
});

describe('GET /users/me', () => {
  it('returns the signed-in user as the login did', async () => {
    const data = await t.login('sales');
    const res = await t.get(`${BASE}/users/me`, data.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(data.user);
  });

  it('works for the super administrator too', async () => {
    const data = await t.login('superadmin');
    const res = await t.get(`${BASE}/users/me`, data.accessToken);
    expect(res.json().data).toMatchObject({
      username: 'superadmin',
      roles: ['ROLE_SUPER_ADMIN'],
      permissions: [],
    });
  });

  it('refuses a forged token', async () => {
    const res = await t.get(`${BASE}/users/me`, 'a.b.c');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });
});
