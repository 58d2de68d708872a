import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, expectError } from '../../test/helper';
import type { Database } from '../db/client';
import { MSG } from '../messages';
import { errorsPlugin } from './errors';

// A bare server with the error plugin and routes that hand the database (PGlite, or PostgreSQL under
// DATABASE_URL) values it refuses: the driver's own errors, as a schema without a limit would let through.
const app = Fastify();
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await app.register(errorsPlugin);
  const select = (query: ReturnType<typeof sql>) => async () => {
    await database.db.execute(query);
    return { ok: true };
  };
  app.get('/year-zero', select(sql`select ${'0000-01-01'}::date`));
  app.get('/integer-overflow', select(sql`select ${'99999999999'}::integer`));
  app.get('/not-a-number', select(sql`select ${'abc'}::numeric`));
  app.get('/missing-table', select(sql`select * from no_such_table`));
  app.get(
    '/lock-timeout',
    select(sql`do $$ begin raise exception 'busy' using errcode = 'lock_not_available'; end $$`),
  );
  app.get(
    '/query-canceled',
    select(sql`do $$ begin raise exception 'late' using errcode = 'query_canceled'; end $$`),
  );
  // PostgreSQL's own statement timeout (PGlite never fires one: docs/architecture.md#fair-load).
  app.get('/statement-timeout', async () =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = '50ms'`);
      await tx.execute(sql`select pg_sleep(0.5)`);
      return { ok: true };
    }),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('errors plugin: values PostgreSQL refuses', () => {
  it.each(['/year-zero', '/integer-overflow', '/not-a-number'])(
    'answers a data exception (SQLSTATE class 22) of %s with 400 and the generic Arabic message',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION_FAILED', message: MSG.validation });
    },
  );

  it('still answers any other database error with a generic 500 (a bug, not the input)', async () => {
    const res = await app.inject({ method: 'GET', url: '/missing-table' });
    expectError(res, 500, 'INTERNAL', MSG.internal);
  });
});

describe('errors plugin: waits cut short', () => {
  it('answers a lock timeout (55P03) with 409 PLAN_BUSY and the Arabic message: nothing was done, try again', async () => {
    const res = await app.inject({ method: 'GET', url: '/lock-timeout' });
    expectError(res, 409, 'PLAN_BUSY', MSG.planBusy);
    expect(res.headers['retry-after']).toBe('1');
  });

  it('answers a cancelled statement (57014) with 503 and its own message, not «database unavailable»', async () => {
    const res = await app.inject({ method: 'GET', url: '/query-canceled' });
    expectError(res, 503, 'UNAVAILABLE', MSG.statementTimeout);
    expect(res.headers['retry-after']).toBe('5');
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'answers a statement past statement_timeout the same (PostgreSQL)',
    async () => {
      const res = await app.inject({ method: 'GET', url: '/statement-timeout' });
      expectError(res, 503, 'UNAVAILABLE', MSG.statementTimeout);
    },
  );
});
