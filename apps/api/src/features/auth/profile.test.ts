import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, createTestApp, expectError, useTestApp } from '../../../test/helper';
import { signIns, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { DEMO_PASSWORD } from '../../seed/demo';

const t = useTestApp();
let companyId: number;
beforeAll(async () => {
  companyId = await t.demoCompanyId();
});

let made = 0;
/** A throw-away staff user (the demo logins stay untouched for other tests). */
async function freshUser() {
  const username = `profile${++made}`;
  await t.db.insert(users).values({
    companyId,
    kind: 'USER',
    username,
    fullName: 'مستخدم تجريبي',
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
  return username;
}

/** A throw-away staff user, signed in: its username and access token. */
async function freshSession() {
  const username = await freshUser();
  return { username, token: (await t.login(username)).accessToken };
}

const put = (url: string, token: string | undefined, payload: object) =>
  t.request({ method: 'PUT', url: `${BASE}${url}`, token, payload });

describe('PUT /users/me', () => {
  it('updates the own name and phone for any signed-in user and answers the profile', async () => {
    const { username, token } = await freshSession();
    const res = await put('/users/me', token, { fullName: ' زينب جاسم ', phone: '07733333333' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      username,
      fullName: 'زينب جاسم',
      phone: '07733333333',
      roles: ['ROLE_USER'],
      permissions: [],
    });
    const me = await t.get(`${BASE}/users/me`, token);
    expect(me.json().data.fullName).toBe('زينب جاسم');
    const entry = await t.lastAudit('PROFILE_UPDATED');
    expect(entry!.changes).toEqual({
      before: { fullName: 'مستخدم تجريبي', phone: null },
      after: { fullName: 'زينب جاسم', phone: '07733333333' },
    });
    // The super administrator has a profile too.
    const admin = await t.login('superadmin');
    const adminRes = await put('/users/me', admin.accessToken, { fullName: 'مدير المنصة', phone: null });
    expect(adminRes.statusCode).toBe(200);
    expect(adminRes.json().data.roles).toEqual(['ROLE_SUPER_ADMIN']);
  });

  it('validates (400 Arabic) and needs a sign-in (401)', async () => {
    const { token } = await freshSession();
    const res = await put('/users/me', token, { fullName: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'fullName', message: 'الاسم الكامل مطلوب' }]);
    expect((await put('/users/me', undefined, { fullName: 'x' })).statusCode).toBe(401);
    expect(
      (await put('/users/me/password', undefined, { currentPassword: 'x', newPassword: 'y' })).statusCode,
    ).toBe(401);
  });
});

describe('PUT /users/me/password', () => {
  it('refuses a wrong current password with a field error and changes nothing', async () => {
    const { username, token } = await freshSession();
    const res = await put('/users/me/password', token, {
      currentPassword: 'Wrong1234',
      newPassword: 'NewPass123',
    });
    expectError(res, 400, 'VALIDATION_FAILED', 'كلمة المرور الحالية غير صحيحة', [
      { field: 'currentPassword', message: 'كلمة المرور الحالية غير صحيحة' },
    ]);
    await t.login(username); // still the old password
    const missing = await put('/users/me/password', token, { newPassword: 'NewPass123' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('currentPassword');
    const weak = await put('/users/me/password', token, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'weak',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0]).toEqual({
      field: 'newPassword',
      message: 'كلمة المرور يجب أن تكون 8 أحرف على الأقل وتحتوي على حرف ورقم',
    });
  });

  it('ends the other sign-ins; the current one continues with the fresh tokens only', async () => {
    const username = await freshUser();
    const current = await t.login(username, DEMO_PASSWORD, { 'x-device-id': 'this-pc' });
    const otherDevice = await t.login(username, DEMO_PASSWORD, { 'x-device-id': 'other-pc' });
    const res = await put('/users/me/password', current.accessToken, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'NewPass123',
    });
    expect(res.statusCode).toBe(200);
    const { accessToken, refreshToken } = res.json().data;
    expect(res.json().message).toBe('تم تغيير كلمة المرور');

    const me = (token: string) => t.get(`${BASE}/users/me`, token);
    // A refresh token is presented by the device that received it.
    const refresh = (token: string, deviceId: string) =>
      t.request({
        method: 'POST',
        url: `${BASE}/auth/refresh-token`,
        payload: { refreshToken: token },
        headers: { 'x-device-id': deviceId },
      });
    // Every access token issued before fails, on both devices; the other device cannot refresh.
    expect((await me(current.accessToken)).statusCode).toBe(401);
    expect((await me(otherDevice.accessToken)).statusCode).toBe(401);
    expect((await refresh(otherDevice.refreshToken, 'other-pc')).statusCode).toBe(401);
    // The current sign-in: its old refresh token is dead, the new pair works.
    expect((await refresh(current.refreshToken, 'this-pc')).statusCode).toBe(401);
    expect((await me(accessToken)).statusCode).toBe(200);
    const rotated = await refresh(refreshToken, 'this-pc');
    expect(rotated.statusCode).toBe(200);
    expect((await me(rotated.json().data.accessToken)).statusCode).toBe(200);

    const userId = (await t.db.select().from(users).where(eq(users.username, username)))[0]!.id;
    const open = await t.db
      .select()
      .from(signIns)
      .where(and(eq(signIns.userId, userId), isNull(signIns.revokedAt)));
    expect(open.map((s) => s.deviceId)).toEqual(['this-pc']);
    await expect(t.login(username)).rejects.toThrow(/401/);
    await t.login(username, 'NewPass123');
    const entry = await t.lastAudit('PASSWORD_CHANGED', userId);
    expect(entry).toMatchObject({ actorUserId: userId, deviceId: 'this-pc', changes: null });
  });

  it('limits wrong current passwords (429 when exhausted) without locking the account out of signing in', async () => {
    const limited = await createTestApp({ loginLimits: { windowSeconds: 60, passwordChecks: 2 } });
    try {
      const session = await limited.login('accountant');
      const attempt = () =>
        limited.request({
          method: 'PUT',
          url: `${BASE}/users/me/password`,
          token: session.accessToken,
          payload: { currentPassword: 'Wrong1234', newPassword: 'NewPass123' },
        });
      expect((await attempt()).statusCode).toBe(400);
      expect((await attempt()).statusCode).toBe(400);
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await limited.login('accountant')).accessToken).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});
