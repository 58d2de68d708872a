import type { Deal, InstallmentRow, Payment, PaymentPlan } from '@cc/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOtherCompany, grantPermission } from '../../../test/companies';
import { createDeal, dealBody, insertCars, insertPersons, useDemoBuyer } from '../../../test/deals';
import { BASE, useTestApp, useTokens } from '../../../test/helper';
import { cars } from '../../db/schema';

const t = useTestApp();
const tk = useTokens(t, 'company', 'sales', 'accountant');
const demo = useDemoBuyer(t);

const newDeal = (over: Record<string, unknown> = {}) =>
  createDeal(t, { token: tk.company, companyId: demo.companyId, buyerId: demo.buyer, over });
const pay = (payload: object, token = tk.accountant, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: `${BASE}/payments`, payload, token, headers });
const plan = async (id: number) =>
  (await t.get(`${BASE}/payment-plans/${id}`, tk.accountant)).json().data as PaymentPlan;
const reschedule = (planId: number, installmentCount: number, firstDueDate: string, token = tk.accountant) =>
  t.request({
    method: 'PUT',
    url: `${BASE}/payment-plans/${planId}/schedule`,
    payload: { installmentCount, firstDueDate },
    token,
  });

describe('POST /payments', () => {
  it('lets who records a payment read it for its receipt (UPDATE_INSTALLMENT without GET_INSTALLMENT)', async () => {
    const other = await createOtherCompany(t);
    await grantPermission(t, other, 'UPDATE_INSTALLMENT');
    const staff = (await t.login(other.staffUsername)).accessToken;
    const account = (await t.login(other.accountUsername)).accessToken;
    const [buyerId] = (await insertPersons(t, other.companyId, 1)) as [number];
    const deal = await createDeal(t, { token: account, companyId: other.companyId, buyerId });
    const recorded = await pay({ planId: deal.paymentPlan.id, amount: '1000', method: 'CASH' }, staff);
    expect(recorded.statusCode, recorded.body).toBe(201);
    const id = (recorded.json().data as Payment).id;
    const one = await t.get(`${BASE}/payments/${id}`, staff);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toMatchObject({ id, amount: '1000' });
    // The ledger itself stays GET_INSTALLMENT's; sales (neither permission) reads no receipt.
    expect((await t.get(`${BASE}/payments`, staff)).statusCode).toBe(403);
    const refused = await t.get(`${BASE}/payments/${id}`, tk.sales);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('ليس لديك صلاحية لتنفيذ هذا الإجراء');
  });

  it('allocates partial payments earliest due first, with receipt numbers and the remaining balance', async () => {
    const deal = await newDeal();
    const planId = deal.paymentPlan.id;
    const first = await pay({ planId, amount: '1500000', method: 'CASH', note: 'قسط' });
    expect(first.statusCode, first.body).toBe(201);
    const p1 = first.json().data as Payment;
    expect(p1).toMatchObject({
      amount: '1500000',
      remainingAfter: '8500000',
      isDownPayment: false,
      contractNumber: deal.contractNumber,
    });
    expect(p1.amountInWords).toContain('مليون');
    const second = (await pay({ planId, amount: 250000, method: 'TRANSFER' })).json().data as Payment;
    expect(second.receiptNumber).toBe(p1.receiptNumber + 1);
    expect(second.remainingAfter).toBe('8250000');
    const after = await plan(planId);
    expect(after.paidAmount).toBe('3750000');
    expect(after.remainingAmount).toBe('8250000');
    expect(after.installments.slice(0, 4).map((i) => [i.sequence, i.status, i.paidAmount])).toEqual([
      [0, 'PAID', '2000000'],
      [1, 'PAID', '1000000'],
      [2, 'PARTIAL', '750000'],
      [3, 'PENDING', '0'],
    ]);
    const one = await t.get(`${BASE}/payments/${p1.id}`, tk.accountant);
    expect(one.json().data.id).toBe(p1.id);
  });

  it('refuses more than remains with 409 naming the remaining amount; bad amounts 400', async () => {
    const deal = await newDeal({ currency: 'USD', price: '10000', downPayment: '1000', installmentCount: 9 });
    const planId = deal.paymentPlan.id;
    const over = await pay({ planId, amount: '9000.01', method: 'CASH' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toContain('9,000.00');
    for (const amount of ['0', '-5', '1.234', 'abc']) {
      const res = await pay({ planId, amount, method: 'CASH' });
      expect(res.statusCode, amount).toBe(400);
      expect(res.json().errors[0].field).toBe('amount');
    }
    expect((await pay({ planId, amount: '1', method: 'CHEQUE' })).statusCode).toBe(400);
  });

  it('refuses a date before 1900 (year 0000 would be a 500 from PostgreSQL) with an Arabic field error', async () => {
    const deal = await newDeal();
    for (const paidAt of ['0000-01-01', '1899-12-31']) {
      const res = await pay({ planId: deal.paymentPlan.id, amount: '1000', method: 'CASH', paidAt });
      expect(res.statusCode, paidAt).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'paidAt', message: 'التاريخ يجب ألا يكون قبل عام 1900' }]);
    }
    const list = await t.get(`${BASE}/payments`, tk.accountant, { fromDate: '0000-01-01' });
    expect(list.statusCode).toBe(400);
    const ok = await pay({
      planId: deal.paymentPlan.id,
      amount: '1000',
      method: 'CASH',
      paidAt: deal.contractDate,
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('refuses a payment dated after today or before its contract, with a field error and nothing recorded', async () => {
    const deal = await newDeal({ contractDate: '2026-01-10', firstDueDate: '2026-02-10' });
    const cases = [
      ['2099-01-01', 'تاريخ الدفع لا يمكن أن يكون بعد اليوم'],
      ['2026-01-09', 'تاريخ الدفع لا يمكن أن يسبق تاريخ العقد'],
    ] as const;
    for (const [paidAt, message] of cases) {
      const res = await pay({ planId: deal.paymentPlan.id, amount: '1000', method: 'CASH', paidAt });
      expect(res.statusCode, paidAt).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'paidAt', message }]);
    }
    expect((await plan(deal.paymentPlan.id)).paidAmount).toBe(deal.paymentPlan.paidAmount);
  });

  it('paying everything makes the plan PAID and the car Paid; nothing more is accepted', async () => {
    const deal = await newDeal({ price: '3000000', downPayment: '1000000', installmentCount: 2 });
    const res = await pay({ planId: deal.paymentPlan.id, amount: '2000000', method: 'CASH' });
    expect(res.json().data.remainingAfter).toBe('0');
    const p = await plan(deal.paymentPlan.id);
    expect(p.status).toBe('PAID');
    expect(p.installments.every((i) => i.status === 'PAID')).toBe(true);
    const [car] = await t.db.select({ s: cars.status }).from(cars).where(eq(cars.id, deal.car.id));
    expect(car!.s).toBe('Paid');
    expect((await pay({ planId: deal.paymentPlan.id, amount: '1', method: 'CASH' })).statusCode).toBe(409);
  });

  it('Idempotency-Key: the same key and body give the stored answer (one payment); another body 409', async () => {
    const deal = await newDeal();
    const planId = deal.paymentPlan.id;
    const key = { 'idempotency-key': `k-${planId}` };
    const a = await pay({ planId, amount: '100000', method: 'CASH' }, tk.accountant, key);
    const b = await pay({ planId, amount: '100000', method: 'CASH' }, tk.accountant, key);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.json()).toEqual(a.json());
    const list = await t.get(`${BASE}/payments`, tk.accountant, { planId: String(planId) });
    expect(list.json().pagination.totalItems).toBe(2); // the down payment and one payment
    const c = await pay({ planId, amount: '200000', method: 'CASH' }, tk.accountant, key);
    expect(c.statusCode).toBe(409);
    expect(c.json().message).toBe('مفتاح التكرار (Idempotency-Key) استُخدم لطلب مختلف');
  });

  it('isolation and permissions: another company’s plan is 404; sales 403; payments of others never listed', async () => {
    const other = await createOtherCompany(t);
    const token = (await t.login(other.accountUsername)).accessToken;
    const [oc] = (await insertCars(t, other.companyId, 1)) as [number];
    const [ob] = (await insertPersons(t, other.companyId, 1)) as [number];
    const deal = (
      await t.request({ method: 'POST', url: `${BASE}/contracts`, payload: dealBody(oc, ob), token })
    ).json().data as Deal;
    expect((await pay({ planId: deal.paymentPlan.id, amount: '1000', method: 'CASH' })).statusCode).toBe(404);
    expect((await t.get(`${BASE}/payment-plans/${deal.paymentPlan.id}`, tk.accountant)).statusCode).toBe(404);
    const theirs = await t.get(`${BASE}/payments`, token);
    const theirId = (theirs.json().data as Payment[])[0]!.id;
    expect((await t.get(`${BASE}/payments/${theirId}`, tk.accountant)).statusCode).toBe(404);
    const ours = await t.get(`${BASE}/payments`, tk.accountant, { size: '100' });
    expect((ours.json().data as Payment[]).some((p) => p.id === theirId)).toBe(false);
    expect(
      (await pay({ planId: deal.paymentPlan.id, amount: '1', method: 'CASH' }, tk.sales)).statusCode,
    ).toBe(403);
    expect((await t.get(`${BASE}/payments`, tk.sales)).statusCode).toBe(403);
    expect((await t.get(`${BASE}/installments`, tk.sales)).statusCode).toBe(403);
    expect((await t.get(`${BASE}/payment-plans/${deal.paymentPlan.id}`, tk.sales)).statusCode).toBe(404);
  });
});

describe('PUT /payment-plans/{id}/schedule', () => {
  it('re-spreads only unpaid instalments, keeping the remaining total', async () => {
    const deal = await newDeal();
    const planId = deal.paymentPlan.id;
    await pay({ planId, amount: '1500000', method: 'CASH' });
    const res = await reschedule(planId, 4, '2031-01-31');
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data as PaymentPlan;
    expect(p.remainingAmount).toBe('8500000');
    // The down payment stays where it is, with the paid and partly paid instalments.
    expect(p.installments.slice(0, 3).map((i) => [i.sequence, i.status, i.amount])).toEqual([
      [0, 'PAID', '2000000'],
      [1, 'PAID', '1000000'],
      [2, 'PARTIAL', '1000000'],
    ]);
    const fresh = p.installments.slice(3);
    expect(fresh.map((i) => i.dueDate)).toEqual(['2031-01-31', '2031-02-28', '2031-03-31', '2031-04-30']);
    expect(fresh.map((i) => i.amount)).toEqual(['2000000', '2000000', '2000000', '2000000']);
    expect(p.installmentCount).toBe(6);
    // Before a kept instalment: refused; sales lacks UPDATE_PAYMENT_PLAN.
    const early = await reschedule(planId, 2, '2029-01-01');
    expect(early.statusCode).toBe(400);
    expect(early.json().errors[0].field).toBe('firstDueDate');
    expect((await reschedule(planId, 2, '2032-01-01', tk.sales)).statusCode).toBe(403);
    expect((await reschedule(planId, 0, '2032-01-01')).statusCode).toBe(400);
  });
});

describe('GET /installments', () => {
  it('filters by status, overdue, dates and keyword; each row names its deal, buyer and car', async () => {
    const list = async (query: Record<string, string>) => {
      const res = await t.get(`${BASE}/installments`, tk.accountant, { size: '100', ...query });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as InstallmentRow[];
    };
    const overdue = await list({ overdue: 'true' });
    expect(overdue.length).toBeGreaterThan(0);
    expect(overdue.every((i) => i.overdue && i.status !== 'PAID')).toBe(true);
    expect(overdue[0]).toMatchObject({
      buyer: expect.any(Object),
      car: expect.any(Object),
      contractNumber: expect.any(Number),
    });
    const paid = await list({ status: 'PAID' });
    expect(paid.every((i) => i.status === 'PAID')).toBe(true);
    const range = await list({ fromDate: '2030-01-01', toDate: '2030-01-31' });
    expect(range.every((i) => i.dueDate >= '2030-01-01' && i.dueDate <= '2030-01-31')).toBe(true);
    const name = overdue[0]!.buyer.fullName;
    expect((await list({ keyword: name })).every((i) => i.buyer.fullName === name)).toBe(true);
    const sorted = (await list({})).map((i) => i.dueDate);
    expect(sorted).toEqual([...sorted].sort());
    expect((await t.get(`${BASE}/installments`, tk.accountant, { status: 'LATE' })).statusCode).toBe(400);
  });
});
