import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherCompany, type OtherCompany } from '../../../test/companies';
import { BASE, dataOf, expectError, useTestApp } from '../../../test/helper';

const t = useTestApp();
let other: OtherCompany;
beforeAll(async () => {
  other = await createOtherCompany(t);
});

const list = (token?: string) => t.get(`${BASE}/branches`, token);
const create = (token: string | undefined, payload: object) =>
  t.request({ method: 'POST', url: `${BASE}/branches`, token, payload });

describe('GET /branches', () => {
  it("lists the company's branches to the company account, never another company's", async () => {
    const { accessToken } = await t.login('company');
    const res = await list(accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: expect.any(Number),
        name: 'الفرع الرئيسي - بغداد',
        address: 'بغداد - شارع فلسطين',
        phone: '07700000001',
        status: 'ACTIVE',
      },
      {
        id: expect.any(Number),
        name: 'فرع البصرة',
        address: 'البصرة - العشار',
        phone: '07700000002',
        status: 'ACTIVE',
      },
    ]);
    const otherList = await list((await t.login(other.accountUsername)).accessToken);
    expect(otherList.json().data).toEqual([
      { id: other.branchId, name: 'فرع أربيل', address: null, phone: null, status: 'ACTIVE' },
    ]);
  });

  it('is open to whoever creates deals: sales (ADD_CONTRACT, no GET_BRANCH) picks the branch of a new deal', async () => {
    const res = await list((await t.login('sales')).accessToken);
    expect(res.statusCode).toBe(200);
    expect((res.json().data as { name: string }[]).map((b) => b.name)).toEqual([
      'الفرع الرئيسي - بغداد',
      'فرع البصرة',
    ]);
  });

  it('is read by every staff member, whatever their permissions (the accountant filters the ledger by branch)', async () => {
    for (const username of ['accountant', other.staffUsername]) {
      const res = await list((await t.login(username)).accessToken);
      expect(res.statusCode, username).toBe(200);
      expect((res.json().data as { name: string }[]).length).toBeGreaterThan(0);
    }
    expect((await list((await t.login('accountant')).accessToken)).json().data).toHaveLength(2);
  });

  it('refuses the super administrator and anonymous; creating still needs CREATE_BRANCH', async () => {
    expect((await list((await t.login('superadmin')).accessToken)).statusCode).toBe(403);
    expect((await list()).statusCode).toBe(401);
    expect((await create(undefined, { name: 'x' })).statusCode).toBe(401);
    expect((await create((await t.login('accountant')).accessToken, { name: 'x' })).statusCode).toBe(403);
    expect((await create((await t.login('sales')).accessToken, { name: 'x' })).statusCode).toBe(403);
  });
});

describe('POST /branches', () => {
  it('creates a branch (audited) and refuses a duplicate name in the company only', async () => {
    const { accessToken } = await t.login('company');
    const res = await create(accessToken, { name: ' فرع الموصل ', address: 'الموصل', phone: '07744444444' });
    expect(dataOf(res, 201)).toEqual({
      id: expect.any(Number),
      name: 'فرع الموصل',
      address: 'الموصل',
      phone: '07744444444',
      status: 'ACTIVE',
    });
    const entry = await t.lastAudit('BRANCH_CREATED');
    expect(entry!.entityId).toBe(String(res.json().data.id));

    const dup = await create(accessToken, { name: 'فرع البصرة' });
    expectError(dup, 409, 'CONFLICT', 'يوجد فرع بهذا الاسم', [
      { field: 'name', message: 'يوجد فرع بهذا الاسم' },
    ]);
    // The other company's branch name is free here.
    expect((await create(accessToken, { name: 'فرع أربيل' })).statusCode).toBe(201);
    const empty = await create(accessToken, { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ field: 'name', message: 'اسم الفرع مطلوب' }]);
  });
});
