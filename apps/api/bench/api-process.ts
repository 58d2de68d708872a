// The built API in a process of its own, as `pnpm start` runs it (node dist/server.js, production; started
// by the tests' startServer), for the benchmarks: with `capture`, the statements each request sends to PostgreSQL are recorded
// (capture-sql.mjs) and handed over by `takeStatements`.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer } from '../test/server-process';
import type { BenchKind } from './scale-database';

const API_DIR = path.resolve(import.meta.dirname, '..');
export const BASE = '/api/carcontracts/v1';

/** Statements of the requests answered, as capture-sql.mjs hands them over. */
export interface Captured {
  texts: string[];
  requests: CapturedRequest[];
}
export interface CapturedRequest {
  url: string;
  /** From the request's arrival to its answer's last byte handed to the socket, in the API. */
  ms: number;
  statements: CapturedStatement[];
}
export interface CapturedStatement {
  /** 'pool': any free connection; a number: the request's n-th connection held (a transaction). */
  via: 'pool' | number;
  /** Index into `texts`. */
  text: number;
  name?: string;
  rowMode?: 'array';
  /** Whether drizzle's type parsers were given (dates and intervals kept as text). */
  types: boolean;
  /** The parameters as JSON, dates, bytes and bigints tagged. */
  values: string;
  /** From the request's arrival, in ms. */
  start: number;
  end: number;
}

export interface ApiProcess {
  kind: BenchKind;
  /** The server's process id (its CPU time, in /proc). */
  pid: number;
  url: string;
  startMs: number;
  /** A bearer token of a user of the data. */
  signIn(username: string, password: string): Promise<string>;
  /** The statements of the requests answered since the last call (none without `capture`). */
  takeStatements(): Promise<Captured>;
  stop(): Promise<void>;
}

/**
 * Starts the built API on `port` over the data at `location` (a PostgreSQL URL or PGlite's folder);
 * `script`: another build's server.js (a before/after comparison), else dist/server.js.
 */
export async function startApi(
  kind: BenchKind,
  location: string,
  port: number,
  capture: boolean,
  script?: string,
): Promise<ApiProcess> {
  const started = performance.now();
  const server = await startServer(
    {
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
      ACCESS_TOKEN_TTL: '3600',
      SEED_DEMO: 'false',
      // As in production: a log line per request (dropped here).
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      DATABASE_URL: kind === 'postgres' ? location : '',
      DATA_DIR: kind === 'pglite' ? location : path.join(API_DIR, '.bench', 'unused'),
    },
    port,
    {
      nodeArgs: ['--enable-source-maps', ...(capture ? ['--import', pathToImport('capture-sql.mjs')] : [])],
      ipc: true,
      builtOnly: true,
      discardLog: true,
      ...(script ? { script } : {}),
    },
  );
  const startMs = performance.now() - started;
  const { child } = server;
  const url = `${server.origin}${BASE}`;
  return {
    kind,
    pid: child.pid!,
    url,
    startMs,
    async signIn(username, password) {
      const res = await fetch(`${url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      if (!res.ok) throw new Error(`sign-in of ${username}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
    },
    takeStatements() {
      if (!capture) return Promise.resolve({ texts: [], requests: [] });
      return new Promise((resolve) => {
        const onMessage = (message: { benchSql?: Captured }) => {
          if (!message.benchSql) return;
          child.off('message', onMessage);
          resolve(message.benchSql);
        };
        child.on('message', onMessage);
        child.send({ benchSql: 'flush' });
      });
    },
    stop: () => server.stop(),
  };
}

const pathToImport = (file: string) => path.join(import.meta.dirname, file);
