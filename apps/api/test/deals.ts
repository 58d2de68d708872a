import type { Deal, Payment } from '@cc/contracts';
import { beforeAll, expect } from 'vitest';
import { cars, persons } from '../src/db/schema';
import { insertChargeEntry } from '../src/features/deals/charges';
import { replayAndStore } from '../src/features/deals/ledger';
import * as repo from '../src/features/deals/repository';
import { carDerivedColumns, personSearchText } from '../src/lib/derived-columns';
import { BASE, type TestApp } from './helper';

let serial = 0;

/** Pending cars written straight to a company (fixtures for deals). */
export async function insertCars(t: TestApp, companyId: number, n: number): Promise<number[]> {
  const values = Array.from({ length: n }, () => {
    const i = ++serial;
    const c = {
      name: `سيارة اختبار ${i}`,
      plateNumber: `اختبار ${100000 + i}`,
      chassisNumber: `TEST${process.pid}X${i}`,
    };
    return { ...c, ...carDerivedColumns(c), companyId, model: 2020, color: 'أبيض' };
  });
  const rows = await t.db.insert(cars).values(values).returning({ id: cars.id });
  return rows.map((r) => r.id);
}

/** Persons written straight to a company. */
export async function insertPersons(t: TestApp, companyId: number, n: number): Promise<number[]> {
  const values = Array.from({ length: n }, () => {
    const fullName = `شخص اختبار ${++serial}`;
    return { fullName, companyId, searchText: personSearchText({ fullName, phone: null, nationalId: null }) };
  });
  const rows = await t.db.insert(persons).values(values).returning({ id: persons.id });
  return rows.map((r) => r.id);
}

/** A valid instalment deal body (IQD 12,000,000, 2,000,000 down, 10 × 1,000,000). */
export const dealBody = (carId: number, buyerId: number, over: Record<string, unknown> = {}) => ({
  sellerType: 'COMPANY',
  buyerId,
  carId,
  currency: 'IQD',
  price: '12000000',
  downPayment: '2000000',
  paymentType: 'INSTALLMENTS',
  installmentCount: 10,
  firstDueDate: '2030-01-15',
  ...over,
});

interface NewDeal {
  token: string;
  companyId: number;
  buyerId: number;
  /** Fields that replace those of {@link dealBody}. */
  over?: Record<string, unknown>;
  /** '/contracts' (the default) or '/authorizations'. */
  path?: string;
}

/** POSTs a deal on a fresh Pending car of the company: the response, whatever it is. */
export async function postDeal(t: TestApp, deal: NewDeal) {
  const [carId] = (await insertCars(t, deal.companyId, 1)) as [number];
  return t.request({
    method: 'POST',
    url: `${BASE}${deal.path ?? '/contracts'}`,
    payload: dealBody(carId, deal.buyerId, deal.over),
    token: deal.token,
  });
}

/** {@link postDeal} expecting 201: the deal it answers. */
export async function createDeal(t: TestApp, deal: NewDeal): Promise<Deal> {
  const res = await postDeal(t, deal);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/**
 * A deals test's fixtures, ready after beforeAll: the demo company's id and one fresh buyer of it.
 *
 * @example
 * const demo = useDemoBuyer(t);
 * const newDeal = (over = {}) => createDeal(t, { token: tk.company, companyId: demo.companyId, buyerId: demo.buyer, over });
 */
export function useDemoBuyer(t: TestApp): { readonly companyId: number; readonly buyer: number } {
  const demo = { companyId: 0, buyer: 0 };
  beforeAll(async () => {
    demo.companyId = await t.demoCompanyId();
    [demo.buyer] = (await insertPersons(t, demo.companyId, 1)) as [number];
  });
  return demo;
}

/** A cash payment of `amount` on the plan by the token's user, expecting 201: the entry recorded. */
export async function payCash(
  t: TestApp,
  token: string,
  planId: number,
  amount: string,
  headers: Record<string, string> = {},
): Promise<Payment> {
  const res = await t.request({
    method: 'POST',
    url: `${BASE}/payments`,
    payload: { planId, amount, method: 'CASH' },
    token,
    headers,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/**
 * Cancels (DELETEs) a deal with a reason, as the token's user: the response, whatever it is.
 *
 * @example
 * expect((await cancelDeal(t, tk.company, '/contracts', deal.id)).statusCode).toBe(200);
 */
export function cancelDeal(
  t: TestApp,
  token: string,
  path: '/contracts' | '/authorizations',
  id: number,
  reason = 'تراجع المشتري',
) {
  return t.request({ method: 'DELETE', url: `${BASE}${path}/${id}`, payload: { reason }, token });
}

/**
 * A late fee on the plan's first instalment not charged yet, as the daily job writes it (under the plan's
 * lock, then the replay); the entry's id, or null when every instalment is charged.
 */
export function addLateFee(
  t: TestApp,
  companyId: number,
  planId: number,
  amount: number,
): Promise<number | null> {
  return t.db.transaction(async (tx) => {
    const plan = (await repo.lockPlan(tx, companyId, planId))!;
    const current = await replayAndStore(tx, plan);
    const charged = new Set(current.chargeRows.map((r) => r.installmentId));
    const line = current.installments.find((i) => !charged.has(i.id));
    if (!line) return null;
    const id = await insertChargeEntry(tx, {
      companyId,
      planId,
      entryKind: 'CHARGE',
      installmentId: line.id,
      installmentSequence: line.sequence,
      dueDate: line.dueDate,
      amount,
      currency: plan.currency,
      entryDate: '2030-01-01',
      remainingAfter: current.totals.remainingAmount + amount,
    });
    await replayAndStore(tx, plan);
    return id;
  });
}
