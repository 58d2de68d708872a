import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app';
import type { Config } from '../src/config';
import {
  type Database,
  type Db,
  PGLITE_EXTENSIONS,
  pgliteDatabase,
  postgresDatabase,
} from '../src/db/client';
import { openPgliteThread } from '../src/db/pglite-thread';
import { auditLog, users } from '../src/db/schema';
import type { LoginLimits } from '../src/plugins/rate-limit';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { databaseUrlFor } from './database-url';

export const BASE = '/api/carcontracts/v1';
export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

let counter = 0;

/**
 * Each test file's PGlite runs in a database thread, as the server's does (it costs the suite nothing:
 * docs/architecture.md); PGLITE_THREAD=0 runs it in the test's own thread, as before.
 */
const PGLITE_THREAD = process.env.PGLITE_THREAD !== '0';

export interface TestDatabaseOptions {
  /** PGlite runs: the database in its own thread, whatever PGLITE_THREAD says. */
  pgliteThread?: boolean;
}

/** A fresh database for one test file: a PGlite loaded from the run's dump, or a PostgreSQL clone. */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<Database> {
  const template = inject('pgTemplate');
  const url = process.env.DATABASE_URL;
  if (template && url) {
    const name = `cc_test_${process.ppid}_${process.pid}_${counter++}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      // Concurrent clones of one template can collide briefly: retry.
      for (let attempt = 0; ; attempt++) {
        try {
          await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
          break;
        } catch (error) {
          if (attempt >= 10 || !/being accessed by other users/.test(String(error))) throw error;
          await new Promise((r) => setTimeout(r, 200 + Math.random() * 300));
        }
      }
    } finally {
      await admin.end();
    }
    const database = postgresDatabase(databaseUrlFor(url, name), 4);
    return {
      ...database,
      close: async () => {
        await database.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const dump = inject('pgliteDump');
  if (!dump) throw new Error('No test database: global setup did not run');
  if (options.pgliteThread ?? PGLITE_THREAD)
    return pgliteDatabase(await openPgliteThread({ dumpFile: dump }));
  const client = await PGlite.create({
    loadDataDir: new Blob([await readFile(dump)]),
    extensions: PGLITE_EXTENSIONS,
  });
  return pgliteDatabase(client);
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** GET `url` with `query`, sent by the token's holder (anonymous without one). */
  get(url: string, token?: string, query?: InjectOptions['query']): Promise<LightMyRequestResponse>;
  login(username: string, password?: string, headers?: Record<string, string>): Promise<LoginData>;
  /** The access tokens of the given demo users (demo password), in the order given. */
  tokens<const U extends string[]>(...usernames: U): Promise<{ [K in keyof U]: string }>;
  /** The id of the seeded demo company (the one of the 'company' account). */
  demoCompanyId(): Promise<number>;
  /** The newest audit entry of the action (of the entity with that id, when given). */
  lastAudit(action: string, entityId?: number | string): Promise<AuditEntry | undefined>;
}

export type AuditEntry = typeof auditLog.$inferSelect;

export interface LoginData {
  accessToken: string;
  refreshToken: string;
  user: { id: number; companyUserId: number | null; [k: string]: unknown };
  roles: string[];
  permissions: { name: string }[];
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent-data-dir',
    databaseUrl: undefined,
    jwtSecret: TEST_SECRET,
    seedDemo: false,
    webDist: '/nonexistent-web-dist',
    accessTokenTtl: 900,
    logLevel: 'silent',
    // One proxy in front (the injected socket): a test's X-Forwarded-For names the client's address.
    trustProxy: 1,
    corsOrigins: [],
    ...overrides,
  };
}

export async function createTestApp(
  options: {
    config?: Partial<Config>;
    pgliteThread?: TestDatabaseOptions['pgliteThread'];
    loginLimits?: Partial<LoginLimits>;
    /** Other options of buildApp (a push sender, the stream's heartbeat). */
    build?: Pick<BuildAppOptions, 'pushSender' | 'outbox' | 'streamHeartbeatMs' | 'streamMaxMs'>;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ pgliteThread: options.pgliteThread });
  const config = testConfig({ databaseUrl: database.connectionString, ...options.config });
  const app = await buildApp({
    config,
    db: database.db,
    dbKind: database.kind,
    dbPing: database.ping,
    loginLimits: options.loginLimits,
    // An injected call waits for the end of the answer: a notification stream ends at once unless a
    // test keeps it open.
    streamMaxMs: 50,
    ...options.build,
  });
  await app.ready();
  const request: TestApp['request'] = ({ token, headers, ...rest }) =>
    app.inject({ ...rest, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  const login: TestApp['login'] = async (username, password = DEMO_PASSWORD, headers = {}) => {
    const res = await app.inject({
      method: 'POST',
      url: `${BASE}/auth/login`,
      payload: { username, password },
      headers,
    });
    if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
    return res.json().data as LoginData;
  };
  return {
    app,
    db: database.db,
    config,
    request,
    get: (url, token, query) => request({ method: 'GET', url, ...(query ? { query } : {}), token }),
    async close() {
      await app.close();
      await database.close();
    },
    login,
    tokens: (async (...usernames: string[]) =>
      Promise.all(usernames.map(async (u) => (await login(u)).accessToken))) as TestApp['tokens'],
    async demoCompanyId() {
      const [row] = await database.db
        .select({ companyId: users.companyId })
        .from(users)
        .where(eq(users.username, 'company'));
      return row!.companyId!;
    },
    async lastAudit(action, entityId) {
      const [entry] = await database.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, action),
            entityId === undefined ? undefined : eq(auditLog.entityId, String(entityId)),
          ),
        )
        .orderBy(desc(auditLog.id))
        .limit(1);
      return entry;
    },
  };
}

/**
 * The test app of a test file (or a describe block): built before its tests, closed after them. Use it
 * at the top level in place of a `let` and the two hooks; its members are there once the tests run.
 */
export function useTestApp(options: Parameters<typeof createTestApp>[0] = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(() => current?.close());
  const app = (): TestApp => {
    if (!current) throw new Error('The test app is used before beforeAll built it');
    return current;
  };
  return {
    get app() {
      return app().app;
    },
    get db() {
      return app().db;
    },
    get config() {
      return app().config;
    },
    close: () => app().close(),
    request: (request) => app().request(request),
    get: (...args) => app().get(...args),
    login: (...args) => app().login(...args),
    tokens: ((...usernames: string[]) => app().tokens(...usernames)) as TestApp['tokens'],
    demoCompanyId: () => app().demoCompanyId(),
    lastAudit: (action, entityId) => app().lastAudit(action, entityId),
  };
}

/**
 * The access tokens of demo users (demo password), signed in before the file's tests: `tk.company`,
 * `tk.sales`. Reading one before then throws.
 *
 * @example
 * const t = useTestApp();
 * const tk = useTokens(t, 'company', 'sales');
 * it('…', () => t.get(`${BASE}/car`, tk.sales));
 */
export function useTokens<const U extends string>(
  t: TestApp,
  ...usernames: U[]
): Readonly<Record<U, string>> {
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    const signed: string[] = await t.tokens(...usernames);
    for (const [i, name] of usernames.entries()) tokens.set(name, signed[i]!);
  });
  const read = (name: string) => {
    const token = tokens.get(name);
    if (token === undefined) throw new Error(`The token of ${name} is read before beforeAll signed in`);
    return token;
  };
  return Object.defineProperties(
    {} as Record<U, string>,
    Object.fromEntries(usernames.map((name) => [name, { get: () => read(name), enumerable: true }])),
  );
}

/**
 * Expects the answer's status (showing its body when it differs) and answers its `data`.
 *
 * @example
 * const deal = dataOf<Deal>(await post('/contracts', body), 201);
 */
// biome-ignore lint/suspicious/noExplicitAny: like `res.json()`, untyped unless the caller names a type.
export function dataOf<T = any>(res: LightMyRequestResponse, status: number): T {
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data as T;
}

/**
 * Expects the server's error answer: the status and exactly the body `{ code, message, errors? }`.
 *
 * @example
 * expectError(res, 409, 'CONFLICT', 'يوجد دور بهذا الاسم في الشركة', [{ field: 'displayName', message: '…' }]);
 */
export function expectError(
  res: LightMyRequestResponse,
  status: number,
  code: string,
  message: unknown,
  errors?: unknown[],
): void {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual(errors ? { code, message, errors } : { code, message });
}
