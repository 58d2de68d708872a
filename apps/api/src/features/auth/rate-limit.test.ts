import { and, eq, like, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { BASE, useTestApp } from '../../../test/helper';
import { auditLog, loginAttempts } from '../../db/schema';

const t = useTestApp();
const RIGHT = 'Demo@12345';

const login = (username: string, password: string, ip: string) =>
  t.request({
    method: 'POST',
    url: `${BASE}/auth/login`,
    payload: { username, password },
    headers: { 'x-forwarded-for': ip },
  });

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

  it('lets no more than the limit through when guesses arrive in parallel from one address', async () => {
    // 40 guesses at once, the right password among the last ones: at most 10 are checked.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login('sales', i >= 35 ? RIGHT : `wrong-${i}`, '10.0.1.1')),
    );
    const checked = answers.filter((r) => r.statusCode !== 429);
    expect(checked.length).toBeLessThanOrEqual(10);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: expect.stringMatching(/[\u0600-\u06FF]/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The pair stays refused, even with the right password.
    expect((await login('sales', RIGHT, '10.0.1.1')).statusCode).toBe(429);
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
    for (let i = 0; i < 8; i++) {
      // Its turn has come: the attempt is checked (and fails)…
      expect((await login('accountant', `wrong-${i}`, `10.0.3.${i}`)).statusCode).toBe(401);
      // …and one right after it, from anywhere, waits once the free attempts are used.
      const next = await login('accountant', `again-${i}`, `10.0.4.${i}`);
      if (next.statusCode === 429) waits.push(Number(next.headers['retry-after']));
      else expect(next.statusCode).toBe(401);
      await waitOut('accountant');
    }
    expect(waits.length).toBeGreaterThanOrEqual(4);
    for (let i = 1; i < waits.length; i++) expect(waits[i]!).toBeGreaterThan(waits[i - 1]!);
    expect(Math.max(...waits)).toBeLessThanOrEqual(60);
  });

  it('does not lock the staff of an office out when one address guesses many usernames', async () => {
    // `sales` signed in from the office before.
    expect((await login('sales', RIGHT, '10.0.5.1')).statusCode).toBe(200);
    for (let i = 0; i < 31; i++) await login(`ghost-${i}`, 'x', '10.0.5.1');
    // A stranger's guesses now stop at the address…
    expect((await login('accountant', RIGHT, '10.0.5.1')).statusCode).toBe(429);
    // …but who signed in from it before still can.
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
});
