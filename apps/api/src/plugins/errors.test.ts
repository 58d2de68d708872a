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
