import { and, eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { grantPermission } from '../../../test/companies';
import { BASE, expectError, TEST_SECRET, useTestApp } from '../../../test/helper';
import { permissions, refreshTokens, rolePermissions, roles, signIns, users } from '../../db/schema';
import { hashToken, signAccessToken } from '../../lib/tokens';
import { MSG } from '../../messages';

const t = useTestApp();

const refresh = (refreshToken: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: `${BASE}/auth/refresh-token`, payload: { refreshToken }, headers });
const me = (token: string) => t.get(`${BASE}/users/me`, token);

/** The sign-in of a login (its refresh token's). */
const signInOf = async (login: { refreshToken: string }) =>
  (
    await t.db
      .select({ signInId: refreshTokens.signInId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(login.refreshToken)))
  )[0]!.signInId;

/** Moves a token's rotation time into the past, as if `seconds` had passed. */
const ageRotation = (token: string, seconds: number) =>
  t.db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(refreshTokens.tokenHash, hashToken(token)));

describe('refresh-token rotation', () => {
  it('rotates: a new access and refresh token, user and roles', async () => {
    const first = await t.login('sales');
    const res = await refresh(first.refreshToken);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.refreshToken).not.toBe(first.refreshToken);
    expect(data.roles).toEqual(['ROLE_USER']);
    expect(data.user.username).toBe('sales');
    expect((await me(data.accessToken)).statusCode).toBe(200);
    // The new refresh token works in turn.
    expect((await refresh(data.refreshToken)).statusCode).toBe(200);
  });

  it('gives a racing tab the SAME successor within 30 seconds', async () => {
    const first = await t.login('sales');
    const a = (await refresh(first.refreshToken)).json().data;
    const b = (await refresh(first.refreshToken)).json().data;
    expect(b.refreshToken).toBe(a.refreshToken);
    await ageRotation(first.refreshToken, 25);
    const c = await refresh(first.refreshToken);
    expect(c.statusCode).toBe(200);
    expect(c.json().data.refreshToken).toBe(a.refreshToken);
  });

  it('revokes the whole sign-in when a rotated token comes back after the grace', async () => {
    const first = await t.login('sales');
    const next = (await refresh(first.refreshToken)).json().data;
    await ageRotation(first.refreshToken, 31);
    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe('انتهت الجلسة، يرجى تسجيل الدخول مرة أخرى');
    // Every token of that sign-in is dead now, the access tokens included.
    expect((await refresh(next.refreshToken)).statusCode).toBe(401);
    expect((await me(next.accessToken)).statusCode).toBe(401);
    expect((await me(first.accessToken)).statusCode).toBe(401);
    const [row] = await t.db
      .select()
      .from(signIns)
      .innerJoin(refreshTokens, eq(refreshTokens.signInId, signIns.id))
      .where(eq(refreshTokens.tokenHash, hashToken(first.refreshToken)));
    expect(row!.sign_ins.revokeReason).toBe('REFRESH_TOKEN_REUSE');
  });

  it("binds a refresh token to its sign-in's device: from another device it is refused and the sign-in ends", async () => {
    const laptop = { 'x-device-id': crypto.randomUUID() };
    const first = await t.login('sales', undefined, laptop);
    // The device that received it rotates it.
    const next = await refresh(first.refreshToken, laptop);
    expect(next.statusCode).toBe(200);
    const token = next.json().data.refreshToken as string;
    // Without a device id: refused, and the sign-in goes on (a page loaded before the binding proves nothing).
    expectError(await refresh(token), 401, 'UNAUTHENTICATED', MSG.invalidRefreshToken);
    const again = await refresh(token, laptop);
    expect(again.statusCode).toBe(200);
    // From another device: the token leaked. Refused, and the whole sign-in is revoked.
    const stolen = again.json().data;
    const other = await refresh(stolen.refreshToken, { 'x-device-id': crypto.randomUUID() });
    expectError(other, 401, 'UNAUTHENTICATED', MSG.invalidRefreshToken);
    expect((await refresh(stolen.refreshToken, laptop)).statusCode).toBe(401);
    expect((await me(stolen.accessToken)).statusCode).toBe(401);
    const signInId = await signInOf(first);
    const [row] = await t.db.select().from(signIns).where(eq(signIns.id, signInId));
    expect(row!.revokeReason).toBe('REFRESH_TOKEN_OTHER_DEVICE');
    expect(await t.lastAudit('SIGN_IN_REVOKED', signInId)).toMatchObject({
      changes: { after: { reason: 'REFRESH_TOKEN_OTHER_DEVICE' } },
    });
    // The laptop is still a device the account signed in on: it signs in again.
    await t.login('sales', undefined, laptop);
  });

  it('never stores a plain refresh token', async () => {
    const data = await t.login('sales');
    const stored = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, data.refreshToken));
    expect(stored).toHaveLength(0);
    const rotated = (await refresh(data.refreshToken)).json().data.refreshToken as string;
    const [row] = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(data.refreshToken)));
    expect(row!.successorSecret).not.toContain(rotated);
  });

  it('refuses an unknown refresh token with 401', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
  });

  it('ignores an expired bearer header on /auth/*: the refresh still works', async () => {
    const data = await t.login('accountant');
    const signInId = (
      await t.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(data.refreshToken)))
    )[0]!.signInId;
    const expired = await signAccessToken(
      TEST_SECRET,
      { userId: data.user.id, signInId, tokenVersion: 0 },
      -60,
    );
    const call = await me(expired);
    expectError(call, 401, 'TOKEN_EXPIRED', 'انتهت الجلسة، يرجى تسجيل الدخول مرة أخرى');
    const res = await refresh(data.refreshToken, { authorization: `Bearer ${expired}` });
    expect(res.statusCode).toBe(200);
    expect((await me(res.json().data.accessToken)).statusCode).toBe(200);
  });
});

describe("access tokens are only the server's own", () => {
  it('refuses a token signed with the secret but without an expiry, an issuer or the expected algorithm', async () => {
    const { accessToken, user } = await t.login('sales');
    expect((await me(accessToken)).statusCode).toBe(200);
    const key = new TextEncoder().encode(TEST_SECRET);
    // The real sign-in's claims, so only the checked property differs.
    const real = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString('utf8'));
    const sign = (alg: string) =>
      new SignJWT({ sid: real.sid, ver: real.ver }).setProtectedHeader({ alg }).setSubject(String(user.id));
    const later = Math.floor(Date.now() / 1000) + 600;
    const forged = {
      'no expiry': await sign('HS256').setIssuer('cc-api').sign(key),
      'no issuer': await sign('HS256').setExpirationTime(later).sign(key),
      'another issuer': await sign('HS256').setIssuer('elsewhere').setExpirationTime(later).sign(key),
      HS512: await sign('HS512').setIssuer('cc-api').setExpirationTime(later).sign(key),
    };
    for (const [what, token] of Object.entries(forged)) {
      const res = await me(token);
      expect(res.statusCode, what).toBe(401);
      expect(res.json().code, what).toBe('UNAUTHENTICATED');
    }
    // The same claims signed the server's way pass: the refusals above are about exp, iss and alg only.
    const proper = await sign('HS256').setIssuer('cc-api').setExpirationTime(later).sign(key);
    expect((await me(proper)).statusCode).toBe(200);
  });
});

describe('logout', () => {
  it('revokes the sign-in: its refresh and access tokens stop working, the push token is unbound', async () => {
    const data = await t.login('sales', undefined, { 'x-fcm-token': 'logout-fcm' });
    const res = await t.request({
      method: 'POST',
      url: `${BASE}/auth/logout`,
      payload: { refreshToken: data.refreshToken },
      headers: { authorization: 'Bearer garbage' },
    });
    expect(res.statusCode).toBe(204);
    expect((await refresh(data.refreshToken)).statusCode).toBe(401);
    expect((await me(data.accessToken)).statusCode).toBe(401);
    expect(await t.db.select().from(signIns).where(eq(signIns.fcmToken, 'logout-fcm'))).toHaveLength(0);
  });
});

describe('PUT /users/me/device', () => {
  it('updates the push token of the current sign-in', async () => {
    const data = await t.login('sales');
    const res = await t.request({
      method: 'PUT',
      url: `${BASE}/users/me/device`,
      token: data.accessToken,
      payload: { fcmToken: 'late-token' },
    });
    expect(res.statusCode).toBe(204);
    const rows = await t.db.select().from(signIns).where(eq(signIns.fcmToken, 'late-token'));
    expect(rows.map((r) => r.userId)).toEqual([data.user.id]);
  });
});

describe('state is checked on every call', () => {
  it("a deactivated user's existing token fails on the next call, and so does its refresh", async () => {
    const company = await t.login('company');
    const sales = await t.login('sales');
    expect((await me(sales.accessToken)).statusCode).toBe(200);
    const res = await t.request({
      method: 'PUT',
      url: `${BASE}/users/${sales.user.id}/status`,
      token: company.accessToken,
      payload: { status: 'INACTIVE' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: sales.user.id, status: 'INACTIVE' });
    expect((await me(sales.accessToken)).statusCode).toBe(401);
    expect((await refresh(sales.refreshToken)).statusCode).toBe(401);
    // Reactivation does not revive old sessions (token version bumped): a new sign-in is needed.
    await t.request({
      method: 'PUT',
      url: `${BASE}/users/${sales.user.id}/status`,
      token: company.accessToken,
      payload: { status: 'ACTIVE' },
    });
    expect((await me(sales.accessToken)).statusCode).toBe(401);
    expect((await me((await t.login('sales')).accessToken)).statusCode).toBe(200);
  });

  it('a role permission changed beside the API (another process, psql) acts on the next call', async () => {
    const accountant = await t.login('accountant');
    const names = async () =>
      ((await me(accountant.accessToken)).json().data.permissions as { name: string }[]).map((p) => p.name);
    const [role] = await t.db.select().from(roles).where(eq(roles.displayName, 'Accountant'));
    expect(await names()).not.toContain('GET_CAR');
    await grantPermission(t, { companyId: role!.companyId, roleId: role!.id }, 'GET_CAR');
    expect(await names()).toContain('GET_CAR');
    expect((await t.get(`${BASE}/car`, accountant.accessToken)).statusCode).toBe(200);
    const [perm] = await t.db.select().from(permissions).where(eq(permissions.name, 'GET_CAR'));
    await t.db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.roleId, role!.id), eq(rolePermissions.permissionId, perm!.id)));
    expect(await names()).not.toContain('GET_CAR');
    expect((await t.get(`${BASE}/car`, accountant.accessToken)).statusCode).toBe(403);
  });

  it('a change made beside the API (another process, psql) is refused at the next call', async () => {
    const sales = await t.login('sales');
    expect((await me(sales.accessToken)).statusCode).toBe(200);
    await t.db
      .update(signIns)
      .set({ revokedAt: new Date() })
      .where(eq(signIns.id, await signInOf(sales)));
    expect((await me(sales.accessToken)).statusCode).toBe(401);

    // A temporary password, set beside the API: the next call is held to the password change.
    const other = await t.login('sales');
    expect((await me(other.accessToken)).statusCode).toBe(200);
    await t.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, other.user.id));
    expectError(
      await t.get(`${BASE}/car`, other.accessToken),
      403,
      'PASSWORD_CHANGE_REQUIRED',
      MSG.passwordChangeRequired,
    );
    await t.db.update(users).set({ mustChangePassword: false }).where(eq(users.id, other.user.id));
    expect((await t.get(`${BASE}/car`, other.accessToken)).statusCode).toBe(200);
  });
});
