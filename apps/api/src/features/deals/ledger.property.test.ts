import type { Payment, PaymentPlan } from '@cc/contracts';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { addLateFee, createDeal, insertPersons } from '../../../test/deals';
import { BASE, useTestApp } from '../../../test/helper';
import { ledgerProblems } from '../../../test/ledger-check';

// Properties of the ledger replay through the API, for any deal (its down payment partly deferred or not)
// and any sequence of payments, discounts, early settlements, reversals, late fees and their waivers
// (docs/domain/payments-and-reversal.md, late-fees.md, early-settlement.md): what the
// plan says it received is the sum of the standing payments, what remains never goes below zero, a fee
// is owed until waived and paid only after every instalment, and a reversed entry leaves the
// instalments as if it had never been recorded.

const t = useTestApp();
let company: string;
let companyId: number;
let buyer: number;

beforeAll(async () => {
  [company] = await t.tokens('company');
  companyId = await t.demoCompanyId();
  [buyer] = (await insertPersons(t, companyId, 1)) as [number];
});

type Op =
  | { type: 'pay'; amount: number }
  | { type: 'discount'; amount: number }
  | { type: 'reverse'; pick: number }
  | { type: 'fee'; amount: number }
  | { type: 'waive'; pick: number }
  | { type: 'settle'; percent: number };

// Thousands of dinars, so amounts land on instalment edges as often as inside them.
const amount = fc.integer({ min: 1, max: 4000 }).map((k) => k * 1000);
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: amount.map((a) => ({ type: 'pay' as const, amount: a })) },
  { weight: 1, arbitrary: amount.map((a) => ({ type: 'discount' as const, amount: a })) },
  { weight: 2, arbitrary: fc.nat(20).map((pick) => ({ type: 'reverse' as const, pick })) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1, max: 50 }).map((k) => ({ type: 'fee' as const, amount: k * 1000 })),
  },
  { weight: 1, arbitrary: fc.nat(20).map((pick) => ({ type: 'waive' as const, pick })) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 0, max: 30 }).map((percent) => ({ type: 'settle' as const, percent })),
  },
);

const addFee = (planId: number, amount: number) => addLateFee(t, companyId, planId, amount);

/**
 * A deal of 12,000,000: 2,000,000 down and 10 × 1,000,000 from 2030-01-15 (test/deals.ts); `deferred`:
 * 500,000 of the down payment due on 2030-01-01 (باقي المقدمة), so the signing pays 1,500,000.
 */
const newPlan = async (deferred: boolean) =>
  (
    await createDeal(t, {
      token: company,
      companyId,
      buyerId: buyer,
      over: deferred ? { deferredDownPayments: [{ amount: '500000', dueDate: '2030-01-01' }] } : {},
    })
  ).paymentPlan.id;

async function apply(planId: number, o: { type: 'pay' | 'discount'; amount: number }) {
  const res =
    o.type === 'pay'
      ? await t.request({
          method: 'POST',
          url: `${BASE}/payments`,
          payload: { planId, amount: String(o.amount), method: 'CASH' },
          token: company,
        })
      : await t.request({
          method: 'POST',
          url: `${BASE}/payment-plans/${planId}/discount`,
          payload: { amount: String(o.amount), reason: 'خصم' },
          token: company,
        });
  return res;
}

const planOf = async (id: number) =>
  (await t.request({ method: 'GET', url: `${BASE}/payment-plans/${id}`, token: company })).json()
    .data as PaymentPlan;
const instalments = (p: PaymentPlan) => p.installments.map((i) => [i.sequence, i.paidAmount, i.status]);

describe('the ledger replay (property)', () => {
  it('paid is the sum of standing payments, remaining never below zero, a reversal equals never recording', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(op, { minLength: 1, maxLength: 7 }), async (deferred, ops) => {
        const planId = await newPlan(deferred);
        // What the signing paid (the down payment less its deferred portion).
        const signing = deferred ? 1_500_000 : 2_000_000;
        // The model: standing entries in the order recorded (the down payment first).
        const standing: { id: number; type: 'pay' | 'discount'; amount: number }[] = [];
        // The late fees in the order charged, each owed until waived.
        const fees: { id: number; amount: number; waived: boolean }[] = [];
        let remaining = 12_000_000 - signing;
        /** What the standing entries settled beyond the 12,000,000 of lines: it went to the fees, in order. */
        const beyond = () => signing + standing.reduce((s, e) => s + e.amount, 0) - 12_000_000;
        for (const o of ops) {
          if (o.type === 'fee') {
            const id = await addFee(planId, o.amount);
            if (id === null) continue;
            fees.push({ id, amount: o.amount, waived: false });
            remaining += o.amount;
            continue;
          }
          if (o.type === 'waive') {
            const owed = fees.filter((f) => !f.waived);
            if (owed.length === 0) continue;
            const fee = owed[o.pick % owed.length]!;
            // Untouched when the fees owed before it take all that was settled beyond the instalments.
            const before = owed.slice(0, owed.indexOf(fee)).reduce((s, f) => s + f.amount, 0);
            const res = await t.request({
              method: 'POST',
              url: `${BASE}/late-fees/${fee.id}/waive`,
              payload: { reason: 'إعفاء' },
              token: company,
            });
            if (beyond() > before) {
              expect(res.statusCode, res.body).toBe(409); // partly paid: reverse the payment first
              continue;
            }
            expect(res.statusCode, res.body).toBe(201);
            fee.waived = true;
            remaining -= fee.amount;
            continue;
          }
          if (o.type === 'settle') {
            // Everything that remains at once, less a discount of up to 30% (on 1,000 steps).
            const discount = Math.floor((remaining * o.percent) / 100 / 1000) * 1000;
            const res = await t.request({
              method: 'POST',
              url: `${BASE}/payment-plans/${planId}/settle`,
              payload: {
                total: String(remaining),
                ...(discount > 0 ? { discount: String(discount), discountReason: 'تسوية' } : {}),
                method: 'CASH',
              },
              token: company,
            });
            if (remaining === 0) {
              expect(res.statusCode, res.body).toBe(409); // a PAID plan has nothing to settle
              continue;
            }
            expect(res.statusCode, res.body).toBe(201);
            const payment = res.json().data as Payment;
            expect(payment.remainingAfter).toBe('0');
            if (discount > 0) {
              const list = await t.request({
                method: 'GET',
                url: `${BASE}/payments`,
                query: { planId: String(planId), kind: 'DISCOUNT', size: '1' },
                token: company,
              });
              const [entry] = list.json().data as Payment[];
              standing.push({ id: entry!.id, type: 'discount', amount: discount });
            }
            standing.push({ id: payment.id, type: 'pay', amount: remaining - discount });
            remaining = 0;
            continue;
          }
          if (o.type === 'reverse') {
            if (standing.length === 0) continue;
            const [victim] = standing.splice(o.pick % standing.length, 1);
            const res = await t.request({
              method: 'POST',
              url: `${BASE}/payments/${victim!.id}/reverse`,
              payload: { reason: 'عكس' },
              token: company,
            });
            expect(res.statusCode, res.body).toBe(201);
            remaining += victim!.amount;
            continue;
          }
          const res = await apply(planId, o);
          if (o.amount > remaining) {
            expect(res.statusCode, res.body).toBe(409); // never below zero
            continue;
          }
          expect(res.statusCode, res.body).toBe(201);
          const entry = res.json().data as Payment;
          expect(Number(entry.remainingAfter)).toBe(remaining - o.amount);
          remaining -= o.amount;
          standing.push({ id: entry.id, type: o.type, amount: o.amount });
        }
        const plan = await planOf(planId);
        const sum = (type: 'pay' | 'discount') =>
          standing.filter((e) => e.type === type).reduce((s, e) => s + e.amount, 0);
        expect(Number(plan.paidAmount)).toBe(signing + sum('pay'));
        // Everything owed is accounted for: received, discounted or remaining (fees owed count in what was owed).
        expect(Number(plan.discountAmount)).toBe(sum('discount'));
        expect(Number(plan.remainingAmount)).toBe(remaining);
        expect(remaining).toBeGreaterThanOrEqual(0);
        expect(plan.status).toBe(remaining === 0 ? 'PAID' : 'ACTIVE');
        const owed = fees.filter((f) => !f.waived).reduce((s, f) => s + f.amount, 0);
        expect(Number(plan.chargeAmount)).toBe(owed);
        expect(Number(plan.paidAmount) + Number(plan.discountAmount) + Number(plan.remainingAmount)).toBe(
          12_000_000 + owed,
        );
        expect(await ledgerProblems(t.db, [planId])).toEqual([]);

        // The same standing fees and entries recorded on a fresh plan, the reversed and waived ones
        // never: same instalments, same remaining.
        const twin = await newPlan(deferred);
        for (const f of fees) if (!f.waived) await addFee(twin, f.amount);
        for (const e of standing) expect((await apply(twin, e)).statusCode).toBe(201);
        const twinPlan = await planOf(twin);
        expect(instalments(twinPlan)).toEqual(instalments(plan));
        expect(twinPlan.remainingAmount).toBe(plan.remainingAmount);
      }),
      { numRuns: 12 },
    );
  }, 300_000);

  it('after a repossession: paid + discounted + written off + remaining is what was owed, a refund never more than paid, a reversed refund as never recorded', async () => {
    type After =
      | { type: 'pay'; amount: number }
      | { type: 'refund'; amount: number }
      | { type: 'reverse'; pick: number };
    const after: fc.Arbitrary<After> = fc.oneof(
      amount.map((a) => ({ type: 'pay' as const, amount: a })),
      { weight: 2, arbitrary: amount.map((a) => ({ type: 'refund' as const, amount: a })) },
      fc.nat(20).map((pick) => ({ type: 'reverse' as const, pick })),
    );
    const post = (url: string, payload: object) =>
      t.request({ method: 'POST', url: `${BASE}${url}`, payload, token: company });
    await fc.assert(
      fc.asyncProperty(
        fc.array(amount, { maxLength: 4 }),
        fc.constantFrom('WRITE_OFF' as const, 'KEEP_DEBT' as const),
        fc.array(after, { minLength: 1, maxLength: 6 }),
        async (before, outcome, ops) => {
          const planId = await newPlan(false);
          let paid = 2_000_000;
          let remaining = 10_000_000;
          const payments: number[] = [];
          for (const a of before) {
            const res = await apply(planId, { type: 'pay', amount: a });
            if (a > remaining) continue;
            expect(res.statusCode, res.body).toBe(201);
            payments.push(a);
            paid += a;
            remaining -= a;
          }
          const taken = await post(`/payment-plans/${planId}/repossess`, { reason: 'استرجاع', outcome });
          if (remaining === 0) {
            expect(taken.statusCode, taken.body).toBe(409); // paid in full: the car is the buyer's
            return;
          }
          expect(taken.statusCode, taken.body).toBe(200);
          const writtenOff = outcome === 'WRITE_OFF' ? remaining : 0;
          remaining -= writtenOff;
          const later: number[] = [];
          const refunds: { id: number; amount: number }[] = [];
          const refunded = () => refunds.reduce((sum, r) => sum + r.amount, 0);
          for (const o of ops) {
            if (o.type === 'pay') {
              const res = await apply(planId, { type: 'pay', amount: o.amount });
              expect(res.statusCode, res.body).toBe(o.amount > remaining ? 409 : 201);
              if (o.amount > remaining) continue;
              later.push(o.amount);
              paid += o.amount;
              remaining -= o.amount;
            } else if (o.type === 'refund') {
              const res = await post(`/payment-plans/${planId}/refund`, {
                amount: String(o.amount),
                method: 'CASH',
                reason: 'إرجاع',
              });
              if (o.amount > paid - refunded()) {
                expect(res.statusCode, res.body).toBe(409); // never more than was paid
                continue;
              }
              expect(res.statusCode, res.body).toBe(201);
              expect(Number((res.json().data as Payment).remainingAfter)).toBe(remaining);
              refunds.push({ id: (res.json().data as Payment).id, amount: o.amount });
            } else if (refunds.length > 0) {
              const [victim] = refunds.splice(o.pick % refunds.length, 1);
              const res = await post(`/payments/${victim!.id}/reverse`, { reason: 'عكس' });
              expect(res.statusCode, res.body).toBe(201);
            }
          }
          const plan = await planOf(planId);
          expect(plan.status).toBe('REPOSSESSED');
          expect(Number(plan.paidAmount)).toBe(paid);
          expect(Number(plan.writtenOffAmount)).toBe(writtenOff);
          expect(Number(plan.refundedAmount)).toBe(refunded());
          expect(Number(plan.remainingAmount)).toBe(remaining);
          expect(refunded()).toBeLessThanOrEqual(paid);
          expect(
            Number(plan.paidAmount) +
              Number(plan.discountAmount) +
              Number(plan.writtenOffAmount) +
              Number(plan.remainingAmount),
          ).toBe(12_000_000);
          expect(await ledgerProblems(t.db, [planId])).toEqual([]);

          // The same payments, repossession and standing refunds on a fresh plan, the reversed refunds never.
          const twin = await newPlan(false);
          for (const a of payments)
            expect((await apply(twin, { type: 'pay', amount: a })).statusCode).toBe(201);
          expect(
            (await post(`/payment-plans/${twin}/repossess`, { reason: 'استرجاع', outcome })).statusCode,
          ).toBe(200);
          for (const a of later) expect((await apply(twin, { type: 'pay', amount: a })).statusCode).toBe(201);
          for (const r of refunds) {
            const res = await post(`/payment-plans/${twin}/refund`, {
              amount: String(r.amount),
              method: 'CASH',
              reason: 'إرجاع',
            });
            expect(res.statusCode, res.body).toBe(201);
          }
          const twinPlan = await planOf(twin);
          expect(instalments(twinPlan)).toEqual(instalments(plan));
          for (const key of [
            'paidAmount',
            'writtenOffAmount',
            'refundedAmount',
            'remainingAmount',
          ] as const) {
            expect(twinPlan[key]).toBe(plan[key]);
          }
        },
      ),
      { numRuns: 10 },
    );
  }, 300_000);
});
