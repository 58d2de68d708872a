import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, TEST_SECRET, testConfig } from '../../test/helper';
import { buildApp } from '../app';
import { DEMO_PASSWORD, seedDemo } from '../seed/demo';
import {
  BackupError,
  backupDataDir,
  checkSecret,
  configuredSecret,
  describeSecretCheck,
  readBackupNote,
  restoreDataDir,
  secretFingerprint,
} from './backup';
import { openDatabase } from './client';
import { DataDirLockedError } from './lock';
import { ensureReferenceData } from './reference-data';

const root = mkdtempSync(path.join(tmpdir(), 'cc-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const TABLES = ['companies', 'users', 'cars', 'persons', 'deals', 'installments', 'payments', 'audit_log'];

async function countsOf(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      // PGlite answers { rows }, node-postgres a result with rows too.
      const result = (await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as {
        rows: { n: number }[];
      };
      counts[table] = result.rows[0]!.n;
    }
    return counts;
  } finally {
    await database.close();
  }
}

type Call = (
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  payload?: object,
  // biome-ignore lint/suspicious/noExplicitAny: the tests read answers of several shapes
) => Promise<{ status: number; body: any }>;

/** Runs `use` against the API of the database in `dataDir`, signed with `jwtSecret`. */
async function withApi<T>(dataDir: string, jwtSecret: string, use: (call: Call) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir });
  const app = await buildApp({
    config: testConfig({ jwtSecret, dataDir }),
    db: database.db,
    dbKind: database.kind,
    dbPing: database.ping,
  });
  try {
    return await use(async (method, url, token, payload) => {
      const res = await app.inject({
        method,
        url: BASE + url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(payload ? { payload } : {}),
      });
      return { status: res.statusCode, body: res.json() };
    });
  } finally {
    await app.close();
    await database.close();
  }
}

describe('backup and restore of the embedded database', () => {
  // The seeded database both tests back up.
  const source = path.join(root, 'source');
  beforeAll(async () => {
    const database = await openDatabase({ dataDir: source });
    await database.migrate();
    await ensureReferenceData(database.db);
    await seedDemo(database.db);
    await database.close();
  }, 120_000);

  it('restores every record into an empty folder, and refuses to overwrite or to run beside a server', async () => {
    // While a server (another live process) holds the folder, a backup is refused with a clear message.
    writeFileSync(path.join(source, 'server.lock'), String(process.ppid));
    await expect(backupDataDir(source, path.join(root, 'busy.tar.gz'))).rejects.toBeInstanceOf(
      DataDirLockedError,
    );
    rmSync(path.join(source, 'server.lock'));

    const file = path.join(root, 'backup.tar.gz');
    const { bytes } = await backupDataDir(source, file);
    expect(bytes).toBeGreaterThan(1000);
    const target = path.join(root, 'restored');
    await restoreDataDir(file, target);

    const before = await countsOf(source);
    expect(before.deals).toBeGreaterThan(0);
    expect(before.payments).toBeGreaterThan(0);
    expect(await countsOf(target)).toEqual(before);
    await expect(restoreDataDir(file, target)).rejects.toBeInstanceOf(BackupError);
  }, 120_000);

  it("records the signing secret's fingerprint, not the secret; the restore says what another secret ends", async () => {
    const OTHER = 'another-secret-that-is-long-enough-for-hs256';
    // A session of before the backup.
    const session = await withApi(source, TEST_SECRET, async (call) => {
      const login = await call('POST', '/auth/login', undefined, {
        username: 'company',
        password: DEMO_PASSWORD,
      });
      expect(login.status).toBe(200);
      return login.body.data as { accessToken: string; refreshToken: string };
    });

    const file = path.join(root, 'with-secret.tar.gz');
    expect((await backupDataDir(source, file, { jwtSecret: TEST_SECRET })).secretRecorded).toBe(true);
    expect(readBackupNote(file).secretFingerprint).toBe(secretFingerprint(TEST_SECRET));
    expect(readFileSync(file).includes(TEST_SECRET)).toBe(false);
    expect(checkSecret(file, TEST_SECRET)).toBe('same');
    expect(checkSecret(file, OTHER)).toBe('different');
    expect(checkSecret(file, null)).toBe('none-set');
    // A backup of before fingerprints were recorded (a gzip without the note) cannot tell.
    const old = path.join(root, 'old.tar.gz');
    writeFileSync(old, gzipSync(Buffer.from('x')));
    expect(checkSecret(old, TEST_SECRET)).toBe('not-recorded');

    // Restored with another secret: the restore says so loudly, and that is what happens.
    const target = path.join(root, 'restored-other-secret');
    expect(await restoreDataDir(file, target, { jwtSecret: OTHER })).toEqual({ secret: 'different' });
    const said = describeSecretCheck('different', target);
    expect(said.warning).toBe(true);
    expect(said.text).toMatch(/^NOT RESTORED: the signing secret \(JWT_SECRET\)/);
    expect(describeSecretCheck('same', target).warning).toBe(false);
    await withApi(target, OTHER, async (call) => {
      // The access token of before ends…
      expect((await call('GET', '/users/me', session.accessToken)).status).toBe(401);
      // …the sign-in does not: its refresh token is in the database.
      const refreshed = await call('POST', '/auth/refresh-token', undefined, {
        refreshToken: session.refreshToken,
      });
      expect(refreshed.status).toBe(200);
      expect((await call('GET', '/users/me', refreshed.body.data.accessToken)).status).toBe(200);
    });
    // With the backup's own secret, the access token of before is still good.
    await withApi(target, TEST_SECRET, async (call) => {
      expect((await call('GET', '/users/me', session.accessToken)).status).toBe(200);
    });

    // What the restore command reads: JWT_SECRET, else the folder's jwt-secret file; never makes one.
    expect(configuredSecret(target, { JWT_SECRET: OTHER })).toBe(OTHER);
    expect(configuredSecret(target, {})).toBeNull();
    writeFileSync(path.join(target, 'jwt-secret'), `${TEST_SECRET}\n`);
    expect(configuredSecret(target, {})).toBe(TEST_SECRET);
  }, 120_000);
});
