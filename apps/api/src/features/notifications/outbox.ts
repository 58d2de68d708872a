import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, pushOutbox, signIns } from '../../db/schema';
import { rawRows } from '../../lib/raw-rows';
import type { PushSender } from './push';

export interface OutboxOptions {
  /** First retry delay; each further failure doubles it. */
  baseDelayMs?: number;
  /** Attempts before giving up on a push. */
  maxAttempts?: number;
  /** How long a claimed row is held by the process sending it before another may take it. */
  leaseMs?: number;
  log?: (error: unknown, message: string) => void;
}

export interface PushOutbox {
  /** Sends what is due now; answers how many rows it handled. Never throws. */
  drain(): Promise<number>;
  /** Drains soon, without waiting (after a commit). */
  kick(): void;
  /** Drains every `intervalMs` (retries, rows left by a crash). */
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

/**
 * The push outbox's worker. A row is claimed by pushing its `next_attempt_at` past a lease (SKIP LOCKED:
 * two processes never claim the same row), sent outside any transaction, then marked sent, or given a
 * later attempt with exponential backoff, or failed after `maxAttempts`. A push goes to every live
 * sign-in of the user that bound a token.
 */
export function createPushOutbox(db: Db, sender: PushSender, options: OutboxOptions = {}): PushOutbox {
  const baseDelayMs = options.baseDelayMs ?? 5_000;
  const maxAttempts = options.maxAttempts ?? 6;
  const leaseMs = options.leaseMs ?? 60_000;
  let running: Promise<number> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  async function claim() {
    const result = await rawRows<{ id: number; attempts: number; notification_id: number }>(
      db,
      sql`
      update push_outbox set attempts = attempts + 1,
        next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
      where id in (
        select id from push_outbox
        where sent_at is null and failed_at is null and next_attempt_at <= now()
        order by next_attempt_at limit 20 for update skip locked)
      returning id, attempts, notification_id`,
    );
    return result.map((r) => ({
      id: Number(r.id),
      attempts: Number(r.attempts),
      notificationId: Number(r.notification_id),
    }));
  }

  async function sendOne(row: { id: number; attempts: number; notificationId: number }) {
    const [note] = await db
      .select({
        userId: notifications.userId,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
      })
      .from(notifications)
      .where(eq(notifications.id, row.notificationId));
    try {
      if (!note) throw new Error('notification gone');
      const tokens = await db
        .selectDistinct({ token: signIns.fcmToken })
        .from(signIns)
        .where(and(eq(signIns.userId, note.userId), isNull(signIns.revokedAt), isNotNull(signIns.fcmToken)));
      for (const { token } of tokens) {
        const outcome = await sender.send({ ...note, token: token!, notificationId: row.notificationId });
        if (outcome === 'invalid-token') {
          await db.update(signIns).set({ fcmToken: null }).where(eq(signIns.fcmToken, token!));
        }
      }
      await db
        .update(pushOutbox)
        .set({ sentAt: new Date(), lastError: null })
        .where(eq(pushOutbox.id, row.id));
    } catch (error) {
      options.log?.(error, 'push failed');
      const giveUp = row.attempts >= maxAttempts;
      const delay = baseDelayMs * 2 ** (row.attempts - 1);
      await db
        .update(pushOutbox)
        .set({
          lastError: String((error as Error)?.message ?? error).slice(0, 500),
          ...(giveUp ? { failedAt: new Date() } : { nextAttemptAt: new Date(Date.now() + delay) }),
        })
        .where(eq(pushOutbox.id, row.id));
    }
  }

  async function drainOnce(): Promise<number> {
    let handled = 0;
    for (;;) {
      const rows = await claim();
      if (rows.length === 0) return handled;
      for (const row of rows) await sendOne(row);
      handled += rows.length;
    }
  }

  const drain = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          total += await drainOnce();
        } while (again);
      } catch (error) {
        options.log?.(error, 'push outbox drain failed');
      } finally {
        running = null;
      }
      return total;
    })();
    return running;
  };

  return {
    drain,
    kick: () => void setImmediate(() => void drain()),
    start(intervalMs) {
      timer ??= setInterval(() => void drain(), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
