import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, TEST_SECRET } from '../test/helper';
import { type Database, PGLITE_EXTENSIONS } from './db/client';

/**
 * Starting the real server (its sources, as `pnpm dev` runs them) on a port another program holds: it
 * says so in one line an operator acts on, in Arabic and English, and exits non-zero, without errors of
 * jobs that ran against a database it had already closed. On the database of the run (PGlite in a
 * DATA_DIR loaded from the run's migrated dump, or a PostgreSQL clone).
 */
const API_DIR = path.resolve(import.meta.dirname, '..');
const onPostgres = Boolean(process.env.DATABASE_URL);
let dataDir: string | undefined;
let database: Database | undefined;

afterAll(async () => {
  await database?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function databaseEnv(): Promise<Record<string, string>> {
  if (onPostgres) {
    database = await createTestDatabase();
    return { DATABASE_URL: database.connectionString! };
  }
  dataDir = mkdtempSync(path.join(tmpdir(), 'cc-port-'));
  const client = await PGlite.create({
    dataDir: path.join(dataDir, 'pglite'),
    loadDataDir: new Blob([await readFile(inject('pgliteDump')!)]),
    extensions: PGLITE_EXTENSIONS,
  });
  await client.close();
  return { DATA_DIR: dataDir, DATABASE_URL: '' };
}

describe(`starting on a taken port (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('says the port is taken and exits 1, with no other error', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as AddressInfo;
    try {
      const env = await databaseEnv();
      const child = spawn(
        process.execPath,
        ['--conditions=@cc/source', '--import', 'tsx', path.join(API_DIR, 'src/server.ts')],
        {
          cwd: API_DIR,
          env: {
            ...process.env,
            NODE_ENV: 'production',
            PORT: String(port),
            HOST: '127.0.0.1',
            JWT_SECRET: TEST_SECRET,
            SEED_DEMO: 'false',
            // Every line: a job's error after the database closed would show here.
            LOG_LEVEL: 'info',
            ...env,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code, output).toBe(1);
      expect(output).toContain(`Port ${port} on 127.0.0.1 is already in use`);
      expect(output).toContain(`المنفذ ${port} مستخدم من برنامج آخر`);
      expect(output).not.toMatch(/Cannot use a pool|"level":(50|60)|EADDRINUSE|at Server\./);
    } finally {
      holder.close();
    }
  }, 90_000);
});
