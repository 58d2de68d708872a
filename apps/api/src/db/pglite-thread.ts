import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PGliteInterface, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { statementNameOf } from './named-statements';
import {
  fromWireError,
  type PgliteSource,
  type Ready,
  type Reply,
  type Request,
  type WireQueryOptions,
} from './pglite-protocol';

/** What the product asks of a PGlite: what drizzle's PGlite driver calls, and close. */
export type PgliteClient = Pick<PGliteInterface, 'query' | 'exec' | 'transaction' | 'close' | 'closed'>;

/** A PGlite in its database thread. */
export interface PgliteThread extends PgliteClient {
  /**
   * Throws, without waiting for the database, when its thread is gone or closed: a health check that a
   * long query in the thread does not hold up (a `select 1` would wait for it: PGlite runs one at a time).
   */
  checkAlive(): void;
  /** Ends the thread at once, as a crash of PGlite would (tests); `close` is the clean way. */
  terminate(): Promise<void>;
}

/** tsx's ESM API (its `import` export: the `require` one cannot register hooks from a worker). */
function tsxApi(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports: { './esm/api': { import: { default: string } } };
  };
  return path.join(path.dirname(manifest), exports['./esm/api'].import.default);
}

/**
 * The worker of the build (tsup bundles it as its own entry beside server.js), or, when this module runs
 * from its sources (tests, `pnpm dev`, the bench), the worker's TypeScript imported through tsx's API
 * (Node 20 does not apply `--import tsx` given in a worker's execArgv).
 */
function newWorker(source: PgliteSource): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData: source });
  }
  const tsx = pathToFileURL(tsxApi()).href;
  const entry = new URL('./pglite-worker.ts', import.meta.url).href;
  const code = `import(${JSON.stringify(tsx)}).then((tsx) => tsx.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
  return new Worker(code, { eval: true, workerData: source });
}

/**
 * SQLSTATE crash_shutdown (57P02): the database thread died (PGlite aborted, out of memory). The error
 * plugin answers 503 as for a PostgreSQL server that went away; the process must be restarted.
 */
const THREAD_GONE = '57P02';
/** SQLSTATE admin_shutdown (57P01): a call after close. */
const CLOSED = '57P01';

function unavailable(message: string, code: string, cause?: unknown): Error {
  return Object.assign(new Error(message, cause === undefined ? {} : { cause }), { code });
}

/** Drizzle's parsers keep some types' text as is; only those (by OID) can cross to the other thread. */
function wireOptions(options: QueryOptions | undefined): WireQueryOptions | undefined {
  if (!options) return undefined;
  const { rowMode, parsers, paramTypes, serializers, blob, onNotice, ...rest } = options;
  if (serializers || blob || onNotice || Object.keys(rest).length > 0) {
    throw new Error('The database thread takes rowMode, paramTypes and as-is parsers only');
  }
  const wire: WireQueryOptions = {};
  if (rowMode) wire.rowMode = rowMode;
  if (paramTypes) wire.paramTypes = paramTypes;
  if (parsers) wire.rawTextTypes = Object.keys(parsers).map(Number);
  return wire;
}

type Call = Request extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/**
 * Opens PGlite in a worker thread and answers an object with PGlite's query/exec/transaction/close,
 * for drizzle's PGlite driver. A heavy query then blocks only that thread: the API keeps answering
 * other requests (/health, sign-ins, short lists), which wait for the database only when they need it.
 *
 * @example
 * const client = await openPgliteThread({ dataDir: '/var/lib/cc/pglite' });
 * const db = drizzle({ client: client as unknown as PGlite, schema });
 */
export async function openPgliteThread(source: PgliteSource): Promise<PgliteThread> {
  const worker = newWorker(source);
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let closed = false;
  let closing = false;
  let lost: Error | undefined;

  // An idle database thread must not keep the process alive (a script ends when its work does), and
  // a call in flight must (nothing else may be waiting for its answer).
  worker.unref();
  const settle = (id: number) => {
    const call = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return call;
  };

  const ready = new Promise<void>((resolve, reject) => {
    worker.once('message', (message: Ready) => {
      if (message.ready) resolve();
      else reject(fromWireError(message.error));
    });
    // The thread posts why it could not open, then ends with that error: listen, or it would be thrown.
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`The database thread exited (code ${code}) while opening`)),
    );
  });
  worker.ref();
  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  } finally {
    worker.unref();
  }

  const fail = (error: Error) => {
    closed = true;
    if (!closing) lost ??= error;
    for (const [id, call] of pending) {
      pending.delete(id);
      call.reject(error);
    }
    worker.unref();
  };
  worker.on('message', (reply: Reply) => {
    const call = settle(reply.id);
    if (!call) return;
    if (reply.ok) call.resolve(reply.value);
    else call.reject(fromWireError(reply.error));
  });
  worker.on('error', (error) =>
    fail(unavailable(`The database thread failed: ${error.message}`, THREAD_GONE, error)),
  );
  worker.on('exit', (code) => fail(unavailable(`The database thread exited (code ${code})`, THREAD_GONE)));

  const gone = () => lost ?? unavailable('The database is closed', CLOSED);
  const send = <T>(call: Call): Promise<T> => {
    if (closed) return Promise.reject(gone());
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...call, id });
    });
  };

  const query = <T>(sql: string, params?: unknown[], options?: QueryOptions, txId?: number) =>
    send<Results<T>>({
      op: 'query',
      sql,
      params,
      options: wireOptions(options),
      txId,
      name: statementNameOf(sql),
    });
  const exec = (sql: string, options?: QueryOptions, txId?: number) =>
    send<Results[]>({ op: 'exec', sql, options: wireOptions(options), txId });

  const client: PgliteThread = {
    get closed() {
      return closed;
    },
    checkAlive() {
      if (closed) throw gone();
    },
    async terminate() {
      await worker.terminate();
    },
    query: (sql, params, options) => query(sql, params, options),
    exec: (sql, options) => exec(sql, options),
    async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
      const txId = await send<number>({ op: 'begin' });
      let done = false;
      const open = () => {
        if (done) throw new Error('Transaction is closed');
      };
      const tx: Transaction = {
        query: async (sql, params, options) => {
          open();
          return query(sql, params, options, txId);
        },
        sql: async () => {
          throw new Error('tx.sql is not offered by the database thread: use tx.query');
        },
        exec: async (sql, options) => {
          open();
          return exec(sql, options, txId);
        },
        rollback: async () => {
          open();
          done = true;
          await send({ op: 'rollback', txId });
        },
        // Part of PGlite's Transaction type; the product listens to nothing on the embedded database.
        listen: async () => {
          throw new Error('LISTEN is not offered by the database thread');
        },
        get closed() {
          return done;
        },
      };
      try {
        const result = await callback(tx);
        if (!done) {
          done = true;
          await send({ op: 'commit', txId });
        }
        return result;
      } catch (error) {
        if (!done) {
          done = true;
          // The callback's error is what the caller must hear; a rollback that fails too (the thread
          // died) changes nothing for it.
          await send({ op: 'rollback', txId }).catch(() => {});
        }
        throw error;
      }
    },
    async close() {
      if (closed || closing) return;
      try {
        await send({ op: 'close' });
      } finally {
        closing = true;
        closed = true;
        await worker.terminate();
      }
    },
  };
  return client;
}
