import type { HistoryEntry, ListEnvelope, PermissionName } from '@cc/contracts';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherCompany, type OtherCompany } from '../../../test/companies';
import { createDeal, insertCars, insertPersons, payCash } from '../../../test/deals';
import { BASE, dataOf, expectError, useTestApp, useTokens } from '../../../test/helper';
import { permissions, rolePermissions, roles, userRoles, users } from '../../db/schema';
import { audited } from '../../lib/audit';
import { hashPassword } from '../../lib/passwords';
import { DEMO_PASSWORD } from '../../seed/demo';

// A record's history (docs/domain/history.md): GET /history?entity=…&id=…

const t = useTestApp();
const tk = useTokens(t, 'company', 'sales');
let companyId = 0;
let companyUserId = 0;
let other: OtherCompany;
let staffSerial = 0;

beforeAll(async () => {
  companyId = await t.demoCompanyId();
  companyUserId = (await t.login('company')).user.id;
  other = await createOtherCompany(t);
});

const history = (token: string, query: Record<string, string | number>) =>
  t.get(`${BASE}/history`, token, Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])));
const entriesOf = async (token: string, entity: string, id: number, query = {}) => {
  const res = await history(token, { entity, id, ...query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListEnvelope<HistoryEntry>;
};

/** A staff user of the demo company holding exactly `names`, signed in: its access token. */
async function staffWith(...names: PermissionName[]): Promise<string> {
  const username = `history-staff-${++staffSerial}`;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await t.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ companyId, kind: 'USER', username, fullName: 'موظف السجل', passwordHash })
      .returning({ id: users.id });
    if (names.length === 0) return;
    const [role] = await tx
      .insert(roles)
      .values({ companyId, displayName: username, displayNameAr: username })
      .returning({ id: roles.id });
    const granted = await tx
      .select({ id: permissions.id })
      .from(permissions)
      .where(inArray(permissions.name, names));
    expect(granted).toHaveLength(names.length);
    await tx
      .insert(rolePermissions)
      .values(granted.map((p) => ({ companyId, roleId: role!.id, permissionId: p.id })));
    await tx.insert(userRoles).values({ companyId, userId: user!.id, roleId: role!.id });
  });
  return (await t.login(username)).accessToken;
}

let serial = 0;
const carBody = (over: Record<string, unknown> = {}) => {
  const n = `${process.pid}${++serial}`;
  return {
    name: 'تويوتا كامري',
    model: 2020,
    color: 'أبيض',
    plateNumber: `سجل ${n}`,
    chassisNumber: `HIST${n}`,
    engineType: 'PETROL',
    ...over,
  };
};
const newCar = async (over = {}) =>
  dataOf<{ id: number }>(
    await t.request({ method: 'POST', url: `${BASE}/car`, payload: carBody(over), token: tk.company }),
    201,
  );
const editCar = async (id: number, body: object, token = tk.company) =>
  dataOf(await t.request({ method: 'PUT', url: `${BASE}/car/${id}`, payload: body, token }), 200);

describe('GET /history: a car', () => {
  it('shows an edit newest first: who, when, the action and the changed field with its Arabic label', async () => {
    const body = carBody();
    const car = dataOf<{ id: number }>(
      await t.request({ method: 'POST', url: `${BASE}/car`, payload: body, token: tk.company }),
      201,
    );
    await editCar(car.id, { ...body, color: 'أسود', engineType: 'DIESEL' });
    const { data, pagination } = await entriesOf(tk.company, 'car', car.id);
    expect(pagination).toMatchObject({ currentPage: 0, totalItems: 2, lastPage: 0 });
    const [edit, creation] = data as [HistoryEntry, HistoryEntry];
    expect(edit).toMatchObject({
      action: 'CAR_UPDATED',
      actionLabel: 'تعديل السيارة',
      actor: { id: companyUserId, name: expect.any(String) },
    });
    expect(edit.changes).toEqual([
      { field: 'color', label: 'اللون', before: 'أبيض', after: 'أسود' },
      { field: 'engineType', label: 'نوع المحرك', before: 'بنزين', after: 'ديزل' },
    ]);
    expect(Date.parse(edit.at)).toBeGreaterThanOrEqual(Date.parse(creation.at));
    // The creation lists the new car's values (none of the empty ones, never its id).
    expect(creation).toMatchObject({ action: 'CAR_CREATED', actionLabel: 'إضافة السيارة' });
    expect(creation.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', label: 'اسم السيارة', before: null, after: 'تويوتا كامري' },
        { field: 'model', label: 'سنة الصنع', before: null, after: 2020 },
        { field: 'status', label: 'الحالة', before: null, after: 'غير مبيوعة' },
      ]),
    );
    expect(creation.changes.map((c) => c.field)).not.toContain('id');
    expect(creation.changes.map((c) => c.field)).not.toContain('kilometers');
  });

  it("keeps a deleted car's history, ending with its deletion", async () => {
    const car = await newCar();
    expect(
      (await t.request({ method: 'DELETE', url: `${BASE}/car/${car.id}`, token: tk.company })).statusCode,
    ).toBe(200);
    const { data } = await entriesOf(tk.company, 'car', car.id);
    expect(data.map((e) => e.action)).toEqual(['CAR_DELETED', 'CAR_CREATED']);
    expect(data[0]!.changes).toContainEqual({
      field: 'color',
      label: 'اللون',
      before: 'أبيض',
      after: null,
    });
  });

  it('pages newest first, by number and by cursor', async () => {
    const body = carBody();
    const car = dataOf<{ id: number }>(
      await t.request({ method: 'POST', url: `${BASE}/car`, payload: body, token: tk.company }),
      201,
    );
    for (let km = 1; km <= 11; km++) await editCar(car.id, { ...body, kilometers: km * 1000 });
    const first = await entriesOf(tk.company, 'car', car.id, { size: 5 });
    expect(first.pagination).toMatchObject({ currentPage: 0, lastPage: 2, pageSize: 5, totalItems: 12 });
    expect(first.data.map((e) => e.changes[0]?.after)).toEqual([11000, 10000, 9000, 8000, 7000]);
    const second = await entriesOf(tk.company, 'car', car.id, { size: 5, page: 1 });
    expect(second.data.map((e) => e.changes[0]?.after)).toEqual([6000, 5000, 4000, 3000, 2000]);
    const stepped = await entriesOf(tk.company, 'car', car.id, {
      size: 5,
      page: 1,
      after: first.pagination.nextCursor!,
    });
    expect(stepped.data.map((e) => e.id)).toEqual(second.data.map((e) => e.id));
    const last = await entriesOf(tk.company, 'car', car.id, { size: 5, page: 2 });
    expect(last.data.map((e) => e.action)).toEqual(['CAR_UPDATED', 'CAR_CREATED']);
    expect(last.data[0]!.changes).toEqual([
      { field: 'kilometers', label: 'الكيلومترات', before: null, after: 1000 },
    ]);
  });
});

describe("GET /history: a car's costs", () => {
  it('shows its purchase price and expenses only to who may see costs (CAR_COSTS)', async () => {
    const car = await newCar();
    // As the car costs write them: entries of the car's costs, keyed by the car.
    await audited(
      t.db,
      { userId: companyUserId, companyId },
      {
        action: 'CAR_PURCHASE_SET',
        entity: 'carCost',
        entityId: car.id,
        changes: { before: null, after: { amount: '9000000', currency: 'IQD', date: '2026-01-10' } },
      },
    );
    const [latest] = (await entriesOf(tk.company, 'car', car.id)).data;
    expect(latest).toMatchObject({ action: 'CAR_PURCHASE_SET', actionLabel: 'تسجيل سعر الشراء' });
    expect(latest!.changes).toContainEqual({
      field: 'amount',
      label: 'سعر الشراء',
      before: null,
      after: '9000000',
    });
    const costs = await staffWith('AUDIT_READ', 'GET_CAR', 'CAR_COSTS');
    expect((await entriesOf(costs, 'car', car.id)).data.map((e) => e.action)).toEqual([
      'CAR_PURCHASE_SET',
      'CAR_CREATED',
    ]);
    const reader = await staffWith('AUDIT_READ', 'GET_CAR');
    expect((await entriesOf(reader, 'car', car.id)).data.map((e) => e.action)).toEqual(['CAR_CREATED']);
  });
});

describe('GET /history: who may read it', () => {
  it('refuses staff without AUDIT_READ (403) and lets staff holding it and the record permission read (200)', async () => {
    const car = await newCar();
    expectError(
      await history(tk.sales, { entity: 'car', id: car.id }),
      403,
      'FORBIDDEN',
      'ليس لديك صلاحية لتنفيذ هذا الإجراء',
    );
    const reader = await staffWith('AUDIT_READ', 'GET_CAR');
    expect((await entriesOf(reader, 'car', car.id)).data).toHaveLength(1);
    // AUDIT_READ alone does not open a record its holder may not read.
    expect((await history(await staffWith('AUDIT_READ'), { entity: 'car', id: car.id })).statusCode).toBe(
      403,
    );
    expect((await history(await staffWith('GET_CAR'), { entity: 'car', id: car.id })).statusCode).toBe(403);
  });

  it("answers 404 for another company's record, either way, and for a missing one", async () => {
    const [theirs] = (await insertCars(t, other.companyId, 1)) as [number];
    expectError(
      await history(tk.company, { entity: 'car', id: theirs }),
      404,
      'NOT_FOUND',
      'السيارة غير موجودة',
    );
    const [otherAccount] = await t.tokens(other.accountUsername);
    const ours = await newCar();
    expect((await history(otherAccount, { entity: 'car', id: ours.id })).statusCode).toBe(404);
    expect((await history(tk.company, { entity: 'car', id: 987654 })).statusCode).toBe(404);
    expect((await history(tk.company, { entity: 'user', id: other.staffId })).statusCode).toBe(404);
    expect((await history(tk.company, { entity: 'person', id: 987654 })).json().message).toBe(
      'الحساب غير موجود',
    );
  });

  it('refuses an unknown entity or a bad id with Arabic field errors (400)', async () => {
    const res = await history(tk.company, { entity: 'company', id: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'entity', message: 'نوع السجل غير معروف' }]);
    const bad = await history(tk.company, { entity: 'car', id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'id', message: 'رقم السجل غير صالح' }]);
  });

  it('refuses the super administrator', async () => {
    const [admin] = await t.tokens('superadmin');
    const car = await newCar();
    expect((await history(admin, { entity: 'car', id: car.id })).statusCode).toBe(403);
  });
});

describe('GET /history: an account card, a deal and a user', () => {
  it("shows an account card's edits", async () => {
    const person = dataOf<{ id: number }>(
      await t.request({
        method: 'POST',
        url: `${BASE}/persons`,
        payload: { fullName: 'علي حسين' },
        token: tk.company,
      }),
      201,
    );
    await t.request({
      method: 'PUT',
      url: `${BASE}/persons/${person.id}`,
      payload: { fullName: 'علي حسين كاظم', address: 'بغداد' },
      token: tk.company,
    });
    const [edit] = (await entriesOf(tk.company, 'person', person.id)).data;
    expect(edit).toMatchObject({ action: 'PERSON_UPDATED', actionLabel: 'تعديل الحساب' });
    expect(edit!.changes).toEqual([
      { field: 'fullName', label: 'الاسم الكامل', before: 'علي حسين', after: 'علي حسين كاظم' },
      { field: 'address', label: 'العنوان', before: null, after: 'بغداد' },
    ]);
  });

  it("includes its plan's and payments' entries, names its buyer and car, and leaves the ledger to who may read it", async () => {
    const [buyer] = (await insertPersons(t, companyId, 1)) as [number];
    const deal = await createDeal(t, { token: tk.company, companyId, buyerId: buyer });
    await payCash(t, tk.company, deal.paymentPlan.id, '1000000');
    const { data } = await entriesOf(tk.company, 'deal', deal.id);
    expect(data.map((e) => e.action)).toEqual(['PAYMENT_RECORDED', 'CONTRACT_CREATED']);
    const [payment, creation] = data as [HistoryEntry, HistoryEntry];
    expect(payment.actionLabel).toBe('تسجيل دفعة');
    expect(payment.changes).toEqual(
      expect.arrayContaining([
        { field: 'amount', label: 'المبلغ', before: null, after: '1000000' },
        { field: 'method', label: 'طريقة الدفع', before: null, after: 'نقداً' },
      ]),
    );
    expect(creation.changes).toEqual(
      expect.arrayContaining([
        { field: 'buyerId', label: 'المشتري', before: null, after: deal.buyer.fullName },
        {
          field: 'carId',
          label: 'السيارة',
          before: null,
          after: `${deal.car.name} (${deal.car.plateNumber})`,
        },
        { field: 'price', label: 'السعر', before: null, after: '12000000' },
      ]),
    );
    // A reader of contracts without GET_INSTALLMENT sees the deal's entries, not its payments.
    const contracts = await staffWith('AUDIT_READ', 'GET_CONTRACT');
    expect((await entriesOf(contracts, 'deal', deal.id)).data.map((e) => e.action)).toEqual([
      'CONTRACT_CREATED',
    ]);
  });

  it('includes an assignment of several deals in each of their histories, naming the collector', async () => {
    const [buyer] = (await insertPersons(t, companyId, 1)) as [number];
    const deals = [
      await createDeal(t, { token: tk.company, companyId, buyerId: buyer }),
      await createDeal(t, { token: tk.company, companyId, buyerId: buyer }),
    ];
    const sales = await t.login('sales');
    const res = await t.request({
      method: 'PUT',
      url: `${BASE}/collections/assign`,
      payload: { dealIds: deals.map((d) => d.id), collectorId: sales.user.id },
      token: tk.company,
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const deal of deals) {
      const [assigned] = (await entriesOf(tk.company, 'deal', deal.id)).data;
      expect(assigned).toMatchObject({ action: 'COLLECTION_ASSIGNED', actionLabel: 'إسناد إلى محصّل' });
      expect(assigned!.changes).toEqual([
        { field: 'collectorId', label: 'المحصّل', before: null, after: sales.user.fullName },
      ]);
    }
  });

  it("shows a user's changes to the company account only, without sign-in attempts", async () => {
    const sales = await t.login('sales');
    const res = await t.request({
      method: 'PUT',
      url: `${BASE}/users/${sales.user.id}`,
      payload: { fullName: 'مندوب المبيعات الأول' },
      token: tk.company,
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.request({
      method: 'POST',
      url: `${BASE}/auth/login`,
      payload: { username: 'sales', password: 'wrong-password' },
    });
    const { data } = await entriesOf(tk.company, 'user', sales.user.id);
    expect(data[0]).toMatchObject({ action: 'USER_UPDATED', actionLabel: 'تعديل بيانات المستخدم' });
    expect(data[0]!.changes).toContainEqual({
      field: 'fullName',
      label: 'الاسم الكامل',
      before: expect.any(String),
      after: 'مندوب المبيعات الأول',
    });
    expect(data.map((e) => e.action)).not.toContain('LOGIN_FAILED');
    const reader = await staffWith('AUDIT_READ', 'GET_CAR');
    expect((await history(reader, { entity: 'user', id: sales.user.id })).statusCode).toBe(403);
  });
});
