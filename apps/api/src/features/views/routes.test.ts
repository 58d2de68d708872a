import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, useTestApp } from '../../../test/helper';

const t = useTestApp();
let company: string;
let sales: string;
let accountant: string;
let admin: string;

beforeAll(async () => {
  [company, sales, accountant, admin] = await t.tokens('company', 'sales', 'accountant', 'superadmin');
});

const state = {
  keyword: 'تويوتا',
  filters: { status: 'Pending', origin: 'GULF', created: { from: '2025-01-01', to: null } },
  sort: { key: 'model', direction: 'desc' },
};
const save = (token: string, body: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `${BASE}/views`, payload: { resource: 'cars', state, ...body }, token });
const listViews = (token: string) =>
  t.request({ method: 'GET', url: `${BASE}/views`, query: { resource: 'cars' }, token });

describe('saved views', () => {
  it("saves a user's own view and lists it only to them, with mine", async () => {
    const res = await save(sales, { name: 'سياراتي الخليجية' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      name: 'سياراتي الخليجية',
      shared: false,
      mine: true,
      state,
    });
    expect((await listViews(sales)).json().data).toEqual([res.json().data]);
    expect((await listViews(accountant)).json().data).toEqual([]);
    expect((await listViews(company)).json().data).toEqual([]);
  });

  it('replaces a view saved again under the same name', async () => {
    const first = (await save(accountant, { name: 'عرض' })).json().data;
    const again = await save(accountant, { name: 'عرض', state: { keyword: '', filters: {}, sort: null } });
    expect(again.json().data).toMatchObject({
      id: first.id,
      state: { keyword: '', filters: {}, sort: null },
    });
    expect((await listViews(accountant)).json().data).toHaveLength(1);
  });

  it('lets the company account share a view with everyone; staff get 403 for sharing', async () => {
    const shared = await save(company, { name: 'غير المبيوعة', shared: true });
    expect(shared.statusCode).toBe(201);
    const entry = await t.lastAudit('VIEW_SAVED', shared.json().data.id);
    expect(entry).toBeDefined();
    const seenBySales = (await listViews(sales)).json().data;
    expect(
      seenBySales.map((v: { name: string; mine: boolean; shared: boolean }) => [v.name, v.mine, v.shared]),
    ).toEqual([
      ['غير المبيوعة', false, true],
      ['سياراتي الخليجية', true, false],
    ]);
    const refused = await save(sales, { name: 'للجميع', shared: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('مشاركة العرض مع الشركة متاحة لحساب الشركة فقط');
  });

  it("deletes only the caller's own view (404 for another's), then it is gone", async () => {
    const shared = (await listViews(company)).json().data[0];
    const notMine = await t.request({ method: 'DELETE', url: `${BASE}/views/${shared.id}`, token: sales });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().code).toBe('NOT_FOUND');
    const mine = await t.request({ method: 'DELETE', url: `${BASE}/views/${shared.id}`, token: company });
    expect(mine.json()).toEqual({ data: null, message: 'تم الحذف بنجاح' });
    expect((await listViews(sales)).json().data.map((v: { name: string }) => v.name)).toEqual([
      'سياراتي الخليجية',
    ]);
    expect(
      (await t.request({ method: 'DELETE', url: `${BASE}/views/999999`, token: company })).statusCode,
    ).toBe(404);
  });

  it('validates with Arabic messages; the super administrator and anonymous callers are refused', async () => {
    const bad = await save(sales, { name: ' ', resource: 'planets' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'اسم العرض مطلوب' },
        { field: 'resource', message: 'نوع القائمة غير معروف' },
      ]),
    );
    expect((await t.request({ method: 'GET', url: `${BASE}/views`, token: sales })).statusCode).toBe(400);
    expect((await listViews(admin)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `${BASE}/views?resource=cars` })).statusCode).toBe(401);
  });
});
