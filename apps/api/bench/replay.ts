// The driver column of the benchmark: the statements the API sent for a run of requests (captured by
// capture-sql.mjs), sent again through the same driver (`pg`, a pool of the API's size) with the same
// text, name, parameters and row mode, each request's statements in the order and overlap the API gave
// them: a statement starts once those that had ended before it started in the API have ended. What the
// API adds on top of this is its own cost (HTTP, validation, mapping, serialising).
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { Captured, CapturedStatement } from './api-process';

const { types } = pg;
// The type parsers drizzle's driver gives every query (node-postgres/session.js): dates, timestamps and
// intervals (and their arrays) stay text.
const AS_TEXT = new Set([
  types.builtins.TIMESTAMPTZ,
  types.builtins.TIMESTAMP,
  types.builtins.DATE,
  types.builtins.INTERVAL,
  1231,
  1115,
  1185,
  1187,
  1182,
]);
const drizzleTypes = {
  getTypeParser: (oid: number, format?: string) =>
    AS_TEXT.has(oid) ? (value: string) => value : types.getTypeParser(oid, format as 'text'),
};

interface Statement {
  via: 'pool' | number;
  config: pg.QueryConfig & { rowMode?: 'array'; types?: typeof drizzleTypes };
  values: unknown[];
  /** Indices of the statements this one waits for (they ended before it started in the API). */
  after: number[];
}

/** One request's statements, ready to send. */
export type ReplayRequest = Statement[];

const untag = (_key: string, value: unknown) => {
  if (value && typeof value === 'object') {
    const v = value as { $date?: string; $bytes?: string; $bigint?: string };
    if (v.$date !== undefined) return new Date(v.$date);
    if (v.$bytes !== undefined) return Buffer.from(v.$bytes, 'base64');
    if (v.$bigint !== undefined) return BigInt(v.$bigint);
  }
  return value;
};

/** The captured requests as statements to send (parsed before any timing). */
export function replayable(captured: Captured): ReplayRequest[] {
  return captured.requests.map((request) => {
    const statements = [...request.statements].sort((a, b) => a.start - b.start);
    return statements.map((s: CapturedStatement, i): Statement => {
      const after: number[] = [];
      for (let j = 0; j < i; j++) if (statements[j]!.end <= s.start) after.push(j);
      return {
        via: s.via,
        config: {
          text: captured.texts[s.text]!,
          ...(s.name ? { name: s.name } : {}),
          ...(s.rowMode ? { rowMode: s.rowMode } : {}),
          ...(s.types ? { types: drizzleTypes } : {}),
        },
        values: JSON.parse(s.values, untag) as unknown[],
        after,
      };
    });
  });
}

/** Sends one request's statements through the pool. */
async function replayOne(pool: pg.Pool, request: ReplayRequest): Promise<void> {
  const done: Promise<unknown>[] = [];
  const held = new Map<number, Promise<pg.PoolClient>>();
  const lastOf = new Map<number, number>();
  request.forEach((s, i) => {
    if (s.via !== 'pool') lastOf.set(s.via, i);
  });
  // Sent in the order they started: what one waits for, the next waits for too (it started later).
  for (const [i, s] of request.entries()) {
    if (s.after.length > 0) await Promise.all(s.after.map((j) => done[j]));
    if (s.via === 'pool') {
      done.push(pool.query(s.config, s.values));
      continue;
    }
    const via = s.via;
    let client = held.get(via);
    if (!client) {
      client = pool.connect();
      held.set(via, client);
    }
    const ran = client.then((c) => c.query(s.config, s.values));
    done.push(ran);
    // A held connection goes back to the pool after its last statement, as the API's does.
    if (lastOf.get(via) === i) void ran.then(async () => (await client).release());
  }
  await Promise.all(done);
}

export interface Timed {
  /** Requests a second. */
  rps: number;
  /** Each request's time, ms. */
  times: number[];
}

/** Replays the requests `connections` at a time, each worker taking the next. */
export async function replay(pool: pg.Pool, requests: ReplayRequest[], connections: number): Promise<Timed> {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(connections, requests.length) }, async () => {
      while (next < requests.length) {
        const request = requests[next++]!;
        const t = performance.now();
        await replayOne(pool, request);
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { rps: requests.length / seconds, times };
}
