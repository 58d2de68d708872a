import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDeal, useDemoBuyer } from '../../../test/deals';
import { BASE, useTestApp, useTokens } from '../../../test/helper';
import { notifications, pushOutbox, signIns } from '../../db/schema';
import { RecordingPushSender } from './push';

const sender = new RecordingPushSender();
const t = useTestApp({ build: { pushSender: sender, outbox: { baseDelayMs: 40, maxAttempts: 3 } } });
const tk = useTokens(t, 'accountant');
const demo = useDemoBuyer(t);
let planId: number;

const drain = () => t.app.notifier.outbox!.drain();
const pay = () =>
  t.request({
    method: 'POST',
    url: `${BASE}/payments`,
    payload: { planId, amount: '1000', method: 'CASH' },
    token: tk.accountant,
  });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  const company = (await t.login('company')).accessToken;
  planId = (await createDeal(t, { token: company, companyId: demo.companyId, buyerId: demo.buyer }))
    .paymentPlan.id;
});

describe('the push outbox', () => {
  it('sends a push to each bound browser of a recipient after the commit', async () => {
    await t.login('company', undefined, { 'x-fcm-token': 'token-of-company-pc' });
    sender.sent.length = 0;
    expect((await pay()).statusCode).toBe(201);
    await drain();
    const mine = sender.sent.filter((m) => m.token === 'token-of-company-pc');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ title: 'تسديد جديد', link: expect.stringMatching(/^\/contracts\/\d+$/) });
    expect(mine[0]!.body).toContain('وصل رقم');
  });

  it('retries a failing push with backoff, and the request that caused it is not affected', async () => {
    sender.failNext(2);
    sender.sent.length = 0;
    const res = await pay();
    expect(res.statusCode, res.body).toBe(201);
    await drain();
    const [row] = await t.db
      .select()
      .from(pushOutbox)
      .innerJoin(notifications, eq(notifications.id, pushOutbox.notificationId))
      .where(eq(notifications.key, `payment:${res.json().data.id}`));
    // The sales user has no bound browser: its row is done at once; the company's failed.
    const pending = await t.db.select().from(pushOutbox).where(eq(pushOutbox.id, row!.push_outbox.id));
    expect(pending[0]!.lastError).toBe('push service unavailable');
    expect(pending[0]!.sentAt).toBeNull();
    for (let i = 0; i < 20 && sender.sent.length === 0; i++) {
      await sleep(50);
      await drain();
    }
    expect(sender.sent.map((m) => m.token)).toEqual(['token-of-company-pc']);
    const [done] = await t.db.select().from(pushOutbox).where(eq(pushOutbox.id, row!.push_outbox.id));
    expect(done!.sentAt).not.toBeNull();
    expect(done!.attempts).toBe(3);
  });

  it('gives up after the last attempt', async () => {
    sender.failNext(100);
    const res = await pay();
    for (let i = 0; i < 10; i++) {
      await sleep(60);
      await drain();
    }
    const rows = await t.db
      .select({ failedAt: pushOutbox.failedAt, attempts: pushOutbox.attempts })
      .from(pushOutbox)
      .innerJoin(notifications, eq(notifications.id, pushOutbox.notificationId))
      .where(eq(notifications.key, `payment:${res.json().data.id}`));
    expect(rows.some((r) => r.failedAt !== null && r.attempts === 3)).toBe(true);
    sender.failNext(0);
  });

  it('unbinds a token the push service calls dead, and sends nothing to a signed-out browser', async () => {
    const session = await t.login('sales', undefined, { 'x-fcm-token': 'dead-token' });
    sender.deadTokens.add('dead-token');
    await pay();
    await drain();
    const [row] = await t.db
      .select()
      .from(signIns)
      .where(eq(signIns.userId, session.user.id))
      .orderBy(signIns.id);
    expect((await t.db.select().from(signIns).where(eq(signIns.fcmToken, 'dead-token'))).length).toBe(0);
    expect(row).toBeDefined();

    // PUT /users/me/device binds a token that arrives later; signing out stops pushes to it.
    const later = await t.login('sales');
    const bind = await t.request({
      method: 'PUT',
      url: `${BASE}/users/me/device`,
      payload: { fcmToken: 'later-token' },
      token: later.accessToken,
    });
    expect(bind.statusCode).toBe(204);
    sender.sent.length = 0;
    await pay();
    await drain();
    expect(sender.sent.map((m) => m.token)).toContain('later-token');
    await t.request({
      method: 'POST',
      url: `${BASE}/auth/logout`,
      payload: { refreshToken: later.refreshToken },
    });
    sender.sent.length = 0;
    await pay();
    await drain();
    expect(sender.sent.map((m) => m.token)).not.toContain('later-token');
  });
});
