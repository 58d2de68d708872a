import type { Deal, Payment, PaymentPlan } from '@cc/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOtherCompany } from '../../../test/companies';
import { cancelDeal, createDeal, insertPersons, payCash, useDemoBuyer } from '../../../test/deals';
import { BASE, useTestApp, useTokens } from '../../../test/helper';
import { cars, idempotencyKeys, payments } from '../../db/schema';

const t = useTestApp();
const tk = useTokens(t, 'company', 'accountant');
const demo = useDemoBuyer(t);

const newDeal = (over: Record<string, unknown> = {}, path?: string) =>
  createDeal(t, { token: tk.company, companyId: demo.companyId, buyerId: demo.buyer, over, path });
const pay = (planId: number, amount: string, headers: Record<string, string> = {}) =>
  payCash(t, tk.accountant, planId, amount, headers);
const reverse = (id: number, payload: unknown = { reason: 'إيصال خاطئ' }, token = tk.company) =>
  t.request({ method: 'POST', url: `${BASE}/payments/${id}/reverse`, payload: payload as object, token });
const ledger = async (planId: number) =>
  (
    await t.get(`${BASE}/payments`, tk.accountant, {
      planId: String(planId),
      sortBy: 'receiptNumber',
      sortDirection: 'asc',
    })
  ).json().data as Payment[];
const plan = async (id: number) =>
  (await t.get(`${BASE}/payment-plans/${id}`, tk.accountant)).json().data as PaymentPlan;
const carStatus = async (id: number) =>
  (await t.db.select({ s: cars.status }).from(cars).where(eq(cars.id, id)))[0]!.s;
const downPaymentOf = async (deal: Deal) => (await ledger(deal.paymentPlan.id)).find((p) => p.isDownPayment)!;

describe('POST /payments/{id}/reverse', () => {
  it('adds a reversal entry pointing at the payment, replays the plan without it, and audits it', async () => {
    const deal = await newDeal();
    const planId = deal.paymentPlan.id;
    const p1 = await pay(planId, '1500000');
    const p2 = await pay(planId, '700000');
    const res = await reverse(p1.id, { reason: '  دفعة مكررة  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('تم عكس الدفعة');
    const entry = res.json().data as Payment;
    expect(entry).toMatchObject({
      kind: 'REVERSAL',
      amount: '1500000',
      currency: 'IQD',
      method: 'CASH',
      reversed: false,
      reversalOf: { id: p1.id, receiptNumber: p1.receiptNumber },
      reversal: null,
      reverseReason: 'دفعة مكررة',
      // 12,000,000 − 2,000,000 down − 700,000 still standing.
      remainingAfter: '9300000',
      dealId: deal.id,
    });
    expect(entry.receiptNumber).toBeGreaterThan(p2.receiptNumber);
    expect(entry.reversedAt).toEqual(expect.any(String));

    // The ledger keeps every entry; the original's amounts are untouched and it is marked reversed.
    const rows = await ledger(planId);
    expect(rows.map((r) => [r.kind, r.amount, r.remainingAfter, r.reversed])).toEqual([
      ['PAYMENT', '2000000', '10000000', false],
      ['PAYMENT', '1500000', '8500000', true],
      ['PAYMENT', '700000', '7800000', false],
      ['REVERSAL', '1500000', '9300000', false],
    ]);
    expect(rows[1]).toMatchObject({
      reversal: { id: entry.id, receiptNumber: entry.receiptNumber },
      reversalOf: null,
      reverseReason: 'دفعة مكررة',
      reversedAt: entry.reversedAt,
    });
    const one = await t.get(`${BASE}/payments/${p1.id}`, tk.accountant);
    expect(one.json().data).toMatchObject({ amount: '1500000', reversed: true });

    // Replayed without it: 700,000 goes to the first instalment.
    const after = await plan(planId);
    expect(after).toMatchObject({ paidAmount: '2700000', remainingAmount: '9300000', status: 'ACTIVE' });
    expect(after.installments.slice(0, 3).map((i) => [i.sequence, i.status, i.paidAmount])).toEqual([
      [0, 'PAID', '2000000'],
      [1, 'PARTIAL', '700000'],
      [2, 'PENDING', '0'],
    ]);

    const audit = await t.lastAudit('PAYMENT_REVERSED', p1.id);
    expect(audit).toMatchObject({ entity: 'payment', companyId: demo.companyId });
    expect((audit!.changes as { after: Record<string, unknown> }).after).toMatchObject({
      reversalId: entry.id,
      reason: 'دفعة مكررة',
      amount: '1500000',
      remainingAfter: '9300000',
      planStatus: 'ACTIVE',
    });
  });

  it('each side names the other with its receipt number and date (what the voucher and the cancelled receipt print)', async () => {
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    const deal = await newDeal({ contractDate: daysAgo(40) });
    const paid = await t.request({
      method: 'POST',
      url: `${BASE}/payments`,
      payload: { planId: deal.paymentPlan.id, amount: '1000000', method: 'CASH', paidAt: daysAgo(20) },
      token: tk.accountant,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const original = paid.json().data as Payment;
    const entry = (await reverse(original.id)).json().data as Payment;
    expect(entry.paidAt).not.toBe(original.paidAt);
    const read = async (id: number) =>
      (await t.get(`${BASE}/payments/${id}`, tk.accountant)).json().data as Payment;
    expect((await read(entry.id)).reversalOf).toEqual({
      id: original.id,
      receiptNumber: original.receiptNumber,
      paidAt: daysAgo(20),
    });
    expect((await read(original.id)).reversal).toEqual({
      id: entry.id,
      receiptNumber: entry.receiptNumber,
      paidAt: entry.paidAt,
    });
    const listed = await ledger(deal.paymentPlan.id);
    expect(listed.find((p) => p.id === entry.id)?.reversalOf?.paidAt).toBe(daysAgo(20));
  });

  it('once per payment (409); a reversal entry is never reversed (409); nothing changes', async () => {
    const deal = await newDeal();
    const p1 = await pay(deal.paymentPlan.id, '1000000');
    const entry = (await reverse(p1.id)).json().data as Payment;
    const before = await plan(deal.paymentPlan.id);
    const again = await reverse(p1.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('هذه الدفعة معكوسة مسبقاً');
    const ofReversal = await reverse(entry.id);
    expect(ofReversal.statusCode).toBe(409);
    expect(ofReversal.json().message).toBe('لا يمكن عكس قيد عكس');
    expect(await plan(deal.paymentPlan.id)).toEqual(before);
    expect(await ledger(deal.paymentPlan.id)).toHaveLength(3);
  });

  it('concurrent reversals of one payment: exactly one succeeds', async () => {
    const deal = await newDeal();
    const p1 = await pay(deal.paymentPlan.id, '1000000');
    const codes = (await Promise.all([reverse(p1.id), reverse(p1.id), reverse(p1.id)])).map(
      (r) => r.statusCode,
    );
    expect(codes.sort()).toEqual([201, 409, 409]);
    const rows = await t.db.select().from(payments).where(eq(payments.reversalOfId, p1.id));
    expect(rows).toHaveLength(1);
  });

  it('the company account only: staff 403 even with every payment permission; another company 404', async () => {
    const deal = await newDeal();
    const p1 = await pay(deal.paymentPlan.id, '1000000');
    const staff = await reverse(p1.id, { reason: 'x' }, tk.accountant);
    expect(staff.statusCode).toBe(403);
    const other = await createOtherCompany(t);
    const theirs = (await t.login(other.accountUsername)).accessToken;
    const foreign = await reverse(p1.id, { reason: 'x' }, theirs);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('الدفعة غير موجودة');
    expect((await reverse(999_999)).statusCode).toBe(404);
    expect((await ledger(deal.paymentPlan.id)).every((p) => !p.reversed)).toBe(true);
  });

  it('the reason is required and at most 500 characters (Arabic field errors)', async () => {
    const deal = await newDeal();
    const p1 = await pay(deal.paymentPlan.id, '1000000');
    for (const [payload, message] of [
      [{}, 'سبب العكس مطلوب'],
      [{ reason: '   ' }, 'سبب العكس مطلوب'],
      [{ reason: 'س'.repeat(501) }, 'سبب العكس يجب ألا يزيد عن 500 حرف'],
    ] as const) {
      const res = await reverse(p1.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors).toContainEqual({ field: 'reason', message });
    }
    expect((await reverse(p1.id, { reason: 'س'.repeat(500) })).statusCode).toBe(201);
  });

  it('a PAID plan that now has something remaining is ACTIVE again and its car Active', async () => {
    const deal = await newDeal({ price: '3000000', downPayment: '1000000', installmentCount: 2 });
    const last = await pay(deal.paymentPlan.id, '2000000');
    expect((await plan(deal.paymentPlan.id)).status).toBe('PAID');
    expect(await carStatus(deal.car.id)).toBe('Paid');
    const res = await reverse(last.id);
    expect(res.json().data.remainingAfter).toBe('2000000');
    const after = await plan(deal.paymentPlan.id);
    expect(after).toMatchObject({ status: 'ACTIVE', paidAmount: '1000000', remainingAmount: '2000000' });
    expect(after.installments.map((i) => i.status)).toEqual(['PAID', 'PENDING', 'PENDING']);
    expect(await carStatus(deal.car.id)).toBe('Active');
    // It can be paid again, which makes it PAID and the car Paid once more.
    await pay(deal.paymentPlan.id, '2000000');
    expect((await plan(deal.paymentPlan.id)).status).toBe('PAID');
    expect(await carStatus(deal.car.id)).toBe('Paid');
  });

  it('a CASH sale reversed: the plan ACTIVE with the whole price remaining, the car Active', async () => {
    const deal = await newDeal({ paymentType: 'CASH', downPayment: undefined }, '/authorizations');
    expect(await carStatus(deal.car.id)).toBe('Paid');
    const whole = await downPaymentOf(deal);
    expect((await reverse(whole.id)).statusCode).toBe(201);
    expect(await plan(deal.paymentPlan.id)).toMatchObject({
      status: 'ACTIVE',
      paidAmount: '0',
      remainingAmount: '12000000',
    });
    expect(await carStatus(deal.car.id)).toBe('Active');
  });

  it('reversing the down payment lets the deal be cancelled: CANCELLED, car Pending', async () => {
    const deal = await newDeal();
    const extra = await pay(deal.paymentPlan.id, '500000');
    const cancel = () => cancelDeal(t, tk.company, '/contracts', deal.id);
    expect((await reverse((await downPaymentOf(deal)).id)).statusCode).toBe(201);
    // One payment still stands: refused.
    expect((await cancel()).statusCode).toBe(409);
    expect((await reverse(extra.id)).statusCode).toBe(201);
    const res = await cancel();
    expect(res.statusCode, res.body).toBe(200);
    const after = (await t.get(`${BASE}/contracts/${deal.id}`, tk.company)).json().data as Deal;
    expect(after.status).toBe('CANCELLED');
    expect(after.paymentPlan).toMatchObject({ status: 'CANCELLED', paidAmount: '0' });
    expect(await carStatus(deal.car.id)).toBe('Pending');
    // The ledger of the cancelled deal keeps its four entries; none can be reversed again.
    const rows = await ledger(deal.paymentPlan.id);
    expect(rows.map((r) => r.kind)).toEqual(['PAYMENT', 'PAYMENT', 'REVERSAL', 'REVERSAL']);
    for (const r of rows) expect((await reverse(r.id)).statusCode).toBe(409);
  });

  it('Idempotency-Key: retrying a payment after its reversal returns the stored answer, records nothing', async () => {
    const deal = await newDeal();
    const key = { 'idempotency-key': `rev-${deal.id}` };
    const p1 = await pay(deal.paymentPlan.id, '300000', key);
    expect((await reverse(p1.id)).statusCode).toBe(201);
    const retry = await pay(deal.paymentPlan.id, '300000', key);
    expect(retry.id).toBe(p1.id);
    expect(await ledger(deal.paymentPlan.id)).toHaveLength(3);
    expect((await plan(deal.paymentPlan.id)).paidAmount).toBe('2000000');
    // A new payment with a new key is recorded on the replayed plan.
    const fresh = await pay(deal.paymentPlan.id, '300000', { 'idempotency-key': `rev2-${deal.id}` });
    expect(fresh.remainingAfter).toBe('9700000');
  });
});

describe('Idempotency-Key answers stored before the reversal fields existed', () => {
  it('a retry still gets its answer, with the fields of a payment', async () => {
    const deal = await newDeal();
    const key = `old-${deal.id}`;
    const p1 = await pay(deal.paymentPlan.id, '100000', { 'idempotency-key': key });
    // Rewrite the stored answer into its pre-0005 shape.
    const [row] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    const body = row!.response as { data: Record<string, unknown> };
    const { kind: _k, reversalOf: _o, reversal: _r, reversedAt: _a, reverseReason: _w, ...old } = body.data;
    await t.db
      .update(idempotencyKeys)
      .set({ response: { ...body, data: old } })
      .where(eq(idempotencyKeys.key, key));
    const retry = await pay(deal.paymentPlan.id, '100000', { 'idempotency-key': key });
    expect(retry).toMatchObject({ id: p1.id, kind: 'PAYMENT', reversalOf: null, reversal: null });
    expect(await ledger(deal.paymentPlan.id)).toHaveLength(2);
  });
});

describe('GET /payments?personId=', () => {
  it("lists the payments of the person's deals as buyer, seller or guarantor; other people's never", async () => {
    const [seller, guarantor, stranger] = (await insertPersons(t, demo.companyId, 3)) as [
      number,
      number,
      number,
    ];
    const asBuyer = await newDeal();
    const brokered = await newDeal({ sellerType: 'PERSON', sellerId: seller, guarantorId: guarantor });
    const p = await pay(brokered.paymentPlan.id, '100000');
    const list = async (personId: number, token = tk.accountant) => {
      const res = await t.get(`${BASE}/payments`, token, { personId: String(personId), size: '100' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: Payment[]; pagination: { totalItems: number } };
    };
    const ofSeller = await list(seller);
    expect(ofSeller.data.map((r) => r.id).sort()).toEqual([p.id, (await downPaymentOf(brokered)).id].sort());
    expect(ofSeller.pagination.totalItems).toBe(2);
    expect((await list(guarantor)).data.map((r) => r.dealId)).toEqual([brokered.id, brokered.id]);
    const ofBuyer = await list(demo.buyer);
    expect(ofBuyer.data.some((r) => r.dealId === asBuyer.id)).toBe(true);
    expect(ofBuyer.data.some((r) => r.dealId === brokered.id)).toBe(true);
    expect((await list(stranger)).data).toEqual([]);
    // Another company's person (or ours asked by them): nothing, as GET /contracts?personId= does.
    const other = await createOtherCompany(t);
    const theirs = (await t.login(other.accountUsername)).accessToken;
    expect((await list(seller, theirs)).data).toEqual([]);
    const bad = await t.get(`${BASE}/payments`, tk.accountant, { personId: 'abc' });
    expect(bad.statusCode).toBe(400);
  });
});
