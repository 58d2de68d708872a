import { type Deal, endpoints, IDEMPOTENCY_KEY_HEADER } from '@cc/contracts';
import { describe, expect, it } from 'vitest';
import {
  COMPANY_ACCOUNT,
  createTestApi,
  DEMO_CARS,
  DEMO_DEALS,
  DEMO_PAYMENTS,
  LEDGER_MESSAGES,
  staffCaller,
} from './testing';
import { replay } from './testing/ledger';

const NOW = new Date('2025-03-25T09:00:00.000Z');
const contract = (fake: ReturnType<typeof createTestApi>, number: number) =>
  fake.db.deals.find((d) => d.kind === 'CONTRACT' && d.contractNumber === number) as Deal;
const pay = (fake: ReturnType<typeof createTestApi>, body: object, key: string = crypto.randomUUID()) =>
  fake.client.call(
    endpoints.payments.create,
    { body: body as never },
    { headers: { [IDEMPOTENCY_KEY_HEADER]: key } },
  );

describe("the fake's deals and payments", () => {
  it('holds a demo ledger the allocation replays to the same amounts, with every sold car', () => {
    const fake = createTestApi({ now: NOW });
    for (const deal of fake.db.deals) {
      const before = structuredClone(deal.paymentPlan);
      replay(fake.db, deal);
      expect(deal.paymentPlan).toEqual(before);
    }
    for (const car of DEMO_CARS) {
      const deal = DEMO_DEALS.find((d) => d.car.id === car.id && d.status === 'ACTIVE');
      const expected = !deal ? 'Pending' : deal.paymentPlan.status === 'PAID' ? 'Paid' : 'Active';
      expect(`${car.id} ${car.status}`).toBe(`${car.id} ${expected}`);
    }
    expect(DEMO_PAYMENTS.map((p) => p.receiptNumber)).toEqual(
      Array.from({ length: DEMO_PAYMENTS.length }, (_, i) => 101 + i),
    );
  });

  it('answers a deal with its overdue instalments as of the company’s today', async () => {
    const fake = createTestApi({ now: NOW });
    const { data } = await fake.client.call(endpoints.contracts.get, {
      params: { id: contract(fake, 1001).id },
    });
    expect(data.paymentPlan.installments.map((i) => [i.status, i.overdue])).toEqual([
      ['PAID', false], // the down payment, due on the deal's date
      ['PARTIAL', true],
      ['PENDING', true],
      ['PENDING', false],
    ]);
    expect(data.nextDueDate).toBe('2025-02-10');
  });

  it("refuses an overpayment with the server's message, naming what remains", async () => {
    const fake = createTestApi({ now: NOW });
    const deal = contract(fake, 1001);
    const count = fake.db.payments.length;
    const failure = await pay(fake, { planId: deal.paymentPlan.id, amount: '7500001', method: 'CASH' }).catch(
      (e) => e,
    );
    expect(failure).toMatchObject({
      status: 409,
      message: LEDGER_MESSAGES.overpayment('7,500,000\u00A0د.ع'),
      fieldErrors: [{ field: 'amount', message: LEDGER_MESSAGES.overpayment('7,500,000\u00A0د.ع') }],
    });
    expect(fake.db.payments).toHaveLength(count);
  });

  it('takes dollars handed over for a dinar plan at the rate, and names the missing rate as the server does', async () => {
    const fake = createTestApi({ now: NOW });
    const planId = contract(fake, 1001).paymentPlan.id;
    const { data } = await pay(fake, {
      planId,
      method: 'CASH',
      handedCurrency: 'USD',
      handedAmount: '100.50',
      exchangeRate: '1310',
    });
    expect(data).toMatchObject({ amount: '131655', handedAmount: '100.50', exchangeRate: '1310' });
    await expect(
      pay(fake, { planId, method: 'CASH', handedCurrency: 'USD', handedAmount: '100' }),
    ).rejects.toMatchObject({
      status: 400,
      fieldErrors: [{ field: 'exchangeRate', message: 'سعر الصرف مطلوب' }],
    });
  });

  it('settles a plan with a discount that is never money received, and refuses one more than remains', async () => {
    const fake = createTestApi({ now: NOW });
    const deal = contract(fake, 1001);
    const discount = (amount: string) =>
      fake.client.call(endpoints.plans.discount, {
        params: { id: deal.paymentPlan.id },
        body: { amount, reason: 'تسوية' },
      });
    const { paidAmount, remainingAmount } = deal.paymentPlan;
    await expect(discount('7500001')).rejects.toMatchObject({
      status: 409,
      message: 'الخصم أكبر من المتبقي على خطة الدفع، المتبقي 7,500,000\u00A0د.ع',
    });
    expect(remainingAmount).toBe('7500000');
    await discount('7500000');
    expect(contract(fake, 1001).paymentPlan).toMatchObject({
      status: 'PAID',
      paidAmount,
      discountAmount: '7500000',
      remainingAmount: '0',
    });
    await expect(discount('1')).rejects.toMatchObject({
      status: 409,
      message: LEDGER_MESSAGES.planNotActive,
    });
  });

  it('answers a retried Idempotency-Key with the first payment, and refuses it for another body', async () => {
    const fake = createTestApi({ now: NOW });
    const planId = contract(fake, 1001).paymentPlan.id;
    const body = { planId, amount: '١٥٠٠٠٠٠', method: 'CASH' };
    const first = await pay(fake, body, 'k-1');
    const again = await pay(fake, body, 'k-1');
    expect(again.data.id).toBe(first.data.id);
    expect(fake.db.payments.filter((p) => p.planId === planId)).toHaveLength(5);
    await expect(pay(fake, { ...body, amount: '1' }, 'k-1')).rejects.toMatchObject({
      status: 409,
      message: LEDGER_MESSAGES.idempotencyMismatch,
    });
  });

  it('refuses reversing a payment of a deal whose clearance stands, as the server does', async () => {
    const fake = createTestApi({ now: NOW });
    const cleared = contract(fake, 1002);
    const payment = fake.db.payments.find((p) => p.dealId === cleared.id)!;
    await expect(
      fake.client.call(endpoints.payments.reverse, { params: { id: payment.id }, body: { reason: 'خطأ' } }),
    ).rejects.toMatchObject({ status: 409, message: LEDGER_MESSAGES.clearanceBlocksReversal });
    await fake.client.call(endpoints.clearance.void, { params: { id: 1 }, body: { reason: 'خطأ' } });
    await fake.client.call(endpoints.payments.reverse, {
      params: { id: payment.id },
      body: { reason: 'خطأ' },
    });
    expect(contract(fake, 1002).paymentPlan.status).toBe('ACTIVE');
  });

  it('reverses a payment once, never a reversal entry, and reopens a paid plan', async () => {
    // Contract 1002 without its demo clearance.
    const fake = createTestApi({ now: NOW, clearances: [] });
    const paid = contract(fake, 1002);
    const payment = fake.db.payments.find((p) => p.dealId === paid.id)!;
    const { data: entry } = await fake.client.call(endpoints.payments.reverse, {
      params: { id: payment.id },
      body: { reason: 'خطأ' },
    });
    expect(entry).toMatchObject({
      kind: 'REVERSAL',
      reversalOf: { id: payment.id },
      remainingAfter: '15250.50',
    });
    expect(contract(fake, 1002).paymentPlan).toMatchObject({ status: 'ACTIVE', paidAmount: '0.00' });
    expect(fake.db.cars.find((c) => c.id === paid.car.id)?.status).toBe('Active');
    for (const id of [payment.id, entry.id]) {
      await expect(
        fake.client.call(endpoints.payments.reverse, { params: { id }, body: { reason: 'خطأ' } }),
      ).rejects.toMatchObject({ status: 409 });
    }
    fake.setCaller(staffCaller('UPDATE_INSTALLMENT'));
    await expect(
      fake.client.call(endpoints.payments.reverse, { params: { id: 101 }, body: { reason: 'خطأ' } }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('creates a deal through generateSchedule with its down payment, then refuses to cancel it', async () => {
    const fake = createTestApi({ now: NOW });
    const car = fake.db.cars.find((c) => c.status === 'Pending')!;
    const { data: deal, message } = await fake.client.call(endpoints.authorizations.create, {
      body: {
        sellerType: 'COMPANY',
        buyerId: 2,
        carId: car.id,
        currency: 'IQD',
        price: '10,000,000',
        downPayment: '1000000',
        paymentType: 'INSTALLMENTS',
        installmentCount: 7,
        firstDueDate: '2025-04-30',
      },
    });
    expect(message).toBe(LEDGER_MESSAGES.authorizationCreated);
    expect(deal).toMatchObject({ contractNumber: 1005, contractDate: '2025-03-25' });
    expect(deal.paymentPlan).toMatchObject({ paidAmount: '1000000', remainingAmount: '9000000' });
    // The down payment's line (sequence 0, due on the deal's date), then the seven instalments.
    expect(deal.paymentPlan.installments).toHaveLength(8);
    expect(deal.paymentPlan.installments[0]).toMatchObject({ sequence: 0, dueDate: deal.contractDate });
    expect(deal.paymentPlan.firstDueDate).toBe('2025-04-30');
    expect(fake.db.cars.find((c) => c.id === car.id)?.status).toBe('Active');
    await expect(
      fake.client.call(endpoints.authorizations.cancel, { params: { id: deal.id }, body: { reason: 'س' } }),
    ).rejects.toMatchObject({ status: 409, message: LEDGER_MESSAGES.dealHasPayments.AUTHORIZATION });
    await expect(
      fake.client.call(endpoints.contracts.create, {
        body: {
          sellerType: 'COMPANY',
          buyerId: 2,
          carId: car.id,
          currency: 'IQD',
          price: '1',
          paymentType: 'CASH',
        },
      }),
    ).rejects.toMatchObject({ status: 409, message: LEDGER_MESSAGES.carNotForSale });
  });

  it('staff without UPDATE_INSTALLMENT: the cash price is left due on the deal date, no receipt, car not Paid', async () => {
    const fake = createTestApi({ now: NOW });
    fake.setCaller(staffCaller('ADD_CONTRACT', 'CREATE_PAYMENT_PLAN'));
    const car = fake.db.cars.find((c) => c.status === 'Pending')!;
    const count = fake.db.payments.length;
    const { data: deal, message } = await fake.client.call(endpoints.authorizations.create, {
      body: {
        sellerType: 'COMPANY',
        buyerId: 2,
        carId: car.id,
        currency: 'USD',
        price: '15000.50',
        paymentType: 'CASH',
        contractDate: '2025-03-01',
      },
    });
    expect(message).toBe(LEDGER_MESSAGES.dealCreatedMoneyDue.AUTHORIZATION.CASH);
    expect(fake.db.payments).toHaveLength(count);
    expect(deal.paymentPlan).toMatchObject({
      status: 'ACTIVE',
      paidAmount: '0.00',
      remainingAmount: '15000.50',
    });
    expect(deal.paymentPlan.installments).toMatchObject([
      { sequence: 0, dueDate: deal.contractDate, status: 'PENDING', remainingAmount: '15000.50' },
    ]);
    expect(fake.db.cars.find((c) => c.id === car.id)?.status).toBe('Active');
    expect(deal.paymentPlan.installments[0]?.overdue).toBe(true);
    // A cancelled deal owes nothing: not overdue, and the overdue=false filter finds it.
    fake.setCaller(COMPANY_ACCOUNT);
    await fake.client.call(endpoints.authorizations.cancel, {
      params: { id: deal.id },
      body: { reason: 'س' },
    });
    const list = async (overdue: 'true' | 'false') =>
      (await fake.client.call(endpoints.authorizations.list, { query: { overdue, size: 100 } })).data.map(
        (d) => d.id,
      );
    expect(await list('false')).toContain(deal.id);
    expect(await list('true')).not.toContain(deal.id);
  });

  it('reschedules what is unpaid, keeping the remaining total', async () => {
    const fake = createTestApi({ now: NOW });
    const deal = contract(fake, 1001);
    const { data: plan } = await fake.client.call(endpoints.plans.reschedule, {
      params: { id: deal.paymentPlan.id },
      body: { installmentCount: 4, firstDueDate: '2025-05-01' },
    });
    expect(plan.installments.map((i) => i.sequence)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(plan.remainingAmount).toBe('7500000');
    await expect(
      fake.client.call(endpoints.plans.reschedule, {
        params: { id: deal.paymentPlan.id },
        body: { installmentCount: 2, firstDueDate: '2025-01-01' },
      }),
    ).rejects.toMatchObject({ status: 400, fieldErrors: [{ field: 'firstDueDate' }] });
  });

  it('lists the payments of a person’s deals and the deals of a person', async () => {
    const fake = createTestApi({ now: NOW });
    const payments = await fake.client.call(endpoints.payments.list, { query: { personId: 1, size: 100 } });
    expect(payments.data.map((p) => p.receiptNumber)).toEqual([112, 109, 108, 107, 106, 105, 104, 103, 101]);
    const deals = await fake.client.call(endpoints.contracts.list, { query: { personId: 1, size: 100 } });
    expect(deals.data.map((d) => d.contractNumber)).toEqual([1007, 1006, 1005, 1004, 1003, 1001]);
  });
});
