import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { databaseUrlFor } from '../test/database-url';
import { ledgerProblems } from '../test/ledger-check';
import { call, type ServerProcess, signIn, startServer, testPort } from '../test/server-process';
import { type Database, PGLITE_EXTENSIONS, pgliteDatabase, postgresDatabase } from './db/client';
import { DEMO_PASSWORD } from './seed/demo';

/**
 * Crash safety: the real server process is killed with SIGKILL in the middle of a burst of
 * concurrent payments (each with its own Idempotency-Key), restarted on the same database, several
 * times. Every payment the server acknowledged (201) must be there exactly once, every key must map to at
 * most one payment, and the ledger must agree with itself. Runs on the database of the run: PGlite in a
 * DATA_DIR, or PostgreSQL (`pnpm test:pg`) in a database of its own.
 */
const CYCLES = Number(process.env.CRASH_CYCLES ?? 3);
const BURST = 24;
const IN_FLIGHT = 6;

interface Sent {
  key: string;
  planId: number;
  amount: string;
  status: number;
  paymentId?: number;
}

const onPostgres = Boolean(process.env.DATABASE_URL);
const port = testPort(onPostgres ? 11 : 12);
let dataDir: string | undefined;
let pgName: string | undefined;
let server: ServerProcess | undefined;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function serverEnv(): Promise<Record<string, string>> {
  if (onPostgres) {
    const url = process.env.DATABASE_URL!;
    if (!pgName) {
      pgName = `cc_crash_${process.pid}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${pgName}`);
      await admin.end();
    }
    return { DATABASE_URL: databaseUrlFor(url, pgName) };
  }
  if (!dataDir) {
    // The run's migrated and seeded database, so the first start does not migrate and seed again.
    dataDir = mkdtempSync(path.join(tmpdir(), 'cc-crash-'));
    const dump = inject('pgliteDump');
    if (dump) {
      const client = await PGlite.create({
        dataDir: path.join(dataDir, 'pglite'),
        loadDataDir: new Blob([await readFile(dump)]),
        extensions: PGLITE_EXTENSIONS,
      });
      await client.close();
    }
  }
  return { DATA_DIR: dataDir };
}

/** The database the server used, opened by the test once the server is down (PGlite has one owner). */
async function openStore(): Promise<Database> {
  if (onPostgres) return postgresDatabase(databaseUrlFor(process.env.DATABASE_URL!, pgName!), 2);
  const client = await PGlite.create({
    dataDir: path.join(dataDir!, 'pglite'),
    extensions: PGLITE_EXTENSIONS,
  });
  return pgliteDatabase(client);
}

afterAll(async () => {
  await server?.kill();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (pgName) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
    await admin.end();
  }
});

describe(`crash safety on ${onPostgres ? 'PostgreSQL' : 'PGlite'}: SIGKILL during payment bursts`, () => {
  it(`keeps every acknowledged payment exactly once over ${CYCLES} kill cycles`, async () => {
    const env = await serverEnv();
    server = await startServer(env, port);
    let token = await signIn(server.origin, 'company', DEMO_PASSWORD);

    // IQD plans of the demo company with room for many small payments.
    const rows = await call(server.origin, 'GET', '/installments?status=PENDING&size=100', { token });
    expect(rows.status).toBe(200);
    const planIds = [
      ...new Set(
        (rows.body.data as { planId: number; currency: string }[])
          .filter((r) => r.currency === 'IQD')
          .map((r) => r.planId),
      ),
    ];
    const plans: number[] = [];
    for (const id of planIds) {
      const plan = await call(server.origin, 'GET', `/payment-plans/${id}`, { token });
      if (
        plan.status === 200 &&
        plan.body.data.status === 'ACTIVE' &&
        BigInt(plan.body.data.remainingAmount) > 1_000_000n
      )
        plans.push(id);
      if (plans.length === 4) break;
    }
    expect(plans.length).toBeGreaterThanOrEqual(2);

    const sent: Sent[] = [];
    let kills = 0;
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      // A burst: IN_FLIGHT requests at a time, each with a fresh key; the server is killed part way.
      const burst: Sent[] = Array.from({ length: BURST }, (_, i) => ({
        key: `crash-${cycle}-${i}-${Math.random().toString(36).slice(2, 8)}`,
        planId: plans[i % plans.length]!,
        amount: String(1000 + cycle * 100 + i),
        status: -1,
      }));
      sent.push(...burst);
      const origin = server.origin;
      let next = 0;
      const worker = async () => {
        while (next < burst.length) {
          const s = burst[next++]!;
          const res = await call(origin, 'POST', '/payments', {
            token,
            headers: { 'idempotency-key': s.key },
            body: { planId: s.planId, amount: s.amount, method: 'CASH', note: s.key },
          });
          s.status = res.status;
          if (res.status === 201) s.paymentId = res.body.data.id;
        }
      };
      const workers = Array.from({ length: IN_FLIGHT }, worker);
      // Kill once some payments are acknowledged and others are still on their way.
      const killAt = Date.now() + 10_000;
      while (burst.filter((s) => s.status === 201).length < BURST / 4 && Date.now() < killAt) await sleep(5);
      await server.kill();
      kills++;
      await Promise.all(workers);
      expect(
        burst.some((s) => s.status === 201),
        'some payments acknowledged before the kill',
      ).toBe(true);
      for (const s of burst)
        expect([201, 0, -1], `${s.key} answered ${s.status} before the kill`).toContain(s.status);

      server = await startServer(env, port);
      token = await signIn(server.origin, 'company', DEMO_PASSWORD);
      // Every acknowledged payment is there after the restart, as acknowledged.
      for (const s of burst.filter((b) => b.status === 201)) {
        const res = await call(server.origin, 'GET', `/payments/${s.paymentId}`, { token });
        expect(res.status, `acknowledged payment ${s.paymentId} after restart`).toBe(200);
        expect(res.body.data.note).toBe(s.key);
        expect(res.body.data.amount).toBe(s.amount);
      }
      // A client retrying with the same key gets the acknowledged payment, never a second one.
      for (const s of burst) {
        const res = await call(server.origin, 'POST', '/payments', {
          token,
          headers: { 'idempotency-key': s.key },
          body: { planId: s.planId, amount: s.amount, method: 'CASH', note: s.key },
        });
        expect(res.status, `retry of ${s.key}`).toBe(201);
        if (s.paymentId !== undefined) expect(res.body.data.id, `retry of ${s.key}`).toBe(s.paymentId);
      }
    }
    const acknowledged = sent.filter((s) => s.paymentId !== undefined);
    await server.stop();
    server = undefined;

    // The stored ledger: one payment per key, each acknowledged one as answered, and consistent plans.
    const store = await openStore();
    try {
      const { rows: stored } = (await store.db.execute(
        sql`select id, note, amount::text as amount from payments where note like 'crash-%'`,
      )) as unknown as { rows: { id: number; note: string; amount: string }[] };
      const byKey = new Map<string, { id: number; amount: string }[]>();
      for (const r of stored) byKey.set(r.note, [...(byKey.get(r.note) ?? []), r]);
      const doubled = [...byKey].filter(([, list]) => list.length > 1).map(([key]) => key);
      expect(doubled, 'keys with more than one payment').toEqual([]);
      expect(byKey.size, 'every sent key ends with exactly one payment (retried after the kill)').toBe(
        sent.length,
      );
      const lost = acknowledged.filter((s) => byKey.get(s.key)?.[0]?.id !== s.paymentId);
      expect(
        lost.map((s) => s.key),
        'acknowledged payments lost or changed',
      ).toEqual([]);
      expect(await ledgerProblems(store.db, plans)).toEqual([]);
    } finally {
      await store.close();
    }
    console.log(
      `crash safety (${onPostgres ? 'PostgreSQL' : 'PGlite'}): ${kills} SIGKILLs, ${sent.length} payments sent, ` +
        `${acknowledged.length} acknowledged before a kill, 0 lost, 0 doubled`,
    );
  }, 420_000);
});
