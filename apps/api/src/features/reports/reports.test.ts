import {
  type AgingReport,
  agingBands,
  type CollectionsReport,
  type Deal,
  PAYMENT_METHOD_LABELS,
} from '@cc/contracts';
import { addDays, daysBetween, parseMoney, todayIn, toMajorString } from '@cc/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherCompany, type OtherCompany } from '../../../test/companies';
import { createDeal, insertPersons, payCash } from '../../../test/deals';
import { BASE, useTestApp } from '../../../test/helper';

// The aging report (docs/domain/collections.md, "Reports"), on a company of its own so every figure is
// known: each unpaid instalment due before today in the band of its own days overdue, per currency.

const t = useTestApp();
let co: OtherCompany;
let token = '';
let a: Deal;
let b: Deal;
let c: Deal;

const TODAY = () => todayIn('Asia/Baghdad');

const aging = async (query: Record<string, string> = {}, as = token) => {
  const res = await t.request({ method: 'GET', url: `${BASE}/reports/aging`, token: as, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AgingReport;
};

/** What the report should say, computed from the deals' own schedules (read back after payments). */
async function expected(deals: readonly Deal[], limits: readonly number[]) {
  const bands = agingBands(limits);
  const out = new Map<string, { amounts: number[]; counts: number[] }>();
  for (const deal of deals) {
    const path = `${BASE}/contracts/${deal.id}`;
    const fresh = (await t.request({ method: 'GET', url: path, token })).json().data as Deal;
    const figures = out.get(fresh.currency) ?? {
      amounts: bands.map(() => 0),
      counts: bands.map(() => 0),
    };
    out.set(fresh.currency, figures);
    for (const i of fresh.paymentPlan.installments) {
      if (i.status === 'PAID' || i.dueDate >= TODAY()) continue;
      const days = daysBetween(i.dueDate, TODAY());
      const band = bands.findIndex((x) => x.to === null || days <= x.to);
      const left = (v: string) => {
        const p = parseMoney(v, fresh.currency);
        return p.ok ? p.value : Number.NaN;
      };
      figures.amounts[band]! += left(i.amount) - left(i.paidAmount);
      figures.counts[band]! += 1;
    }
  }
  return [...out.entries()]
    .sort(([x], [y]) => x.localeCompare(y))
    .map(([currency, f]) => ({
      currency,
      amounts: f.amounts.map((v) => toMajorString(v, currency as 'IQD' | 'USD')),
      counts: f.counts,
      total: toMajorString(
        f.amounts.reduce((s, v) => s + v, 0),
        currency as 'IQD' | 'USD',
      ),
      count: f.counts.reduce((s, v) => s + v, 0),
    }));
}

beforeAll(async () => {
  co = await createOtherCompany(t);
  token = (await t.login(co.accountUsername)).accessToken;
  const [buyerA, buyerB] = (await insertPersons(t, co.companyId, 2)) as [number, number];
  const deal = (buyerId: number, over: Record<string, unknown>) =>
    createDeal(t, { token, companyId: co.companyId, buyerId, over });
  a = await deal(buyerA, {
    branchId: co.branchId,
    contractDate: addDays(TODAY(), -100),
    firstDueDate: addDays(TODAY(), -75),
  });
  b = await deal(buyerB, {
    currency: 'USD',
    price: '1200',
    downPayment: '200',
    contractDate: addDays(TODAY(), -230),
    firstDueDate: addDays(TODAY(), -200),
  });
  // Nothing due yet: never in the aging; its down payment is received today.
  c = await deal(buyerA, {});
  await payCash(t, token, a.paymentPlan.id, '500000');
});

describe('GET /reports/aging', () => {
  it('puts each unpaid instalment in the band of its own days overdue, per currency, never adding IQD and USD', async () => {
    const report = await aging();
    expect(report.bands.map((x) => x.key)).toEqual(['1-30', '31-60', '61-90', '91-180', '181+']);
    expect(report.totals).toEqual(await expected([a, b], [30, 60, 90, 180]));
    expect(report.totals.map((x) => x.currency)).toEqual(['IQD', 'USD']);
    // Per branch: the IQD deal in its branch, the USD deal in none.
    expect(report.rows.map((r) => [r.currency, r.name])).toEqual([
      ['IQD', 'فرع أربيل'],
      ['USD', 'بدون فرع'],
    ]);
    expect(report.rows[0]).toMatchObject({ id: co.branchId, total: report.totals[0]!.total });
  });

  it('groups per buyer and per collector with the same totals', async () => {
    const branch = await aging();
    const buyer = await aging({ groupBy: 'buyer' });
    const collector = await aging({ groupBy: 'collector' });
    expect(buyer.totals).toEqual(branch.totals);
    expect(collector.totals).toEqual(branch.totals);
    expect(buyer.rows.map((r) => r.id)).toEqual([a.buyer.id, b.buyer.id]);
    expect(collector.rows.map((r) => r.name)).toEqual(['بدون محصّل', 'بدون محصّل']);
    const assigned = await t.request({
      method: 'PUT',
      url: `${BASE}/collections/assign`,
      token,
      payload: { dealIds: [a.id], collectorId: co.accountId },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const after = await aging({ groupBy: 'collector' });
    expect(after.rows[0]).toMatchObject({
      id: co.accountId,
      currency: 'IQD',
      total: branch.totals[0]!.total,
    });
  });

  it('narrows to a currency and a branch', async () => {
    const usd = await aging({ currency: 'USD' });
    expect(usd.totals.map((x) => x.currency)).toEqual(['USD']);
    const branch = await aging({ branchId: String(co.branchId), groupBy: 'buyer' });
    expect(branch.rows.map((r) => r.currency)).toEqual(['IQD']);
  });

  it("follows the company's bands, checked in Arabic; needs COLLECTIONS_READ", async () => {
    const put = (agingBands: unknown) =>
      t.request({ method: 'PUT', url: `${BASE}/collections/settings`, token, payload: { agingBands } });
    const bad = await put([60, 30]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({
      field: 'agingBands',
      message: 'حدود الفئات يجب أن تكون تصاعدية بلا تكرار',
    });
    expect((await put([15, 45])).statusCode).toBe(200);
    const report = await aging();
    expect(report.bands).toEqual([
      { key: '1-15', from: 1, to: 15 },
      { key: '16-45', from: 16, to: 45 },
      { key: '46+', from: 46, to: null },
    ]);
    expect(report.totals).toEqual(await expected([a, b], [15, 45]));
    const settings = await t.request({ method: 'GET', url: `${BASE}/collections/settings`, token });
    expect(settings.json().data).toEqual({ agingBands: [15, 45] });
    const staff = (await t.login(co.staffUsername)).accessToken;
    expect((await t.request({ method: 'GET', url: `${BASE}/reports/aging`, token: staff })).statusCode).toBe(
      403,
    );
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `${BASE}/collections/settings`,
          token: staff,
          payload: { agingBands: [30] },
        })
      ).statusCode,
    ).toBe(403);
    // The queue's band filter takes the company's bands.
    const queue = await t.request({
      method: 'GET',
      url: `${BASE}/collections`,
      token,
      query: { band: '46+' },
    });
    expect(queue.statusCode, queue.body).toBe(200);
    expect((queue.json().data as { dealId: number }[]).map((r) => r.dealId).sort()).toEqual(
      [a.id, b.id].sort(),
    );
  });
});

describe('GET /reports/collections', () => {
  const report = async (query: Record<string, string>) => {
    const res = await t.request({ method: 'GET', url: `${BASE}/reports/collections`, token, query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as CollectionsReport;
  };
  /** The deal's schedule lines due in [from, to], summed from its own answer. */
  const dueIn = async (deal: Deal, from: string, to: string) => {
    const fresh = (await t.request({ method: 'GET', url: `${BASE}/contracts/${deal.id}`, token })).json()
      .data as Deal;
    return fresh.paymentPlan.installments
      .filter((i) => i.dueDate >= from && i.dueDate <= to)
      .reduce((sum, i) => {
        const p = parseMoney(i.amount, fresh.currency);
        return sum + (p.ok ? p.value : Number.NaN);
      }, 0);
  };

  it('sets what came in against what fell due, per currency, by day, method and recorder', async () => {
    // The period holds today's 500,000 and the new deal's down payment (2,000,000, on its contract date,
    // today); the other deals' down payments were paid before it.
    const from = addDays(TODAY(), -60);
    const to = TODAY();
    const byDay = await report({ from, to });
    expect(byDay.received).toEqual([
      { key: TODAY(), name: TODAY(), currency: 'IQD', amount: '2500000', count: 2 },
    ]);
    const iqd = byDay.rates.find((r) => r.currency === 'IQD')!;
    const due = (await dueIn(a, from, to)) + (await dueIn(c, from, to));
    expect(iqd).toEqual({
      currency: 'IQD',
      received: '2500000',
      due: toMajorString(due, 'IQD'),
      rate: ((2_500_000 / due) * 100).toFixed(1),
    });
    expect(byDay.rates.find((r) => r.currency === 'USD')).toMatchObject({
      received: '0.00',
      due: toMajorString(await dueIn(b, from, to), 'USD'),
    });
    const byMethod = await report({ from, to, groupBy: 'method' });
    expect(byMethod.received).toEqual([
      { key: 'CASH', name: PAYMENT_METHOD_LABELS.CASH, currency: 'IQD', amount: '2500000', count: 2 },
    ]);
    const byRecorder = await report({ from, to, groupBy: 'recorder' });
    expect(byRecorder.received).toEqual([
      {
        key: String(co.accountId),
        name: `شركة ${co.accountUsername.replace(/-company$/, '')}`,
        currency: 'IQD',
        amount: '2500000',
        count: 2,
      },
    ]);
  });

  it('counts the promises each user took, with what became of them', async () => {
    const res = await t.request({
      method: 'POST',
      url: `${BASE}/collections/${a.id}/contacts`,
      token,
      payload: { kind: 'CALL', outcome: 'PROMISED', promiseDate: TODAY(), promiseAmount: '100000' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { promises } = await report({});
    expect(promises).toEqual([
      { id: co.accountId, name: expect.any(String), made: 1, kept: 0, broken: 0, pending: 1 },
    ]);
  });

  it('refuses a period backwards or longer than a year, in Arabic', async () => {
    const back = await t.request({
      method: 'GET',
      url: `${BASE}/reports/collections`,
      token,
      query: { from: TODAY(), to: addDays(TODAY(), -1) },
    });
    expect(back.statusCode).toBe(400);
    expect(back.json().errors[0]).toMatchObject({
      field: 'to',
      message: 'تاريخ النهاية يجب ألا يسبق تاريخ البداية',
    });
    const long = await t.request({
      method: 'GET',
      url: `${BASE}/reports/collections`,
      token,
      query: { from: addDays(TODAY(), -400), to: TODAY() },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].message).toBe('الفترة يجب ألا تتجاوز سنة واحدة');
  });
});
