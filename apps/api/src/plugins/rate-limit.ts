import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lte, not, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';
import { AppError } from '../lib/errors';
import { MSG } from '../messages';
import { sharedPlugin } from './plugin';

export interface LoginLimits {
  /** A key's count starts again this long after its first attempt. */
  windowSeconds: number;
  /** Free attempts at one username from one address per window (devices it never signed in on). */
  freePerPair: number;
  /** Free attempts at one username from anywhere per window (devices it never signed in on). */
  freePerUser: number;
  /** Free attempts from one address per window, at usernames that never signed in from it. */
  freePerIp: number;
  /** Free attempts at one username from one device it signed in on, per window. */
  freePerDevice: number;
  /** The longest wait between two checked attempts on one key, in seconds: no key ever locks. */
  maxDelaySeconds: number;
  /** Wrong current passwords on the profile screen per window (then 429 until the window ends). */
  passwordChecks: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  windowSeconds: 15 * 60,
  freePerPair: 5,
  freePerUser: 10,
  freePerIp: 30,
  freePerDevice: 10,
  maxDelaySeconds: 60,
  passwordChecks: 10,
};

/**
 * The shortest device id that counts as a known device: a browser's is a random UUID (36 characters),
 * so a short one ('pc-1') could be guessed and is treated as no device.
 */
export const KNOWN_DEVICE_MIN_LENGTH = 16;

/** Why an attempt was refused before its password was checked: the key that made it wait. */
export type ThrottleReason = 'pair' | 'user' | 'ip' | 'device' | 'password';

const MESSAGE_OF: Record<ThrottleReason, string> = {
  pair: MSG.loginSlowedDown,
  user: MSG.loginSlowedDown,
  device: MSG.loginSlowedDown,
  ip: MSG.loginAddressSlowedDown,
  password: MSG.tooManyAttempts,
};

export class LoginThrottled extends AppError {
  constructor(
    readonly reason: ThrottleReason,
    readonly retryAfterSeconds: number,
  ) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super(429, 'TOO_MANY_ATTEMPTS', MESSAGE_OF[reason], undefined, { 'retry-after': String(seconds) });
  }
}

/** Who is signing in, as far as throttling cares. */
export interface LoginClient {
  /** The client's address (TRUST_PROXY decides how it is read). */
  ip: string;
  /**
   * The device id the attempt came with, when the username has signed in on that device (see
   * `repository.hasSignedInOn`) and it is at least KNOWN_DEVICE_MIN_LENGTH long; else null.
   */
  knownDevice: string | null;
  /** The username has signed in from this address recently: the address's own count is skipped. */
  knownAddress: boolean;
}

interface Step {
  key: string;
  free: number;
  reason: ThrottleReason;
}

interface CountedRow {
  key: string;
  failures: number;
  windowStart: Date;
}

const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

/**
 * Sign-in throttling kept in the database, so every process shares it (docs/domain/sessions.md#sign-in-throttling).
 *
 * No key ever locks: past its free attempts, each key lets one attempt be checked per turn, the turns
 * 2, 4, 8 … up to `maxDelaySeconds` apart. An attempt is COUNTED BEFORE its password is checked, by one
 * conditional upsert per key that counts it only when the key's turn has come, so guesses sent in
 * parallel cannot pass together; one that must wait counts nowhere (it does not push the wait further).
 * - From a device the username signed in on (`knownDevice`): only `device:<username>|<device digest>`,
 *   so failures made anywhere else never refuse it.
 * - Otherwise `pair:<username>|<address>` (one address cannot spend the username's free attempts),
 *   `user:<username>` (guesses from many addresses) and, unless the username signed in from that address
 *   before, `ip:<address>` (one address trying many usernames).
 */
export class LoginLimiter {
  constructor(
    private readonly db: Db,
    readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
  ) {}

  static keys(username: string, ip: string, deviceId: string | null = null) {
    const user = username.trim().toLowerCase();
    return {
      user: `user:${user}`,
      ip: `ip:${ip}`,
      pair: `pair:${user}|${ip}`,
      device: deviceId === null ? null : `device:${user}|${digest(deviceId)}`,
    };
  }

  private get window() {
    return sql.raw(`interval '${Math.floor(this.limits.windowSeconds)} seconds'`);
  }

  private get expired() {
    return sql`${loginAttempts.windowStart} < clock_timestamp() - ${this.window}`;
  }

  /** The keys an attempt is counted on, in the order they are taken. */
  private steps(username: string, client: LoginClient): Step[] {
    const keys = LoginLimiter.keys(username, client.ip, client.knownDevice);
    const l = this.limits;
    if (keys.device) return [{ key: keys.device, free: l.freePerDevice, reason: 'device' }];
    return [
      { key: keys.pair, free: l.freePerPair, reason: 'pair' },
      ...(client.knownAddress ? [] : [{ key: keys.ip, free: l.freePerIp, reason: 'ip' as const }]),
      { key: keys.user, free: l.freePerUser, reason: 'user' },
    ];
  }

  /** The longest wait among the keys whose turn has not come (seconds), and its key; null: none waits. */
  private async waiting(keys: string[]): Promise<{ key: string; seconds: number } | null> {
    const rows = await this.db
      .select({
        key: loginAttempts.key,
        seconds: sql<number>`extract(epoch from ${loginAttempts.nextAt} - clock_timestamp())::float8`,
      })
      .from(loginAttempts)
      .where(
        and(
          inArray(loginAttempts.key, keys),
          gt(loginAttempts.nextAt, sql`clock_timestamp()`),
          not(this.expired),
        ),
      );
    if (rows.length === 0) return null;
    return rows.reduce((a, b) => (Number(b.seconds) > Number(a.seconds) ? b : a));
  }

  /**
   * Counts the attempt on the key when its turn has come, and sets the next turn: free attempts at
   * once, then 2^(n - free) seconds after the n-th, capped. One statement: no row back means it waits.
   */
  private async take({ key, free }: Step): Promise<boolean> {
    const { maxDelaySeconds } = this.limits;
    const expired = this.expired;
    const next = sql`case when ${expired} then 1 else ${loginAttempts.failures} + 1 end`;
    const delay = sql`case when ${next} <= ${free} then 0
      else least(power(2, ${next} - ${free}), ${maxDelaySeconds}) end`;
    const firstDelay = free >= 1 ? 0 : Math.min(2, maxDelaySeconds);
    const admitted = await this.db
      .insert(loginAttempts)
      .values({
        key,
        windowStart: sql`clock_timestamp()`,
        failures: 1,
        nextAt: sql`clock_timestamp() + make_interval(secs => ${firstDelay})`,
      })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures: next,
          windowStart: sql`case when ${expired} then clock_timestamp() else ${loginAttempts.windowStart} end`,
          nextAt: sql`clock_timestamp() + make_interval(secs => ${delay})`,
        },
        setWhere: or(
          isNull(loginAttempts.nextAt),
          lte(loginAttempts.nextAt, sql`clock_timestamp()`),
          expired,
        ),
      })
      .returning({ key: loginAttempts.key });
    return admitted.length > 0;
  }

  /**
   * Counts this attempt and throws `LoginThrottled` (429 with Retry-After, at most `maxDelaySeconds`)
   * when it must wait. A key that must wait is found before anything is counted; only two attempts
   * racing for one turn can count on a key before another refuses.
   */
  async admit(username: string, client: LoginClient): Promise<void> {
    const steps = this.steps(username, client);
    const reasonOf = (key: string) => steps.find((s) => s.key === key)!.reason;
    const before = await this.waiting(steps.map((s) => s.key));
    if (before) throw new LoginThrottled(reasonOf(before.key), before.seconds);
    for (const step of steps) {
      if (await this.take(step)) continue;
      const wait = await this.waiting([step.key]);
      throw new LoginThrottled(step.reason, wait?.seconds ?? 1);
    }
  }

  /**
   * A correct password gives back the one attempt it took on each key, and nothing more: the owner
   * signing in must not hand a guesser (at the same address, or with a leaked device id) new free
   * attempts.
   */
  async succeeded(username: string, client: LoginClient): Promise<void> {
    await this.db
      .update(loginAttempts)
      .set({ failures: sql`greatest(${loginAttempts.failures} - 1, 0)` })
      .where(
        inArray(
          loginAttempts.key,
          this.steps(username, client).map((s) => s.key),
        ),
      );
  }

  /** Counts one attempt on the key (a window that is over starts again at 1); the count after it. */
  private async count(key: string): Promise<CountedRow> {
    const expired = this.expired;
    const [row] = await this.db
      .insert(loginAttempts)
      .values({ key, windowStart: sql`clock_timestamp()`, failures: 1 })
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
    return row!;
  }

  /**
   * Counts a check of the current password on the profile screen (its own key; 429 past
   * `passwordChecks` until the window ends). The caller is already signed in: this limit may lock.
   */
  async admitPasswordCheck(username: string): Promise<void> {
    const row = await this.count(`password:${username.trim().toLowerCase()}`);
    if (row.failures > this.limits.passwordChecks) {
      const left = (row.windowStart.getTime() + this.limits.windowSeconds * 1000 - Date.now()) / 1000;
      throw new LoginThrottled('password', left);
    }
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
          this.expired,
          or(isNull(loginAttempts.nextAt), lte(loginAttempts.nextAt, sql`clock_timestamp()`)),
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
