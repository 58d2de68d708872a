import type { Dashboard, Deal, InstallmentRow, Payment, PaymentPlan } from '@cc/contracts';
import { SERVER_MESSAGES } from '@cc/contracts';
import { addDays, DEFAULT_TIME_ZONE, todayIn } from '@cc/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherCompany, grantPermission } from '../../../test/companies';
import { cancelDeal, dealBody, insertCars, insertPersons, payCash } from '../../../test/deals';
import { BASE, dataOf, useTestApp, useTokens } from '../../../test/helper';
import { cars } from '../../db/schema';

// The money of a deal's signing (docs/domain/permissions.md#money-at-deal-creation) and the down payment
// as the plan's first line, due on the deal's date (docs/domain/allocation.md).

const t = useTestApp();
const tk = useTokens(t, 'company', 'sales', 'accountant');
let companyId: number;
let buyer: number;
// The demo company keeps the default time zone.
const today = todayIn(DEFAULT_TIME_ZONE);
const twentyDaysAgo = addDays(today, -20);

beforeAll(async () => {
  companyId = await t.demoCompanyId();
  [buyer] = (await insertPersons(t, companyId, 1)) as [number];
});

const create = async (path: '/contracts' | '/authorizations', body: object, token: string) => {
  const [carId] = (await insertCars(t, companyId, 1)) as [number];
  const res = await t.request({
    method: 'POST',
    url: `${BASE}${path}`,
    payload: { ...dealBody(carId, buyer), ...body },
    token,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { deal: res.json().data as Deal, message: res.json().message as string };
};
const entriesOf = async (dealId: number) =>
  (await t.get(`${BASE}/payments`, tk.company, { dealId: String(dealId) })).json().data as Payment[];
const carStatus = async (id: number) =>
  (await t.db.select({ s: cars.status }).from(cars).where(eq(cars.id, id)))[0]!.s;
const installments = async (query: Record<string, string>) => {
  const res = await t.get(`${BASE}/installments`, tk.accountant, { size: '100', ...query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as InstallmentRow[];
};
const dealIds = async (path: string, query: Record<string, string>) => {
  const res = await t.get(`${BASE}${path}`, tk.company, { size: '100', ...query });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Deal[]).map((d) => d.id);
};
const dashboard = async () => dataOf<Dashboard>(await t.get(`${BASE}/dashboard`, tk.company), 200);
const getDeal = async (path: string, id: number) =>
  dataOf<Deal>(await t.get(`${BASE}${path}/${id}`, tk.company), 200);

describe('creating a deal without the permission to record payments', () => {
  it('a cash authorization by sales records no receipt: the price is due on the deal date, the car not Paid', async () => {
    const before = await dashboard();
    const { deal, message } = await create(
      '/authorizations',
      { currency: 'USD', price: '15000.50', paymentType: 'CASH', downPayment: undefined },
      tk.sales,
    );
    expect(message).toBe(SERVER_MESSAGES.dealCreatedMoneyDue.AUTHORIZATION.CASH);
    expect(await entriesOf(deal.id)).toEqual([]);
    expect(deal.paymentPlan).toMatchObject({
      status: 'ACTIVE',
      paidAmount: '0.00',
      remainingAmount: '15000.50',
      installments: [
        { sequence: 0, dueDate: deal.contractDate, amount: '15000.50', status: 'PENDING', overdue: false },
      ],
    });
    expect(deal.nextDueDate).toBe(deal.contractDate);
    expect(await carStatus(deal.car.id)).toBe('Active');
    // The desk finds it, due today, and the dashboard counts it due and outstanding, not collected.
    const rows = await installments({ dealId: String(deal.id) });
    expect(rows.map((r) => [r.sequence, r.dueDate, r.remainingAmount])).toEqual([[0, today, '15000.50']]);
    const after = await dashboard();
    expect(after.collectedToday.USD).toBe(before.collectedToday.USD);
    expect(after.dueSoon.count).toBe(before.dueSoon.count + 1);
    expect(Number(after.outstanding.USD) - Number(before.outstanding.USD)).toBeCloseTo(15000.5, 2);
    // A cashier collects it: the plan is PAID and the car sold.
    await payCash(t, tk.accountant, deal.paymentPlan.id, '15000.50');
    expect(await carStatus(deal.car.id)).toBe('Paid');
  });

  it('an instalment contract by sales: the down payment stays due since the deal date, overdue afterwards', async () => {
    const before = await dashboard();
    const { deal, message } = await create(
      '/contracts',
      { contractDate: twentyDaysAgo, firstDueDate: addDays(today, 10) },
      tk.sales,
    );
    expect(message).toBe(SERVER_MESSAGES.dealCreatedMoneyDue.CONTRACT.INSTALLMENTS);
    expect(await entriesOf(deal.id)).toEqual([]);
    expect(deal.paymentPlan).toMatchObject({ paidAmount: '0', remainingAmount: '12000000' });
    expect(deal.paymentPlan.installments[0]).toMatchObject({
      sequence: 0,
      dueDate: twentyDaysAgo,
      amount: '2000000',
      remainingAmount: '2000000',
      status: 'PENDING',
      overdue: true,
    });
    expect(deal.nextDueDate).toBe(twentyDaysAgo);
    const overdue = await installments({ overdue: 'true', dealId: String(deal.id) });
    expect(overdue.map((r) => r.sequence)).toEqual([0]);
    expect(await dealIds('/contracts', { overdue: 'true' })).toContain(deal.id);
    const after = await dashboard();
    expect(after.overdue.count).toBe(before.overdue.count + 1);
    expect(Number(after.overdue.amounts.IQD) - Number(before.overdue.amounts.IQD)).toBe(2_000_000);
  });

  it('staff holding UPDATE_INSTALLMENT, like the company account, get the down payment recorded with a receipt', async () => {
    const other = await createOtherCompany(t);
    for (const name of ['ADD_CONTRACT', 'CREATE_PAYMENT_PLAN', 'UPDATE_INSTALLMENT'])
      await grantPermission(t, other, name);
    const staff = (await t.login(other.staffUsername)).accessToken;
    const [carId] = (await insertCars(t, other.companyId, 1)) as [number];
    const [otherBuyer] = (await insertPersons(t, other.companyId, 1)) as [number];
    const res = await t.request({
      method: 'POST',
      url: `${BASE}/contracts`,
      payload: dealBody(carId, otherBuyer, {
        currency: 'USD',
        price: '9000',
        paymentType: 'CASH',
        downPayment: undefined,
      }),
      token: staff,
    });
    expect(res.json().message).toBe('تم إنشاء العقد');
    const deal = dataOf<Deal>(res, 201);
    expect(deal.paymentPlan).toMatchObject({ status: 'PAID', paidAmount: '9000.00' });
    expect(await carStatus(carId)).toBe('Paid');
    const { deal: mine } = await create('/contracts', {}, tk.company);
    const entries = await entriesOf(mine.id);
    expect(entries).toMatchObject([{ isDownPayment: true, amount: '2000000', paidAt: mine.contractDate }]);
  });
});

describe('a reversed down payment', () => {
  it('is owed since the deal date: on the deal page, at the desk, overdue, and kept by a reschedule', async () => {
    const { deal } = await create(
      '/contracts',
      { contractDate: twentyDaysAgo, firstDueDate: addDays(today, 10) },
      tk.company,
    );
    const [down] = await entriesOf(deal.id);
    const reversed = await t.request({
      method: 'POST',
      url: `${BASE}/payments/${down!.id}/reverse`,
      payload: { reason: 'شيك مرتجع' },
      token: tk.company,
    });
    expect(reversed.statusCode, reversed.body).toBe(201);
    const page = await getDeal('/contracts', deal.id);
    expect(page.paymentPlan.installments[0]).toMatchObject({
      sequence: 0,
      dueDate: twentyDaysAgo,
      remainingAmount: '2000000',
      status: 'PENDING',
      overdue: true,
    });
    expect(page.nextDueDate).toBe(twentyDaysAgo);
    const desk = await installments({ keyword: String(deal.contractNumber), overdue: 'true' });
    expect(desk.filter((r) => r.dealId === deal.id).map((r) => [r.sequence, r.dueDate])).toEqual([
      [0, twentyDaysAgo],
    ]);

    // Rescheduling re-spreads the instalments and leaves the down payment owed on its date.
    const reschedule = (firstDueDate: string) =>
      t.request({
        method: 'PUT',
        url: `${BASE}/payment-plans/${deal.paymentPlan.id}/schedule`,
        payload: { installmentCount: 5, firstDueDate },
        token: tk.company,
      });
    const early = await reschedule(addDays(twentyDaysAgo, -1));
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toContainEqual({
      field: 'firstDueDate',
      message: 'تاريخ أول قسط لا يمكن أن يسبق تاريخ العقد',
    });
    const plan = dataOf<PaymentPlan>(await reschedule(addDays(today, 30)), 200);
    expect(plan.remainingAmount).toBe('12000000');
    expect(plan.installmentCount).toBe(5);
    expect(plan.installments.map((i) => [i.sequence, i.amount])).toEqual([
      [0, '2000000'],
      [1, '2000000'],
      [2, '2000000'],
      [3, '2000000'],
      [4, '2000000'],
      [5, '2000000'],
    ]);
    expect(plan.installments[0]).toMatchObject({ dueDate: twentyDaysAgo, overdue: true });
    // The next payment settles the down payment first.
    await payCash(t, tk.accountant, deal.paymentPlan.id, '2000000');
    const paid = await getDeal('/contracts', deal.id);
    expect(paid.paymentPlan.installments[0]).toMatchObject({ status: 'PAID', overdue: false });
    expect(paid.nextDueDate).toBe(addDays(today, 30));
  });
});

describe('a cancelled deal', () => {
  it('owes nothing: none of its instalments is overdue, and overdue=false finds it', async () => {
    // Made by sales: nothing recorded, so it can be cancelled at once; its down payment and first
    // instalment are past due.
    const { deal } = await create(
      '/contracts',
      { contractDate: twentyDaysAgo, firstDueDate: addDays(today, -5) },
      tk.sales,
    );
    expect(deal.paymentPlan.installments.filter((i) => i.overdue).map((i) => i.sequence)).toEqual([0, 1]);
    expect(await dealIds('/contracts', { overdue: 'true' })).toContain(deal.id);
    expect(await dealIds('/contracts', { overdue: 'false' })).not.toContain(deal.id);
    const listed: Record<string, string>[] = [
      { overdue: 'true' },
      { fromDate: twentyDaysAgo, sortBy: 'amount', sortDirection: 'desc' },
    ];
    for (const query of listed)
      expect((await installments(query)).some((row) => row.dealId === deal.id)).toBe(true);
    const before = await dashboard();

    expect((await cancelDeal(t, tk.company, '/contracts', deal.id)).statusCode).toBe(200);
    const page = await getDeal('/contracts', deal.id);
    expect(page.paymentPlan.status).toBe('CANCELLED');
    expect(page.paymentPlan.installments.some((i) => i.overdue)).toBe(false);
    expect(page.nextDueDate).toBeNull();
    expect(await dealIds('/contracts', { overdue: 'true' })).not.toContain(deal.id);
    expect(await dealIds('/contracts', { overdue: 'false' })).toContain(deal.id);
    expect(await dealIds('/contracts', { cancelled: 'true', overdue: 'false' })).toContain(deal.id);
    expect(await installments({ dealId: String(deal.id) })).toEqual([]);
    // Nor in the whole list (filtered by the lines' own index, not by their deal), in either sort.
    for (const query of listed)
      expect((await installments(query)).filter((row) => row.dealId === deal.id)).toEqual([]);
    const after = await dashboard();
    expect(after.overdue.count).toBe(before.overdue.count - 2);
  });
});
