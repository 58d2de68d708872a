import { and, asc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { dealBody, insertCars, insertPersons } from '../../../test/deals';
import { BASE, useTestApp, useTokens } from '../../../test/helper';
import type { Executor } from '../../db/client';
import { branches, cars, deals, installments, paymentPlans, payments, persons, users } from '../../db/schema';
import { dealRowsQuery } from './deal-reads';
import { paymentRowsQuery } from './payment-reads';

// The deal rows and the ledger's rows read their lookups by key (subqueries in the select list) instead
// of joining every table they show, which PostgreSQL spent up to 40 ms planning: both must answer the
// rows the plain joins answer.
const seller = alias(persons, 'seller');
const buyer = alias(persons, 'buyer');
const guarantor = alias(persons, 'guarantor');
const party = <T extends typeof seller | typeof buyer | typeof guarantor>(p: T) => ({
  id: p.id,
  fullName: p.fullName,
  phone: p.phone,
  nationalId: p.nationalId,
  address: p.address,
});
const same = (a: SQL | undefined, b: SQL | undefined) => and(a, b)!;

/** The deal rows as the seven-table join reads them. */
const joinedDeals = (db: Executor) =>
  db
    .select({
      deal: deals,
      seller: party(seller),
      buyer: party(buyer),
      guarantor: party(guarantor),
      car: {
        id: cars.id,
        name: cars.name,
        model: cars.model,
        color: cars.color,
        type: cars.type,
        plateNumber: cars.plateNumber,
        chassisNumber: cars.chassisNumber,
        status: cars.status,
      },
      branch: { id: branches.id, name: branches.name },
      plan: paymentPlans,
    })
    .from(deals)
    .innerJoin(
      paymentPlans,
      same(eq(paymentPlans.companyId, deals.companyId), eq(paymentPlans.dealId, deals.id)),
    )
    .innerJoin(buyer, same(eq(buyer.companyId, deals.companyId), eq(buyer.id, deals.buyerId)))
    .leftJoin(seller, same(eq(seller.companyId, deals.companyId), eq(seller.id, deals.sellerId)))
    .leftJoin(guarantor, same(eq(guarantor.companyId, deals.companyId), eq(guarantor.id, deals.guarantorId)))
    .innerJoin(cars, same(eq(cars.companyId, deals.companyId), eq(cars.id, deals.carId)))
    .leftJoin(branches, same(eq(branches.companyId, deals.companyId), eq(branches.id, deals.branchId)));

const reversalEntry = alias(payments, 'reversal_entry');
const reversedEntry = alias(payments, 'reversed_entry');
const recorder = alias(users, 'recorder');

/** The ledger's rows as the eight-table join reads them. */
const joinedPayments = (db: Executor) =>
  db
    .select({
      p: payments,
      dealId: deals.id,
      dealKind: deals.kind,
      contractNumber: deals.contractNumber,
      buyerName: buyer.fullName,
      recorder: { id: recorder.id, fullName: recorder.fullName },
      reversal: {
        id: reversalEntry.id,
        receiptNumber: reversalEntry.receiptNumber,
        paidAt: reversalEntry.paidAt,
        reason: reversalEntry.reason,
        createdAt: reversalEntry.createdAt,
      },
      reversalOf: {
        id: reversedEntry.id,
        receiptNumber: reversedEntry.receiptNumber,
        paidAt: reversedEntry.paidAt,
      },
      branch: { id: branches.id, name: branches.name },
    })
    .from(payments)
    .innerJoin(
      paymentPlans,
      same(eq(paymentPlans.companyId, payments.companyId), eq(paymentPlans.id, payments.planId)),
    )
    .innerJoin(deals, same(eq(deals.companyId, paymentPlans.companyId), eq(deals.id, paymentPlans.dealId)))
    .innerJoin(buyer, same(eq(buyer.companyId, deals.companyId), eq(buyer.id, deals.buyerId)))
    .leftJoin(branches, same(eq(branches.companyId, deals.companyId), eq(branches.id, deals.branchId)))
    .leftJoin(
      recorder,
      same(eq(recorder.companyId, payments.companyId), eq(recorder.id, payments.recordedBy)),
    )
    .leftJoin(
      reversalEntry,
      same(eq(reversalEntry.companyId, payments.companyId), eq(reversalEntry.reversalOfId, payments.id)),
    )
    .leftJoin(
      reversedEntry,
      same(eq(reversedEntry.companyId, payments.companyId), eq(reversedEntry.id, payments.reversalOfId)),
    );

const t = useTestApp();
const tk = useTokens(t, 'company');
let companyId: number;

beforeAll(async () => {
  companyId = await t.demoCompanyId();
  const [buyerId, sellerId, guarantorId] = (await insertPersons(t, companyId, 3)) as [number, number, number];
  const [branch] = await t.db
    .insert(branches)
    .values({ companyId, name: 'فرع الاختبار' })
    .returning({ id: branches.id });
  const bodies = [
    {},
    { sellerType: 'PERSON', sellerId, guarantorId, branchId: branch!.id },
    { guarantorId, paymentType: 'CASH', downPayment: '12000000', installmentCount: undefined },
  ];
  for (const over of bodies) {
    const [carId] = (await insertCars(t, companyId, 1)) as [number];
    for (const path of ['/contracts', '/authorizations']) {
      const car = path === '/contracts' ? carId : (await insertCars(t, companyId, 1))[0]!;
      const res = await t.request({
        method: 'POST',
        url: `${BASE}${path}`,
        payload: dealBody(car, buyerId, over),
        token: tk.company,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  }
});

describe('the rows of a deal list', () => {
  it('are the same looked up by key as through the seven-table join', async () => {
    const where = eq(deals.companyId, companyId);
    const joined = await joinedDeals(t.db).where(where).orderBy(asc(deals.id));
    const lean = (await dealRowsQuery(t.db).where(where).orderBy(asc(deals.id))).map(
      ({ installments: _, ...row }) => row,
    );
    expect(joined.length).toBeGreaterThanOrEqual(6);
    expect(lean).toEqual(joined);
    // Both kinds of every lookup are there: present and absent.
    for (const key of ['seller', 'guarantor', 'branch'] as const) {
      expect(lean.some((r) => r[key] === null)).toBe(true);
      expect(lean.some((r) => r[key] !== null)).toBe(true);
    }
  });

  it('carry the instalments of each plan in due order, as the instalments table has them', async () => {
    const where = eq(deals.companyId, companyId);
    const withInstallments = await dealRowsQuery(t.db).where(where).orderBy(asc(deals.id));
    for (const row of withInstallments) {
      const stored = await t.db
        .select()
        .from(installments)
        .where(and(eq(installments.companyId, companyId), eq(installments.planId, row.plan.id)))
        .orderBy(asc(installments.dueDate), asc(installments.sequence));
      expect(row.installments).toEqual(stored);
    }
    // A cash deal has one line, its price (sequence 0), due on the deal's date.
    const cash = withInstallments.find((r) => r.plan.paymentType === 'CASH')!;
    expect(cash.installments.map((i) => [i.sequence, i.dueDate])).toEqual([[0, cash.deal.contractDate]]);
    expect(withInstallments.some((r) => r.installments.length > 1)).toBe(true);
  });

  it('are the same unfiltered as with a filter every deal passes, in every order and page', async () => {
    for (const path of ['/contracts', '/authorizations']) {
      for (const sortBy of [undefined, 'contractNumber', 'contractDate', 'price']) {
        for (const sortDirection of [undefined, 'asc', 'desc']) {
          for (const page of ['0', '1']) {
            const query: Record<string, string> = { size: '2', page };
            if (sortBy) query.sortBy = sortBy;
            if (sortDirection) query.sortDirection = sortDirection;
            const unfiltered = await t.get(`${BASE}${path}`, tk.company, query);
            const filtered = await t.get(`${BASE}${path}`, tk.company, { ...query, fromDate: '1900-01-01' });
            expect(unfiltered.statusCode, unfiltered.body).toBe(200);
            expect(unfiltered.json().data.length).toBeGreaterThan(0);
            expect(unfiltered.json()).toEqual(filtered.json());
          }
        }
      }
    }
  });

  it('answer GET /contracts as before: the page, its order and each deal as its own page shows it', async () => {
    const res = await t.get(`${BASE}/contracts`, tk.company, { size: '100', sortBy: 'contractDate' });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as { id: number }[];
    const ids = (
      await t.db
        .select({ id: deals.id })
        .from(deals)
        .where(and(eq(deals.companyId, companyId), eq(deals.kind, 'CONTRACT')))
    ).map((r) => r.id);
    expect(list.map((d) => d.id).sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));
    for (const deal of list.slice(0, 5)) {
      const one = await t.get(`${BASE}/contracts/${deal.id}`, tk.company);
      expect(one.json().data).toEqual(deal);
    }
  });
});

describe('the rows of the ledger', () => {
  it('are the same looked up by key as through the eight-table join, reversals both ends', async () => {
    // A payment of the demo ledger reversed, so both ends of a reversal are among the rows.
    const [entry] = await t.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.companyId, companyId), eq(payments.entryKind, 'PAYMENT')))
      .orderBy(asc(payments.id))
      .limit(1);
    const reversed = await t.request({
      method: 'POST',
      url: `${BASE}/payments/${entry!.id}/reverse`,
      token: tk.company,
      payload: { reason: 'خطأ في الإدخال' },
    });
    expect(reversed.statusCode, reversed.body).toBe(201);
    const where = eq(payments.companyId, companyId);
    const joined = await joinedPayments(t.db).where(where).orderBy(asc(payments.id));
    const lean = (await paymentRowsQuery(t.db).where(where).orderBy(asc(payments.id))).map((r) => ({
      ...r,
      // A timestamp in JSON is its ISO text (toPayment reads either).
      reversal: r.reversal ? { ...r.reversal, createdAt: new Date(r.reversal.createdAt) } : null,
    }));
    expect(joined.length).toBeGreaterThan(3);
    const nulled = joined.map((r) => ({
      ...r,
      recorder: r.recorder?.id ? r.recorder : null,
      reversal: r.reversal?.id ? r.reversal : null,
      reversalOf: r.reversalOf?.id ? r.reversalOf : null,
      branch: r.branch?.id ? r.branch : null,
    }));
    expect(lean).toEqual(nulled);
    expect(lean.some((r) => r.reversal !== null)).toBe(true);
    expect(lean.some((r) => r.reversalOf !== null)).toBe(true);
  });
});
