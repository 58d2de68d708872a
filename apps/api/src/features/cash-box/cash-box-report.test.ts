import type { CashBox, CashBoxOverview, CashClosing, CashClosingRow, Deal } from '@cc/contracts';
import { type Currency, parseMoney } from '@cc/domain';
import { describe, expect, it } from 'vitest';
import { createOtherCompany } from '../../../test/companies';
import { createDeal, useDemoBuyer } from '../../../test/deals';
import { BASE, dataOf, useTestApp, useTokens } from '../../../test/helper';

// The company's view of the cash (docs/domain/cash-box.md#the-company-view): every cashier's box at a
// glance, summed per branch and for the company, and the closings report.

const t = useTestApp();
const tk = useTokens(t, 'company', 'sales', 'accountant');
const demo = useDemoBuyer(t);

const post = (url: string, payload: object, token: string) =>
  t.request({ method: 'POST', url: `${BASE}${url}`, token, payload });
const overview = async (token = tk.company) =>
  dataOf<CashBoxOverview>(await t.get(`${BASE}/cash-box/overview`, token), 200);
const closings = async (query: string, token = tk.company) => {
  const res = await t.get(`${BASE}/cash-box/closings${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json() as { data: CashClosingRow[]; pagination: { totalItems: number } };
};
const minor = (v: string, currency: Currency) => {
  const parsed = parseMoney(v, currency);
  if (!parsed.ok) throw new Error(`not an amount: ${v}`);
  return parsed.value;
};

describe("the company's view of the cash", () => {
  it('shows each cashier’s box as the cashier sees it, summed per branch and for the company, each currency apart', async () => {
    const deal = (await createDeal(t, {
      token: tk.company,
      companyId: demo.companyId,
      buyerId: demo.buyer,
    })) as Deal;
    dataOf(
      await post(
        '/payments',
        { planId: deal.paymentPlan.id, method: 'CASH', amount: '250000' },
        tk.accountant,
      ),
      201,
    );
    const own = dataOf<CashBox[]>(await t.get(`${BASE}/cash-box`, tk.accountant), 200);
    const accountantId = own[0]!.userId;
    const view = await overview();
    for (const mine of own) {
      const glance = view.boxes.find((b) => b.user.id === accountantId && b.currency === mine.currency);
      expect(glance?.expected).toBe(mine.expected);
    }
    // A salesman who never took money has no box; the company account does.
    expect(view.boxes.map((b) => b.user.fullName)).not.toContain('أحمد علي');
    for (const currency of ['IQD', 'USD'] as const) {
      const ofCurrency = view.boxes.filter((b) => b.currency === currency);
      const company = view.company.find((c) => c.currency === currency)!;
      const sum = (values: { expected: string }[]) =>
        values.reduce((a, v) => a + minor(v.expected, currency), 0);
      expect(minor(company.expected, currency)).toBe(sum(ofCurrency));
      const branches = view.branches.filter((b) => b.currency === currency);
      expect(sum(branches)).toBe(minor(company.expected, currency));
      for (const branch of branches) {
        const inBranch = ofCurrency.filter((b) => (b.branch?.id ?? null) === (branch.branch?.id ?? null));
        expect(minor(branch.expected, currency)).toBe(sum(inBranch));
      }
    }
    // Staff do not see the company's boxes; another company sees none of these.
    expect((await t.get(`${BASE}/cash-box/overview`, tk.accountant)).statusCode).toBe(403);
    const stranger = await createOtherCompany(t, 'cashview');
    const [strangerToken] = await t.tokens(stranger.accountUsername);
    const theirs = await overview(strangerToken);
    expect(theirs.boxes.map((b) => b.user.id)).not.toContain(accountantId);
  });

  it('lists the closings with their cashier, branch and difference, filtered and paged', async () => {
    const own = dataOf<CashBox[]>(await t.get(`${BASE}/cash-box`, tk.accountant), 200);
    const iqd = own.find((b) => b.currency === 'IQD')!;
    const counted = String(Number(iqd.expected) + 2_000);
    const closing = dataOf<CashClosing>(
      await post('/cash-box/closings', { currency: 'IQD', counted, note: 'زيادة ورقة' }, tk.accountant),
      201,
    );
    const all = await closings('');
    const row = all.data.find((r) => r.id === closing.id);
    expect(row).toMatchObject({
      userName: 'سارة حسن',
      currency: 'IQD',
      counted,
      difference: '2000',
      note: 'زيادة ورقة',
    });
    expect(row).not.toHaveProperty('company');
    // Newest day first, then by id.
    const days = all.data.map((r) => r.day);
    expect([...days].sort().reverse()).toEqual(days);

    expect((await closings('?withDifference=true')).data.map((r) => r.id)).toContain(closing.id);
    expect((await closings('?currency=USD')).data.map((r) => r.id)).not.toContain(closing.id);
    expect((await closings(`?userId=${closing.userId}`)).data.every((r) => r.userId === closing.userId)).toBe(
      true,
    );
    expect(
      (await closings(`?fromDate=${closing.day}&toDate=${closing.day}`)).data.map((r) => r.id),
    ).toContain(closing.id);
    expect((await closings('?keyword=سارة')).data.map((r) => r.id)).toContain(closing.id);
    if (row?.branch) {
      expect((await closings(`?branchId=${row.branch.id}`)).data.map((r) => r.id)).toContain(closing.id);
    }
    const first = await closings('?size=1&sortBy=difference&sortDirection=desc');
    expect(first.data).toHaveLength(1);
    expect(first.pagination.totalItems).toBe(all.pagination.totalItems);

    const refused = await t.get(`${BASE}/cash-box/closings?sortBy=x`, tk.company);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'sortBy', message: 'حقل الترتيب غير معروف' }]);
    expect((await t.get(`${BASE}/cash-box/closings`, tk.accountant)).statusCode).toBe(403);
    const stranger = await createOtherCompany(t, 'cashlist');
    const [strangerToken] = await t.tokens(stranger.accountUsername);
    expect((await closings('', strangerToken)).data.map((r) => r.id)).not.toContain(closing.id);
  });
});
