import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherCompany, grantPermission, type OtherCompany } from '../../../test/companies';
import { BASE, dataOf, expectError, useTestApp, useTokens } from '../../../test/helper';

// The company's default exchange rate and its history (docs/domain/staff-and-settings.md#company-settings).

const t = useTestApp();
const tk = useTokens(t, 'company', 'sales', 'accountant', 'superadmin');
let other: OtherCompany;
beforeAll(async () => {
  other = await createOtherCompany(t);
});

const read = (token?: string) => t.get(`${BASE}/company/exchange-rate`, token);
const set = (token: string | undefined, payload: object) =>
  t.request({ method: 'PUT', url: `${BASE}/company/exchange-rate`, token, payload });

interface Rate {
  current: { id: number; rate: string; setAt: string; setBy: { id: number; fullName: string } } | null;
  history: { id: number; rate: string; setAt: string; setBy: { id: number; fullName: string } }[];
}

describe('the default exchange rate', () => {
  it('starts unset, then each change is a row of its history: rate, from when, who', async () => {
    expect(dataOf<Rate>(await read(tk.company), 200)).toEqual({ current: null, history: [] });
    const start = Date.now();
    const first = await set(tk.company, { rate: '١٣١٠' });
    const body = dataOf<Rate>(first, 200);
    expect(first.json().message).toBe('تم حفظ سعر الصرف الافتراضي');
    expect(body.current).toEqual({
      id: expect.any(Number),
      rate: '1310',
      setAt: expect.any(String),
      setBy: { id: expect.any(Number), fullName: 'معرض الأمانة للسيارات' },
    });
    expect(Date.parse(body.current!.setAt)).toBeGreaterThanOrEqual(start - 1000);
    expect((await t.lastAudit('EXCHANGE_RATE_SET'))!.changes).toEqual({
      before: { exchangeRate: null },
      after: { exchangeRate: '1310' },
    });

    const second = dataOf<Rate>(await set(tk.company, { rate: 1462.5 }), 200);
    expect(second.current!.rate).toBe('1462.5');
    expect(second.history.map((h) => h.rate)).toEqual(['1462.5', '1310']);
    // The same rate again is no change: no row, no audit, and the answer says so.
    const audited = await t.lastAudit('EXCHANGE_RATE_SET');
    const same = await set(tk.company, { rate: '1462.50' });
    expect(same.json().message).toBe('سعر الصرف الافتراضي لم يتغير');
    expect(dataOf<Rate>(same, 200).history).toHaveLength(2);
    expect((await t.lastAudit('EXCHANGE_RATE_SET'))!.id).toBe(audited!.id);
  });

  it('is read by staff who record payments (UPDATE_INSTALLMENT), set by the company account only', async () => {
    const rate = dataOf<Rate>(await read(tk.accountant), 200);
    expect(rate.current?.rate).toBe('1462.5');
    expect((await read(tk.sales)).statusCode).toBe(403);
    expect((await read(tk.superadmin)).statusCode).toBe(403);
    expect((await read()).statusCode).toBe(401);
    for (const token of [tk.accountant, tk.sales, tk.superadmin]) {
      const res = await set(token, { rate: '1500' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await set(undefined, { rate: '1500' })).statusCode).toBe(401);
    expect(dataOf<Rate>(await read(tk.company), 200).current?.rate).toBe('1462.5');
  });

  it("keeps each company's rate to itself", async () => {
    const [account] = await t.tokens(other.accountUsername);
    expect(dataOf<Rate>(await read(account), 200)).toEqual({ current: null, history: [] });
    expect(dataOf<Rate>(await set(account, { rate: '1300' }), 200).current!.setBy.fullName).toBe(
      `شركة ${other.accountUsername.replace(/-company$/, '')}`,
    );
    await grantPermission(t, other, 'UPDATE_INSTALLMENT');
    const [staff] = await t.tokens(other.staffUsername);
    expect(dataOf<Rate>(await read(staff), 200).history.map((h) => h.rate)).toEqual(['1300']);
    expect(dataOf<Rate>(await read(tk.company), 200).history.map((h) => h.rate)).toEqual(['1462.5', '1310']);
  });

  it('refuses a rate that is not positive, out of sane bounds or not a number, in Arabic under `rate`', async () => {
    const outOfRange = 'سعر الصرف الافتراضي يجب أن يكون بين 100 و10000 دينار للدولار الواحد';
    const invalid = 'سعر الصرف غير صالح، أدخل عدد الدنانير مقابل الدولار الواحد (حتى 4 أرقام عشرية)';
    const cases: [unknown, string][] = [
      ['0', invalid],
      ['-1310', invalid],
      ['abc', invalid],
      ['1310.12345', invalid],
      ['13100', outOfRange],
      ['٩٩', outOfRange],
      [10000.5, outOfRange],
      ['', 'سعر الصرف مطلوب'],
      [null, 'سعر الصرف مطلوب'],
    ];
    for (const [rate, message] of cases) {
      const res = await set(tk.company, { rate });
      expectError(res, 400, 'VALIDATION_FAILED', expect.stringMatching(/[\u0600-\u06FF]/), [
        { field: 'rate', message },
      ]);
    }
    expect((await set(tk.company, {})).statusCode).toBe(400);
    expect(dataOf<Rate>(await read(tk.company), 200).history).toHaveLength(2);
  });
});
