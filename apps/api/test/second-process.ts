import { afterAll, beforeAll } from 'vitest';
import type { TestApp } from './helper';
import { call, type ServerProcess, startServer, testPort } from './server-process';

/** A second API process, on the same database as the file's test app. */
export interface SecondProcess {
  /** Where it listens: `http://127.0.0.1:port`. */
  readonly origin: string;
  /** A JSON call to it over a socket (see {@link call}); a dropped connection answers status 0. */
  call(method: string, url: string, options?: Parameters<typeof call>[3]): ReturnType<typeof call>;
  /** What the process wrote, for a failure's message. */
  output(): string;
}

/**
 * Starts, before the describe block's tests, the real server (`startServer`: `dist/server.js` as `pnpm
 * start` runs it, or its sources) in its own operating-system process on the test app's PostgreSQL
 * database, and stops it after them. So the test app and this process are two API processes behind one
 * database, as behind a load balancer: what either keeps in memory is its own, and only the database and
 * its notifications join them. The demo data is the test app's (no seeding); tokens signed in through
 * the test app are good here too (one secret). PostgreSQL only: PGlite has one owner process.
 *
 * As the real server does, the process runs the notification job as it starts: a test that reads
 * notifications looks for its own, not at their count.
 *
 * @example
 * const t = useTestApp();
 * describe.skipIf(!process.env.DATABASE_URL)('two processes', () => {
 *   const other = useSecondProcess(t, 41);
 *   it('…', async () => expect((await other.call('GET', '/car', { token })).status).toBe(200));
 * });
 */
export function useSecondProcess(t: TestApp, portOffset: number): SecondProcess {
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    const url = t.config.databaseUrl;
    if (!url) throw new Error('A second process needs the test app on PostgreSQL (DATABASE_URL)');
    server = await startServer({ DATABASE_URL: url, SEED_DEMO: 'false' }, testPort(portOffset));
  }, 120_000);
  afterAll(() => server?.stop());
  const running = (): ServerProcess => {
    if (!server) throw new Error('The second process is used before beforeAll started it');
    return server;
  };
  return {
    get origin() {
      return running().origin;
    },
    call: (method, url, options) => call(running().origin, method, url, options),
    output: () => server?.output() ?? '',
  };
}
