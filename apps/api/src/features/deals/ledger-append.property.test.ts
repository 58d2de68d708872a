import { isAsReplayed } from '@cc/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { addLateFee, createDeal, insertPersons } from '../../../test/deals';
import { BASE, useTestApp } from '../../../test/helper';
import { ledgerProblems } from '../../../test/ledger-check';
import { replayOf } from './ledger';
import * as repo from './repository';

// An entry appended at the end of a plan's ledger is stored from the plan's stored state, without reading
// its entries, when that state is what a replay leaves; else the ledger is replayed in full first
// (docs/domain/allocation.md#one-replay-or-none). Either way the plan must hold exactly what a
// full replay of its ledger gives, and be left so that the next entry can be appended again.

const t = useTestApp();
let company: string;
let companyId: number;
let buyer: number;

beforeAll(async () => {
  [company] = await t.tokens('company');
  companyId = await t.demoCompanyId();
  [buyer] = (await insertPersons(t, companyId, 1)) as [number];
});

/** A deal of 12,000,000: 2,000,000 down (recorded) and 10 × 1,000,000 from 2030-01-15 (test/deals.ts). */
const newPlan = async () =>
  (await createDeal(t, { token: company, companyId, buyerId: buyer })).paymentPlan.id;

const post = (url: string, payload: object) =>
  t.request({ method: 'POST', url: `${BASE}${url}`, payload, token: company });

/** The plan as stored and as a full replay of its ledger gives it, read under its lock. */
function storedAndReplayed(planId: number) {
  return t.db.transaction(async (tx) => {
    const plan = (await repo.lockPlan(tx, companyId, planId))!;
    const stored = (await repo.storedLedgerOf(tx, companyId, planId))!;
    const replay = await replayOf(tx, plan);
    return { stored, replay };
  });
}

/** The stored plan is the full replay's, and as a replay leaves it (the next entry appends). */
async function expectAsReplayed(planId: number) {
  const { stored, replay } = await storedAndReplayed(planId);
  expect(isAsReplayed(stored.lines, stored)).toBe(true);
  expect(stored.totals).toEqual(replay.totals);
  expect(stored.status).toBe(replay.status);
  const lines = (xs: readonly { id: number; paidAmount: number; status: string }[]) =>
    [...xs].sort((a, b) => a.id - b.id).map((l) => [l.id, l.paidAmount, l.status]);
  expect(lines(stored.lines)).toEqual(lines(replay.installments));
}

const addFee = (planId: number, amount: number) => addLateFee(t, companyId, planId, amount);

type Op =
  | { type: 'pay' | 'discount'; amount: number }
  | { type: 'fee'; amount: number }
  | { type: 'reverse'; pick: number };

// Thousands of dinars, so entries end on a line's edge as often as inside it.
const amount = fc.integer({ min: 1, max: 3000 }).map((k) => k * 1000);
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: amount.map((a) => ({ type: 'pay' as const, amount: a })) },
  { weight: 1, arbitrary: amount.map((a) => ({ type: 'discount' as const, amount: a })) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1, max: 50 }).map((k) => ({ type: 'fee' as const, amount: k * 1000 })),
  },
  { weight: 1, arbitrary: fc.nat(20).map((pick) => ({ type: 'reverse' as const, pick })) },
);

describe('an entry appended to the stored state (property)', () => {
  it('leaves every plan as a full replay of its ledger gives it, entry after entry', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        const planId = await newPlan();
        const standing: number[] = [];
        for (const o of ops) {
          if (o.type === 'fee') {
            await addFee(planId, o.amount);
          } else if (o.type === 'reverse') {
            if (standing.length === 0) continue;
            const [id] = standing.splice(o.pick % standing.length, 1);
            expect((await post(`/payments/${id}/reverse`, { reason: 'عكس' })).statusCode).toBe(201);
          } else {
            const res =
              o.type === 'pay'
                ? await post('/payments', { planId, amount: String(o.amount), method: 'CASH' })
                : await post(`/payment-plans/${planId}/discount`, {
                    amount: String(o.amount),
                    reason: 'خصم',
                  });
            // More than remains is refused (409) and changes nothing.
            if (res.statusCode === 201) standing.push(res.json().data.id as number);
            else expect(res.statusCode, res.body).toBe(409);
          }
          await expectAsReplayed(planId);
        }
        expect(await ledgerProblems(t.db, [planId])).toEqual([]);
      }),
      { numRuns: 10 },
    );
  }, 300_000);
});

describe('a stored state that is not what a replay leaves', () => {
  it('is replayed in full before the entry: the payment is admitted against the ledger, and the plan repaired', async () => {
    const planId = await newPlan();
    expect((await post('/payments', { planId, amount: '1500000', method: 'CASH' })).statusCode).toBe(201);
    // 12,000,000 − 2,000,000 down − 1,500,000 = 8,500,000 remain. The stored state is made to say
    // 500,000 more remains (its amounts still add up), its lines left as they were.
    await t.db.execute(sql`
      update payment_plans set paid_amount = paid_amount - 500000, remaining_amount = remaining_amount + 500000
      where id = ${planId}`);
    // Against the stored amounts 9,000,000 would fit; against the ledger it is more than remains.
    const over = await post('/payments', { planId, amount: '9000000', method: 'CASH' });
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json().message).toContain('8,500,000');
    // Refused, the transaction rolled back: the wrong state is still stored; the next payment repairs it.
    const paid = await post('/payments', { planId, amount: '500000', method: 'CASH' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data.remainingAfter).toBe('8000000');
    await expectAsReplayed(planId);
    expect(await ledgerProblems(t.db, [planId])).toEqual([]);
  });

  it('leaves the lines as a replay gives them when a line was off', async () => {
    const planId = await newPlan();
    // The down payment's line says nothing is paid of it, though the plan's amounts say it is.
    await t.db.execute(sql`
      update installments set paid_amount = 0, status = 'PENDING' where plan_id = ${planId} and sequence = 0`);
    const paid = await post('/payments', { planId, amount: '1000000', method: 'CASH' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data.remainingAfter).toBe('9000000');
    await expectAsReplayed(planId);
    expect(await ledgerProblems(t.db, [planId])).toEqual([]);
  });
});
