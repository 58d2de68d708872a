import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';
import { AppError } from '../lib/errors';
import { MSG } from '../messages';
import { sharedPlugin } from './plugin';

export interface LoginLimits {
  windowSeconds: number;
  perUsername: number;
  perIp: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { windowSeconds: 15 * 60, perUsername: 10, perIp: 30 };

/**
 * Failed sign-in counters kept in the database (shared by every process): a fixed window per key.
 * Keys: `user:<lower-case username>` and `ip:<address>`.
 */
export class LoginLimiter {
  constructor(
    private readonly db: Db,
    readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
  ) {}

  static keys(username: string, ip: string) {
    return { user: `user:${username.trim().toLowerCase()}`, ip: `ip:${ip}` };
  }

  private limitOf(key: string) {
    return key.startsWith('user:') ? this.limits.perUsername : this.limits.perIp;
  }

  /** Throws 429 when any key has used up its failures in the current window. */
  async assertAllowed(keys: string[]): Promise<void> {
    const rows = await this.db.select().from(loginAttempts).where(inArray(loginAttempts.key, keys));
    const now = Date.now();
    for (const row of rows) {
      const ends = row.windowStart.getTime() + this.limits.windowSeconds * 1000;
      if (ends > now && row.failures >= this.limitOf(row.key)) {
        throw new AppError(429, 'TOO_MANY_ATTEMPTS', MSG.tooManyAttempts);
      }
    }
  }

  async recordFailure(keys: string[]): Promise<void> {
    const window = sql.raw(`interval '${this.limits.windowSeconds} seconds'`);
    // Now and then, forget windows that are over (keys of made-up usernames would pile up otherwise).
    if (Math.random() < 0.02)
      await this.db.delete(loginAttempts).where(sql`${loginAttempts.windowStart} < now() - ${window}`);
    for (const key of keys) {
      await this.db
        .insert(loginAttempts)
        .values({ key, windowStart: new Date(), failures: 1 })
        .onConflictDoUpdate({
          target: loginAttempts.key,
          set: {
            failures: sql`case when ${loginAttempts.windowStart} < now() - ${window} then 1 else ${loginAttempts.failures} + 1 end`,
            windowStart: sql`case when ${loginAttempts.windowStart} < now() - ${window} then now() else ${loginAttempts.windowStart} end`,
          },
        });
    }
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(loginAttempts).where(eq(loginAttempts.key, key));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    loginLimiter: LoginLimiter;
  }
}

export const rateLimitPlugin = sharedPlugin<{ limits?: LoginLimits }>(async (app, opts) => {
  app.decorate('loginLimiter', new LoginLimiter(app.db, opts.limits));
}, 'rate-limit');
