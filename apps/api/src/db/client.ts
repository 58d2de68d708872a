import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { lockDataDir } from './lock';
import { openPgliteThread, type PgliteThread } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers' databases share this type; transactions and `execute` behave the same. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database or an open transaction: repositories accept either. */
export type Executor = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

export { PGLITE_EXTENSIONS } from './pglite-extensions';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** PostgreSQL: the URL it was opened with (the notification bus opens its own listening connection). */
  connectionString?: string;
  /**
   * Throws when the database cannot answer (the error plugin then answers 503): `select 1`, except on
   * PGlite in its own thread, where a query would queue behind the one running (GET /health).
   */
  ping(): Promise<void>;
  /** Applies pending migrations (safe to call from several processes on PostgreSQL). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Wraps an open PGlite (a folder, memory, or a test dump): one in this thread, or the database thread
 * of `openPgliteThread` (drizzle's driver calls only query, exec and transaction, which both offer).
 */
export function pgliteDatabase(pglite: PGlite | PgliteThread, onClose?: () => void): Database {
  const client = pglite as PGlite;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping:
      'checkAlive' in pglite
        ? async () => pglite.checkAlive()
        : async () => {
            await db.execute(sql`select 1`);
          },
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        onClose?.();
      }
    },
  };
}

// Any fixed number shared by every process of the product: serialises migrations across processes.
const MIGRATION_LOCK_ID = 7_300_114;

/**
 * The session settings of every connection of the API (the `options` startup parameter). JIT off: a
 * request's statements run for milliseconds, and a statement whose estimate passes `jit_above_cost` (a
 * skewed one does: the admin companies sorted by their cars) was compiled for far longer than it ran;
 * PGlite has no JIT either.
 */
export const POSTGRES_SESSION_OPTIONS = '-c jit=off';

/**
 * The longest one statement of the API may run on PostgreSQL (`statement_timeout` of every connection of
 * its pool): a runaway query gives its connection back to the pool instead of holding it for good, and
 * the request answers 503 'استغرق الطلب وقتاً أطول من المسموح…' (plugins/errors.ts). Requests' statements
 * run in milliseconds and an export's cursor fetches a batch per statement, so this is a backstop, not a
 * budget. Migrations run without it. PGlite cannot stop a running statement
 * (docs/architecture.md#fair-load).
 */
export const STATEMENT_TIMEOUT_MS = 30_000;

export interface PostgresOptions {
  /** `statement_timeout` of each connection in ms (default {@link STATEMENT_TIMEOUT_MS}); 0: none. */
  statementTimeoutMs?: number;
}

export function postgresDatabase(
  connectionString: string,
  max = 10,
  { statementTimeoutMs = STATEMENT_TIMEOUT_MS }: PostgresOptions = {},
): Database {
  // A connection that cannot be had in 10 s fails the request (503) instead of leaving it hanging.
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
    options: POSTGRES_SESSION_OPTIONS,
    // Sent with the connection's startup packet: no statement of its own on each checkout.
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
  });
  // An idle client killed by the server (restart, failover, DROP DATABASE … FORCE after tests) must not
  // crash the process: the pool drops it and the next query opens a new connection.
  pool.on('error', () => {});
  // Nor one killed while a request holds it between two queries (the pool listens only to idle ones):
  // the error surfaces on its next query, the request answers 503, and the pool discards the client.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    connectionString,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: async () => {
      const client = await pool.connect();
      try {
        // A migration may rewrite a big table: no statement timeout while migrating (RESET gives the
        // connection back its own before it returns to the pool).
        await client.query('set statement_timeout = 0');
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
          await client.query('reset statement_timeout');
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * The pool of a PostgreSQL database (drizzle keeps its client as `$client`), null on PGlite: what takes
 * a connection of its own for a read that spans many statements (an export's cursor).
 */
export function poolOf(db: Db): pg.Pool | null {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

/** The database as one checked-out connection of a pool: its statements run there, in its transaction. */
export const onConnection = (client: pg.PoolClient): Db => drizzleNodePg({ client, schema }) as unknown as Db;

/**
 * Opens the configured database: PostgreSQL when a URL is given, else PGlite in DATA_DIR (locked by
 * this process), run in a thread of its own so that a heavy query does not stall every request.
 */
export async function openDatabase(config: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (config.databaseUrl) return postgresDatabase(config.databaseUrl);
  const release = lockDataDir(config.dataDir);
  try {
    const client = await openPgliteThread({ dataDir: path.join(config.dataDir, 'pglite') });
    return pgliteDatabase(client, release);
  } catch (error) {
    release();
    throw error;
  }
}
