import type { Deal, Payment, PaymentPlan } from '@cc/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherCompany } from '../../../test/companies';
import { dealBody, insertCars, insertPersons } from '../../../test/deals';
import { BASE, useTestApp } from '../../../test/helper';
import { cars } from '../../db/schema';
import { summaryDrift } from '../dashboard/summaries';

const isPostgres = Boolean(process.env.DATABASE_URL);

// PGlite is a single connection: its transactions never overlap, so races cannot happen there.
// These run on PostgreSQL (`pnpm test:pg`), where the pool gives each request its own connection.
describe.skipIf(!isPostgres)(
  'concurrency on PostgreSQL (skipped on PGlite: single connection, no races)',
  () => {
    const t = useTestApp();
    let token: string;
    let companyId: number;

    beforeAll(async () => {
      const other = await createOtherCompany(t);
      companyId = other.companyId;
      token = (await t.login(other.accountUsername)).accessToken;
    });

    const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
      t.request({ method: 'POST', url: `${BASE}${path}`, payload, token, headers });

    it('20 concurrent deal creations get the numbers 1..20, no gap or repeat', async () => {
      const carIds = await insertCars(t, companyId, 20);
      const buyers = await insertPersons(t, companyId, 20);
      const results = await Promise.all(
        carIds.map((carId, i) => post('/authorizations', dealBody(carId, buyers[i]!))),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
      const numbers = results.map((r) => (r.json().data as Deal).contractNumber).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    });

    it('two concurrent deals on one car: exactly one succeeds, the other 409', async () => {
      const [carId] = (await insertCars(t, companyId, 1)) as [number];
      const [a, b] = (await insertPersons(t, companyId, 2)) as [number, number];
      for (let round = 0; round < 3; round++) {
        const [car] = round === 0 ? [carId] : await insertCars(t, companyId, 1);
        const results = await Promise.all([
          post('/contracts', dealBody(car!, a)),
          post('/contracts', dealBody(car!, b)),
        ]);
        expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
        const refused = results.find((r) => r.statusCode === 409)!;
        expect(refused.json().message).toBe('السيارة غير متاحة للبيع');
        const [row] = await t.db.select({ s: cars.status }).from(cars).where(eq(cars.id, car!));
        expect(row!.s).toBe('Active');
      }
    });

    it('50 concurrent payments on one plan: an exact ledger, never over-allocated', async () => {
      const [carId] = (await insertCars(t, companyId, 1)) as [number];
      const [buyer] = (await insertPersons(t, companyId, 1)) as [number];
      // 10,000,000 financed; 50 payments of 250,000 = 12,500,000: exactly 40 fit.
      const deal = (await post('/contracts', dealBody(carId, buyer))).json().data as Deal;
      const planId = deal.paymentPlan.id;
      const results = await Promise.all(
        Array.from({ length: 50 }, () => post('/payments', { planId, amount: '250000', method: 'CASH' })),
      );
      const ok = results.filter((r) => r.statusCode === 201);
      expect(ok).toHaveLength(40);
      expect(results.filter((r) => r.statusCode === 409)).toHaveLength(10);
      const remaining = ok
        .map((r) => Number((r.json().data as Payment).remainingAfter))
        .sort((x, y) => y - x);
      expect(remaining).toEqual(Array.from({ length: 40 }, (_, i) => 10_000_000 - 250_000 * (i + 1)));
      const receipts = new Set(ok.map((r) => (r.json().data as Payment).receiptNumber));
      expect(receipts.size).toBe(40);
      const plan = (await t.get(`${BASE}/payment-plans/${planId}`, token)).json().data as PaymentPlan;
      expect(plan).toMatchObject({ status: 'PAID', paidAmount: '12000000', remainingAmount: '0' });
      expect(plan.installments.every((i) => i.status === 'PAID' && i.paidAmount === i.amount)).toBe(true);
      const [car] = await t.db.select({ s: cars.status }).from(cars).where(eq(cars.id, carId));
      expect(car!.s).toBe('Paid');
    });

    // The dashboard's summary rows (migration 0015) are hot rows: every payment of the company that day
    // adds to the same one, and a deal creation takes its car's status count. Settling payments (the car
    // becomes Paid at their end) beside deal creations (the car becomes Active at their start) would take
    // those rows in opposite orders if they were updated at once; folded at COMMIT they never deadlock.
    it('settling payments on many plans beside new deals all succeed, and the summaries stay exact', async () => {
      const carIds = await insertCars(t, companyId, 16);
      const buyers = await insertPersons(t, companyId, 16);
      const plans: number[] = [];
      for (let i = 0; i < 6; i++) {
        const deal = (await post('/contracts', dealBody(carIds[i]!, buyers[i]!))).json().data as Deal;
        plans.push(deal.paymentPlan.id);
      }
      type Cars = { Pending: number; Active: number; Paid: number };
      const carsNow = async () =>
        ((await t.get(`${BASE}/dashboard`, token)).json().data as { cars: Cars }).cars;
      const before = await carsNow();
      const results = await Promise.all([
        ...plans.map((planId) => post('/payments', { planId, amount: '10000000', method: 'CASH' })),
        ...carIds.slice(6).map((carId, i) => post('/contracts', dealBody(carId, buyers[6 + i]!))),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([...Array(6).fill(201), ...Array(10).fill(201)]);
      // Six cars Paid, ten more Active (taken from Pending).
      expect(await carsNow()).toEqual({
        Pending: before.Pending - 10,
        Active: before.Active - 6 + 10,
        Paid: before.Paid + 6,
      });
      expect(await summaryDrift(t.db, companyId)).toEqual([]);
    });

    it('the same Idempotency-Key sent twice at once records one payment', async () => {
      const [carId] = (await insertCars(t, companyId, 1)) as [number];
      const [buyer] = (await insertPersons(t, companyId, 1)) as [number];
      const deal = (await post('/contracts', dealBody(carId, buyer))).json().data as Deal;
      const planId = deal.paymentPlan.id;
      const body = { planId, amount: '300000', method: 'CASH' };
      const results = await Promise.all(
        Array.from({ length: 5 }, () => post('/payments', body, { 'idempotency-key': 'same-key' })),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(5).fill(201));
      expect(new Set(results.map((r) => (r.json().data as Payment).id)).size).toBe(1);
      const list = await t.get(`${BASE}/payments`, token, { planId: String(planId) });
      expect(list.json().pagination.totalItems).toBe(2);
      const other = await post('/payments', { ...body, amount: '1' }, { 'idempotency-key': 'same-key' });
      expect(other.statusCode).toBe(409);
    });
  },
);
