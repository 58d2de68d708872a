import type { CollectionRow, Deal } from '@cc/contracts';
import { addDays, todayIn } from '@cc/domain';
import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOtherCompany } from '../../../test/companies';
import { createDeal, useDemoBuyer } from '../../../test/deals';
import { BASE, dataOf, expectError, useTestApp, useTokens } from '../../../test/helper';
import { notifications } from '../../db/schema';
import { inProcessBus } from '../notifications/bus';
import { runNotificationJob } from '../notifications/job';
import { createNotifier } from '../notifications/notifier';

// A deal marked in default (docs/domain/collections.md#default): its own tab of the queue, no more
// notifications of its instalments, the ledger untouched.

const t = useTestApp();
const tk = useTokens(t, 'company', 'sales');
const demo = useDemoBuyer(t);
const TODAY = () => todayIn('Asia/Baghdad');

/** 10 × 1,000,000 monthly from `firstDue` days from today. */
const dealFrom = (firstDue: number) =>
  createDeal(t, {
    token: tk.company,
    companyId: demo.companyId,
    buyerId: demo.buyer,
    over: {
      contractDate: addDays(TODAY(), Math.min(firstDue, 0) - 40),
      firstDueDate: addDays(TODAY(), firstDue),
    },
  });
const mark = (dealId: number, body: object, token = tk.company) =>
  t.request({ method: 'PUT', url: `${BASE}/collections/${dealId}/default`, token, payload: body });
const queue = async (query: Record<string, string> = {}) =>
  dataOf<CollectionRow[]>(
    await t.request({
      method: 'GET',
      url: `${BASE}/collections`,
      token: tk.sales,
      query: { size: '100', ...query },
    }),
    200,
  ).map((r) => r.dealId);

describe('a deal in default', () => {
  it('leaves the queue for its own tab, is told of no more, and comes back when the mark is cleared', async () => {
    const late: Deal = await dealFrom(-45); // two instalments overdue
    expect(await queue()).toContain(late.id);
    expect(await queue({ defaulted: 'true' })).not.toContain(late.id);

    const res = await mark(late.id, { defaulted: true, reason: 'توقف عن الدفع ولا يرد' });
    const marked = dataOf(res, 200);
    expect(res.json().message).toBe('تم تعليم العقد كمتعثر');
    expect(marked).toMatchObject({ dealId: late.id, defaulted: true, reason: 'توقف عن الدفع ولا يرد' });
    expect(marked.defaultedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await queue()).not.toContain(late.id);
    expect(await queue({ defaulted: 'true' })).toContain(late.id);
    expect(dataOf(await t.get(`${BASE}/collections/${late.id}/default`, tk.sales), 200)).toEqual(marked);
    // The ledger is untouched.
    const after = dataOf<Deal>(await t.get(`${BASE}/contracts/${late.id}`, tk.company), 200);
    expect(after.paymentPlan).toEqual(late.paymentPlan);
    const audit = await t.lastAudit('DEAL_DEFAULT_MARKED', late.id);
    expect(audit?.changes).toEqual({
      before: { defaulted: false, reason: null },
      after: { defaulted: true, reason: 'توقف عن الدفع ولا يرد' },
    });

    // The hourly job tells nothing of its overdue instalments.
    const notifier = createNotifier(inProcessBus(), null);
    await runNotificationJob(t.db, notifier);
    const ids = late.paymentPlan.installments.map((i) => i.id);
    const told = await t.db
      .select({ key: notifications.key })
      .from(notifications)
      .where(like(notifications.key, 'overdue:%'));
    expect(told.filter((n) => ids.some((id) => n.key.startsWith(`overdue:${id}:`)))).toEqual([]);

    // Cleared: back in the queue, and told again.
    const cleared = await mark(late.id, { defaulted: false, reason: 'سدد جزءاً ووعد بالانتظام' });
    expect(dataOf(cleared, 200)).toEqual({
      dealId: late.id,
      defaulted: false,
      defaultedAt: null,
      reason: null,
    });
    expect(cleared.json().message).toBe('أُلغي تعليم التعثر');
    expect(await queue()).toContain(late.id);
    await runNotificationJob(t.db, notifier);
    const toldNow = await t.db
      .select({ key: notifications.key })
      .from(notifications)
      .where(like(notifications.key, 'overdue:%'));
    expect(
      toldNow.filter((n) => ids.some((id) => n.key.startsWith(`overdue:${id}:`))).length,
    ).toBeGreaterThan(0);
    await notifier.close();
  });

  it('is marked by the company account only, once, with a reason, on an active deal of its own', async () => {
    const deal = await dealFrom(-45);
    expect((await mark(deal.id, { defaulted: true, reason: 'تعثر' }, tk.sales)).statusCode).toBe(403);
    expectError(
      await mark(deal.id, { defaulted: true }),
      400,
      'VALIDATION_FAILED',
      'البيانات المدخلة غير صالحة، يرجى مراجعة الحقول',
      [{ field: 'reason', message: 'السبب مطلوب' }],
    );
    expectError(
      await mark(deal.id, { defaulted: false, reason: 'لا شيء' }),
      409,
      'CONFLICT',
      'العقد غير معلَّم كمتعثر',
    );
    dataOf(await mark(deal.id, { defaulted: true, reason: 'تعثر' }), 200);
    expectError(
      await mark(deal.id, { defaulted: true, reason: 'مرة أخرى' }),
      409,
      'CONFLICT',
      'العقد معلَّم كمتعثر مسبقاً',
    );
    // A cancelled deal owes nothing: it cannot be marked.
    const fresh = await createDeal(t, {
      token: tk.company,
      companyId: demo.companyId,
      buyerId: demo.buyer,
      over: { downPayment: '0' },
    });
    const cancelled = await t.request({
      method: 'DELETE',
      url: `${BASE}/contracts/${fresh.id}`,
      token: tk.company,
      payload: { reason: 'تراجع' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expectError(
      await mark(fresh.id, { defaulted: true, reason: 'تعثر' }),
      409,
      'CONFLICT',
      'لا يُعلَّم كمتعثر إلا عقد نشط عليه مبلغ متبقٍ',
    );
    const other = await createOtherCompany(t);
    const token = (await t.login(other.accountUsername)).accessToken;
    expect((await mark(deal.id, { defaulted: false, reason: 'عزل' }, token)).statusCode).toBe(404);
    expect((await t.get(`${BASE}/collections/${deal.id}/default`, token)).statusCode).toBe(404);
  });
});
