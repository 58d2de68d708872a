import type { Deal, Payment } from '@cc/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherCompany } from '../test/companies';
import { createDeal, insertCars, insertPersons } from '../test/deals';
import { BASE, useTestApp } from '../test/helper';
import { MSG } from './messages';

// One company must not starve another (docs/architecture.md#fair-load): a burst of payments at one plan
// of company A while company B reads its cars, on PGlite and on PostgreSQL (pool of 4 in the tests).
// `pnpm --filter @cc/api bench:noisy` measures the same on the built server and prints the times.

const isPostgres = Boolean(process.env.DATABASE_URL);
const BURST = 40;

const t = useTestApp();
let tokenA: string;
let tokenB: string;
let companyB: number;

/** A fresh plan of A: 10,000,000 IQD financed, more than any payment here. */
async function newPlan(): Promise<number> {
  const a = await createOtherCompany(t);
  tokenA = (await t.login(a.accountUsername)).accessToken;
  const [buyerId] = (await insertPersons(t, a.companyId, 1)) as [number];
  const deal: Deal = await createDeal(t, { token: tokenA, companyId: a.companyId, buyerId });
  return deal.paymentPlan.id;
}

const pay = (planId: number, key: string) =>
  t.request({
    method: 'POST',
    url: `${BASE}/payments`,
    payload: { planId, amount: '1000', method: 'CASH' },
    token: tokenA,
    headers: { 'idempotency-key': key },
  });

beforeAll(async () => {
  const b = await createOtherCompany(t);
  companyB = b.companyId;
  tokenB = (await t.login(b.accountUsername)).accessToken;
  await insertCars(t, companyB, 30);
});

describe('a burst of payments at one plan of company A, company B reading meanwhile', () => {
  it('answers every payment 201 exactly once and B’s reads 200 while the burst is still being answered; no 503', async () => {
    const planId = await newPlan();
    let answeredA = 0;
    const burst = Array.from({ length: BURST }, (_, i) =>
      pay(planId, `burst-${i}`).then((res) => {
        answeredA++;
        return res;
      }),
    );
    const reads: { status: number; rows: number; answeredA: number }[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.get(`${BASE}/car`, tokenB, { size: '10' });
      reads.push({ status: res.statusCode, rows: res.json().data?.length ?? 0, answeredA });
    }
    const answers = await Promise.all(burst);

    expect(reads.map((r) => [r.status, r.rows])).toEqual(Array(3).fill([200, 10]));
    // B was served during the burst, not after it: its reads do not queue behind A's payments.
    expect(reads.at(-1)!.answeredA).toBeLessThan(BURST * 0.75);
    expect(answers.map((r) => r.statusCode)).toEqual(Array(BURST).fill(201));
    const receipts = new Set(answers.map((r) => (r.json().data as Payment).receiptNumber));
    expect(receipts.size).toBe(BURST);
    const plan = (await t.get(`${BASE}/payment-plans/${planId}`, tokenA)).json().data;
    // The deal's 2,000,000 down payment, then the burst.
    expect(plan.paidAmount).toBe(String(2_000_000 + BURST * 1000));
  });
});

describe.skipIf(!isPostgres)('waits cut short on PostgreSQL', () => {
  it('answers 409 PLAN_BUSY to a payment whose plan another connection holds past the lock timeout; the same key then records it once', async () => {
    const planId = await newPlan();
    // Another process's write holding the plan: a transaction on a connection of its own.
    const holder = new pg.Client({ connectionString: t.config.databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from payment_plans where id = $1 for update', [planId]);
      const busy = await pay(planId, 'held');
      expect(busy.statusCode, busy.body).toBe(409);
      expect(busy.json()).toEqual({ code: 'PLAN_BUSY', message: MSG.planBusy });
      // B is not held up meanwhile.
      expect((await t.get(`${BASE}/car`, tokenB)).statusCode).toBe(200);
      await holder.query('commit');
    } finally {
      await holder.end();
    }
    const first = await pay(planId, 'held');
    const again = await pay(planId, 'held');
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().data.id).toBe(first.json().data.id);
    const plan = (await t.get(`${BASE}/payment-plans/${planId}`, tokenA)).json().data;
    expect(plan.paidAmount).toBe('2001000');
  });

  it('gives every pooled connection a statement timeout', async () => {
    const shown = (await t.db.execute(sql`show statement_timeout`)) as unknown as {
      rows: { statement_timeout: string }[];
    };
    expect(shown.rows[0]!.statement_timeout).toBe('30s');
  });
});
