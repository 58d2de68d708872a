import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, createTestDatabase, expectError, useTestApp } from '../../test/helper';
import { isDatabaseUnavailable, isUniqueViolation } from '../lib/db-errors';
import type { Database } from './client';
import { prepareNamed } from './named-statements';
import { openPgliteThread, type PgliteThread } from './pglite-thread';
import { deals, installments, payments, users } from './schema';

// The server runs PGlite in a thread of its own (pglite-thread.ts): the same answers as PGlite in the
// API's thread, while a long query no longer holds up the API. PGlite runs only: PostgreSQL has its own
// server process.
describe.skipIf(!!process.env.DATABASE_URL)('PGlite in its database thread', () => {
  const t = useTestApp({ pgliteThread: true });
  let inApiThread: Database;
  beforeAll(async () => {
    inApiThread = await createTestDatabase({ pgliteThread: false });
    await t.db.execute(sql`create table thread_probe (id int primary key, note text)`);
  });
  afterAll(() => inApiThread?.close());

  const rows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

  it('answers every type as PGlite in the API thread does', async () => {
    const query = sql`select
        date '2024-02-29' as day,
        timestamptz '2024-02-29 23:30:00+03' as at,
        interval '1 day 02:00' as span,
        123456789012.345::numeric(20, 3) as amount,
        9007199254740993::bigint as big,
        '\\x00ff10'::bytea as bytes,
        '{"name": "أحمد", "n": [1, 2]}'::jsonb as doc,
        array[1, 2, 3]::int[] as ints,
        array['أ', null, 'ب']::text[] as texts,
        array[date '2024-01-01', date '2024-12-31'] as days,
        array[1.5, 2.25]::numeric[] as amounts,
        null::text as nothing,
        true as yes`;
    const [thread] = rows(await t.db.execute(query));
    expect(thread).toEqual({
      day: '2024-02-29',
      at: '2024-02-29 20:30:00+00',
      span: '1 day 02:00:00',
      amount: '123456789012.345',
      big: 9007199254740993n,
      bytes: new Uint8Array([0, 255, 16]),
      doc: { name: 'أحمد', n: [1, 2] },
      ints: [1, 2, 3],
      texts: ['أ', null, 'ب'],
      days: '{2024-01-01,2024-12-31}',
      amounts: '{1.5,2.25}',
      nothing: null,
      yes: true,
    });
    expect(rows(await inApiThread.db.execute(query))[0]).toEqual(thread);
    // Drizzle's typed selects (array rows mapped through the columns: dates, money, enums).
    for (const table of [users, deals, installments, payments]) {
      const select = (db: Database['db']) => db.select().from(table).orderBy(asc(table.id)).limit(50);
      const got = await select(t.db);
      expect(got.length).toBeGreaterThan(0);
      expect(got).toEqual(await select(inApiThread.db));
    }
  });

  it('rolls back a transaction that throws or rolls back, and keeps one that commits', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe values (1, 'thrown')`);
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe values (2, 'rolled back')`);
        tx.rollback();
      })
      .catch(() => {});
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (3, 'kept')`);
      // A nested transaction (a savepoint) that fails leaves the outer one going.
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into thread_probe values (4, 'inner')`);
          throw new Error('inner');
        })
        .catch(() => {});
    });
    expect(rows(await t.db.execute(sql`select id, note from thread_probe order by id`))).toEqual([
      { id: 3, note: 'kept' },
    ]);
  });

  it('runs overlapping transactions one after the other, and a query outside them after both', async () => {
    const events: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const first = t.db.transaction(async (tx) => {
      events.push('first begins');
      await tx.execute(sql`insert into thread_probe values (10, 'first')`);
      await gate;
      events.push('first ends');
    });
    // Started while the first is open: it must see the first's row once it runs.
    const second = t.db.transaction(async (tx) => {
      events.push('second begins');
      const seen = rows(await tx.execute(sql`select count(*)::int as n from thread_probe where id = 10`));
      await tx.execute(sql`insert into thread_probe values (11, 'second')`);
      events.push('second ends');
      return seen[0]!.n;
    });
    const outside = t.db
      .execute(sql`select count(*)::int as n from thread_probe where id in (10, 11)`)
      .then((r) => rows(r)[0]!.n);
    await new Promise((r) => setTimeout(r, 100));
    expect(events).toEqual(['first begins']);
    release();
    await first;
    expect(await second).toBe(1);
    expect(events).toEqual(['first begins', 'first ends', 'second begins', 'second ends']);
    expect(await outside).toBe(2);
  });

  it('hands over a database error with its code and constraint, and the API answers it in Arabic', async () => {
    const error = await t.db.execute(sql`insert into thread_probe values (3, 'again')`).catch((e) => e);
    expect(isUniqueViolation(error, 'thread_probe_pkey')).toBe(true);
    const company = await t.login('company');
    const dup = await t.request({
      method: 'POST',
      url: `${BASE}/roles/company/${company.user.id}`,
      token: company.accessToken,
      payload: { displayName: 'sales' },
    });
    expectError(dup, 409, 'CONFLICT', 'يوجد دور بهذا الاسم في الشركة', [
      { field: 'displayName', message: 'يوجد دور بهذا الاسم في الشركة' },
    ]);
  });

  it('answers GET /health while a long query runs, before that query ends', async () => {
    const order: string[] = [];
    const heavy = t.db.execute(sql`select count(*)::int as n from generate_series(1, 5000000)`).then((r) => {
      order.push('heavy query');
      return rows(r)[0]!.n;
    });
    const health = await t.get(`${BASE}/health`);
    order.push('health');
    expect(health.statusCode).toBe(200);
    expect(health.json().data).toMatchObject({ status: 'ok', database: 'pglite' });
    expect(await heavy).toBe(5_000_000);
    expect(order).toEqual(['health', 'heavy query']);
  }, 60_000);

  // The statements the code prepares by name (named-statements.ts) stay parsed and planned in the
  // database thread, as on a PostgreSQL server, with the answers PGlite gives any query.
  it('keeps the statements prepared by name parsed, with the same answers, in and out of transactions', async () => {
    const probe = pgTable('thread_probe', { id: integer('id').primaryKey(), note: text('note') });
    const byId = (db: Database['db']) =>
      db
        .select({ id: users.id, username: users.username, createdAt: users.createdAt, kind: users.kind })
        .from(users)
        .where(eq(users.id, sql.placeholder('id')));
    const [first] = await t.db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(1);
    const id = first!.id;
    const expected = await byId(inApiThread.db).prepare('in_api_thread').execute({ id });
    expect(expected).toHaveLength(1);
    const named = prepareNamed(byId(t.db), 'thread_probe_user');
    const preparedNames = async () =>
      rows(await t.db.execute(sql`select name from pg_prepared_statements order by name`)).map((r) => r.name);

    expect(await preparedNames()).not.toContain('thread_probe_user');
    expect(await named.execute({ id })).toEqual(expected);
    expect(await named.execute({ id })).toEqual(expected);
    expect(await named.execute({ id: -1 })).toEqual([]);
    expect(await preparedNames()).toContain('thread_probe_user');
    // In a transaction: the same statement, and what the transaction wrote.
    const insert = (db: Pick<Database['db'], 'insert'>) =>
      prepareNamed(
        db
          .insert(probe)
          .values({ id: sql.placeholder('id'), note: sql.placeholder('note') })
          .returning(),
        'thread_probe_insert',
      );
    await t.db.transaction(async (tx) => {
      expect(
        await prepareNamed(byId(tx as unknown as Database['db']), 'thread_probe_user').execute({ id }),
      ).toEqual(expected);
      expect(await insert(tx).execute({ id: 40, note: 'named' })).toEqual([{ id: 40, note: 'named' }]);
    });
    // An error answered by a named statement is the database's error, and the session goes on.
    const failed = await insert(t.db)
      .execute({ id: 40, note: 'again' })
      .catch((error: unknown) => error);
    expect(isUniqueViolation(failed, 'thread_probe_pkey')).toBe(true);
    expect(await insert(t.db).execute({ id: 41, note: 'after' })).toEqual([{ id: 41, note: 'after' }]);
    // Dropped beside the code (DEALLOCATE ALL): parsed again at the next call.
    await t.db.execute(sql`deallocate all`);
    expect(await preparedNames()).toEqual([]);
    expect(await named.execute({ id })).toEqual(expected);
    expect(await preparedNames()).toContain('thread_probe_user');
  });

  it("keeps PostgreSQL's buffer cache small unless PGLITE_MEMORY=large", async () => {
    expect(rows(await t.db.execute(sql`show shared_buffers`))).toEqual([{ shared_buffers: '16MB' }]);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cc-pglite-large-'));
    const before = process.env.PGLITE_MEMORY;
    process.env.PGLITE_MEMORY = 'large';
    const large = await openPgliteThread({ dataDir }).finally(() => {
      if (before === undefined) delete process.env.PGLITE_MEMORY;
      else process.env.PGLITE_MEMORY = before;
    });
    try {
      expect((await large.query('show shared_buffers')).rows).toEqual([{ shared_buffers: '128MB' }]);
    } finally {
      await large.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('answers why it could not open, and the process lives on', async () => {
    await expect(openPgliteThread({ dumpFile: '/nonexistent/dump.tar' })).rejects.toThrow(/ENOENT/);
  });

  // Last: it ends the file's database.
  it('fails the calls of a thread that dies, and the API answers 503 as for a lost PostgreSQL', async () => {
    const thread = (t.db as unknown as { $client: PgliteThread }).$client;
    const { accessToken } = await t.login('company');
    const heavy = t.db.execute(sql`select count(*) from generate_series(1, 5000000)`).catch((e) => e);
    await new Promise((r) => setTimeout(r, 200));
    await thread.terminate();
    const lost = await heavy;
    expect(isDatabaseUnavailable(lost)).toBe(true);
    // Drizzle wraps the driver's error: the thread's is its cause.
    expect((lost as { cause?: { code?: string } }).cause?.code).toBe('57P02');
    const health = await t.get(`${BASE}/health`);
    expect(health.statusCode).toBe(503);
    const list = await t.get(`${BASE}/car`, accessToken);
    expect(list.statusCode).toBe(503);
    expect(list.json().code).toBe('UNAVAILABLE');
  });
});
