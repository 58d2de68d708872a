import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dealBody, insertCars, insertPersons } from '../../../test/deals';
import { BASE, useTestApp, useTokens } from '../../../test/helper';
import { branches, deals, installments } from '../../db/schema';
import { dealQuery, leanDealQuery, leanDealWithInstallmentsQuery } from './read-repository';

// The deal list and a deal's page read their lookups by key (leanDealQuery) instead of the seven-table
// join (dealQuery), which PostgreSQL spent up to 40 ms planning: both must answer the same rows.
const t = useTestApp();
const tk = useTokens(t, 'company');
let companyId: number;

beforeAll(async () => {
  companyId = await t.demoCompanyId();
  const [buyer, seller, guarantor] = (await insertPersons(t, companyId, 3)) as [number, number, number];
  const [branch] = await t.db
    .insert(branches)
    .values({ companyId, name: 'فرع الاختبار' })
    .returning({ id: branches.id });
  const bodies = [
    {},
    { sellerType: 'PERSON', sellerId: seller, guarantorId: guarantor, branchId: branch!.id },
    { guarantorId: guarantor, paymentType: 'CASH', downPayment: '12000000', installmentCount: undefined },
  ];
  for (const over of bodies) {
    const [carId] = (await insertCars(t, companyId, 1)) as [number];
    for (const path of ['/contracts', '/authorizations']) {
      const car = path === '/contracts' ? carId : (await insertCars(t, companyId, 1))[0]!;
      const res = await t.request({
        method: 'POST',
        url: `${BASE}${path}`,
        payload: dealBody(car, buyer, over),
        token: tk.company,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  }
});

describe('the rows of a deal list', () => {
  it('are the same looked up by key as through the seven-table join', async () => {
    const where = eq(deals.companyId, companyId);
    const joined = await dealQuery(t.db).where(where).orderBy(asc(deals.id));
    const lean = await leanDealQuery(t.db).where(where).orderBy(asc(deals.id));
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
    const lean = await leanDealQuery(t.db).where(where).orderBy(asc(deals.id));
    const withInstallments = await leanDealWithInstallmentsQuery(t.db).where(where).orderBy(asc(deals.id));
    expect(withInstallments.map(({ installments: _, ...row }) => row)).toEqual(lean);
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

  it('are the same from the prepared statement of an unfiltered list as from the built query', async () => {
    // A filter that every deal passes sends the list through the query built for the request.
    for (const path of ['/contracts', '/authorizations']) {
      for (const sortBy of [undefined, 'contractNumber', 'contractDate', 'price']) {
        for (const sortDirection of [undefined, 'asc', 'desc']) {
          for (const page of ['0', '1']) {
            const query: Record<string, string> = { size: '2', page };
            if (sortBy) query.sortBy = sortBy;
            if (sortDirection) query.sortDirection = sortDirection;
            const prepared = await t.get(`${BASE}${path}`, tk.company, query);
            const built = await t.get(`${BASE}${path}`, tk.company, { ...query, fromDate: '1900-01-01' });
            expect(prepared.statusCode, prepared.body).toBe(200);
            expect(prepared.json().data.length).toBeGreaterThan(0);
            expect(prepared.json()).toEqual(built.json());
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
