import type { Dashboard, Deal } from '@cc/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOtherCompany, type OtherCompany } from '../../../test/companies';
import { cancelDeal, createDeal, insertCars, insertPersons } from '../../../test/deals';
import { BASE, useTestApp } from '../../../test/helper';
import { recomputeDashboardSummaries, summaryDrift } from './summaries';

// Every figure of GET /dashboard against known data of a fresh company (Asia/Baghdad, UTC+3), created
// through the API: two live deals in IQD and USD, a cash deal paid last June, a cancelled deal whose
// down payment was reversed, and a reversed payment. "Now" is fixed at 2026-03-31 21:30 UTC, which is
// already 2026-04-01 00:30 in Baghdad: the UTC date and the company's date differ on purpose.

const t = useTestApp();
const NOW = new Date('2026-03-31T21:30:00Z');
let x: OtherCompany;
let token: string;
let dealA: Deal;

const at = (iso: string | Date) => vi.setSystemTime(typeof iso === 'string' ? new Date(iso) : iso);

type Amounts = Dashboard['months'][number]['sales'];
/** Expects the dashboard's row of `month`: exactly these sales and collections. */
const expectMonth = (d: Dashboard, month: string, sales: Amounts, collections: Amounts) =>
  expect(d.months.find((row) => row.month === month)).toEqual({ month, sales, collections });

async function dashboard(query = '', as = token): Promise<Dashboard> {
  const res = await t.request({ method: 'GET', url: `${BASE}/dashboard${query}`, token: as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function pay(planId: number, amount: string, paidAt: string) {
  const res = await t.request({
    method: 'POST',
    url: `${BASE}/payments`,
    token,
    payload: { planId, amount, method: 'CASH', paidAt },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number };
}

async function reverse(paymentId: number) {
  const res = await t.request({
    method: 'POST',
    url: `${BASE}/payments/${paymentId}/reverse`,
    token,
    payload: { reason: 'خطأ في الإدخال' },
  });
  expect(res.statusCode, res.body).toBe(201);
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at(NOW);
  x = await createOtherCompany(t, 'dash');
  [token] = await t.tokens(x.accountUsername);
  const [buyer] = (await insertPersons(t, x.companyId, 1)) as [number];
  const deal = (over: Record<string, unknown>, path = '/contracts') =>
    createDeal(t, { token, companyId: x.companyId, buyerId: buyer, over, path });

  // A: IQD 12,000,000 in the branch, 2,000,000 down on 2025-12-10, 10 × 1,000,000 from 2026-01-10.
  dealA = await deal({ contractDate: '2025-12-10', firstDueDate: '2026-01-10', branchId: x.branchId });
  // Paid yesterday (Baghdad): the January instalment and half of February's.
  await pay(dealA.paymentPlan.id, '1500000', '2026-03-31');
  // Paid today, then reversed: counted nowhere.
  await reverse((await pay(dealA.paymentPlan.id, '200000', '2026-04-01')).id);
  // B: an authorization in USD made today, 1,000.00 down, 9 × 1,000.00 from 2026-04-05 (due soon).
  await deal(
    {
      currency: 'USD',
      price: '10000',
      downPayment: '1000',
      installmentCount: 9,
      contractDate: '2026-04-01',
      firstDueDate: '2026-04-05',
    },
    '/authorizations',
  );
  // D: paid in cash last June, 3,000.00 USD.
  await deal({
    currency: 'USD',
    price: '3000',
    paymentType: 'CASH',
    downPayment: '3000',
    installmentCount: undefined,
    firstDueDate: undefined,
    contractDate: '2025-06-20',
  });
  // C: cancelled this month after its down payment was reversed (its instalments would be overdue).
  const c = await deal({
    price: '5000000',
    downPayment: '1000000',
    contractDate: '2026-03-15',
    firstDueDate: '2026-03-20',
    installmentCount: 4,
  });
  const [downC] = (
    await t.request({ method: 'GET', url: `${BASE}/payments?planId=${c.paymentPlan.id}`, token })
  ).json().data as { id: number }[];
  await reverse(downC!.id);
  const cancel = await cancelDeal(t, token, '/contracts', c.id);
  expect(cancel.statusCode, cancel.body).toBe(200);
});

afterAll(() => {
  vi.useRealTimers();
});

describe('GET /dashboard', () => {
  it('answers every figure per currency, in the company time zone', async () => {
    at(NOW);
    const d = await dashboard();
    expect(d.today).toBe('2026-04-01');
    expect(d.timeZone).toBe('Asia/Baghdad');
    expect(d.cars).toEqual({ Pending: 1, Active: 2, Paid: 1 });
    // B today; C (cancelled) is not counted, nor anything of March.
    expect(d.dealsThisMonth).toEqual({ contracts: 0, authorizations: 1 });
    // B's down payment; the 200,000 paid today was reversed.
    expect(d.collectedToday).toEqual({ IQD: '0', USD: '1000.00' });
    expect(d.collectedThisMonth).toEqual({ IQD: '0', USD: '1000.00' });
    expect(d.outstanding).toEqual({ IQD: '8500000', USD: '9000.00' });
    // February's remaining 500,000 (50 days) and March's 1,000,000 (22 days); C's are not counted.
    expect(d.overdue).toEqual({
      count: 2,
      amounts: { IQD: '1500000', USD: '0.00' },
      oldestDueDate: '2026-02-10',
    });
    expect(d.ageBands).toEqual([
      {
        band: '1-30',
        fromDate: '2026-03-02',
        toDate: '2026-03-31',
        count: 1,
        amounts: { IQD: '1000000', USD: '0.00' },
      },
      {
        band: '31-60',
        fromDate: '2026-01-31',
        toDate: '2026-03-01',
        count: 1,
        amounts: { IQD: '500000', USD: '0.00' },
      },
      {
        band: '61-90',
        fromDate: '2026-01-01',
        toDate: '2026-01-30',
        count: 0,
        amounts: { IQD: '0', USD: '0.00' },
      },
      { band: '90+', fromDate: null, toDate: '2025-12-31', count: 0, amounts: { IQD: '0', USD: '0.00' } },
    ]);
    expect(d.dueSoon.count).toBe(1);
    expect(d.dueSoon.amounts).toEqual({ IQD: '0', USD: '1000.00' });
    expect(d.dueSoon.items).toEqual([
      expect.objectContaining({
        dealKind: 'AUTHORIZATION',
        dueDate: '2026-04-05',
        currency: 'USD',
        amount: '1000.00',
      }),
    ]);
    expect(d.months.map((m) => m.month)).toEqual([
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
    ]);
    expectMonth(d, '2025-06', { IQD: '0', USD: '3000.00' }, { IQD: '0', USD: '3000.00' });
    expectMonth(d, '2025-12', { IQD: '12000000', USD: '0.00' }, { IQD: '2000000', USD: '0.00' });
    // C's sale and its reversed down payment are left out of March.
    expectMonth(d, '2026-03', { IQD: '0', USD: '0.00' }, { IQD: '1500000', USD: '0.00' });
    expectMonth(d, '2026-04', { IQD: '0', USD: '10000.00' }, { IQD: '0', USD: '1000.00' });
  });

  it('one minute before midnight in Baghdad, today is still the 31st of March', async () => {
    at('2026-03-31T20:59:00Z');
    const d = await dashboard();
    expect(d.today).toBe('2026-03-31');
    expect(d.collectedToday).toEqual({ IQD: '1500000', USD: '0.00' });
    expect(d.collectedThisMonth).toEqual({ IQD: '1500000', USD: '0.00' });
    expect(d.dealsThisMonth).toEqual({ contracts: 0, authorizations: 0 });
    expect(d.months.at(-1)!.month).toBe('2026-03');
    expect(d.months[0]!.month).toBe('2025-04');
    // 21 and 49 days: still the same bands; B's due date is 5 days away, inside the window.
    expect(d.ageBands.map((b) => b.count)).toEqual([1, 1, 0, 0]);
    expect(d.dueSoon.count).toBe(1);
  });

  it('at the turn of a month the series moves on and the age bands age', async () => {
    at('2026-04-30T21:00:00Z'); // 2026-05-01 00:00 in Baghdad
    const [later] = await t.tokens(x.accountUsername); // a month on, the first sign-in has expired
    const d = await dashboard('', later);
    expect(d.today).toBe('2026-05-01');
    expect(d.months.at(-1)!.month).toBe('2026-05');
    expect(d.months[0]!.month).toBe('2025-06');
    expect(d.dealsThisMonth).toEqual({ contracts: 0, authorizations: 0 });
    expect(d.collectedThisMonth).toEqual({ IQD: '0', USD: '0.00' });
    // Feb 10 is now 80 days late, Mar 10 52, Apr 10 21; B's Apr 5 (26 days, USD).
    expect(d.ageBands.map((b) => [b.band, b.count, b.amounts])).toEqual([
      ['1-30', 2, { IQD: '1000000', USD: '1000.00' }],
      ['31-60', 1, { IQD: '1000000', USD: '0.00' }],
      ['61-90', 1, { IQD: '500000', USD: '0.00' }],
      ['90+', 0, { IQD: '0', USD: '0.00' }],
    ]);
    expect(d.overdue.oldestDueDate).toBe('2026-02-10');
  });

  it('narrows the deal figures to a branch; cars stay company-wide', async () => {
    at(NOW);
    const d = await dashboard(`?branchId=${x.branchId}`);
    expect(d.branchId).toBe(x.branchId);
    expect(d.cars).toEqual({ Pending: 1, Active: 2, Paid: 1 });
    expect(d.dealsThisMonth).toEqual({ contracts: 0, authorizations: 0 });
    expect(d.collectedToday).toEqual({ IQD: '0', USD: '0.00' });
    expect(d.outstanding).toEqual({ IQD: '8500000', USD: '0.00' });
    expect(d.overdue.count).toBe(2);
    expect(d.dueSoon.count).toBe(0);
    expect(d.dueSoon.items).toEqual([]);
    expect(d.months.find((m) => m.month === '2025-06')!.sales.USD).toBe('0.00');
    expect(d.months.find((m) => m.month === '2026-03')!.collections.IQD).toBe('1500000');
  });

  it("answers 404 for another company's branch, exactly like a missing one", async () => {
    at(NOW);
    const demoBranch = await t.request({
      method: 'GET',
      url: `${BASE}/branches`,
      token: (await t.tokens('company'))[0],
    });
    const theirs = (demoBranch.json().data as { id: number }[])[0]!.id;
    for (const id of [theirs, 987654]) {
      const res = await t.request({ method: 'GET', url: `${BASE}/dashboard?branchId=${id}`, token });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('الفرع غير موجود');
    }
  });

  it('refuses staff without GET_DASHBOARD and serves those holding it; nothing crosses companies', async () => {
    at(NOW);
    const [accountant, sales] = await t.tokens('accountant', 'sales');
    const refused = await t.request({ method: 'GET', url: `${BASE}/dashboard`, token: accountant });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/[\u0600-\u06FF]/);
    // The demo company's figures are its own: none of this company's deals appear there.
    const demo = await dashboard('', sales);
    expect(demo.dueSoon.items.every((i) => i.dealId !== dealA.id)).toBe(true);
  });
});

// The figures read summary rows that triggers keep with every write (docs/domain/dashboard.md#at-scale).
// Each write below must move exactly the figures it touches, and leave the summaries equal to what the
// base tables recompute (summaryDrift, over the migration's *_recomputed views).
describe('the summaries behind the figures follow every write', () => {
  let y: OtherCompany;
  let tk: string;
  let deal: Deal;
  const get = async (query = '') => {
    const res = await t.request({ method: 'GET', url: `${BASE}/dashboard${query}`, token: tk });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Dashboard;
  };
  const send = async (method: 'POST' | 'DELETE', url: string, payload?: object) => {
    const res = await t.request({ method, url: `${BASE}${url}`, token: tk, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json().data as { id: number };
  };
  /** A cash payment on the deal's plan (dated `paidAt`, today when not given). */
  const payCash = (amount: string, paidAt?: string) =>
    send('POST', '/payments', { planId: deal.paymentPlan.id, amount, method: 'CASH', paidAt });
  const reverseOf = (id: number) => send('POST', `/payments/${id}/reverse`, { reason: 'خطأ في الإدخال' });
  const march = (d: Dashboard) => d.months.find((m) => m.month === '2026-03')!;
  const noDrift = async () => expect(await summaryDrift(t.db, y.companyId)).toEqual([]);

  beforeAll(async () => {
    at(NOW);
    y = await createOtherCompany(t, 'dsum');
    [tk] = await t.tokens(y.accountUsername);
    const [buyer] = (await insertPersons(t, y.companyId, 1)) as [number];
    // IQD 12,000,000 in the branch, dated 2026-03-20: 2,000,000 down that day, 10 × 1,000,000 from Apr 5.
    deal = await createDeal(t, {
      token: tk,
      companyId: y.companyId,
      buyerId: buyer,
      over: { contractDate: '2026-03-20', firstDueDate: '2026-04-05', branchId: y.branchId },
    });
  });

  it('a new deal: its sale, its down payment, what remains, its dues and its car', async () => {
    at(NOW);
    const d = await get();
    expect(d.cars).toEqual({ Pending: 0, Active: 1, Paid: 0 });
    expectMonth(d, '2026-03', { IQD: '12000000', USD: '0.00' }, { IQD: '2000000', USD: '0.00' });
    expect(d.collectedToday.IQD).toBe('0');
    expect(d.outstanding.IQD).toBe('10000000');
    expect([d.dueSoon.count, d.dueSoon.amounts.IQD]).toEqual([1, '1000000']);
    await noDrift();
  });

  it('a payment that settles the plan, then its reversal (the car goes Paid, then back to Active)', async () => {
    at(NOW);
    const paid = await payCash('10000000');
    let d = await get();
    expect(d.collectedToday.IQD).toBe('10000000');
    expect(d.outstanding.IQD).toBe('0');
    expect(d.dueSoon.count).toBe(0);
    expect(d.cars).toEqual({ Pending: 0, Active: 0, Paid: 1 });
    await noDrift();

    await reverseOf(paid.id);
    d = await get();
    expect(d.collectedToday.IQD).toBe('0');
    expect(d.outstanding.IQD).toBe('10000000');
    expect(d.dueSoon.count).toBe(1);
    expect(d.cars).toEqual({ Pending: 0, Active: 1, Paid: 0 });
    await noDrift();
  });

  it("a reversal made today takes the money back from the original payment's day", async () => {
    at(NOW);
    const late = await payCash('1000000', '2026-03-31');
    expect(march(await get()).collections.IQD).toBe('3000000');
    await reverseOf(late.id);
    const d = await get();
    expect(march(d).collections.IQD).toBe('2000000');
    expect(d.collectedToday.IQD).toBe('0');
    await noDrift();
  });

  it('a settlement discount lowers what remains and the dues, never the money received', async () => {
    at(NOW);
    await send('POST', `/payment-plans/${deal.paymentPlan.id}/discount`, {
      amount: '500000',
      reason: 'تسوية',
    });
    const d = await get();
    expect(d.outstanding.IQD).toBe('9500000');
    expect(d.dueSoon.amounts.IQD).toBe('500000');
    expect(march(d).collections.IQD).toBe('2000000');
    expect(d.collectedToday.IQD).toBe('0');
    await noDrift();
  });

  it('a deal that changes branch takes its sale, money, dues and what remains to the new branch', async () => {
    at(NOW);
    const inBranch = `?branchId=${y.branchId}`;
    expect((await get(inBranch)).outstanding.IQD).toBe('9500000');
    // No screen moves a deal between branches yet: the triggers must follow any writer.
    await t.db.execute(sql`update deals set branch_id = null where id = ${deal.id}`);
    let d = await get(inBranch);
    expect(d.outstanding.IQD).toBe('0');
    expect(d.dueSoon.count).toBe(0);
    expectMonth(d, '2026-03', { IQD: '0', USD: '0.00' }, { IQD: '0', USD: '0.00' });
    expect((await get()).outstanding.IQD).toBe('9500000');
    await noDrift();
    await t.db.execute(sql`update deals set branch_id = ${y.branchId} where id = ${deal.id}`);
    d = await get(inBranch);
    expect(d.outstanding.IQD).toBe('9500000');
    expect(march(d).collections.IQD).toBe('2000000');
    await noDrift();
  });

  it('a cancelled deal leaves every figure and frees its car; a deleted car leaves the counts', async () => {
    at(NOW);
    // Cancelling needs no standing entries: the down payment and the discount are reversed first.
    const entries = (
      await t.request({ method: 'GET', url: `${BASE}/payments?planId=${deal.paymentPlan.id}`, token: tk })
    ).json().data as { id: number; kind: string; reversed: boolean }[];
    for (const e of entries) if (e.kind !== 'REVERSAL' && !e.reversed) await reverseOf(e.id);
    await send('DELETE', `/contracts/${deal.id}`, { reason: 'تراجع المشتري' });
    let d = await get();
    expect(d.cars).toEqual({ Pending: 1, Active: 0, Paid: 0 });
    expectMonth(d, '2026-03', { IQD: '0', USD: '0.00' }, { IQD: '0', USD: '0.00' });
    expect(d.outstanding.IQD).toBe('0');
    expect(d.dueSoon.count).toBe(0);
    await noDrift();

    const [carId] = (await insertCars(t, y.companyId, 1)) as [number];
    expect((await get()).cars.Pending).toBe(2);
    await send('DELETE', `/car/${carId}`);
    d = await get();
    expect(d.cars).toEqual({ Pending: 1, Active: 0, Paid: 0 });
    await noDrift();
  });

  it('the drift check sees a summary row gone wrong, and the rebuild puts it right', async () => {
    await t.db.execute(
      sql`update dashboard_car_counts set n = n + 1 where company_id = ${y.companyId} and status = 'Pending'`,
    );
    expect((await get()).cars.Pending).toBe(2);
    expect(await summaryDrift(t.db, y.companyId)).toEqual([
      { side: 'summary', summary: 'dashboard_car_counts', status: 'Pending', n: 2 },
      { side: 'recomputed', summary: 'dashboard_car_counts', status: 'Pending', n: 1 },
    ]);
    await recomputeDashboardSummaries(t.db, y.companyId);
    expect((await get()).cars.Pending).toBe(1);
    await noDrift();
  });
});
