import { beforeAll, describe, expect, it } from 'vitest';
import { createDeal, insertPersons } from '../../../test/deals';
import { BASE, useTestApp } from '../../../test/helper';
import { useSecondProcess } from '../../../test/second-process';
import { openStream } from '../../../test/sse';

const t = useTestApp({ build: { streamMaxMs: 60_000, streamHeartbeatMs: 100 } });
let origin: string;
let accountant: string;
let planId: number;

const pay = (token = accountant, base = t) =>
  base.request({
    method: 'POST',
    url: `${BASE}/payments`,
    payload: { planId, amount: '1000', method: 'CASH' },
    token,
  });

beforeAll(async () => {
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [accountant] = await t.tokens('accountant');
  const companyId = await t.demoCompanyId();
  const [buyer] = (await insertPersons(t, companyId, 1)) as [number];
  const company = (await t.login('company')).accessToken;
  planId = (await createDeal(t, { token: company, companyId, buyerId: buyer })).paymentPlan.id;
});

describe('GET /notifications/stream', () => {
  it('sends a new notification to the open stream of its recipient, and resumes after Last-Event-ID', async () => {
    const { accessToken } = await t.login('company');
    const stream = await openStream(origin, accessToken);
    await new Promise((r) => setTimeout(r, 100));
    expect((await pay()).statusCode).toBe(201);
    await stream.waitFor(() => stream.notes().length === 1);
    const first = stream.notes()[0]!;
    expect(first).toMatchObject({ kind: 'PAYMENT_RECORDED', read: false });
    expect(stream.frames.find((f) => f.event === 'notification')!.id).toBe(String(first.id));
    stream.close();

    // Two more while the browser was away: a reconnect with the last id it saw gets both, in order.
    await pay();
    await pay();
    const resumed = await openStream(origin, accessToken, first.id);
    await resumed.waitFor(() => resumed.notes().length === 2);
    expect(resumed.notes()[0]!.id).toBeGreaterThan(first.id);
    expect(resumed.notes()[1]!.id).toBeGreaterThan(resumed.notes()[0]!.id);
    resumed.close();
  });

  it('ends the stream when its sign-in is revoked (sign-out)', async () => {
    const session = await t.login('sales');
    const stream = await openStream(origin, session.accessToken);
    await t.request({
      method: 'POST',
      url: `${BASE}/auth/logout`,
      payload: { refreshToken: session.refreshToken },
    });
    await stream.waitFor(() => stream.ended());
    expect(stream.frames.at(-1)).toMatchObject({ event: 'end', data: '{"reason":"revoked"}' });
  });

  it('ends the open stream of a suspended company at its next heartbeat, as a revocation', async () => {
    const session = await t.login('sales');
    const stream = await openStream(origin, session.accessToken);
    await new Promise((r) => setTimeout(r, 250));
    expect(stream.ended()).toBe(false);
    const [superadmin] = await t.tokens('superadmin');
    const companyId = await t.demoCompanyId();
    const status = (value: 'ACTIVE' | 'SUSPENDED') =>
      t.request({
        method: 'PUT',
        url: `${BASE}/admin/companies/${companyId}/status`,
        payload: { status: value, reason: 'اختبار البث' },
        token: superadmin,
      });
    const suspended = await status('SUSPENDED');
    expect(suspended.statusCode, suspended.body).toBe(200);
    try {
      await stream.waitFor(() => stream.ended());
      expect(stream.frames.at(-1)).toMatchObject({ event: 'end', data: '{"reason":"revoked"}' });
    } finally {
      expect((await status('ACTIVE')).statusCode).toBe(200);
    }
  });

  it('ends the stream when the access token expires', async () => {
    const { signAccessToken } = await import('../../lib/tokens');
    const session = await t.login('sales');
    const claims = JSON.parse(Buffer.from(session.accessToken.split('.')[1]!, 'base64url').toString());
    const short = await signAccessToken(
      t.config.jwtSecret,
      { userId: Number(claims.sub), signInId: claims.sid, tokenVersion: claims.ver },
      // Whole seconds (a JWT's exp): 1 s could lapse before the stream opens on a busy machine.
      3,
    );
    const stream = await openStream(origin, short);
    await stream.waitFor(() => stream.ended(), 8000);
    expect(stream.frames.at(-1)).toMatchObject({ event: 'end', data: '{"reason":"expired"}' });
  });

  it('refuses a caller without a valid token', async () => {
    const res = await fetch(`${origin}${BASE}/notifications/stream`);
    expect(res.status).toBe(401);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two server processes on one PostgreSQL', () => {
  const other = useSecondProcess(t, 43);

  it('delivers a payment recorded through one process to a stream open on the other (LISTEN/NOTIFY)', async () => {
    const { accessToken } = await t.login('company');
    const stream = await openStream(origin, accessToken);
    await new Promise((r) => setTimeout(r, 100));
    const res = await other.call('POST', '/payments', {
      body: { planId, amount: '1000', method: 'CASH' },
      token: accountant,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // The other process's starting notification job may send notes of its own: look for this payment's.
    const receipt = `وصل رقم ${res.body.data.receiptNumber}`;
    await stream.waitFor(() => stream.notes().some((n) => n.body.includes(receipt)));
    stream.close();
  });
});
