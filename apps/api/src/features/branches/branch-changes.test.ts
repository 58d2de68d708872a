import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherCompany, grantPermission, type OtherCompany } from '../../../test/companies';
import { createDeal, postDeal, useDemoBuyer } from '../../../test/deals';
import { BASE, dataOf, expectError, useTestApp, useTokens } from '../../../test/helper';

// Renaming and deactivating a branch (docs/domain/staff-and-settings.md#branches).

const t = useTestApp();
const tk = useTokens(t, 'company', 'sales', 'accountant');
const demo = useDemoBuyer(t);
let other: OtherCompany;
let basra: number;
let baghdad: number;
beforeAll(async () => {
  other = await createOtherCompany(t);
  const list = dataOf<{ id: number; name: string }[]>(await t.get(`${BASE}/branches`, tk.company), 200);
  basra = list.find((b) => b.name === 'فرع البصرة')!.id;
  baghdad = list.find((b) => b.name.startsWith('الفرع الرئيسي'))!.id;
});

const rename = (token: string | undefined, id: number, payload: object) =>
  t.request({ method: 'PUT', url: `${BASE}/branches/${id}`, token, payload });
const setStatus = (token: string | undefined, id: number, status: string) =>
  t.request({ method: 'PUT', url: `${BASE}/branches/${id}/status`, token, payload: { status } });
const branchesOf = async (token: string) =>
  dataOf<{ id: number; name: string; status: string }[]>(await t.get(`${BASE}/branches`, token), 200);

describe('PUT /branches/{id}', () => {
  it('renames a branch, and the deals and users naming it show the new name', async () => {
    const deal = await createDeal(t, {
      token: tk.company,
      companyId: demo.companyId,
      buyerId: demo.buyer,
      over: { branchId: basra },
    });
    const res = await rename(tk.company, basra, {
      name: ' فرع البصرة - العشار ',
      address: 'البصرة - العشار',
      phone: '٠٧٧٠٠٠٠٠٠٠٩',
    });
    expect(dataOf(res, 200)).toEqual({
      id: basra,
      name: 'فرع البصرة - العشار',
      address: 'البصرة - العشار',
      phone: '07700000009',
      status: 'ACTIVE',
    });
    expect(res.json().message).toBe('تم حفظ بيانات الفرع');
    const entry = await t.lastAudit('BRANCH_UPDATED', basra);
    expect(entry!.changes).toMatchObject({
      before: { name: 'فرع البصرة' },
      after: { name: 'فرع البصرة - العشار' },
    });
    const read = dataOf(await t.get(`${BASE}/contracts/${deal.id}`, tk.company), 200);
    expect(read.branch).toEqual({ id: basra, name: 'فرع البصرة - العشار' });
    const users = dataOf<{ username: string; branch: { name: string } | null }[]>(
      await t.get(`${BASE}/users`, tk.company, { size: '100' }),
      200,
    );
    expect(users.find((u) => u.username === 'accountant')?.branch?.name).toBe('فرع البصرة - العشار');
    // Its own name again (another case, other details) is no conflict.
    expect((await rename(tk.company, basra, { name: 'فرع البصرة - العشار' })).statusCode).toBe(200);
  });

  it('refuses a name another branch of the company has (any case), and an empty one, in Arabic', async () => {
    const [main] = await branchesOf(tk.company);
    const dup = await rename(tk.company, basra, { name: main!.name });
    expectError(dup, 409, 'CONFLICT', 'يوجد فرع بهذا الاسم', [
      { field: 'name', message: 'يوجد فرع بهذا الاسم' },
    ]);
    // Another company's branch name is free here.
    expect((await rename(tk.company, basra, { name: 'فرع أربيل' })).statusCode).toBe(200);
    const empty = await rename(tk.company, basra, { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ field: 'name', message: 'اسم الفرع مطلوب' }]);
    expect((await rename(tk.company, basra, { name: 'فرع البصرة' })).statusCode).toBe(200);
  });

  it('needs CREATE_BRANCH, and answers another company’s branch like a missing one', async () => {
    expect((await rename(undefined, basra, { name: 'x' })).statusCode).toBe(401);
    expect((await rename(tk.sales, basra, { name: 'x' })).statusCode).toBe(403);
    expect((await rename(tk.accountant, basra, { name: 'x' })).statusCode).toBe(403);
    const theirs = await rename(tk.company, other.branchId, { name: 'فرع أربيل الجديد' });
    const missing = await rename(tk.company, 987654, { name: 'فرع أربيل الجديد' });
    expectError(theirs, 404, 'NOT_FOUND', 'الفرع غير موجود');
    expect(theirs.json()).toEqual(missing.json());
    // A staff member holding CREATE_BRANCH renames the branches of their own company only.
    await grantPermission(t, other, 'CREATE_BRANCH');
    const [staff] = await t.tokens(other.staffUsername);
    expect((await rename(staff, basra, { name: 'فرع مخترق' })).statusCode).toBe(404);
    expect(dataOf(await rename(staff, other.branchId, { name: 'فرع أربيل - عينكاوة' }), 200).name).toBe(
      'فرع أربيل - عينكاوة',
    );
    expect((await branchesOf(tk.company)).map((b) => b.name)).not.toContain('فرع مخترق');
  });
});

describe('PUT /branches/{id}/status', () => {
  it('deactivates a branch: still listed and on its records, refused for new deals and users', async () => {
    const before = await createDeal(t, {
      token: tk.company,
      companyId: demo.companyId,
      buyerId: demo.buyer,
      over: { branchId: basra },
    });
    const off = await setStatus(tk.company, basra, 'INACTIVE');
    expect(dataOf(off, 200)).toMatchObject({ id: basra, status: 'INACTIVE' });
    expect(off.json().message).toMatch(/تم إيقاف الفرع/);
    expect((await t.lastAudit('BRANCH_STATUS_CHANGED', basra))!.changes).toEqual({
      before: { status: 'ACTIVE' },
      after: { status: 'INACTIVE' },
    });
    // Every staff member still reads it (filters, the records naming it), marked inactive.
    expect((await branchesOf(tk.sales)).find((b) => b.id === basra)?.status).toBe('INACTIVE');
    expect(dataOf(await t.get(`${BASE}/contracts/${before.id}`, tk.company), 200).branch).toEqual({
      id: basra,
      name: 'فرع البصرة',
    });

    const refused = await postDeal(t, {
      token: tk.company,
      companyId: demo.companyId,
      buyerId: demo.buyer,
      over: { branchId: basra },
    });
    const inactive = 'الفرع موقوف ولا يُختار للسجلات الجديدة، اختر فرعاً نشطاً';
    expectError(refused, 409, 'CONFLICT', inactive, [{ field: 'branchId', message: inactive }]);
    await createDeal(t, {
      token: tk.company,
      companyId: demo.companyId,
      buyerId: demo.buyer,
      over: { branchId: baghdad },
    });

    // The accountant works at Basra: keeping the branch passes, a user moved there or added there does not.
    const users = dataOf<{ id: number; username: string }[]>(
      await t.get(`${BASE}/users`, tk.company, { size: '100' }),
      200,
    );
    const accountant = users.find((u) => u.username === 'accountant')!.id;
    const sales = users.find((u) => u.username === 'sales')!.id;
    const edit = (id: number, branchId: number) =>
      t.request({
        method: 'PUT',
        url: `${BASE}/users/${id}`,
        token: tk.company,
        payload: { fullName: 'موظف', phone: '07701234567', branchId },
      });
    expect((await edit(accountant, basra)).statusCode).toBe(200);
    expectError(await edit(sales, basra), 409, 'CONFLICT', inactive, [
      { field: 'branchId', message: inactive },
    ]);
    const added = await t.request({
      method: 'POST',
      url: `${BASE}/users`,
      token: tk.company,
      payload: {
        username: 'basra.new',
        password: 'Passw0rd-basra',
        fullName: 'موظف البصرة',
        branchId: basra,
      },
    });
    expect(added.statusCode).toBe(409);

    // Again INACTIVE: nothing changes, nothing more is audited.
    const audited = await t.lastAudit('BRANCH_STATUS_CHANGED', basra);
    expect(dataOf(await setStatus(tk.company, basra, 'INACTIVE'), 200).status).toBe('INACTIVE');
    expect((await t.lastAudit('BRANCH_STATUS_CHANGED', basra))!.id).toBe(audited!.id);

    // Reactivated: offered again.
    const on = await setStatus(tk.company, basra, 'ACTIVE');
    expect(dataOf(on, 200).status).toBe('ACTIVE');
    expect(on.json().message).toBe('تم تفعيل الفرع');
    expect(
      (
        await postDeal(t, {
          token: tk.company,
          companyId: demo.companyId,
          buyerId: demo.buyer,
          over: { branchId: basra },
        })
      ).statusCode,
    ).toBe(201);
  });

  it('validates the status, needs CREATE_BRANCH, and never reaches another company’s branch', async () => {
    const bad = await setStatus(tk.company, basra, 'CLOSED');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: 'status', message: 'حالة الفرع يجب أن تكون ACTIVE أو INACTIVE' },
    ]);
    expect((await setStatus(undefined, basra, 'INACTIVE')).statusCode).toBe(401);
    expect((await setStatus(tk.sales, basra, 'INACTIVE')).statusCode).toBe(403);
    expect((await setStatus(tk.accountant, basra, 'INACTIVE')).statusCode).toBe(403);
    const theirs = await setStatus(tk.company, other.branchId, 'INACTIVE');
    expectError(theirs, 404, 'NOT_FOUND', 'الفرع غير موجود');
    expect(theirs.json()).toEqual((await setStatus(tk.company, 987654, 'INACTIVE')).json());
    const [otherAccount] = await t.tokens(other.accountUsername);
    expect((await branchesOf(otherAccount)).map((b) => b.status)).toEqual(['ACTIVE']);
    expect((await branchesOf(tk.company)).every((b) => b.status === 'ACTIVE')).toBe(true);
  });
});
