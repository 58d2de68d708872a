import type { Deal } from '@cc/contracts';
import { formatMoney } from '@cc/domain';
import { describe, expect, it } from 'vitest';
import { createOtherCompany } from '../../../test/companies';
import { createDeal, payCash, useDemoBuyer } from '../../../test/deals';
import { BASE, dataOf, expectError, useTestApp, useTokens } from '../../../test/helper';
import { ledgerProblems } from '../../../test/ledger-check';

// Early settlement (docs/domain/early-settlement.md): the quote of what remains, and paying it at once.

const t = useTestApp();
const tk = useTokens(t, 'company', 'sales', 'accountant');
const demo = useDemoBuyer(t);

/** 12,000,000 with 2,000,000 down on 2026-01-10 (1,000,000 of it deferred to 2026-02-10), 10 × 1,000,000 from 2026-06-10. */
const newDeal = () =>
  createDeal(t, {
    token: tk.company,
    companyId: demo.companyId,
    buyerId: demo.buyer,
    over: {
      contractDate: '2026-01-10',
      firstDueDate: '2026-06-10',
      deferredDownPayments: [{ amount: '1000000', dueDate: '2026-02-10' }],
    },
  });
const quoteOf = (planId: number, token = tk.company) =>
  t.get(`${BASE}/payment-plans/${planId}/settlement`, token);
const settle = (planId: number, body: object, token = tk.company, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: `${BASE}/payment-plans/${planId}/settle`, token, payload: body, headers });

describe('early settlement', () => {
  it('quotes everything that remains: the down payment owed, the instalments and their total', async () => {
    const deal = await newDeal();
    await payCash(t, tk.company, deal.paymentPlan.id, '1500000');
    const quote = dataOf(await quoteOf(deal.paymentPlan.id), 200);
    expect(quote).toMatchObject({
      planId: deal.paymentPlan.id,
      contractNumber: deal.contractNumber,
      currency: 'IQD',
      downPayment: '0',
      instalments: '9500000',
      lateFees: '0',
      total: '9500000',
      totalInWords: 'تسعة ملايين وخمسمائة ألف دينار عراقي',
    });
    expect(quote.lines[0]).toEqual({
      sequence: 1,
      name: 'القسط 1',
      dueDate: '2026-06-10',
      remaining: '500000',
      overdue: true,
    });
    expect(quote.lines).toHaveLength(10);
    // The accountant (GET_INSTALLMENT) reads it; sales (neither permission) does not.
    dataOf(await quoteOf(deal.paymentPlan.id, tk.accountant), 200);
    expect((await quoteOf(deal.paymentPlan.id, tk.sales)).statusCode).toBe(403);
  });

  it('pays the rest in one payment after a discount, the plan PAID and its clearance open to issue', async () => {
    const deal = await newDeal();
    const body = { total: '11000000', discount: '٥٠٠٬٠٠٠', discountReason: 'تسوية مبكرة', method: 'CASH' };
    const res = await settle(deal.paymentPlan.id, body, tk.company, {
      'idempotency-key': `settle-${deal.id}`,
    });
    const payment = dataOf(res, 201);
    expect(res.json().message).toBe('تمت التسوية المبكرة وسُدِّدت خطة الدفع بالكامل');
    expect(payment).toMatchObject({ kind: 'PAYMENT', amount: '10500000', remainingAfter: '0' });
    // A retry with the same key answers the same payment and records nothing more.
    const again = await settle(deal.paymentPlan.id, body, tk.company, {
      'idempotency-key': `settle-${deal.id}`,
    });
    expect(dataOf(again, 201).id).toBe(payment.id);
    const after = dataOf<Deal>(await t.get(`${BASE}/contracts/${deal.id}`, tk.company), 200);
    expect(after.paymentPlan).toMatchObject({
      status: 'PAID',
      paidAmount: '11500000',
      discountAmount: '500000',
      remainingAmount: '0',
    });
    expect(after.car.status).toBe('Paid');
    const entries = dataOf(await t.get(`${BASE}/payments?dealId=${deal.id}&size=50`, tk.company), 200);
    expect(entries.map((e: { kind: string; amount: string }) => [e.kind, e.amount]).sort()).toEqual([
      ['DISCOUNT', '500000'],
      ['PAYMENT', '1000000'],
      ['PAYMENT', '10500000'],
    ]);
    dataOf(await t.request({ method: 'POST', url: `${BASE}/clearance/${deal.id}`, token: tk.company }), 201);
    const audit = await t.lastAudit('PLAN_SETTLED_EARLY', deal.paymentPlan.id);
    expect(audit?.changes).toMatchObject({
      after: { amount: '10500000', discount: '500000', planStatus: 'PAID' },
    });
    expect(await ledgerProblems(t.db, [deal.paymentPlan.id])).toEqual([]);
  });

  it('refuses a quote that no longer holds, a discount not less than what remains, and staff discounts', async () => {
    const deal = await newDeal();
    const planId = deal.paymentPlan.id;
    await payCash(t, tk.company, planId, '100000');
    const stale = `تغيّر المتبقي على خطة الدفع منذ حساب التسوية، المتبقي الآن ${formatMoney(10_900_000, 'IQD')}. يرجى مراجعة التسوية من جديد`;
    expectError(await settle(planId, { total: '11000000', method: 'CASH' }), 409, 'CONFLICT', stale, [
      { field: 'total', message: stale },
    ]);
    expectError(
      await settle(planId, {
        total: '10900000',
        discount: '10900000',
        discountReason: 'كامل',
        method: 'CASH',
      }),
      400,
      'VALIDATION_FAILED',
      'البيانات المدخلة غير صالحة، يرجى مراجعة الحقول',
      [{ field: 'discount', message: 'خصم التسوية يجب أن يكون أقل من المبلغ المتبقي' }],
    );
    expectError(
      await settle(planId, { total: '10900000', discount: '1000', method: 'CASH' }),
      400,
      'VALIDATION_FAILED',
      'البيانات المدخلة غير صالحة، يرجى مراجعة الحقول',
      [{ field: 'discountReason', message: 'سبب الخصم مطلوب' }],
    );
    expectError(
      await settle(
        planId,
        { total: '10900000', discount: '1000', discountReason: 'خصم', method: 'CASH' },
        tk.accountant,
      ),
      403,
      'FORBIDDEN',
      'خصم التسوية من صلاحية حساب الشركة فقط',
      [{ field: 'discount', message: 'خصم التسوية من صلاحية حساب الشركة فقط' }],
    );
    expect((await settle(planId, { total: '10900000', method: 'CASH' }, tk.sales)).statusCode).toBe(403);
    // Nothing was recorded by the refusals; the accountant settles without a discount.
    dataOf(await settle(planId, { total: '10900000', method: 'TRANSFER' }, tk.accountant), 201);
    expectError(
      await settle(planId, { total: '0', method: 'CASH' }),
      409,
      'CONFLICT',
      'خطة الدفع غير نشطة (مسددة أو ملغاة)',
    );
    expect(await ledgerProblems(t.db, [planId])).toEqual([]);
  });

  it("never reads or settles another company's plan", async () => {
    const deal = await newDeal();
    const other = await createOtherCompany(t);
    const token = (await t.login(other.accountUsername)).accessToken;
    expect((await quoteOf(deal.paymentPlan.id, token)).statusCode).toBe(404);
    expect((await settle(deal.paymentPlan.id, { total: '11000000', method: 'CASH' }, token)).statusCode).toBe(
      404,
    );
  });
});
