import type { Notification } from '@cc/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherCompany, grantPermission, type OtherCompany } from '../../../test/companies';
import { createDeal, insertPersons, payCash, useDemoBuyer } from '../../../test/deals';
import { BASE, useTestApp, useTokens } from '../../../test/helper';
import { notifications, users } from '../../db/schema';

const t = useTestApp();
const tk = useTokens(t, 'company', 'sales', 'accountant');
const demo = useDemoBuyer(t);
let ids: Record<'company' | 'sales' | 'accountant', number>;

beforeAll(async () => {
  const rows = await t.db.select({ id: users.id, username: users.username }).from(users);
  const idOf = (name: string) => rows.find((r) => r.username === name)!.id;
  ids = { company: idOf('company'), sales: idOf('sales'), accountant: idOf('accountant') };
});

const newDeal = () => createDeal(t, { token: tk.company, companyId: demo.companyId, buyerId: demo.buyer });
const list = async (token: string, query = '') => {
  const res = await t.request({ method: 'GET', url: `${BASE}/notifications${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Notification[]; pagination: { totalItems: number } };
};
const unread = async (token: string) =>
  (await t.request({ method: 'GET', url: `${BASE}/notifications/unread-count`, token })).json().data
    .count as number;
const keysOf = async (userId: number) =>
  (await t.db.select({ key: notifications.key }).from(notifications).where(eq(notifications.userId, userId)))
    .map((r) => r.key)
    .sort();

describe('events', () => {
  it('tells the company account and staff holding GET_NOTIFICATTIONS of a new deal and a payment, not the one who acted', async () => {
    const before = { company: await unread(tk.company), sales: await unread(tk.sales) };
    const deal = await newDeal();
    await payCash(t, tk.accountant, deal.paymentPlan.id, '1000000');

    // The company made the deal: it hears of the payment only; sales hears of both.
    expect(await unread(tk.company)).toBe(before.company + 1);
    expect(await unread(tk.sales)).toBe(before.sales + 2);
    const [newest] = (await list(tk.sales)).data;
    expect(newest).toMatchObject({
      kind: 'PAYMENT_RECORDED',
      title: 'تسديد جديد',
      link: `/contracts/${deal.id}`,
      dealId: deal.id,
      read: false,
    });
    expect(newest!.body).toContain(`عقد رقم ${deal.contractNumber}`);
    const accountantKeys = await keysOf(ids.accountant);
    expect(accountantKeys).toContain(`deal-created:${deal.id}`);
    expect(accountantKeys.some((k) => k.startsWith('payment:'))).toBe(false);
  });

  it('tells when a payment pays the whole plan', async () => {
    const deal = await newDeal();
    await payCash(t, tk.accountant, deal.paymentPlan.id, '10000000');
    const kinds = (await list(tk.company)).data.filter((n) => n.dealId === deal.id).map((n) => n.kind);
    expect(kinds).toEqual(expect.arrayContaining(['PLAN_PAID', 'PAYMENT_RECORDED']));
  });

  it('tells staff of a clearance issued for a paid deal, not the one who issued it', async () => {
    const deal = await newDeal();
    await payCash(t, tk.accountant, deal.paymentPlan.id, '10000000');
    const issued = await t.request({
      method: 'POST',
      url: `${BASE}/clearance/${deal.id}`,
      token: tk.company,
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const { clearance } = issued.json().data as { clearance: { id: number; number: number } };

    const told = (await list(tk.sales)).data.find(
      (n) => n.kind === 'CLEARANCE_ISSUED' && n.dealId === deal.id,
    );
    expect(told).toMatchObject({ title: 'صدرت براءة ذمة', link: `/contracts/${deal.id}` });
    expect(told!.body).toContain(`براءة ذمة رقم ${clearance.number}`);
    expect(await keysOf(ids.company)).not.toContain(`clearance:${clearance.id}`);
  });

  it('reaches staff of another company only when their role holds GET_NOTIFICATTIONS, and never crosses companies', async () => {
    const other: OtherCompany = await createOtherCompany(t);
    const account = (await t.login(other.accountUsername)).accessToken;
    const [otherBuyer] = (await insertPersons(t, other.companyId, 1)) as [number];
    await createDeal(t, { token: account, companyId: other.companyId, buyerId: otherBuyer });
    expect(await keysOf(other.staffId)).toEqual([]);
    await grantPermission(t, other, 'GET_NOTIFICATTIONS');
    const deal = await createDeal(t, { token: account, companyId: other.companyId, buyerId: otherBuyer });
    expect(await keysOf(other.staffId)).toEqual([`deal-created:${deal.id}`]);
    // The demo company's people never hear of it.
    expect(await keysOf(ids.sales)).not.toContain(`deal-created:${deal.id}`);
  });
});

describe('reading', () => {
  it('lists unread first and filters the unread; marks one and all read; refuses another user’s', async () => {
    const all = await list(tk.sales, '?size=100');
    expect(all.data.length).toBeGreaterThan(1);
    const target = all.data[all.data.length - 1]!;
    const res = await t.request({
      method: 'POST',
      url: `${BASE}/notifications/${target.id}/read`,
      token: tk.sales,
    });
    expect(res.statusCode).toBe(204);
    const after = await list(tk.sales, '?size=100');
    const reads = after.data.map((n) => n.read);
    // Unread first: no unread after a read one.
    expect(reads.indexOf(true)).toBeGreaterThan(-1);
    expect(reads.slice(reads.indexOf(true)).every(Boolean)).toBe(true);
    expect((await list(tk.sales, '?unread=true&size=100')).data.every((n) => !n.read)).toBe(true);

    // The company account may not mark sales's notification: 404, as if it did not exist.
    const foreign = await t.request({
      method: 'POST',
      url: `${BASE}/notifications/${after.data[0]!.id}/read`,
      token: tk.company,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('الإشعار غير موجود');

    const count = await unread(tk.sales);
    const all2 = await t.request({ method: 'POST', url: `${BASE}/notifications/read-all`, token: tk.sales });
    expect(all2.json().data.updated).toBe(count);
    expect(await unread(tk.sales)).toBe(0);
  });

  it('refuses staff without GET_NOTIFICATTIONS', async () => {
    const other = await createOtherCompany(t);
    const staff = (await t.login(other.staffUsername)).accessToken;
    const res = await t.request({ method: 'GET', url: `${BASE}/notifications`, token: staff });
    expect(res.statusCode).toBe(403);
  });

  it('keeps a notification once per recipient under its key', async () => {
    const [row] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids.company)))
      .limit(1);
    const again = await t.db
      .insert(notifications)
      .values({ ...row!, id: undefined, readAt: null })
      .onConflictDoNothing()
      .returning();
    expect(again).toEqual([]);
  });
});
