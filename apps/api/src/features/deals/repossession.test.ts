import type { Deal, Payment } from '@cc/contracts';
import { formatMoney } from '@cc/domain';
import { describe, expect, it } from 'vitest';
import { createOtherCompany } from '../../../test/companies';
import { createDeal, payCash, useDemoBuyer } from '../../../test/deals';
import { BASE, dataOf, expectError, useTestApp, useTokens } from '../../../test/helper';
import { ledgerProblems } from '../../../test/ledger-check';

// Repossession (docs/domain/repossession.md): the car back to stock, what remained written off or kept
// as a debt, money handed back to the buyer, and the undo while the car is unsold.

const t = useTestApp();
const tk = useTokens(t, 'company', 'sales', 'accountant');
const demo = useDemoBuyer(t);

/** 12,000,000 with 2,000,000 down paid at signing, 10 × 1,000,000 from 2030-01-15. */
const newDeal = (over: Record<string, unknown> = {}) =>
  createDeal(t, { token: tk.company, companyId: demo.companyId, buyerId: demo.buyer, over });
const post = (path: string, payload: object, token = tk.company) =>
  t.request({ method: 'POST', url: `${BASE}${path}`, token, payload });
const repossess = (planId: number, body: object, token = tk.company) =>
  post(`/payment-plans/${planId}/repossess`, body, token);
const undo = (planId: number, reason = 'أعاد المشتري التسديد', token = tk.company) =>
  post(`/payment-plans/${planId}/undo-repossession`, { reason }, token);
const refund = (planId: number, body: object, token = tk.company) =>
  post(`/payment-plans/${planId}/refund`, body, token);
const dealOf = async (id: number) => dataOf<Deal>(await t.get(`${BASE}/contracts/${id}`, tk.company), 200);
const INVALID = 'البيانات المدخلة غير صالحة، يرجى مراجعة الحقول';

describe('repossessing a car', () => {
  it('writes off what remains: the car Pending with its history, the write-off on the statement and the dashboard', async () => {
    const deal = await newDeal();
    const planId = deal.paymentPlan.id;
    await payCash(t, tk.company, planId, '1500000');
    const before = dataOf(await t.get(`${BASE}/dashboard`, tk.company), 200);
    const res = await repossess(planId, { reason: 'توقف المشتري عن الدفع', outcome: 'WRITE_OFF' });
    const answered = dataOf<Deal>(res, 200);
    expect(res.json().message).toBe('تم استرجاع السيارة وأُعيدت إلى المخزون');
    expect(answered.repossession).toMatchObject({ reason: 'توقف المشتري عن الدفع', outcome: 'WRITE_OFF' });
    expect(answered.paymentPlan).toMatchObject({
      status: 'REPOSSESSED',
      paidAmount: '3500000',
      writtenOffAmount: '8500000',
      remainingAmount: '0',
    });
    expect(answered.nextDueDate).toBeNull();
    // Each line shows what was written off of it: the latest lines, 8,500,000 in all; the first ones paid in money.
    const shares = answered.paymentPlan.installments.map((i) => Number(i.writtenOffAmount ?? 0));
    expect(shares.reduce((a, b) => a + b, 0)).toBe(8_500_000);
    expect(answered.paymentPlan.installments.at(-1)!.writtenOffAmount).toBe('1000000');
    expect(answered.paymentPlan.installments[0]!.writtenOffAmount).toBeUndefined();
    // The car is in stock again; the deal stays readable with its payments.
    const car = dataOf(await t.get(`${BASE}/car/${deal.car.id}`, tk.company), 200);
    expect(car.status).toBe('Pending');
    const entries = dataOf<Payment[]>(
      await t.get(`${BASE}/payments?dealId=${deal.id}&size=50`, tk.company),
      200,
    );
    expect(entries.map((e) => [e.kind, e.amount, e.reason]).sort()).toEqual([
      ['PAYMENT', '1500000', null],
      ['PAYMENT', '2000000', null],
      ['WRITE_OFF', '8500000', 'توقف المشتري عن الدفع'],
    ]);
    // The ledger filters by the new kind.
    const writeOffs = dataOf<Payment[]>(
      await t.get(`${BASE}/payments?dealId=${deal.id}&kind=WRITE_OFF`, tk.company),
      200,
    );
    expect(writeOffs.map((e) => e.kind)).toEqual(['WRITE_OFF']);
    // Never money received: the ledger's totals count the payments only.
    const list = await t.get(`${BASE}/payments?dealId=${deal.id}`, tk.company);
    expect(list.json().totals).toEqual([{ currency: 'IQD', amount: '3500000', count: 2 }]);
    const statement = dataOf(await t.get(`${BASE}/statements/deal/${deal.id}`, tk.company), 200);
    const part = statement.deals[0];
    expect(part.status).toBe('REPOSSESSED');
    expect(part.entries.at(-1)).toMatchObject({ kind: 'WRITE_OFF', credit: '8500000', balance: '0' });
    expect(part.totals).toMatchObject({ writtenOff: '8500000', balance: '0', paid: '3500000' });
    expect(part.installments.at(-1)).toMatchObject({
      paid: '1000000',
      writtenOff: '1000000',
      remaining: '0',
    });
    // Its lines leave the instalment lists; the dashboard counts the loss.
    const lines = dataOf(await t.get(`${BASE}/installments?dealId=${deal.id}`, tk.company), 200);
    expect(lines).toEqual([]);
    const after = dataOf(await t.get(`${BASE}/dashboard`, tk.company), 200);
    expect(after.repossessions.count).toBe(before.repossessions.count + 1);
    expect(BigInt(after.repossessions.writtenOff.IQD) - BigInt(before.repossessions.writtenOff.IQD)).toBe(
      8_500_000n,
    );
    const audit = await t.lastAudit('DEAL_REPOSSESSED', deal.id);
    expect(audit?.changes).toMatchObject({
      before: { planStatus: 'ACTIVE', remaining: '8500000' },
      after: { planStatus: 'REPOSSESSED', carStatus: 'Pending', outcome: 'WRITE_OFF', writtenOff: '8500000' },
    });
    expect(await ledgerProblems(t.db, [planId])).toEqual([]);

    // The car can be sold again; then the repossession can no longer be undone.
    const resold = await newDeal({ carId: deal.car.id });
    expect(resold.car.status).toBe('Active');
    expectError(
      await undo(planId),
      409,
      'CONFLICT',
      'لا يمكن التراجع عن الاسترجاع: السيارة بيعت مجدداً أو لم تعد متاحة',
    );
  });

  it('keeps what remains as a debt: payments still taken, money handed back with its voucher, then undone', async () => {
    const deal = await newDeal();
    const planId = deal.paymentPlan.id;
    const kept = dataOf<Deal>(
      await repossess(planId, { reason: 'استرجاع بالتراضي', outcome: 'KEEP_DEBT' }),
      200,
    );
    expect(kept.paymentPlan).toMatchObject({
      status: 'REPOSSESSED',
      writtenOffAmount: '0',
      remainingAmount: '10000000',
    });
    // The buyer still pays the debt at the desk.
    await payCash(t, tk.company, planId, '1000000');
    // A refund is at most what was paid (3,000,000), and settles nothing.
    const tooMuch = `المبلغ المُعاد أكبر مما دفعه المشتري، يمكن إرجاع ${formatMoney(3_000_000, 'IQD')} كحد أقصى`;
    expectError(
      await refund(planId, { amount: '3000001', method: 'CASH', reason: 'تسوية' }),
      409,
      'CONFLICT',
      tooMuch,
      [{ field: 'amount', message: tooMuch }],
    );
    const res = await refund(planId, { amount: '١٬٥٠٠٬٠٠٠', method: 'TRANSFER', reason: 'فرق قيمة السيارة' });
    const voucher = dataOf<Payment>(res, 201);
    expect(res.json().message).toBe('تم تسجيل المبلغ المُعاد للمشتري');
    expect(voucher).toMatchObject({
      kind: 'REFUND',
      entryKind: 'REFUND',
      amount: '1500000',
      method: 'TRANSFER',
      reason: 'فرق قيمة السيارة',
      remainingAfter: '9000000',
      amountInWords: 'مليون وخمسمائة ألف دينار عراقي',
    });
    expect((await dealOf(deal.id)).paymentPlan).toMatchObject({
      paidAmount: '3000000',
      refundedAmount: '1500000',
      remainingAmount: '9000000',
    });
    const statement = dataOf(await t.get(`${BASE}/statements/deal/${deal.id}`, tk.company), 200);
    expect(statement.deals[0].entries.at(-1)).toMatchObject({
      kind: 'REFUND',
      debit: '0',
      credit: '0',
      balance: '9000000',
    });
    expect(statement.deals[0].totals.refunded).toBe('1500000');
    // A payment whose reversal would leave less paid than handed back waits for the refund's reversal.
    const entries = dataOf<Payment[]>(
      await t.get(`${BASE}/payments?dealId=${deal.id}&size=50`, tk.company),
      200,
    );
    const down = entries.find((e) => e.isDownPayment)!;
    expectError(
      await post(`/payments/${down.id}/reverse`, { reason: 'خطأ' }),
      409,
      'CONFLICT',
      'لا يمكن عكس الدفعة: المبلغ المُعاد للمشتري أكبر مما يبقى مدفوعاً بعدها، يرجى عكس الإرجاع أولاً',
    );
    // No undo while the refund stands; reversed, it can be undone.
    expectError(
      await undo(planId),
      409,
      'CONFLICT',
      'لا يمكن التراجع عن الاسترجاع مع وجود مبلغ مُعاد للمشتري، يرجى عكس الإرجاع أولاً',
    );
    dataOf(await post(`/payments/${voucher.id}/reverse`, { reason: 'أُلغي الاتفاق' }), 201);
    const undone = await undo(planId);
    const back = dataOf<Deal>(undone, 200);
    expect(undone.json().message).toBe('تم التراجع عن استرجاع السيارة');
    expect(back.repossession).toBeNull();
    expect(back.paymentPlan).toMatchObject({
      status: 'ACTIVE',
      refundedAmount: '0',
      remainingAmount: '9000000',
    });
    expect(back.car.status).toBe('Active');
    expect(dataOf(await t.get(`${BASE}/installments?dealId=${deal.id}`, tk.company), 200)).toHaveLength(10);
    const audit = await t.lastAudit('DEAL_REPOSSESSION_UNDONE', deal.id);
    expect(audit?.changes).toMatchObject({
      before: { planStatus: 'REPOSSESSED', outcome: 'KEEP_DEBT', reason: 'استرجاع بالتراضي' },
      after: { planStatus: 'ACTIVE', carStatus: 'Active', reason: 'أعاد المشتري التسديد' },
    });
    expect(await ledgerProblems(t.db, [planId])).toEqual([]);
  });

  it('undoing a write-off reverses it: what was written off is owed again', async () => {
    const deal = await newDeal();
    const planId = deal.paymentPlan.id;
    await repossess(planId, { reason: 'توقف عن الدفع', outcome: 'WRITE_OFF' });
    const entries = dataOf<Payment[]>(
      await t.get(`${BASE}/payments?dealId=${deal.id}&size=50`, tk.company),
      200,
    );
    const writeOff = entries.find((e) => e.kind === 'WRITE_OFF')!;
    // A write-off is not reversed alone.
    expectError(
      await post(`/payments/${writeOff.id}/reverse`, { reason: 'خطأ' }),
      409,
      'CONFLICT',
      'لا يُعكس الشطب وحده، يُلغى بالتراجع عن الاسترجاع',
    );
    const back = dataOf<Deal>(await undo(planId, 'استرجاع بالخطأ'), 200);
    expect(back.paymentPlan).toMatchObject({
      status: 'ACTIVE',
      writtenOffAmount: '0',
      remainingAmount: '10000000',
    });
    const after = dataOf<Payment[]>(
      await t.get(`${BASE}/payments?dealId=${deal.id}&size=50`, tk.company),
      200,
    );
    expect(after.find((e) => e.kind === 'REVERSAL')).toMatchObject({
      entryKind: 'WRITE_OFF',
      amount: '10000000',
      reverseReason: 'استرجاع بالخطأ',
      remainingAfter: '10000000',
    });
    const statement = dataOf(await t.get(`${BASE}/statements/deal/${deal.id}`, tk.company), 200);
    expect(statement.deals[0].entries.at(-1)).toMatchObject({
      kind: 'WRITE_OFF_REVERSAL',
      debit: '10000000',
    });
    expect(await ledgerProblems(t.db, [planId])).toEqual([]);
  });

  it('refuses what a repossession may not do, with its reason', async () => {
    const deal = await newDeal();
    const planId = deal.paymentPlan.id;
    // The company account only; a reason and an outcome.
    expect((await repossess(planId, { reason: 'x', outcome: 'WRITE_OFF' }, tk.sales)).statusCode).toBe(403);
    expect((await repossess(planId, { reason: 'x', outcome: 'WRITE_OFF' }, tk.accountant)).statusCode).toBe(
      403,
    );
    expectError(
      await repossess(planId, { reason: ' ', outcome: 'SELL' }),
      400,
      'VALIDATION_FAILED',
      INVALID,
      [
        { field: 'reason', message: 'سبب الاسترجاع مطلوب' },
        { field: 'outcome', message: 'اختر ما يصير إليه المبلغ المتبقي: شطبه أو إبقاؤه ديناً' },
      ],
    );
    // Nothing to refund or undo before a repossession.
    expectError(
      await refund(planId, { amount: '1000', method: 'CASH', reason: 'x' }),
      409,
      'CONFLICT',
      'الصفقة غير مسترجعة: الشطب وإرجاع المبلغ للصفقات المسترجعة فقط',
    );
    expectError(
      await undo(planId),
      409,
      'CONFLICT',
      'الصفقة غير مسترجعة: الشطب وإرجاع المبلغ للصفقات المسترجعة فقط',
    );
    dataOf(await repossess(planId, { reason: 'توقف', outcome: 'KEEP_DEBT' }), 200);
    expectError(
      await repossess(planId, { reason: 'مرة ثانية', outcome: 'KEEP_DEBT' }),
      409,
      'CONFLICT',
      'السيارة مسترجعة مسبقاً',
    );
    // A repossessed deal is not cancelled.
    expectError(
      await t.request({
        method: 'DELETE',
        url: `${BASE}/contracts/${deal.id}`,
        token: tk.company,
        payload: { reason: 'x' },
      }),
      409,
      'CONFLICT',
      'لا يمكن إلغاء صفقة مسترجعة، يمكن التراجع عن الاسترجاع أولاً',
    );
    // A deal paid in full keeps its car.
    const paid = await newDeal({
      paymentType: 'CASH',
      price: '5000000',
      downPayment: '5000000',
      installmentCount: null,
      firstDueDate: null,
    });
    expectError(
      await repossess(paid.paymentPlan.id, { reason: 'x', outcome: 'WRITE_OFF' }),
      409,
      'CONFLICT',
      'لا يمكن استرجاع سيارة سُدد ثمنها بالكامل',
    );
    // Another company's plan is not found.
    const other = await createOtherCompany(t);
    const token = (await t.login(other.accountUsername)).accessToken;
    expectError(
      await repossess(planId, { reason: 'x', outcome: 'WRITE_OFF' }, token),
      404,
      'NOT_FOUND',
      'خطة الدفع غير موجودة',
    );
    expect(await ledgerProblems(t.db, [planId])).toEqual([]);
  });
});
