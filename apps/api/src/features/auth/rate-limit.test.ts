import { and, eq, like, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { BASE, useTestApp } from '../../../test/helper';
import { auditLog, loginAttempts } from '../../db/schema';

const t = useTestApp();
const RIGHT = 'Demo@12345';

/** `ip`: what the proxy in front sends as X-Forwarded-For (TRUST_PROXY=1 in the tests: its last entry). */
const login = (username: string, password: string, ip: string, deviceId?: string) =>
  t.request({
    method: 'POST',
    url: `${BASE}/auth/login`,
    payload: { username, password },
    headers: { 'x-forwarded-for': ip, ...(deviceId ? { 'x-device-id': deviceId } : {}) },
  });

/** A browser's device id, as the web client makes one (a random UUID kept in local storage). */
const device = () => crypto.randomUUID();

/** As if every wait had run out: each key's next attempt may be checked now. */
const waitOutAll = () => t.db.update(loginAttempts).set({ nextAt: sql`now() - interval '1 second'` });

/** As if the username's slowdown had run out: its next attempt may be checked now. */
const waitOut = (username: string) =>
  t.db
    .update(loginAttempts)
    .set({ nextAt: sql`now() - interval '1 second'` })
    .where(eq(loginAttempts.key, `user:${username}`));

describe('sign-in throttling (counted in the database before the password is checked)', () => {
  // Each case starts from no counters: an earlier case's slowdown of a demo user must not leak in.
  beforeEach(async () => {
    await t.db.delete(loginAttempts);
  });

  it('lets no more than the free attempts and one turn through when guesses arrive in parallel', async () => {
    // 40 guesses at once from one address, the right password among the last ones: 5 free, then one
    // turn (a second only if the burst outlasts the 2 s wait, on a slow machine).
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login('sales', i >= 35 ? RIGHT : `wrong-${i}`, '10.0.1.1')),
    );
    const checked = answers.filter((r) => r.statusCode !== 429);
    expect(checked.length).toBeLessThanOrEqual(7);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: expect.stringMatching(/[\u0600-\u06FF]/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // No lock-out: once its turn has come, the right password from that address is let in.
    await waitOutAll();
    expect((await login('sales', RIGHT, '10.0.1.1')).statusCode).toBe(200);
  });

  it('slows an account down across addresses instead of locking its owner out', async () => {
    // Ten wrong guesses at `company` from ten addresses.
    for (let i = 0; i < 10; i++) {
      const res = await login('company', `wrong-${i}`, `10.0.2.${i}`);
      expect([401, 429]).toContain(res.statusCode);
    }
    // The owner, from a new address, is asked to wait a little (never the 15-minute window)…
    const owner = await login('company', RIGHT, '10.0.2.200');
    if (owner.statusCode === 429) {
      expect(Number(owner.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(owner.json().message).toContain('الانتظار قليلاً');
      await waitOut('company');
      // …and is in once the wait is over, while the guesser's every refused try did not extend it.
      expect((await login('company', RIGHT, '10.0.2.200')).statusCode).toBe(200);
    } else expect(owner.statusCode).toBe(200);
  });

  it('grows the wait between attempts at one account: 2, 4, 8 … seconds after the free ones', async () => {
    const waits: number[] = [];
    for (let i = 0; i < 14; i++) {
      // Its turn has come: the attempt is checked (and fails)…
      expect((await login('accountant', `wrong-${i}`, `10.0.3.${i}`)).statusCode).toBe(401);
      // …and one right after it, from anywhere, waits once the free attempts are used.
      const next = await login('accountant', `again-${i}`, `10.0.4.${i}`);
      if (next.statusCode === 429) waits.push(Number(next.headers['retry-after']));
      else expect(next.statusCode).toBe(401);
      await waitOut('accountant');
    }
    // 10 free attempts, then 2, 4, 8, 16, 32 seconds, then a minute at most, however long it goes on.
    expect(waits.length).toBe(9);
    for (let i = 1; i < waits.length; i++)
      if (waits[i - 1]! < 59) expect(waits[i]!).toBeGreaterThan(waits[i - 1]!);
      else expect(waits[i]!).toBeGreaterThanOrEqual(59);
    expect(waits.slice(-3).every((w) => w >= 59 && w <= 60)).toBe(true);
  });

  it('does not lock the staff of an office out when one address guesses many usernames', async () => {
    // `sales` signed in from the office before.
    expect((await login('sales', RIGHT, '10.0.5.1')).statusCode).toBe(200);
    for (let i = 0; i < 31; i++) await login(`ghost-${i}`, 'x', '10.0.5.1');
    // A stranger's guesses now slow the address down, a little longer at each turn…
    const waits: number[] = [];
    for (let turn = 0; turn < 3; turn++) {
      const slowed = await login('accountant', RIGHT, '10.0.5.1');
      expect(slowed.statusCode).toBe(429);
      expect(slowed.json().message).toBe(
        'محاولات دخول كثيرة من هذا العنوان، يرجى الانتظار قليلاً ثم المحاولة مرة أخرى',
      );
      waits.push(Number(slowed.headers['retry-after']));
      await waitOutAll();
      expect((await login(`ghost-${turn}`, 'x', '10.0.5.1')).statusCode).toBe(401);
    }
    expect(waits[1]!).toBeGreaterThan(waits[0]!);
    expect(waits[2]!).toBeGreaterThan(waits[1]!);
    // …but who signed in from it before is not counted on it.
    expect((await login('sales', RIGHT, '10.0.5.1')).statusCode).toBe(200);
  });

  it('writes failed and throttled sign-ins to the audit log, without the password', async () => {
    await login('company', 'wrong-audit', '10.0.6.1');
    await login('nobody-here', 'x', '10.0.6.1');
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.ip, '10.0.6.1'), like(auditLog.action, 'LOGIN_%')));
    expect(
      rows.map((r) => [r.action, (r.changes as { after: { username: string } }).after.username]),
    ).toEqual(
      expect.arrayContaining([
        ['LOGIN_FAILED', 'company'],
        ['LOGIN_FAILED', 'nobody-here'],
      ]),
    );
    expect(JSON.stringify(rows)).not.toContain('wrong-audit');
    for (let i = 0; i < 11; i++) await login('company', `w-${i}`, '10.0.6.2');
    const [throttled] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.ip, '10.0.6.2'), eq(auditLog.action, 'LOGIN_THROTTLED')));
    expect(throttled?.changes).toMatchObject({ after: { username: 'company', reason: expect.any(String) } });
  });

  it("never refuses the owner's device for failures made elsewhere, at the same address or another", async () => {
    const laptop = device();
    // The owner signed in from the office (one address for the whole office: a NAT) on its laptop.
    expect((await login('company', RIGHT, '10.0.7.1', laptop)).statusCode).toBe(200);
    // A stranger behind the same NAT, another address, and thirty more, all guessing.
    for (let i = 0; i < 12; i++) await login('company', `wrong-${i}`, '10.0.7.1');
    for (let i = 0; i < 12; i++) await login('company', `wrong-${i}`, '10.0.7.2');
    for (let i = 0; i < 30; i++) await login('company', `wrong-${i}`, `10.0.8.${i}`, device());
    // The laptop is let in at once, at the office and from home.
    expect((await login('company', RIGHT, '10.0.7.1', laptop)).statusCode).toBe(200);
    for (let i = 0; i < 12; i++) await login('company', `wrong-${i}`, '10.0.7.1');
    expect((await login('company', RIGHT, '10.0.9.9', laptop)).statusCode).toBe(200);
  });

  it('never locks a new device out: every wait is at most a minute and then the password is checked', async () => {
    const waits: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await login('company', `wrong-${i}`, '10.0.10.1');
      if (res.statusCode === 429) waits.push(Number(res.headers['retry-after']));
      else expect(res.statusCode).toBe(401);
    }
    expect(waits.length).toBeGreaterThan(20);
    expect(Math.max(...waits)).toBeLessThanOrEqual(60);
    // The owner, on a browser it never used, at that same address: asked to wait a little…
    const owner = await login('company', RIGHT, '10.0.10.1', device());
    expect(owner.statusCode).toBe(429);
    expect(Number(owner.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(owner.json()).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: expect.stringContaining('الانتظار') });
    // …and in once the wait is over: no 15-minute lock-out.
    await waitOutAll();
    expect((await login('company', RIGHT, '10.0.10.1', device())).statusCode).toBe(200);
  });

  it("does not slow the owner at another address for one address's failures, even on a new device", async () => {
    for (let i = 0; i < 12; i++) await login('company', `wrong-${i}`, '10.0.11.1');
    expect((await login('company', RIGHT, '10.0.11.2')).statusCode).toBe(200);
  });

  it('gives a device id the account never signed in from no pass, and a known one no free guesses', async () => {
    const laptop = device();
    expect((await login('accountant', RIGHT, '10.0.12.1', laptop)).statusCode).toBe(200);
    // Made-up device ids are strangers: slowed like any guess.
    const strangers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login('accountant', `wrong-${i}`, '10.0.12.2', device())),
    );
    expect(strangers.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(7);
    // Guesses sent with the laptop's id (leaked, say) are slowed on their own count, in parallel too…
    const leaked = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login('accountant', `wrong-${i}`, '10.0.12.3', laptop)),
    );
    const checked = leaked.filter((r) => r.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(12);
    expect(leaked.filter((r) => r.statusCode === 429).length).toBe(20 - checked);
    // …and a device id the account used that is too short to be secret is no pass either.
    expect((await login('sales', RIGHT, '10.0.12.4', 'pc-1')).statusCode).toBe(200);
    const short = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login('sales', `wrong-${i}`, '10.0.12.4', 'pc-1')),
    );
    expect(short.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(7);
  });

  it('counts a guess at the address the proxy saw, whatever the caller wrote in X-Forwarded-For', async () => {
    const laptop = device();
    // The owner signed in from the office.
    expect((await login('company', RIGHT, '10.0.13.1', laptop)).statusCode).toBe(200);
    // A caller at 10.0.13.66 claims the office's address (the proxy appends the address it saw).
    const claimed = [];
    for (let i = 0; i < 12; i++) claimed.push(await login('company', `wrong-${i}`, '10.0.13.1, 10.0.13.66'));
    // Claiming a known address skips no slowdown…
    expect(claimed.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(7);
    // …and its failures fall on the caller's own address, not the office's: a new browser at the office
    // is let in at once.
    expect((await login('company', RIGHT, '10.0.13.1', device())).statusCode).toBe(200);
    const [failed] = await t.db
      .select({ ip: auditLog.ip })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'LOGIN_FAILED'), like(auditLog.ip, '10.0.13.%')));
    expect(failed?.ip).toBe('10.0.13.66');
  });
});
