import type { Payment, Statement } from '@cc/contracts';
import { describe, expect, it } from 'vitest';
import { createOtherCompany } from '../../../test/companies';
import { createDeal, insertPersons, payCash, useDemoBuyer } from '../../../test/deals';
import { BASE, useTestApp, useTokens } from '../../../test/helper';

// Statements of account (docs/domain/statements.md): the schedule, the ledger with the balance after
// each entry, and the totals per currency.

const t = useTestApp();
const tk = useTokens(t, 'company', 'accountant');
const demo = useDemoBuyer(t);

const get = async (path: string, token = tk.company) => {
  const res = await t.request({ method: 'GET', url: `${BASE}${path}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Statement;
};

describe('statements of account', () => {
  it("a deal's: the sale, the down payment, a payment, its reversal and a discount, each with the balance after it", async () => {
    const [buyer] = (await insertPersons(t, demo.companyId, 1)) as [number];
    const deal = await createDeal(t, { token: tk.company, companyId: demo.companyId, buyerId: buyer });
    const paid: Payment = await payCash(t, tk.company, deal.paymentPlan.id, '1500000');
    const reversed = await t.request({
      method: 'POST',
      url: `${BASE}/payments/${paid.id}/reverse`,
      payload: { reason: 'دفعة مسجلة بالخطأ' },
      token: tk.company,
    });
    expect(reversed.statusCode, reversed.body).toBe(201);
    const discount = await t.request({
      method: 'POST',
      url: `${BASE}/payment-plans/${deal.paymentPlan.id}/discount`,
      payload: { amount: '100000', reason: 'خصم تسوية' },
      token: tk.company,
    });
    expect(discount.statusCode, discount.body).toBe(201);

    const statement = await get(`/statements/deal/${deal.id}`);
    expect(statement.person.id).toBe(buyer);
    const [part] = statement.deals;
    expect(part!.entries.map((e) => [e.kind, e.debit, e.credit, e.balance])).toEqual([
      ['SALE', '12000000', '0', '12000000'],
      ['DOWN_PAYMENT', '0', '2000000', '10000000'],
      ['PAYMENT', '0', '1500000', '8500000'],
      ['REVERSAL', '1500000', '0', '10000000'],
      ['DISCOUNT', '0', '100000', '9900000'],
    ]);
    expect(part!.entries[3]!.note).toBe('دفعة مسجلة بالخطأ');
    expect(part!.totals).toEqual({
      debit: '13500000',
      credit: '3600000',
      balance: '9900000',
      paid: '2000000',
      discount: '100000',
      charges: '0',
      writtenOff: '0',
      refunded: '0',
    });
    // The schedule: the down payment's line paid, the discount settling the first instalment's part.
    expect(part!.installments[0]).toMatchObject({
      sequence: 0,
      amount: '2000000',
      paid: '2000000',
      remaining: '0',
    });
    expect(part!.installments).toHaveLength(11);
    expect(statement.totals).toEqual([
      { currency: 'IQD', debit: '13500000', credit: '3600000', balance: '9900000' },
    ]);
  });

  it("an account card's: every deal it bought, totals per currency never adding IQD and USD", async () => {
    const [buyer] = (await insertPersons(t, demo.companyId, 1)) as [number];
    const iqd = await createDeal(t, { token: tk.company, companyId: demo.companyId, buyerId: buyer });
    const usd = await createDeal(t, {
      token: tk.company,
      companyId: demo.companyId,
      buyerId: buyer,
      over: { currency: 'USD', price: '1200', downPayment: '200' },
    });
    await payCash(t, tk.company, usd.paymentPlan.id, '50.50');
    const statement = await get(`/statements/person/${buyer}`, tk.accountant);
    expect(statement.deals.map((d) => d.dealId)).toEqual([iqd.id, usd.id]);
    expect(statement.totals).toEqual([
      { currency: 'IQD', debit: '12000000', credit: '2000000', balance: '10000000' },
      { currency: 'USD', debit: '1200.00', credit: '250.50', balance: '949.50' },
    ]);
  });

  it("answers 404 for another company's deal or card, and 403 without GET_CONTRACT", async () => {
    const other = await createOtherCompany(t);
    const [stranger] = (await insertPersons(t, other.companyId, 1)) as [number];
    const account = (await t.login(other.accountUsername)).accessToken;
    const theirs = await createDeal(t, { token: account, companyId: other.companyId, buyerId: stranger });
    for (const path of [`/statements/deal/${theirs.id}`, `/statements/person/${stranger}`]) {
      const res = await t.request({ method: 'GET', url: `${BASE}${path}`, token: tk.company });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/غير موجود/);
    }
    const staff = (await t.login(other.staffUsername)).accessToken;
    const denied = await t.request({
      method: 'GET',
      url: `${BASE}/statements/deal/${theirs.id}`,
      token: staff,
    });
    expect(denied.statusCode).toBe(403);
  });
});
