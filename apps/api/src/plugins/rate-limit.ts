import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';
import { AppError } from '../lib/errors';
import { MSG } from '../messages';
import { sharedPlugin } from './plugin';

export interface LoginLimits {
  windowSeconds: number;
  /** Attempts at one username from one address in a window (then 429 for that pair only). */
  perPair: number;
  /** Attempts from one address in a window, except at usernames already signed in from it. */
  perIp: number;
  /** Attempts at one username from anywhere before each further one waits (the slowdown). */
  freePerUser: number;
  /** The slowdown's longest wait between two attempts at one username, in seconds. */
  maxDelaySeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  windowSeconds: 15 * 60,
  perPair: 10,
  perIp: 30,
  freePerUser: 5,
  maxDelaySeconds: 60,
};

/** Why an attempt was refused before its password was checked. */
export type ThrottleReason = 'pair' | 'ip' | 'user';

export class LoginThrottled extends AppError {
  constructor(
    readonly reason: ThrottleReason,
    readonly retryAfterSeconds: number,
  ) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super(
      429,
      'TOO_MANY_ATTEMPTS',
      reason === 'user' ? MSG.loginSlowedDown : MSG.tooManyAttempts,
      undefined,
      {
        'retry-after': String(seconds),
      },
    );
  }
}

interface CountedRow {
  key: string;
  failures: number;
  windowStart: Date;
}

/**
 * Sign-in throttling kept in the database, so every process shares it (docs/domain/sessions.md#sign-in-throttling).
 *
 * Every attempt is COUNTED BEFORE its password is checked, in one atomic upsert per step, so parallel
 * guesses cannot pass a limit: each gets its own count. A correct password then gives the attempt back.
 * - `pair:<username>|<address>`: `perPair` attempts per window, then 429 for that pair only.
 * - `ip:<address>`: `perIp` attempts per window, then 429 for that address, except for usernames that
 *   have signed in from it before (the office's staff are not locked out by a stranger's guesses).
 * - `user:<username>`: across all addresses, after `freePerUser` attempts each further one waits
 *   2, 4, 8 … up to `maxDelaySeconds` after the previous one: the account slows down, its owner is never
 *   locked out. A refused attempt does not push the wait further. Addresses the user signed in from
 *   before skip the slowdown.
 */
export class LoginLimiter {
  constructor(
    private readonly db: Db,
    readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
  ) {}

  static keys(username: string, ip: string) {
    const user = username.trim().toLowerCase();
    return { user: `user:${user}`, ip: `ip:${ip}`, pair: `pair:${user}|${ip}` };
  }

  private get window() {
    return sql.raw(`interval '${Math.floor(this.limits.windowSeconds)} seconds'`);
  }

  /** Counts one attempt on each key (a window that is over starts again at 1); the counts after it. */
  private async count(keys: string[]): Promise<Map<string, CountedRow>> {
    const expired = sql`${loginAttempts.windowStart} < clock_timestamp() - ${this.window}`;
    const rows = await this.db
      .insert(loginAttempts)
      .values(keys.map((key) => ({ key, windowStart: sql`clock_timestamp()`, failures: 1 })))
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures: sql`case when ${expired} then 1 else ${loginAttempts.failures} + 1 end`,
          windowStart: sql`case when ${expired} then clock_timestamp() else ${loginAttempts.windowStart} end`,
        },
      })
      .returning({
        key: loginAttempts.key,
        failures: loginAttempts.failures,
        windowStart: loginAttempts.windowStart,
      });
    return new Map(rows.map((r) => [r.key, r]));
  }

  private retryAfter(row: CountedRow) {
    return (row.windowStart.getTime() + this.limits.windowSeconds * 1000 - Date.now()) / 1000;
  }

  /**
   * Counts this attempt and throws `LoginThrottled` (429 with Retry-After) when it may not be checked.
   * `known`: the username has signed in from this address before.
   */
  async admit(username: string, ip: string, known: boolean): Promise<void> {
    const keys = LoginLimiter.keys(username, ip);
    const counted = await this.count(known ? [keys.pair] : [keys.pair, keys.ip]);
    const pair = counted.get(keys.pair)!;
    if (pair.failures > this.limits.perPair) throw new LoginThrottled('pair', this.retryAfter(pair));
    const address = counted.get(keys.ip);
    if (address && address.failures > this.limits.perIp)
      throw new LoginThrottled('ip', this.retryAfter(address));
    if (!known) await this.slowDown(keys.user);
  }

  /**
   * The username's slowdown: one conditional upsert that counts the attempt only when its turn has
   * come (`next_at` passed) and sets the next turn; no row back means it must wait.
   */
  private async slowDown(key: string): Promise<void> {
    const { freePerUser, maxDelaySeconds } = this.limits;
    const expired = sql`${loginAttempts.windowStart} < clock_timestamp() - ${this.window}`;
    const next = sql`case when ${expired} then 1 else ${loginAttempts.failures} + 1 end`;
    // 2^(n - free) seconds after the n-th attempt, capped; nothing for the free ones.
    const delay = sql`case when ${next} <= ${freePerUser} then 0
      else least(power(2, ${next} - ${freePerUser}), ${maxDelaySeconds}) end`;
    const admitted = await this.db
      .insert(loginAttempts)
      .values({ key, windowStart: sql`clock_timestamp()`, failures: 1, nextAt: sql`clock_timestamp()` })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures: next,
          windowStart: sql`case when ${expired} then clock_timestamp() else ${loginAttempts.windowStart} end`,
          nextAt: sql`clock_timestamp() + make_interval(secs => ${delay})`,
        },
        setWhere: or(
          sql`${loginAttempts.nextAt} is null`,
          lte(loginAttempts.nextAt, sql`clock_timestamp()`),
          expired,
        ),
      })
      .returning({ key: loginAttempts.key });
    if (admitted.length > 0) return;
    const [row] = await this.db
      .select({ nextAt: loginAttempts.nextAt })
      .from(loginAttempts)
      .where(eq(loginAttempts.key, key));
    const wait = row?.nextAt ? (row.nextAt.getTime() - Date.now()) / 1000 : 1;
    throw new LoginThrottled('user', wait);
  }

  /** A correct password: the pair and the username start afresh, and the address gets its attempt back. */
  async succeeded(username: string, ip: string): Promise<void> {
    const keys = LoginLimiter.keys(username, ip);
    await this.db.delete(loginAttempts).where(inArray(loginAttempts.key, [keys.pair, keys.user]));
    await this.db
      .update(loginAttempts)
      .set({ failures: sql`greatest(${loginAttempts.failures} - 1, 0)` })
      .where(eq(loginAttempts.key, keys.ip));
  }

  /** Counts a wrong current password on the profile screen (its own key; 429 past `perPair`). */
  async admitPasswordCheck(username: string): Promise<void> {
    const key = `password:${username.trim().toLowerCase()}`;
    const row = (await this.count([key])).get(key)!;
    if (row.failures > this.limits.perPair) throw new LoginThrottled('pair', this.retryAfter(row));
  }

  async passwordCheckSucceeded(username: string): Promise<void> {
    await this.db
      .delete(loginAttempts)
      .where(eq(loginAttempts.key, `password:${username.trim().toLowerCase()}`));
  }

  /** Now and then, forget windows that are over (keys of made-up usernames would pile up otherwise). */
  async sweep(): Promise<void> {
    await this.db
      .delete(loginAttempts)
      .where(
        and(
          sql`${loginAttempts.windowStart} < clock_timestamp() - ${this.window}`,
          or(sql`${loginAttempts.nextAt} is null`, lte(loginAttempts.nextAt, sql`clock_timestamp()`)),
        ),
      );
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    loginLimiter: LoginLimiter;
  }
}

export const rateLimitPlugin = sharedPlugin<{ limits?: Partial<LoginLimits> }>(async (app, opts) => {
  app.decorate('loginLimiter', new LoginLimiter(app.db, { ...DEFAULT_LOGIN_LIMITS, ...opts.limits }));
}, 'rate-limit');
