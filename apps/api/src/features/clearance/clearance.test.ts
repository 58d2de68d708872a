import type { Clearance, ClearanceRow, Deal } from '@cc/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherCompany } from '../../../test/companies';
import { cancelDeal, createDeal, insertPersons, payCash, useDemoBuyer } from '../../../test/deals';
import { BASE, useTestApp, useTokens } from '../../../test/helper';
import { auditLog, persons } from '../../db/schema';

const t = useTestApp();
const tk = useTokens(t, 'company', 'accountant', 'sales');
const demo = useDemoBuyer(t);

const post = (url: string, token: string, payload?: object) =>
  t.request({ method: 'POST', url: `${BASE}${url}`, token, ...(payload ? { payload } : {}) });
const get = (url: string, token: string, query: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: `${BASE}${url}`, token, query });

const pay = (planId: number, amount: string) => payCash(t, tk.accountant, planId, amount);
/** An IQD 12,000,000 contract (2,000,000 down), its rest paid: the plan is PAID. */
const paidDeal = async () => {
  const deal = await createDeal(t, { token: tk.company, companyId: demo.companyId, buyerId: demo.buyer });
  const last = await pay(deal.paymentPlan.id, '10000000');
  expect(last.remainingAfter).toBe('0');
  return { deal, last };
};
const issue = (dealId: number, token = tk.accountant) => post(`/clearance/${dealId}`, token);
const issued = async (dealId: number) => {
  const res = await issue(dealId);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Clearance;
};
const voidIt = (id: number, reason: unknown = 'صدرت بالخطأ', token = tk.company) =>
  post(`/clearance/${id}/void`, token, { reason });
const list = async (query: Record<string, string>, token = tk.sales) => {
  const res = await get('/clearance', token, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ClearanceRow[];
};

describe('POST /clearance/{dealId}', () => {
  it('issues the clearance of a PAID plan: its own number series, date, issuer, total paid; audited', async () => {
    const { deal } = await paidDeal();
    const res = await issue(deal.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('تم إصدار براءة الذمة');
    const c = res.json().data as Clearance;
    expect(c).toMatchObject({
      dealId: deal.id,
      dealKind: 'CONTRACT',
      contractNumber: deal.contractNumber,
      currency: 'IQD',
      totalPaid: '12000000',
      totalPaidInWords: 'اثنا عشر مليون دينار عراقي',
      buyer: { id: demo.buyer },
      car: { id: deal.car.id, plateNumber: deal.car.plateNumber, chassisNumber: deal.car.chassisNumber },
      clearance: { voided: false, voidReason: null, issuedBy: { fullName: 'سارة حسن' } },
    });
    expect(c.clearance.issuedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The next one takes the next number of the clearance series (not the receipts' or the deals').
    const second = await issued((await paidDeal()).deal.id);
    expect(second.clearance.number).toBe(c.clearance.number + 1);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'CLEARANCE_ISSUED'), eq(auditLog.entityId, String(c.id))));
    expect(entry?.changes).toMatchObject({ after: { dealId: deal.id, number: c.clearance.number } });

    const read = await get(`/clearance/${c.id}`, tk.sales);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(c);
  });

  it('refuses a plan not fully paid, a second clearance, and a cancelled deal, in Arabic', async () => {
    const open = await createDeal(t, { token: tk.company, companyId: demo.companyId, buyerId: demo.buyer });
    const notPaid = await issue(open.id);
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().message).toBe('لا يمكن إصدار براءة ذمة قبل تسديد كامل المبلغ');

    const { deal } = await paidDeal();
    await issued(deal.id);
    const again = await issue(deal.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('صدرت براءة ذمة لهذا العقد مسبقاً');

    const noDown = await createDeal(t, {
      token: tk.company,
      companyId: demo.companyId,
      buyerId: demo.buyer,
      over: { downPayment: '0' },
      path: '/authorizations',
    });
    const cancel = await cancelDeal(t, tk.company, '/authorizations', noDown.id);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = await issue(noDown.id);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe('لا يمكن إصدار براءة ذمة لعقد ملغى');
  });

  it('two concurrent requests for one deal: exactly one succeeds, the other gets the Arabic refusal', async () => {
    for (let round = 0; round < 3; round++) {
      const { deal } = await paidDeal();
      const results = await Promise.all([issue(deal.id), issue(deal.id, tk.company)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(
        'صدرت براءة ذمة لهذا العقد مسبقاً',
      );
      expect(await list({ tab: 'issued', dealId: String(deal.id) })).toHaveLength(1);
    }
  });

  it('needs UPDATE_PAYMENT_PLAN to issue and GET_PAYMENT_PLAN to read', async () => {
    const { deal } = await paidDeal();
    const refused = await issue(deal.id, tk.sales);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/[\u0600-\u06FF]/);
    expect(await list({ tab: 'awaiting', dealId: String(deal.id) }, tk.sales)).toHaveLength(1);
  });

  it("answers another company's deals and clearances exactly like missing ones", async () => {
    const { deal } = await paidDeal();
    const c = await issued(deal.id);
    const stranger = await createOtherCompany(t);
    const [token] = await t.tokens(stranger.accountUsername);
    const [theirs, missing] = await Promise.all([issue(deal.id, token), issue(999_999, token)]);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect(theirs.json().message).toBe('العقد أو الوكالة غير موجودة');
    for (const url of [`/clearance/${c.id}`]) {
      const [a, b] = await Promise.all([get(url, token), get('/clearance/999999', token)]);
      expect(a.statusCode).toBe(404);
      expect(a.json()).toEqual(b.json());
    }
    const [v1, v2] = await Promise.all([voidIt(c.id, 'x', token), voidIt(999_999, 'x', token)]);
    expect(v1.statusCode).toBe(404);
    expect(v1.json()).toEqual(v2.json());
    expect(await list({ tab: 'issued' }, token)).toEqual([]);
    expect(await list({ tab: 'awaiting' }, token)).toEqual([]);
  });
});

describe('POST /clearance/{id}/void and reversals', () => {
  it('refuses reversing a payment while the clearance stands; allows it after the void', async () => {
    const { deal, last } = await paidDeal();
    const c = await issued(deal.id);
    const refused = await post(`/payments/${last.id}/reverse`, tk.company, { reason: 'خطأ' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'لا يمكن عكس دفعة لعقد صدرت له براءة ذمة، يرجى إلغاء براءة الذمة أولاً',
    );

    // Staff may not void (company account only), a reason is required.
    expect((await voidIt(c.id, 'خطأ', tk.accountant)).statusCode).toBe(403);
    const noReason = await voidIt(c.id, '  ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(/[\u0600-\u06FF]/);

    const voided = await voidIt(c.id, '  دفعة أخيرة مرتجعة  ');
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().message).toBe('تم إلغاء براءة الذمة');
    expect((voided.json().data as Clearance).clearance).toMatchObject({
      voided: true,
      voidReason: 'دفعة أخيرة مرتجعة',
      voidedBy: { id: expect.any(Number) },
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'CLEARANCE_VOIDED'), eq(auditLog.entityId, String(c.id))));
    expect(entry?.changes).toMatchObject({ after: { voided: true, reason: 'دفعة أخيرة مرتجعة' } });
    const twice = await voidIt(c.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('براءة الذمة ملغاة مسبقاً');

    // Voided, the deal is awaiting a clearance again; the reversal now passes and reopens the plan.
    expect(await list({ tab: 'awaiting', dealId: String(deal.id) })).toHaveLength(1);
    const reversed = await post(`/payments/${last.id}/reverse`, tk.company, { reason: 'خطأ' });
    expect(reversed.statusCode, reversed.body).toBe(201);
    expect(await list({ tab: 'awaiting', dealId: String(deal.id) })).toHaveLength(0);
    const notPaid = await issue(deal.id);
    expect(notPaid.statusCode).toBe(409);

    // Paid again, a new clearance is issued; the voided one stays in the issued tab.
    await pay(deal.paymentPlan.id, '10000000');
    const again = await issued(deal.id);
    expect(again.clearance.number).toBeGreaterThan(c.clearance.number);
    const rows = await list({
      tab: 'issued',
      dealId: String(deal.id),
      sortBy: 'number',
      sortDirection: 'asc',
    });
    expect(rows.map((r) => [r.clearance?.number, r.clearance?.voided])).toEqual([
      [c.clearance.number, true],
      [again.clearance.number, false],
    ]);
  });
});

describe('GET /clearance', () => {
  let deal: Deal;
  let clearance: Clearance;
  beforeAll(async () => {
    const [name] = (await insertPersons(t, demo.companyId, 1)) as [number];
    await t.db.update(persons).set({ fullName: 'إبراهيم المقبول' }).where(eq(persons.id, name));
    // searchText as the API stores it (normalised): found by 'ابراهيم' without the hamza.
    await t.db.update(persons).set({ searchText: 'ابراهيم المقبول' }).where(eq(persons.id, name));
    deal = await createDeal(t, { token: tk.company, companyId: demo.companyId, buyerId: name });
    await pay(deal.paymentPlan.id, '10000000');
  });

  it('lists paid deals awaiting a clearance, then the clearances issued, searchable Arabic-aware', async () => {
    const awaiting = await list({ tab: 'awaiting', keyword: 'أبراهيم' });
    expect(awaiting.map((r) => r.dealId)).toEqual([deal.id]);
    expect(awaiting[0]).toMatchObject({
      clearance: null,
      totalPaid: '12000000',
      buyer: { fullName: 'إبراهيم المقبول' },
    });
    // The demo data: paid deals awaiting, and one cleared deal.
    expect((await list({ tab: 'awaiting' })).length).toBeGreaterThan(1);
    expect((await list({ tab: 'issued' })).length).toBeGreaterThanOrEqual(1);

    clearance = await issued(deal.id);
    expect(await list({ tab: 'awaiting', keyword: 'ابراهيم' })).toEqual([]);
    const byName = await list({ tab: 'issued', keyword: 'ابراهيم' });
    expect(byName.map((r) => r.clearance?.id)).toEqual([clearance.id]);
    // The plate typed with Arabic-Indic digits, and the clearance's own number.
    const plate = deal.car.plateNumber.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
    expect((await list({ tab: 'issued', keyword: plate })).map((r) => r.id)).toEqual([clearance.id]);
    const byNumber = await list({ tab: 'issued', keyword: String(clearance.clearance.number) });
    expect(byNumber.map((r) => r.id)).toContain(clearance.id);
    const bad = await get('/clearance', tk.sales, { tab: 'other' });
    expect(bad.statusCode).toBe(400);
  });

  it('exports a tab as CSV with Arabic titles', async () => {
    const res = await get('/clearance/export', tk.sales, { tab: 'issued', keyword: 'ابراهيم' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toContain('رقم البراءة');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('إبراهيم المقبول');
    expect(lines[1]).toContain(String(clearance.clearance.number));
    // Contracts and authorizations are numbered apart: the deal's cell names its kind.
    expect(lines[1]).toContain(`عقد رقم ${clearance.contractNumber}`);
    const awaiting = await get('/clearance/export', tk.sales, {
      tab: 'awaiting',
      columns: 'contractNumber,buyer.fullName,actions',
    });
    const header = awaiting.body.replace(/^\uFEFF/, '').split('\r\n')[0];
    expect(header).toBe('العقد أو الوكالة,المشتري');
  });
});
