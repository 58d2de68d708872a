import { MAX_VIEWS_PER_LIST, SERVER_MESSAGES } from '@cc/contracts';
import { describe, expect, it } from 'vitest';
import { BASE, useTestApp, useTokens } from '../../../test/helper';

const t = useTestApp();
const tk = useTokens(t, 'company', 'sales', 'accountant', 'superadmin');

const state = {
  keyword: 'تويوتا',
  filters: { status: 'Pending', origin: 'GULF', created: { from: '2025-01-01', to: null } },
  sort: { key: 'model', direction: 'desc' },
};
const save = (token: string, body: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `${BASE}/views`, payload: { resource: 'cars', state, ...body }, token });
const listViews = (token: string) => t.get(`${BASE}/views`, token, { resource: 'cars' });

describe('saved views', () => {
  it("saves a user's own view and lists it only to them, with mine", async () => {
    const res = await save(tk.sales, { name: 'سياراتي الخليجية' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      name: 'سياراتي الخليجية',
      shared: false,
      mine: true,
      state,
    });
    expect((await listViews(tk.sales)).json().data).toEqual([res.json().data]);
    expect((await listViews(tk.accountant)).json().data).toEqual([]);
    expect((await listViews(tk.company)).json().data).toEqual([]);
  });

  it('replaces a view saved again under the same name', async () => {
    const first = (await save(tk.accountant, { name: 'عرض' })).json().data;
    const again = await save(tk.accountant, { name: 'عرض', state: { keyword: '', filters: {}, sort: null } });
    expect(again.json().data).toMatchObject({
      id: first.id,
      state: { keyword: '', filters: {}, sort: null },
    });
    expect((await listViews(tk.accountant)).json().data).toHaveLength(1);
  });

  it('lets the company account share a view with everyone; staff get 403 for sharing', async () => {
    const shared = await save(tk.company, { name: 'غير المبيوعة', shared: true });
    expect(shared.statusCode).toBe(201);
    const entry = await t.lastAudit('VIEW_SAVED', shared.json().data.id);
    expect(entry).toBeDefined();
    const seenBySales = (await listViews(tk.sales)).json().data;
    expect(
      seenBySales.map((v: { name: string; mine: boolean; shared: boolean }) => [v.name, v.mine, v.shared]),
    ).toEqual([
      ['غير المبيوعة', false, true],
      ['سياراتي الخليجية', true, false],
    ]);
    const refused = await save(tk.sales, { name: 'للجميع', shared: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('مشاركة العرض مع الشركة متاحة لحساب الشركة فقط');
  });

  it("deletes only the caller's own view (404 for another's), then it is gone", async () => {
    const shared = (await listViews(tk.company)).json().data[0];
    const notMine = await t.request({ method: 'DELETE', url: `${BASE}/views/${shared.id}`, token: tk.sales });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().code).toBe('NOT_FOUND');
    const mine = await t.request({ method: 'DELETE', url: `${BASE}/views/${shared.id}`, token: tk.company });
    expect(mine.json()).toEqual({ data: null, message: 'تم الحذف بنجاح' });
    expect((await listViews(tk.sales)).json().data.map((v: { name: string }) => v.name)).toEqual([
      'سياراتي الخليجية',
    ]);
    expect(
      (await t.request({ method: 'DELETE', url: `${BASE}/views/999999`, token: tk.company })).statusCode,
    ).toBe(404);
  });

  it('keeps at most 50 views of a list per user, so the menu reads them whole', async () => {
    const kept = (await listViews(tk.accountant)).json().data as { id: number; name: string }[];
    for (let i = kept.length; i < MAX_VIEWS_PER_LIST; i++)
      expect((await save(tk.accountant, { name: `عرض رقم ${i}` })).statusCode).toBe(201);
    const full = (await listViews(tk.accountant)).json().data as { id: number; name: string }[];
    expect(full).toHaveLength(MAX_VIEWS_PER_LIST);
    const refused = await save(tk.accountant, { name: 'عرض زائد' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SERVER_MESSAGES.viewLimitReached);
    // Saving under a kept name replaces it; one deleted makes room for a new one.
    expect((await save(tk.accountant, { name: full[0]!.name })).statusCode).toBe(201);
    await t.request({ method: 'DELETE', url: `${BASE}/views/${full[1]!.id}`, token: tk.accountant });
    expect((await save(tk.accountant, { name: 'عرض زائد' })).statusCode).toBe(201);
    expect((await listViews(tk.accountant)).json().data).toHaveLength(MAX_VIEWS_PER_LIST);
    // Another user's views are theirs to count.
    expect((await save(tk.sales, { name: 'عرض آخر' })).statusCode).toBe(201);
  });

  it('validates with Arabic messages; the super administrator and anonymous callers are refused', async () => {
    const bad = await save(tk.sales, { name: ' ', resource: 'planets' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'اسم العرض مطلوب' },
        { field: 'resource', message: 'نوع القائمة غير معروف' },
      ]),
    );
    expect((await t.get(`${BASE}/views`, tk.sales)).statusCode).toBe(400);
    expect((await listViews(tk.superadmin)).statusCode).toBe(403);
    expect((await t.get(`${BASE}/views?resource=cars`)).statusCode).toBe(401);
  });
});
