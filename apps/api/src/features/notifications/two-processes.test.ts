import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrlFor } from '../../../test/database-url';
import { call, type ServerProcess, signIn, startServer, testPort } from '../../../test/server-process';
import { openStream } from '../../../test/sse';
import { type Database, postgresDatabase } from '../../db/client';
import { DEMO_PASSWORD } from '../../seed/demo';
import { DIGEST_HOUR, localClock } from './job';

/**
 * Notifications with real operating-system processes: two built servers (`node dist/server.js`, as
 * `pnpm start` runs it) on one PostgreSQL database. Each runs the notification job as it starts, so
 * starting both at once makes their jobs race; the notifications they leave must be exactly the ones a
 * single process makes. Then a payment recorded through one process must reach a stream open on the other
 * (LISTEN/NOTIFY). PostgreSQL only: PGlite has one owner process by design.
 */
const url = process.env.DATABASE_URL;
const name = `cc_two_${process.pid}`;
const running: ServerProcess[] = [];
let store: Database;
let env: Record<string, string>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function admin(query: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** Every notification as «user key», sorted. */
async function notificationKeys(): Promise<string[]> {
  const res = await store.db.execute(sql`select user_id, key from notifications order by user_id, key`);
  return (res as unknown as { rows: { user_id: number; key: string }[] }).rows.map(
    (r) => `${r.user_id} ${r.key}`,
  );
}

/** The notifications once the starting jobs are done: the same answer for two seconds running. */
async function settledKeys(): Promise<string[]> {
  let last = await notificationKeys();
  let stableSince = Date.now();
  const deadline = Date.now() + 60_000;
  while (Date.now() - stableSince < 2_000) {
    if (Date.now() > deadline) throw new Error('the notifications never settled');
    await sleep(200);
    const now = await notificationKeys();
    if (now.join('\n') !== last.join('\n')) {
      last = now;
      stableSince = Date.now();
    }
  }
  return last;
}

/**
 * A promise of the demo data made pending again, due two days ago and larger than anything paid: the next
 * job breaks it and tells its collector (or the company's recipients) once.
 */
async function pendingPastPromise(): Promise<number> {
  const res = await store.db.execute(
    sql`update collection_contacts set promise_status = 'PENDING', promise_date = current_date - 2,
          promise_amount = 999999999999, contacted_on = current_date - 3
        where id = (select min(id) from collection_contacts where outcome = 'PROMISED') returning id`,
  );
  const [row] = (res as unknown as { rows: { id: number }[] }).rows;
  if (!row) throw new Error('the demo data has no promise');
  await store.db.execute(sql`delete from notifications where key = ${`promise-broken:${row.id}`}`);
  return Number(row.id);
}

async function stopAll() {
  await Promise.all(running.splice(0).map((s) => s.stop()));
}

describe.skipIf(!url)('two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${name}`);
    env = { DATABASE_URL: databaseUrlFor(url!, name) };
    // The first start migrates and seeds the demo company; later starts find it there.
    running.push(await startServer(env, testPort(31)));
    await stopAll();
    env = { ...env, SEED_DEMO: 'false' };
    store = postgresDatabase(env.DATABASE_URL!, 2);
  }, 120_000);

  afterAll(async () => {
    await stopAll();
    await store?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('start together, run their jobs at the same moment, and leave each notification exactly once', async () => {
    // What one process alone makes from the demo data (a promise past its date among it).
    await store.db.execute(sql`delete from notifications`);
    const promise = await pendingPastPromise();
    running.push(await startServer(env, testPort(31)));
    const alone = await settledKeys();
    expect(alone.filter((k) => k.endsWith(` promise-broken:${promise}`))).toHaveLength(1);
    await stopAll();
    // The daily digest is made from the company's local hour DIGEST_HOUR on; before it, none.
    const zones = await store.db.execute(sql`select distinct time_zone from companies`);
    const [{ time_zone: zone }] = (zones as unknown as { rows: { time_zone: string }[] }).rows as [
      { time_zone: string },
    ];
    expect(
      alone.some((k) => / digest:/.test(k)),
      alone.join('\n'),
    ).toBe(localClock(zone, new Date()).hour >= DIGEST_HOUR);
    expect(
      alone.some((k) => / due-soon:/.test(k)),
      alone.join('\n'),
    ).toBe(true);

    // The same facts again, with two processes starting (and so running the job) at once.
    await store.db.execute(sql`delete from notifications`);
    expect(await pendingPastPromise()).toBe(promise);
    running.push(...(await Promise.all([startServer(env, testPort(31)), startServer(env, testPort(32))])));
    const together = await settledKeys();
    expect(together).toEqual(alone);
    // The broken promise told once, its status changed once.
    expect(together.filter((k) => k.endsWith(` promise-broken:${promise}`))).toHaveLength(1);
    const status = await store.db.execute(
      sql`select promise_status from collection_contacts where id = ${promise}`,
    );
    expect((status as unknown as { rows: { promise_status: string }[] }).rows[0]?.promise_status).toBe(
      'BROKEN',
    );
    for (const server of running) expect(server.output()).not.toContain('notification job failed');
  }, 180_000);

  it('deliver a payment recorded through one process to a stream open on the other', async () => {
    expect(running).toHaveLength(2);
    const [one, other] = running as [ServerProcess, ServerProcess];
    const stream = await openStream(one.origin, await signIn(one.origin, 'company', DEMO_PASSWORD));
    try {
      const accountant = await signIn(other.origin, 'accountant', DEMO_PASSWORD);
      const due = await call(other.origin, 'GET', '/installments?status=PENDING&size=100', {
        token: accountant,
      });
      expect(due.status).toBe(200);
      const plan = (due.body.data as { planId: number; currency: string }[]).find(
        (r) => r.currency === 'IQD',
      );
      expect(plan).toBeDefined();
      const paid = await call(other.origin, 'POST', '/payments', {
        token: accountant,
        body: { planId: plan!.planId, amount: '1000', method: 'CASH' },
        headers: { 'idempotency-key': `two-processes-${process.pid}` },
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(201);
      const receipt = `وصل رقم ${paid.body.data.receiptNumber}`;
      await stream.waitFor(() => stream.notes().some((n) => n.body.includes(receipt)), 10_000);
    } finally {
      stream.close();
    }
  }, 60_000);

  it('refuse, in the other process too, a session deactivated through one, at its next call', async () => {
    expect(running).toHaveLength(2);
    const [one, other] = running as [ServerProcess, ServerProcess];
    const sales = await signIn(other.origin, 'sales', DEMO_PASSWORD);
    const me = () => call(other.origin, 'GET', '/users/me', { token: sales });
    expect((await me()).status).toBe(200);
    expect((await me()).status).toBe(200);
    const owner = await signIn(one.origin, 'company', DEMO_PASSWORD);
    const salesId = (await me()).body.data.id as number;
    const off = await call(one.origin, 'PUT', `/users/${salesId}/status`, {
      token: owner,
      body: { status: 'INACTIVE' },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    // Each call reads the session from the database: the very next call through the other is refused.
    for (let i = 0; i < 5; i++) expect((await me()).status).toBe(401);
    await call(one.origin, 'PUT', `/users/${salesId}/status`, { token: owner, body: { status: 'ACTIVE' } });
  }, 60_000);

  it('refuse a sign-in revoked while their listening connection is down, and listen again', async () => {
    const [, other] = running as [ServerProcess, ServerProcess];
    const accountant = await signIn(other.origin, 'accountant', DEMO_PASSWORD);
    const me = () => call(other.origin, 'GET', '/users/me', { token: accountant });
    expect((await me()).status).toBe(200);
    // Every listening connection of the database ends (a restart, a failover, an administrator)...
    const listeners = sql`select pid from pg_stat_activity
      where datname = current_database() and application_name = 'cc-listener'`;
    await store.db.execute(sql`select pg_terminate_backend(pid) from (${listeners}) l`);
    const gone = Date.now() + 5_000;
    while (((await store.db.execute(listeners)) as unknown as { rows: unknown[] }).rows.length > 0) {
      expect(Date.now()).toBeLessThan(gone);
      await sleep(10);
    }
    // ...and the sign-in is revoked meanwhile: no notification is needed for the next call to see it.
    await store.db.execute(sql`update sign_ins set revoked_at = now()
      where user_id = (select id from users where username = 'accountant') and revoked_at is null`);
    expect((await me()).status).toBe(401);
    // The connection comes back by itself and listens again.
    const back = Date.now() + 10_000;
    while (((await store.db.execute(listeners)) as unknown as { rows: unknown[] }).rows.length < 2) {
      expect(Date.now(), 'the listening connections did not come back').toBeLessThan(back);
      await sleep(50);
    }
  }, 60_000);
});
