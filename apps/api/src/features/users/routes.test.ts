import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherCompany } from '../../../test/companies';
import { BASE, expectError, useTestApp } from '../../../test/helper';
import { auditLog, signIns, users } from '../../db/schema';
import { audited } from '../../lib/audit';

const t = useTestApp();
let otherCompanyUserId: number;
beforeAll(async () => {
  // A second company with a staff user, to check isolation.
  otherCompanyUserId = (await createOtherCompany(t)).staffId;
});

const setStatus = (token: string, id: number, status: string) =>
  t.request({ method: 'PUT', url: `${BASE}/users/${id}/status`, token, payload: { status } });

describe('PUT /users/{id}/status', () => {
  it("answers 404 for another company's user, exactly like a missing id", async () => {
    const company = await t.login('company');
    const other = await setStatus(company.accessToken, otherCompanyUserId, 'INACTIVE');
    const missing = await setStatus(company.accessToken, 999_999, 'INACTIVE');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
    expect(other.json().code).toBe('NOT_FOUND');
    // The company account cannot deactivate itself: a rule (409), not a missing id.
    const self = await setStatus(company.accessToken, company.user.id, 'INACTIVE');
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('لا يمكن إيقاف حساب الشركة');
    const [row] = await t.db.select().from(users).where(eq(users.id, otherCompanyUserId));
    expect(row!.status).toBe('ACTIVE');
  });

  it('answers 403 to staff and to the super administrator, before looking at the id', async () => {
    const sales = await t.login('sales');
    const admin = await t.login('superadmin');
    for (const token of [sales.accessToken, admin.accessToken]) {
      const res = await setStatus(token, otherCompanyUserId, 'INACTIVE');
      expectError(res, 403, 'FORBIDDEN', 'ليس لديك صلاحية لتنفيذ هذا الإجراء');
    }
  });

  it('validates the body (after the permission check) with Arabic field errors', async () => {
    const company = await t.login('company');
    const res = await setStatus(company.accessToken, 3, 'SLEEPING');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'status', message: expect.stringMatching(/[\u0600-\u06FF]/) },
    ]);
    const anonymous = await t.request({
      method: 'PUT',
      url: `${BASE}/users/3/status`,
      payload: { status: 'X' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('deactivates: revokes sign-ins and writes an audit entry with who, device and before/after', async () => {
    const company = await t.login('company', undefined, { 'x-device-id': 'office-pc-1' });
    const accountant = await t.login('accountant');
    const res = await setStatus(company.accessToken, accountant.user.id, 'INACTIVE');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
    const open = await t.db
      .select()
      .from(signIns)
      .where(sql`${signIns.userId} = ${accountant.user.id} and ${signIns.revokedAt} is null`);
    expect(open).toHaveLength(0);
    const entry = await t.lastAudit('USER_STATUS_CHANGED');
    expect(entry).toMatchObject({
      actorUserId: company.user.id,
      companyId: company.user.companyUserId === company.user.id ? expect.any(Number) : null,
      deviceId: 'office-pc-1',
      entity: 'user',
      entityId: String(accountant.user.id),
      changes: { before: { status: 'ACTIVE' }, after: { status: 'INACTIVE' } },
    });
    expect(entry!.signInId).toBeGreaterThan(0);
    await setStatus(company.accessToken, accountant.user.id, 'ACTIVE');
  });
});

describe('audit log', () => {
  it('is written in the same transaction: a failed change leaves no entry', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    await expect(
      t.db.transaction(async (tx) => {
        await audited(tx, null, { action: 'TEST_ROLLBACK', entity: 'test' });
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('never records secrets in changes', async () => {
    await audited(t.db, null, {
      action: 'TEST_SCRUB',
      entity: 'test',
      changes: { after: { fullName: 'x', password: 'p', passwordHash: 'h', fcmToken: 't' } },
    });
    const row = await t.lastAudit('TEST_SCRUB');
    expect(row!.changes).toEqual({ before: null, after: { fullName: 'x' } });
  });

  it('refuses UPDATE and DELETE (append-only trigger)', async () => {
    await expect(t.db.update(auditLog).set({ action: 'TAMPERED' })).rejects.toThrow();
    await expect(t.db.delete(auditLog)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const tampered = await t.db.select().from(auditLog).where(eq(auditLog.action, 'TAMPERED'));
    expect(tampered).toHaveLength(0);
  });
});

describe('GET /admin/stats', () => {
  it('is for the super administrator only', async () => {
    const admin = await t.login('superadmin');
    const ok = await t.get(`${BASE}/admin/stats`, admin.accessToken);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ companies: 2, activeCompanies: 2 });
    // Company users only (the super administrator is not counted): 4 demo, 1 + 1 of the other company.
    expect(ok.json().data.users).toBeGreaterThanOrEqual(5);
    for (const username of ['sales', 'company']) {
      const { accessToken } = await t.login(username);
      const res = await t.get(`${BASE}/admin/stats`, accessToken);
      expect(res.statusCode).toBe(403);
    }
  });
});
