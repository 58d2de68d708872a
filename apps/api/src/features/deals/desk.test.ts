import type { Payment, PaymentListResponse, PaymentPlan } from '@cc/contracts';
import { parseMoney } from '@cc/domain';
import { describe, expect, it } from 'vitest';
import { createOtherCompany } from '../../../test/companies';
import { createDeal, useDemoBuyer } from '../../../test/deals';
import { BASE, useTestApp, useTokens } from '../../../test/helper';
import { branches } from '../../db/schema';

// The payments desk's rules: money in the other currency, settlement discounts, the ledger's filters,
// per-currency totals and CSV export (docs/domain/payments-and-reversal.md).

const t = useTestApp();
const tk = useTokens(t, 'company', 'accountant', 'sales');
const demo = useDemoBuyer(t);

const newDeal = (over: Record<string, unknown> = {}) =>
  createDeal(t, { token: tk.company, companyId: demo.companyId, buyerId: demo.buyer, over });
const post = (payload: object, token = tk.accountant) =>
  t.request({ method: 'POST', url: `${BASE}/payments`, payload, token });
const discount = (planId: number, payload: object, token = tk.company) =>
  t.request({ method: 'POST', url: `${BASE}/payment-plans/${planId}/discount`, payload, token });
const reverse = (id: number, token = tk.company) =>
  t.request({ method: 'POST', url: `${BASE}/payments/${id}/reverse`, payload: { reason: 'خطأ' }, token });
const plan = async (id: number) =>
  (await t.request({ method: 'GET', url: `${BASE}/payment-plans/${id}`, token: tk.company })).json()
    .data as PaymentPlan;
const list = async (query: Record<string, string>, token = tk.accountant) => {
  const res = await t.request({ method: 'GET', url: `${BASE}/payments`, query, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PaymentListResponse;
};

describe('money handed over in the other currency', () => {
  it('records dollars on a dinar deal: the entry in dinars at the rate, with what was handed over', async () => {
    const deal = await newDeal();
    const res = await post({
      planId: deal.paymentPlan.id,
      method: 'CASH',
      handedCurrency: 'USD',
      handedAmount: '١٠٠',
      exchangeRate: '1462.5',
    });
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json().data as Payment;
    expect(p).toMatchObject({
      amount: '146250',
      currency: 'IQD',
      handedAmount: '100.00',
      handedCurrency: 'USD',
      exchangeRate: '1462.5',
      remainingAfter: String(10_000_000 - 146_250),
    });
    // The receipt's read (a reprint) shows the same.
    const again = await t.request({ method: 'GET', url: `${BASE}/payments/${p.id}`, token: tk.accountant });
    expect(again.json().data).toMatchObject({ handedAmount: '100.00', exchangeRate: '1462.5' });
    expect(again.json().data.allocations).toEqual([{ sequence: 1, amount: '146250' }]);
  });

  it('records dinars on a dollar deal rounded to the cent; a matching amount is accepted, another refused', async () => {
    const deal = await newDeal({ currency: 'USD', price: '12000', downPayment: '2000' });
    const body = { planId: deal.paymentPlan.id, method: 'CASH', handedCurrency: 'IQD', handedAmount: '1000' };
    const ok = await post({ ...body, exchangeRate: '1500', amount: '0.67' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data).toMatchObject({ amount: '0.67', currency: 'USD', handedAmount: '1000' });
    const wrong = await post({ ...body, exchangeRate: '1500', amount: '1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { field: 'amount', message: 'المبلغ لا يساوي المبلغ المسلَّم محوّلاً بسعر الصرف' },
    ]);
  });

  it('refuses a missing or bad rate or handed amount with Arabic field errors, and more than remains with 409', async () => {
    const deal = await newDeal();
    const planId = deal.paymentPlan.id;
    const noRate = await post({ planId, method: 'CASH', handedCurrency: 'USD', handedAmount: '10' });
    expect(noRate.statusCode).toBe(400);
    expect(noRate.json().errors).toEqual([{ field: 'exchangeRate', message: 'سعر الصرف مطلوب' }]);
    const badRate = await post({
      planId,
      method: 'CASH',
      handedCurrency: 'USD',
      handedAmount: '10',
      exchangeRate: '0',
    });
    expect(badRate.statusCode).toBe(400);
    expect(badRate.json().errors[0].field).toBe('exchangeRate');
    const cents = await post({
      planId,
      method: 'CASH',
      handedCurrency: 'USD',
      handedAmount: '1.234',
      exchangeRate: '1300',
    });
    expect(cents.json().errors[0].field).toBe('handedAmount');
    const tooMuch = await post({
      planId,
      method: 'CASH',
      handedCurrency: 'USD',
      handedAmount: '10000',
      exchangeRate: '1310',
    });
    expect(tooMuch.statusCode).toBe(409);
    // The deal's own currency handed over is a plain payment: the amount is what counts.
    const same = await post({ planId, method: 'CASH', amount: '5000', handedCurrency: 'IQD' });
    expect(same.statusCode, same.body).toBe(201);
    expect(same.json().data).toMatchObject({ amount: '5000', handedAmount: null, exchangeRate: null });
  });
});

describe('POST /payment-plans/{id}/discount', () => {
  it('reduces what remains, is never money received, and is reversed like a payment', async () => {
    const deal = await newDeal();
    const planId = deal.paymentPlan.id;
    const res = await discount(planId, { amount: '500000', reason: 'تسوية نهائية' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('تم تسجيل الخصم');
    const d = res.json().data as Payment;
    expect(d).toMatchObject({
      kind: 'DISCOUNT',
      entryKind: 'DISCOUNT',
      reason: 'تسوية نهائية',
      remainingAfter: '9500000',
    });
    expect(await plan(planId)).toMatchObject({
      paidAmount: '2000000',
      discountAmount: '500000',
      remainingAmount: '9500000',
    });
    // Not in the money received.
    const { totals } = await list({ planId: String(planId) });
    expect(totals).toEqual([{ currency: 'IQD', amount: '2000000', count: 1 }]);

    const rev = await reverse(d.id);
    expect(rev.statusCode, rev.body).toBe(201);
    expect(rev.json().data).toMatchObject({
      kind: 'REVERSAL',
      entryKind: 'DISCOUNT',
      remainingAfter: '10000000',
    });
    expect(await plan(planId)).toMatchObject({
      paidAmount: '2000000',
      discountAmount: '0',
      remainingAmount: '10000000',
    });
    expect((await reverse(d.id)).statusCode).toBe(409);
  });

  it('never below zero (409); a discount of everything left makes the plan PAID; then nothing more', async () => {
    const deal = await newDeal();
    const planId = deal.paymentPlan.id;
    const over = await discount(planId, { amount: '10000001', reason: 'x' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toContain('الخصم أكبر من المتبقي');
    expect((await discount(planId, { amount: '10000000', reason: 'إعفاء' })).statusCode).toBe(201);
    expect(await plan(planId)).toMatchObject({ status: 'PAID', remainingAmount: '0', paidAmount: '2000000' });
    expect((await discount(planId, { amount: '1', reason: 'x' })).statusCode).toBe(409);
  });

  it('requires a reason and a positive amount (400), the company account (403), the company’s plan (404)', async () => {
    const deal = await newDeal();
    const planId = deal.paymentPlan.id;
    const noReason = await discount(planId, { amount: '1000' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0]).toEqual({ field: 'reason', message: 'سبب الخصم مطلوب' });
    expect((await discount(planId, { amount: '0', reason: 'x' })).statusCode).toBe(400);
    expect((await discount(planId, { amount: '1000', reason: 'x' }, tk.accountant)).statusCode).toBe(403);
    expect((await discount(planId, { amount: '1000', reason: 'x' }, tk.sales)).statusCode).toBe(403);
    const other = (await t.login((await createOtherCompany(t)).accountUsername)).accessToken;
    expect((await discount(planId, { amount: '1000', reason: 'x' }, other)).statusCode).toBe(404);
    expect((await plan(planId)).discountAmount).toBe('0');
  });
});

describe('GET /payments filters and totals', () => {
  it('filters by method, currency, reversed, kind, keyword (receipt and deal number, Arabic-Indic digits) with per-currency totals', async () => {
    const iqd = await newDeal();
    const usd = await newDeal({ currency: 'USD', price: '12000', downPayment: '2000' });
    const a = (await post({ planId: iqd.paymentPlan.id, method: 'TRANSFER', amount: '300000' })).json()
      .data as Payment;
    const b = (await post({ planId: iqd.paymentPlan.id, method: 'CASH', amount: '200000' })).json()
      .data as Payment;
    await post({ planId: usd.paymentPlan.id, method: 'TRANSFER', amount: '150.50' });
    expect((await reverse(b.id)).statusCode).toBe(201);
    const deals = (d: number) => String(d);

    const both = await list({ keyword: '', size: '100', dealId: deals(iqd.id) });
    expect(both.data.length).toBe(4); // down payment, a, b, b's reversal
    // Each row says which instalments it settles as the ledger stands; reversed entries settle none.
    const rowOf = (id: number) => both.data.find((p) => p.id === id)!;
    expect(rowOf(a.id).allocations).toEqual([{ sequence: 1, amount: '300000' }]);
    expect(rowOf(b.id).allocations).toEqual([]);
    expect(both.totals).toEqual([{ currency: 'IQD', amount: '2300000', count: 2 }]);

    const transfer = await list({ method: 'TRANSFER', size: '100' });
    expect(transfer.data.every((p) => p.method === 'TRANSFER' && p.entryKind === 'PAYMENT')).toBe(true);
    // Two currencies: two totals, never added together.
    expect(transfer.totals.map((x) => x.currency)).toEqual(['IQD', 'USD']);

    const dollars = await list({ currency: 'USD', dealId: deals(usd.id) });
    expect(dollars.totals).toEqual([{ currency: 'USD', amount: '2150.50', count: 2 }]);

    const reversed = await list({ reversed: 'true', dealId: deals(iqd.id) });
    expect(reversed.data.map((p) => p.kind).sort()).toEqual(['PAYMENT', 'REVERSAL']);
    expect(reversed.data.every((p) => p.reversed || p.kind === 'REVERSAL')).toBe(true);
    expect(reversed.totals).toEqual([]);
    const standing = await list({ reversed: 'false', dealId: deals(iqd.id) });
    expect(standing.data.map((p) => p.id).sort()).toEqual(
      both.data
        .filter((p) => !p.reversed && p.kind !== 'REVERSAL')
        .map((p) => p.id)
        .sort(),
    );

    const arabicDigits = String(a.receiptNumber).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
    const byReceipt = await list({ keyword: arabicDigits, size: '100' });
    expect(byReceipt.data.map((p) => p.id)).toContain(a.id);
    const byDeal = await list({ keyword: String(iqd.contractNumber), size: '100' });
    expect(byDeal.data.some((p) => p.dealId === iqd.id)).toBe(true);

    const mine = await list({ recordedBy: String(a.recordedBy!.id), dealId: deals(iqd.id) });
    expect(mine.data.every((p) => p.recordedBy?.id === a.recordedBy!.id)).toBe(true);
    expect((await list({ branchId: '2147483647' })).data).toEqual([]);

    const bad = await t.request({
      method: 'GET',
      url: `${BASE}/payments`,
      query: { method: 'CHEQUE' },
      token: tk.accountant,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('totals kept per day, branch and currency (no method, recorder or deal filter) match the ledger: a reversal takes its payment out, a discount never counts', async () => {
    const [branch] = await t.db
      .insert(branches)
      .values({ companyId: demo.companyId, name: 'فرع المجاميع' })
      .returning({ id: branches.id });
    const inBranch = await newDeal({ branchId: branch!.id });
    const usd = await newDeal({ currency: 'USD', price: '12000', downPayment: '2000', branchId: branch!.id });
    const elsewhere = await newDeal();
    const before = await list({});
    const branchBefore = await list({ branchId: String(branch!.id) });
    expect(branchBefore.totals).toEqual([
      { currency: 'IQD', amount: '2000000', count: 1 },
      { currency: 'USD', amount: '2000.00', count: 1 },
    ]);
    const p = (await post({ planId: inBranch.paymentPlan.id, method: 'CASH', amount: '300000' })).json()
      .data as Payment;
    await post({ planId: inBranch.paymentPlan.id, method: 'TRANSFER', amount: '100000' });
    await post({ planId: usd.paymentPlan.id, method: 'CASH', amount: '10.25' });
    await post({ planId: elsewhere.paymentPlan.id, method: 'CASH', amount: '50000' });
    expect((await discount(inBranch.paymentPlan.id, { amount: '1000', reason: 'خصم' })).statusCode).toBe(201);
    expect((await reverse(p.id)).statusCode).toBe(201);

    const minor = (totals: PaymentListResponse['totals'], currency: string) => {
      const line = totals.find((x) => x.currency === currency);
      if (!line) return { amount: 0, count: 0 };
      const parsed = parseMoney(line.amount, line.currency);
      return { amount: parsed.ok ? parsed.value : Number.NaN, count: line.count };
    };
    // The whole company: the three payments that stand (p reversed), the discount not money received.
    const after = await list({});
    expect(minor(after.totals, 'IQD')).toEqual({
      amount: minor(before.totals, 'IQD').amount + 100_000 + 50_000,
      count: minor(before.totals, 'IQD').count + 2,
    });
    expect(minor(after.totals, 'USD')).toEqual({
      amount: minor(before.totals, 'USD').amount + 1025,
      count: minor(before.totals, 'USD').count + 1,
    });
    expect((await list({ branchId: String(branch!.id) })).totals).toEqual([
      { currency: 'IQD', amount: '2100000', count: 2 },
      { currency: 'USD', amount: '2010.25', count: 2 },
    ]);
    expect((await list({ branchId: String(branch!.id), currency: 'USD' })).totals).toEqual([
      { currency: 'USD', amount: '2010.25', count: 2 },
    ]);

    // Filters the summary rows carry answer what the ledger's own sum answers (method splits the ledger).
    const today = p.paidAt;
    for (const filters of [
      {},
      { fromDate: today },
      { toDate: today },
      { fromDate: today, toDate: today },
      { toDate: '2000-01-01' },
      { branchId: String(branch!.id), fromDate: today },
      { currency: 'IQD' },
      { reversed: 'false' },
      { kind: 'PAYMENT' },
    ] as Record<string, string>[]) {
      const whole = (await list(filters)).totals;
      const cash = (await list({ ...filters, method: 'CASH' })).totals;
      const transfer = (await list({ ...filters, method: 'TRANSFER' })).totals;
      for (const currency of ['IQD', 'USD']) {
        const sum = {
          amount: minor(cash, currency).amount + minor(transfer, currency).amount,
          count: minor(cash, currency).count + minor(transfer, currency).count,
        };
        expect(minor(whole, currency), JSON.stringify({ filters, currency })).toEqual(sum);
      }
      expect(whole.every((x) => x.count > 0)).toBe(true);
    }
    for (const filters of [{ kind: 'REVERSAL' }, { kind: 'DISCOUNT' }, { reversed: 'true' }] as Record<
      string,
      string
    >[]) {
      expect((await list(filters)).totals).toEqual([]);
    }
  });

  it('exports the filtered ledger as CSV (BOM, Arabic titles), GET_INSTALLMENT only, the company’s rows only', async () => {
    const deal = await newDeal();
    await post({
      planId: deal.paymentPlan.id,
      method: 'CASH',
      handedCurrency: 'USD',
      handedAmount: '50',
      exchangeRate: '1300',
    });
    const res = await t.request({
      method: 'GET',
      url: `${BASE}/payments/export`,
      query: { dealId: String(deal.id) },
      token: tk.accountant,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="payments.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('رقم الإيصال');
    expect(lines).toHaveLength(3); // titles, down payment, the dollars
    expect(lines[2]).toContain('65000');
    expect(lines[2]).toContain('50.00');
    expect(lines[2]).toContain('1300');
    expect(
      (await t.request({ method: 'GET', url: `${BASE}/payments/export`, token: tk.sales })).statusCode,
    ).toBe(403);
    const other = (await t.login((await createOtherCompany(t)).accountUsername)).accessToken;
    const theirs = await t.request({ method: 'GET', url: `${BASE}/payments/export`, token: other });
    expect(
      theirs.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
  });
});
