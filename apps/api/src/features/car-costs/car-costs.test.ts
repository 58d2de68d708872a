import {
  allEndpoints,
  type CarCosts,
  type Dashboard,
  type Deal,
  loadedSchemasOf,
  type ProfitReport,
} from '@cc/contracts';
import { describe, expect, it } from 'vitest';
import { createOtherCompany, grantPermission } from '../../../test/companies';
import { createDeal, insertCars, useDemoBuyer } from '../../../test/deals';
import { BASE, dataOf, expectError, useTestApp, useTokens } from '../../../test/helper';

// What a car cost and what it earned (docs/domain/car-costs.md): the purchase, expenses with a receipt's
// image, the profit per currency on the car, in the report and on the dashboard; never seen without
// CAR_COSTS.

const t = useTestApp();
const tk = useTokens(t, 'company', 'sales', 'accountant');
const demo = useDemoBuyer(t);
const INVALID = 'البيانات المدخلة غير صالحة، يرجى مراجعة الحقول';
const PNG_B64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.request({ method, url: `${BASE}${url}`, token, ...(payload ? { payload } : {}) });
const costsOf = async (carId: number, token = tk.company) =>
  dataOf<CarCosts>(await t.get(`${BASE}/car/${carId}/costs`, token), 200);
const purchase = (over: object = {}) => ({
  amount: '9000000',
  currency: 'IQD',
  date: '2024-01-10',
  sellerName: 'معرض الرافدين',
  ...over,
});

/** A contract of 12,000,000 IQD on a fresh car, dated today: the car's id and its deal. */
async function soldCar(): Promise<{ carId: number; deal: Deal }> {
  const deal = await createDeal(t, { token: tk.company, companyId: demo.companyId, buyerId: demo.buyer });
  return { carId: deal.car.id, deal };
}

describe('car costs and profit', () => {
  it('records a purchase and expenses with a receipt image; the profit is the price less them', async () => {
    const { carId, deal } = await soldCar();
    const empty = await costsOf(carId);
    expect(empty).toMatchObject({
      purchase: null,
      expenses: [],
      sale: { dealId: deal.id, price: '12000000' },
    });
    expect(empty.profit).toEqual({ amount: '12000000', currency: 'IQD' });

    const set = await send('PUT', `/car/${carId}/purchase`, tk.company, purchase({ amount: '٩٬٠٠٠٬٠٠٠' }));
    expect(set.json().message).toBe('تم حفظ سعر الشراء');
    expect(dataOf<CarCosts>(set, 200).purchase).toMatchObject({
      amount: '9000000',
      seller: { id: null, fullName: 'معرض الرافدين' },
    });
    const uploaded = dataOf<{ key: string }>(
      await send('POST', '/files', tk.company, { contentType: 'image/png', dataBase64: PNG_B64 }),
      201,
    );
    const added = await send('POST', `/car/${carId}/expenses`, tk.company, {
      kind: 'REPAIR',
      amount: '750000',
      currency: 'IQD',
      date: '2024-02-01',
      note: 'تبديل الإطارات',
      receiptFileKey: uploaded.key,
    });
    const after = dataOf<CarCosts>(added, 201);
    expect(after.expenses).toEqual([
      expect.objectContaining({
        kind: 'REPAIR',
        amount: '750000',
        note: 'تبديل الإطارات',
        receipt: { key: uploaded.key, url: expect.stringContaining(uploaded.key) },
      }),
    ]);
    expect(after.sides).toEqual([{ currency: 'IQD', revenue: '12000000', cost: '9750000', net: '2250000' }]);
    expect(after.profit).toEqual({ amount: '2250000', currency: 'IQD' });
    // The receipt's image loads through its signed link.
    const url = new URL(after.expenses[0]!.receipt!.url, 'http://x');
    const image = await t.request({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    // A correction replaces the purchase; an expense recorded by mistake is removed.
    await send('PUT', `/car/${carId}/purchase`, tk.company, purchase({ amount: '9500000' }));
    const removed = dataOf<CarCosts>(
      await send('DELETE', `/car/${carId}/expenses/${after.expenses[0]!.id}`, tk.company),
      200,
    );
    expect(removed.expenses).toEqual([]);
    expect(removed.profit).toEqual({ amount: '2500000', currency: 'IQD' });
    expect(await t.lastAudit('CAR_EXPENSE_DELETED', carId)).toBeDefined();
    expect(
      (await send('DELETE', `/car/${carId}/expenses/${after.expenses[0]!.id}`, tk.company)).statusCode,
    ).toBe(404);
  });

  it('keeps dollars and dinars apart: a car bought in dollars and sold in dinars has two sides and no sum', async () => {
    const { carId } = await soldCar();
    await send('PUT', `/car/${carId}/purchase`, tk.company, purchase({ amount: '6500.50', currency: 'USD' }));
    const costs = await costsOf(carId);
    expect(costs.profit).toBeNull();
    expect(costs.sides).toEqual([
      { currency: 'IQD', revenue: '12000000', cost: '0', net: '12000000' },
      { currency: 'USD', revenue: '0.00', cost: '6500.50', net: '-6500.50' },
    ]);
  });

  it('refuses bad input with Arabic field errors', async () => {
    const [carId] = (await insertCars(t, demo.companyId, 1)) as [number];
    const put = (body: object) => send('PUT', `/car/${carId}/purchase`, tk.company, body);
    const negative = await put(purchase({ amount: '-5' }));
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors.map((e: { field: string }) => e.field)).toEqual(['amount']);
    expectError(await put(purchase({ amount: '0' })), 400, 'VALIDATION_FAILED', INVALID, [
      { field: 'amount', message: 'المبلغ يجب أن يكون أكبر من صفر' },
    ]);
    expectError(await put(purchase({ date: '2999-01-01' })), 400, 'VALIDATION_FAILED', INVALID, [
      { field: 'date', message: 'التاريخ لا يمكن أن يكون بعد اليوم' },
    ]);
    expectError(await put(purchase({ sellerName: '  ' })), 400, 'VALIDATION_FAILED', INVALID, [
      { field: 'sellerPersonId', message: 'اختر البائع من الحسابات أو اكتب اسمه' },
    ]);
    const badKind = await send('POST', `/car/${carId}/expenses`, tk.company, {
      kind: 'PARTY',
      amount: '1',
      currency: 'IQD',
      date: '2024-01-01',
    });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().errors).toEqual([{ field: 'kind', message: 'نوع المصروف غير معروف' }]);
    const noFile = await send('POST', `/car/${carId}/expenses`, tk.company, {
      kind: 'OTHER',
      amount: '1',
      currency: 'IQD',
      date: '2024-01-01',
      receiptFileKey: '00000000-0000-4000-8000-000000000000',
    });
    expectError(noFile, 400, 'VALIDATION_FAILED', INVALID, [
      { field: 'receiptFileKey', message: 'صورة الوصل غير موجودة، ارفعها من جديد' },
    ]);
    expect((await t.get(`${BASE}/car/999999/costs`, tk.company)).statusCode).toBe(404);
  });

  it('a person who sold a car is kept; a car deleted takes its costs with it', async () => {
    const [carId] = (await insertCars(t, demo.companyId, 1)) as [number];
    const seller = dataOf<{ id: number }>(
      await send('POST', '/persons', tk.company, { fullName: 'بائع سيارة للمعرض' }),
      201,
    );
    const set = await send(
      'PUT',
      `/car/${carId}/purchase`,
      tk.company,
      purchase({ sellerPersonId: seller.id }),
    );
    expect(dataOf<CarCosts>(set, 200).purchase?.seller).toEqual({
      id: seller.id,
      fullName: 'بائع سيارة للمعرض',
    });
    expect((await send('DELETE', `/persons/${seller.id}`, tk.company)).statusCode).toBe(409);
    expect((await send('DELETE', `/car/${carId}`, tk.company)).statusCode).toBe(200);
    expect((await send('DELETE', `/persons/${seller.id}`, tk.company)).statusCode).toBe(200);
  });

  it('reports the profit of a period by month and by branch, and the month’s profit on the dashboard', async () => {
    const { carId, deal } = await soldCar();
    await send('PUT', `/car/${carId}/purchase`, tk.company, purchase({ amount: '10000000' }));
    const month = deal.contractDate.slice(0, 7);
    const report = async (query: string, token = tk.company) =>
      dataOf<ProfitReport>(await t.get(`${BASE}/reports/profit?${query}`, token), 200);
    const byMonth = await report(`from=${month}-01&to=${deal.contractDate}`);
    const row = byMonth.rows.find((r) => r.key === month && r.currency === 'IQD')!;
    expect(row.sales).toBeGreaterThanOrEqual(1);
    expect(BigInt(row.net)).toBe(BigInt(row.revenue) - BigInt(row.cost));
    const iqd = byMonth.totals.find((x) => x.currency === 'IQD')!;
    expect(iqd).toMatchObject({ revenue: row.revenue, cost: row.cost, net: row.net });
    const byBranch = await report(`from=${month}-01&to=${deal.contractDate}&groupBy=branch`);
    expect(byBranch.totals).toEqual(byMonth.totals);
    const refused = await t.get(`${BASE}/reports/profit?from=2025-02-01&to=2025-01-01`, tk.company);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'to', message: 'تاريخ النهاية يجب ألا يسبق تاريخ البداية' },
    ]);

    const dashboard = dataOf<Dashboard>(await t.get(`${BASE}/dashboard`, tk.company), 200);
    expect(dashboard.profitThisMonth?.find((p) => p.currency === 'IQD')).toMatchObject({ net: iqd.net });
  });

  it('never shows a cost to staff without CAR_COSTS: not on any endpoint, export or the dashboard', async () => {
    const { carId, deal } = await soldCar();
    const marker = 'علامة تكلفة سرية';
    await send('PUT', `/car/${carId}/purchase`, tk.company, purchase({ amount: '7777777', note: marker }));
    await send('POST', `/car/${carId}/expenses`, tk.company, {
      kind: 'COMMISSION',
      amount: '4444444',
      currency: 'IQD',
      date: '2024-03-01',
      note: marker,
    });
    for (const token of [tk.sales, tk.accountant]) {
      expect((await t.get(`${BASE}/car/${carId}/costs`, token)).statusCode).toBe(403);
      expect((await send('PUT', `/car/${carId}/purchase`, token, purchase())).statusCode).toBe(403);
      expect((await t.get(`${BASE}/reports/profit?from=2024-01-01&to=2024-12-31`, token)).statusCode).toBe(
        403,
      );
      const dashboard = await t.get(`${BASE}/dashboard`, token);
      if (dashboard.statusCode === 200) expect(dashboard.json().data.profitThisMonth).toBeNull();
      // Every read of the API the staff member may call, with this car's and this deal's ids.
      let read = 0;
      for (const e of allEndpoints()) {
        if (e.method !== 'GET' || e.path.startsWith('/admin') || e.path === '/files/:key') continue;
        const path = e.path
          .replace(/^\/car\/:id/, `/car/${carId}`)
          .replace(/^\/contracts\/:id/, `/contracts/${deal.id}`)
          .replace(/^\/history\/:entity\/:id/, `/history/car/${carId}`)
          .replace(/:kind/, 'contract')
          .replace(/:\w+/g, String(deal.id));
        const query = loadedSchemasOf(e).query ? '?size=100&from=2024-01-01&to=2024-12-31' : '';
        const res = await t.get(`${BASE}${path}${query}`, token);
        expect(res.body, `${e.path}`).not.toContain('7777777');
        expect(res.body, `${e.path}`).not.toContain('7,777,777');
        expect(res.body, `${e.path}`).not.toContain('4444444');
        expect(res.body, `${e.path}`).not.toContain(marker);
        read++;
      }
      expect(read).toBeGreaterThan(30);
    }
  });

  it("is another company's own: its staff with CAR_COSTS see their cars' costs, never ours", async () => {
    const { carId } = await soldCar();
    const other = await createOtherCompany(t, 'costs');
    const [staffToken] = await t.tokens(other.staffUsername);
    expect((await t.get(`${BASE}/car/${carId}/costs`, staffToken)).statusCode).toBe(403);
    await grantPermission(t, other, 'CAR_COSTS');
    const [granted] = await t.tokens(other.staffUsername);
    expect((await t.get(`${BASE}/car/${carId}/costs`, granted)).statusCode).toBe(404);
    const [theirCar] = (await insertCars(t, other.companyId, 1)) as [number];
    const set = await send('PUT', `/car/${theirCar}/purchase`, granted, purchase());
    expect(dataOf<CarCosts>(set, 200).purchase?.amount).toBe('9000000');
  });
});
