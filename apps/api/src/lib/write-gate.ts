import { MSG } from '../messages';
import { AppError } from './errors';

/**
 * How many writes of one company run at once in this process (its pool holds 10 PostgreSQL
 * connections; PGlite has one, whose queue this keeps short): the others wait in order, holding no
 * connection, so a company's burst leaves the pool to the other companies (docs/architecture.md#fair-load).
 */
export const COMPANY_WRITE_SLOTS = 3;

/**
 * How long a write waits behind the writes of the same key (one payment plan) in this process before it
 * is answered 409 PLAN_BUSY, having touched nothing: the client sends it again (same Idempotency-Key).
 */
export const SERIAL_WAIT_MS = 10_000;

/** The writes allowed to run under one key, and those waiting for their turn, in order. */
interface Queue {
  running: number;
  waiting: { grant(): void }[];
}

export interface WriteGateOptions {
  companySlots?: number;
  serialWaitMs?: number;
}

/** The gate a company's writes pass: see {@link createWriteGate}. */
export interface WriteGate {
  /**
   * Runs `write` once no other write of the company's `serialKey` runs in this process (when a key is
   * given; 409 PLAN_BUSY after `serialWaitMs` of waiting), then once the company has a free slot.
   */
  run<T>(companyId: number, serialKey: string | undefined, write: () => Promise<T>): Promise<T>;
  /** The writes running and waiting under each key now (tests). */
  state(): Record<string, { running: number; waiting: number }>;
}

/**
 * In-process fairness of writes, before they take a database connection: the writes of one payment plan
 * run one at a time (a burst at one plan waits here, not on the plan's row lock with a pooled connection
 * each), and each company runs at most `companySlots` writes at once. Each API process has its own pool,
 * so a gate per process guards that pool. Queues are removed when idle.
 *
 * @example
 * const gate = createWriteGate();
 * await gate.run(companyId, `plan:${planId}`, () => service.recordPayment(ctx, body, key));
 */
export function createWriteGate({
  companySlots = COMPANY_WRITE_SLOTS,
  serialWaitMs = SERIAL_WAIT_MS,
}: WriteGateOptions = {}): WriteGate {
  const queues = new Map<string, Queue>();

  /** Waits for one of the key's `slots` (at most `waitMs`, when given); answers its release. */
  const acquire = (key: string, slots: number, waitMs?: number): Promise<() => void> => {
    let queue = queues.get(key);
    if (!queue) {
      queue = { running: 0, waiting: [] };
      queues.set(key, queue);
    }
    const q = queue;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      // The slot passes to the next waiter as is; the queue goes once nothing runs or waits.
      const next = q.waiting.shift();
      if (next) next.grant();
      else if (--q.running === 0) queues.delete(key);
    };
    if (q.running < slots) {
      q.running++;
      return Promise.resolve(release);
    }
    return new Promise((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const waiter = {
        grant() {
          if (timer) clearTimeout(timer);
          resolve(release);
        },
      };
      if (waitMs !== undefined) {
        timer = setTimeout(() => {
          q.waiting.splice(q.waiting.indexOf(waiter), 1);
          reject(new AppError(409, 'PLAN_BUSY', MSG.planBusy, undefined, { 'retry-after': '1' }));
        }, waitMs);
      }
      q.waiting.push(waiter);
    });
  };

  return {
    async run(companyId, serialKey, write) {
      const serial = serialKey ? await acquire(`${companyId}:${serialKey}`, 1, serialWaitMs) : null;
      try {
        const slot = await acquire(String(companyId), companySlots);
        try {
          return await write();
        } finally {
          slot();
        }
      } finally {
        serial?.();
      }
    },
    state() {
      return Object.fromEntries(
        [...queues].map(([key, q]) => [key, { running: q.running, waiting: q.waiting.length }]),
      );
    },
  };
}

/** The gate of this process's API (the route layer passes every company write through it). */
export const writeGate = createWriteGate();
