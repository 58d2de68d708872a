import type { CashBox, Payment } from '@cc/contracts';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherCompany, grantPermission } from '../../../test/companies';
import { createDeal, insertPersons } from '../../../test/deals';
import { BASE, dataOf, useTestApp } from '../../../test/helper';

// The cash box (docs/domain/cash-box.md) as a property: for any sequence of cash and transfer payments,
// money handed over in dollars, reversals and handovers, a cashier's box expects exactly the cash their
// entries moved, in the currency the drawer got.

const t = useTestApp();
let company: string;
let cashier: string;
let companyUser: number;
let companyId: number;
let buyer: number;

beforeAll(async () => {
  // A company of its own: nothing else moves these boxes.
  const other = await createOtherCompany(t);
  for (const name of ['UPDATE_INSTALLMENT', 'GET_INSTALLMENT']) await grantPermission(t, other, name);
  const account = await t.login(other.accountUsername);
  company = account.accessToken;
  companyUser = account.user.id;
  cashier = (await t.login(other.staffUsername)).accessToken;
  companyId = other.companyId;
  [buyer] = (await insertPersons(t, companyId, 1)) as [number];
});

type Op =
  | { type: 'cash'; amount: number }
  | { type: 'transfer'; amount: number }
  | { type: 'dollars'; dollars: number }
  | { type: 'reverse'; pick: number }
  | { type: 'handover'; amount: number; acknowledged: boolean };

const thousands = fc.integer({ min: 1, max: 900 }).map((k) => k * 1000);
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: thousands.map((amount) => ({ type: 'cash' as const, amount })) },
  thousands.map((amount) => ({ type: 'transfer' as const, amount })),
  fc.integer({ min: 1, max: 300 }).map((dollars) => ({ type: 'dollars' as const, dollars })),
  { weight: 2, arbitrary: fc.nat(20).map((pick) => ({ type: 'reverse' as const, pick })) },
  fc
    .record({ amount: thousands, acknowledged: fc.boolean() })
    .map((h) => ({ type: 'handover' as const, ...h })),
);

const boxes = async (token: string) => {
  const all = dataOf<CashBox[]>(await t.get(`${BASE}/cash-box`, token), 200);
  return { IQD: Number(all[0]!.expected), USD: Math.round(Number(all[1]!.expected) * 100) };
};
const post = (url: string, payload: object, token: string) =>
  t.request({ method: 'POST', url: `${BASE}${url}`, token, payload });

describe('the cash box (property)', () => {
  it('expects the cash its entries moved: payments in, reversals out, handovers out and, acknowledged, in', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        const deal = await createDeal(t, {
          token: company,
          companyId,
          buyerId: buyer,
          over: { price: '900000000', downPayment: '0', installmentCount: 10 },
        });
        const planId = deal.paymentPlan.id;
        const start = { cashier: await boxes(cashier), company: await boxes(company) };
        const want = { cashier: { IQD: 0, USD: 0 }, company: { IQD: 0, USD: 0 } };
        const standing: { id: number; iqd: number; usd: number }[] = [];
        for (const o of ops) {
          if (o.type === 'cash' || o.type === 'transfer') {
            const res = await post(
              '/payments',
              { planId, amount: String(o.amount), method: o.type === 'cash' ? 'CASH' : 'TRANSFER' },
              cashier,
            );
            const entry = dataOf<Payment>(res, 201);
            const iqd = o.type === 'cash' ? o.amount : 0;
            standing.push({ id: entry.id, iqd, usd: 0 });
            want.cashier.IQD += iqd;
          } else if (o.type === 'dollars') {
            const res = await post(
              '/payments',
              {
                planId,
                amount: String(o.dollars * 1310),
                method: 'CASH',
                handedCurrency: 'USD',
                handedAmount: String(o.dollars),
                exchangeRate: '1310',
              },
              cashier,
            );
            standing.push({ id: dataOf<Payment>(res, 201).id, iqd: 0, usd: o.dollars * 100 });
            want.cashier.USD += o.dollars * 100;
          } else if (o.type === 'reverse') {
            if (standing.length === 0) continue;
            const [victim] = standing.splice(o.pick % standing.length, 1);
            dataOf(await post(`/payments/${victim!.id}/reverse`, { reason: 'عكس' }, company), 201);
            // The cash leaves the drawer that took it, whoever reverses.
            want.cashier.IQD -= victim!.iqd;
            want.cashier.USD -= victim!.usd;
          } else {
            const res = await post(
              '/cash-box/handovers',
              { toUserId: companyUser, currency: 'IQD', amount: String(o.amount) },
              cashier,
            );
            const handover = dataOf<{ id: number }>(res, 201);
            want.cashier.IQD -= o.amount;
            if (o.acknowledged) {
              dataOf(await post(`/cash-box/handovers/${handover.id}/acknowledge`, {}, company), 200);
              want.company.IQD += o.amount;
            }
          }
        }
        const end = { cashier: await boxes(cashier), company: await boxes(company) };
        expect(end.cashier.IQD - start.cashier.IQD).toBe(want.cashier.IQD);
        expect(end.cashier.USD - start.cashier.USD).toBe(want.cashier.USD);
        expect(end.company.IQD - start.company.IQD).toBe(want.company.IQD);
        expect(end.company.USD - start.company.USD).toBe(0);
      }),
      { numRuns: 8 },
    );
  }, 300_000);
});
