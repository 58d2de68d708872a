import type { Deal } from '@cc/contracts';
import { describe, expect, it } from 'vitest';
import { dealBody, insertCars, payCash, postDeal, useDemoBuyer } from '../../../test/deals';
import { BASE, dataOf, expectError, useTestApp, useTokens } from '../../../test/helper';

// The down payment's deferred portions (باقي المقدمة, docs/domain/schedules.md#deferred-portions): dated
// lines before the first instalment, allocated in due order, owed and overdue like instalments.

const t = useTestApp();
const tk = useTokens(t, 'company');
const demo = useDemoBuyer(t);

const INVALID = 'البيانات المدخلة غير صالحة، يرجى مراجعة الحقول';
/** 12,000,000 with 2,000,000 down on 2026-01-10, 10 instalments from 2026-06-10, and the portions given. */
const terms = (deferredDownPayments: unknown, over: Record<string, unknown> = {}) => ({
  contractDate: '2026-01-10',
  firstDueDate: '2026-06-10',
  deferredDownPayments,
  ...over,
});
const post = (over: Record<string, unknown>) =>
  postDeal(t, { token: tk.company, companyId: demo.companyId, buyerId: demo.buyer, over });
const lines = (deal: Deal) =>
  deal.paymentPlan.installments.map((i) => [
    i.sequence,
    i.dueDate,
    i.amount,
    i.paidAmount,
    i.status,
    i.overdue,
  ]);

describe('a down payment paid later in portions', () => {
  it('is scheduled as its own lines after the signing, which alone is recorded', async () => {
    const deal = dataOf<Deal>(
      await post(
        terms([
          { amount: '500000', dueDate: '2026-03-10' },
          { amount: '٥٠٠٬٠٠٠', dueDate: '2026-02-10' },
        ]),
      ),
      201,
    );
    // Numbered by date; line 0 is what the signing paid (2,000,000 less 1,000,000 deferred).
    expect(lines(deal).slice(0, 4)).toEqual([
      [0, '2026-01-10', '1000000', '1000000', 'PAID', false],
      [-1, '2026-02-10', '500000', '0', 'PENDING', true],
      [-2, '2026-03-10', '500000', '0', 'PENDING', true],
      [1, '2026-06-10', '1000000', '0', 'PENDING', true],
    ]);
    expect(deal.paymentPlan).toMatchObject({
      downPayment: '2000000',
      paidAmount: '1000000',
      remainingAmount: '11000000',
      installmentCount: 10,
    });
    expect(deal.nextDueDate).toBe('2026-02-10');
    expect(deal.car.status).toBe('Active');

    // A payment fills the portions first (their dates come first), then the instalments.
    await payCash(t, tk.company, deal.paymentPlan.id, '700000');
    const after = dataOf<Deal>(await t.get(`${BASE}/contracts/${deal.id}`, tk.company), 200);
    expect(lines(after).slice(1, 4)).toEqual([
      [-1, '2026-02-10', '500000', '500000', 'PAID', false],
      [-2, '2026-03-10', '500000', '200000', 'PARTIAL', true],
      [1, '2026-06-10', '1000000', '0', 'PENDING', true],
    ]);
    expect(after.nextDueDate).toBe('2026-03-10');

    // The desk and the overdue lists see the portion still owed.
    const rows = dataOf(
      await t.get(`${BASE}/installments?dealId=${deal.id}&overdue=true&size=50`, tk.company),
      200,
    );
    expect(rows.map((r: { sequence: number }) => r.sequence)).toContain(-2);
    // The statement lists it among the lines, in due order.
    const statement = dataOf(await t.get(`${BASE}/statements/deal/${deal.id}`, tk.company), 200);
    const sequences = statement.deals[0].installments.map((i: { sequence: number }) => i.sequence);
    expect(sequences.slice(0, 4)).toEqual([0, -1, -2, 1]);
  });

  it('may defer the whole down payment: nothing is due at signing and nothing recorded', async () => {
    const deal = dataOf<Deal>(await post(terms([{ amount: '2000000', dueDate: '2026-05-10' }])), 201);
    expect(lines(deal).slice(0, 2)).toEqual([
      [-1, '2026-05-10', '2000000', '0', 'PENDING', true],
      [1, '2026-06-10', '1000000', '0', 'PENDING', true],
    ]);
    expect(deal.paymentPlan.paidAmount).toBe('0');
    const payments = dataOf(await t.get(`${BASE}/payments?dealId=${deal.id}`, tk.company), 200);
    expect(payments).toEqual([]);
  });

  it('refuses portions outside the down payment or its dates, each under its field', async () => {
    expectError(
      await post(
        terms([
          { amount: '1500000', dueDate: '2026-02-10' },
          { amount: '600000', dueDate: '2026-02-20' },
        ]),
      ),
      400,
      'VALIDATION_FAILED',
      INVALID,
      [{ field: 'deferredDownPayments', message: 'مجموع دفعات باقي المقدمة يجب ألا يزيد عن الدفعة المقدمة' }],
    );
    expectError(
      await post(
        terms([
          { amount: '0', dueDate: '2026-01-10' },
          { amount: '100000', dueDate: '2026-07-01' },
        ]),
      ),
      400,
      'VALIDATION_FAILED',
      INVALID,
      [
        { field: 'deferredDownPayments.0.amount', message: 'مبلغ الدفعة يجب أن يكون أكبر من صفر' },
        {
          field: 'deferredDownPayments.0.dueDate',
          message: 'تاريخ دفعة باقي المقدمة يجب أن يكون بعد تاريخ العقد',
        },
        {
          field: 'deferredDownPayments.1.dueDate',
          message: 'تاريخ دفعة باقي المقدمة يجب ألا يتجاوز تاريخ أول قسط',
        },
      ],
    );
    expectError(
      await post(
        terms([{ amount: '100000', dueDate: '2026-02-10' }], {
          paymentType: 'CASH',
          downPayment: undefined,
          installmentCount: null,
          firstDueDate: null,
        }),
      ),
      400,
      'VALIDATION_FAILED',
      INVALID,
      [{ field: 'deferredDownPayments', message: 'البيع النقدي لا يقبل تأجيل جزء من المبلغ' }],
    );
    const tooMany = Array.from({ length: 13 }, (_, i) => ({ amount: '1000', dueDate: `2026-02-${10 + i}` }));
    const res = await post(terms(tooMany));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'deferredDownPayments', message: 'لا يمكن تقسيم باقي المقدمة إلى أكثر من 12 دفعة' },
    ]);
  });

  it('stays out of a reschedule, whose first date may not precede the last portion', async () => {
    const deal = dataOf<Deal>(await post(terms([{ amount: '500000', dueDate: '2026-04-10' }])), 201);
    const reschedule = (firstDueDate: string) =>
      t.request({
        method: 'PUT',
        url: `${BASE}/payment-plans/${deal.paymentPlan.id}/schedule`,
        token: tk.company,
        payload: { installmentCount: 5, firstDueDate },
      });
    expectError(await reschedule('2026-03-10'), 400, 'VALIDATION_FAILED', INVALID, [
      { field: 'firstDueDate', message: 'تاريخ أول قسط لا يمكن أن يسبق آخر دفعة من باقي المقدمة' },
    ]);
    const plan = dataOf(await reschedule('2026-04-20'), 200);
    expect(
      plan.installments.map((i: { sequence: number; amount: string }) => [i.sequence, i.amount]),
    ).toEqual([
      [0, '1500000'],
      [-1, '500000'],
      [1, '2000000'],
      [2, '2000000'],
      [3, '2000000'],
      [4, '2000000'],
      [5, '2000000'],
    ]);
    expect(plan.installmentCount).toBe(5);
  });

  it('refuses a list that is not one under its field', async () => {
    const [carId] = (await insertCars(t, demo.companyId, 1)) as [number];
    const body = dealBody(carId, demo.buyer, terms('not a list'));
    const res = await t.request({
      method: 'POST',
      url: `${BASE}/contracts`,
      token: tk.company,
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'deferredDownPayments', message: 'دفعات باقي المقدمة غير صالحة' },
    ]);
  });
});
