import type { CashBox, CashClosing, Deal, Payment } from '@cc/contracts';
import { formatMoney } from '@cc/domain';
import { describe, expect, it } from 'vitest';
import { createOtherCompany } from '../../../test/companies';
import { createDeal, useDemoBuyer } from '../../../test/deals';
import { BASE, dataOf, expectError, useTestApp, useTokens } from '../../../test/helper';

// The cash box (docs/domain/cash-box.md): what a cashier's drawer should hold per currency, moved by cash
// taken, handed back and handed over, closed against what was counted; no cash dated into a closed day.

const t = useTestApp();
const tk = useTokens(t, 'company', 'sales', 'accountant');
const demo = useDemoBuyer(t);
const INVALID = 'البيانات المدخلة غير صالحة، يرجى مراجعة الحقول';

const post = (url: string, payload: object, token: string) =>
  t.request({ method: 'POST', url: `${BASE}${url}`, token, payload });
const boxes = async (token: string) => dataOf<CashBox[]>(await t.get(`${BASE}/cash-box`, token), 200);
const box = async (token: string, currency: 'IQD' | 'USD') =>
  (await boxes(token)).find((b) => b.currency === currency)!;
const pay = (planId: number, body: object, token = tk.accountant) =>
  post('/payments', { planId, method: 'CASH', ...body }, token);

describe('the cash box', () => {
  it('expects the cash taken, less reversals and handovers, in the currency the drawer got; closes on a count with a note', async () => {
    const deal = await createDeal(t, { token: tk.company, companyId: demo.companyId, buyerId: demo.buyer });
    const planId = (deal as Deal).paymentPlan.id;
    const [iqd0, usd0] = [await box(tk.accountant, 'IQD'), await box(tk.accountant, 'USD')];
    const first = dataOf<Payment>(await pay(planId, { amount: '1000000' }), 201);
    dataOf(await pay(planId, { amount: '500000', method: 'TRANSFER' }), 201);
    dataOf(
      await pay(planId, {
        amount: '131000',
        handedCurrency: 'USD',
        handedAmount: '100',
        exchangeRate: '1310',
      }),
      201,
    );
    // The company account reverses the first: its cash leaves the accountant's drawer.
    dataOf(await post(`/payments/${first.id}/reverse`, { reason: 'خطأ' }, tk.company), 201);
    dataOf(await pay(planId, { amount: '700000' }), 201);
    const iqd = await box(tk.accountant, 'IQD');
    const usd = await box(tk.accountant, 'USD');
    expect(Number(iqd.expected) - Number(iqd0.expected)).toBe(700_000);
    expect(Number(iqd.received) - Number(iqd0.received)).toBe(700_000);
    expect(Number(usd.expected) - Number(usd0.expected)).toBe(100);

    // Cash handed to the company account: out of the drawer now, into the receiver's once acknowledged.
    const companyUser = (await t.login('company')).user.id;
    // Those who take money are offered, never the caller nor a salesman without UPDATE_INSTALLMENT.
    const receivers = dataOf<{ id: number; fullName: string }[]>(
      await t.get(`${BASE}/cash-box/receivers`, tk.accountant),
      200,
    );
    expect(receivers.map((r) => r.id)).toContain(companyUser);
    expect(receivers.map((r) => r.fullName)).not.toContain('سارة حسن');
    expect(receivers.map((r) => r.fullName)).not.toContain('أحمد علي');
    const companyBefore = await box(tk.company, 'IQD');
    const handed = await post(
      '/cash-box/handovers',
      { toUserId: companyUser, currency: 'IQD', amount: '٢٠٠٬٠٠٠' },
      tk.accountant,
    );
    const handover = dataOf<{ id: number }>(handed, 201);
    expect(Number((await box(tk.accountant, 'IQD')).expected)).toBe(Number(iqd.expected) - 200_000);
    expect((await box(tk.company, 'IQD')).expected).toBe(companyBefore.expected);
    const pending = dataOf<{ toAcknowledge: { id: number }[] }>(
      await t.get(`${BASE}/cash-box/handovers`, tk.company),
      200,
    );
    expect(pending.toAcknowledge.map((h) => h.id)).toContain(handover.id);
    // Only the receiver acknowledges.
    expect((await post(`/cash-box/handovers/${handover.id}/acknowledge`, {}, tk.accountant)).statusCode).toBe(
      404,
    );
    dataOf(await post(`/cash-box/handovers/${handover.id}/acknowledge`, {}, tk.company), 200);
    expect(Number((await box(tk.company, 'IQD')).handedIn) - Number(companyBefore.handedIn)).toBe(200_000);

    // Close the day: 5,000 short, so a note is required.
    const expected = Number((await box(tk.accountant, 'IQD')).expected);
    const counted = String(expected - 5_000);
    expectError(
      await post('/cash-box/closings', { currency: 'IQD', counted }, tk.accountant),
      400,
      'VALIDATION_FAILED',
      INVALID,
      [{ field: 'note', message: 'يوجد فرق بين المعدود والمتوقع: اكتب ملاحظة تشرح الفرق' }],
    );
    const res = await post(
      '/cash-box/closings',
      { currency: 'IQD', counted, note: 'نقص ورقة' },
      tk.accountant,
    );
    const closing = dataOf<CashClosing>(res, 201);
    expect(res.json().message).toBe('تم إغلاق الصندوق لهذا اليوم');
    expect(closing).toMatchObject({
      currency: 'IQD',
      expected: String(expected),
      counted,
      difference: '-5000',
      note: 'نقص ورقة',
      userName: 'سارة حسن',
      reopened: null,
    });
    const after = await box(tk.accountant, 'IQD');
    expect(after.lastClosing).toMatchObject({ id: closing.id, counted });
    expect(after).toMatchObject({ opening: counted, expected: counted, received: '0' });

    // The day is closed: no cash dated into it, no second closing; transfers still go.
    const today = after.today;
    const closedMessage = `أُغلق صندوق يوم ${today}: لا يمكن تسجيل دفعة نقدية بتاريخه أو قبله، سجّلها بتاريخ اليوم`;
    expectError(await pay(planId, { amount: '100000' }), 400, 'VALIDATION_FAILED', INVALID, [
      { field: 'paidAt', message: closedMessage },
    ]);
    dataOf(await pay(planId, { amount: '100000', method: 'TRANSFER' }), 201);
    expectError(
      await post('/cash-box/closings', { currency: 'IQD', counted }, tk.accountant),
      409,
      'CONFLICT',
      `أُغلق صندوق هذا اليوم (${today}) مسبقاً`,
    );
    expect(await t.lastAudit('CASH_BOX_CLOSED', closing.id)).toBeDefined();

    // The company account reopens it with a reason; the day takes cash and closes again.
    expect(
      (await post(`/cash-box/closings/${closing.id}/reopen`, { reason: 'x' }, tk.accountant)).statusCode,
    ).toBe(403);
    const reopened = dataOf<CashClosing>(
      await post(`/cash-box/closings/${closing.id}/reopen`, { reason: 'نُسيت دفعة' }, tk.company),
      200,
    );
    expect(reopened.reopened).toMatchObject({ reason: 'نُسيت دفعة' });
    dataOf(await pay(planId, { amount: '100000' }), 201);
    const again = dataOf<CashClosing>(
      await post(
        '/cash-box/closings',
        { currency: 'IQD', counted: String(expected + 100_000) },
        tk.accountant,
      ),
      201,
    );
    expect(again.difference).toBe('0');
  });

  it('reads a closing as it prints: the cashier their own, the company account any; never another company', async () => {
    const other = await createOtherCompany(t);
    const token = (await t.login(other.accountUsername)).accessToken;
    // A new company's box is empty; 120 dollars found in the drawer, counted by note.
    expect(await box(token, 'USD')).toMatchObject({ opening: '0.00', expected: '0.00', lastClosing: null });
    const wrong = await post(
      '/cash-box/closings',
      { currency: 'USD', counted: '120', note: 'زيادة', denominations: { '100': 1, '10': 1 } },
      token,
    );
    expectError(wrong, 400, 'VALIDATION_FAILED', INVALID, [
      {
        field: 'denominations',
        message: `مجموع الفئات ${formatMoney(11_000, 'USD')} لا يساوي المبلغ المعدود`,
      },
    ]);
    const closing = dataOf<CashClosing>(
      await post(
        '/cash-box/closings',
        { currency: 'USD', counted: '120', note: 'زيادة', denominations: { '100': 1, '20': 1 } },
        token,
      ),
      201,
    );
    expect(closing).toMatchObject({ difference: '120.00', denominations: { '100': 1, '20': 1 } });
    expect(
      dataOf<CashClosing>(await t.get(`${BASE}/cash-box/closings/${closing.id}`, token), 200).company.name,
    ).toBe(`شركة ${other.accountUsername.replace('-company', '')}`);
    // Another company's closing is not found; staff without UPDATE_INSTALLMENT have no box.
    expectError(
      await t.get(`${BASE}/cash-box/closings/${closing.id}`, tk.company),
      404,
      'NOT_FOUND',
      'إغلاق الصندوق غير موجود',
    );
    expect((await t.get(`${BASE}/cash-box`, tk.sales)).statusCode).toBe(403);
    // Nor is its handover: the other company's account hands cash to its staff; our account cannot take it.
    const handover = dataOf<{ id: number }>(
      await post('/cash-box/handovers', { toUserId: other.staffId, currency: 'IQD', amount: '20000' }, token),
      201,
    );
    expectError(
      await post(`/cash-box/handovers/${handover.id}/acknowledge`, {}, tk.company),
      404,
      'NOT_FOUND',
      'التسليم غير موجود أو مؤكد مسبقاً',
    );
    // The other company's users are never offered as receivers.
    const offered = dataOf<{ id: number }[]>(await t.get(`${BASE}/cash-box/receivers`, tk.company), 200);
    expect(offered.map((r) => r.id)).not.toContain(other.staffId);
    expect(offered.map((r) => r.id)).not.toContain(other.accountId);
    const ours = dataOf<{ toAcknowledge: { id: number }[] }>(
      await t.get(`${BASE}/cash-box/handovers`, tk.company),
      200,
    );
    expect(ours.toAcknowledge.map((h) => h.id)).not.toContain(handover.id);
  });
});
