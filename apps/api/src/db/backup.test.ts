import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../seed/demo';
import { BackupError, backupDataDir, restoreDataDir } from './backup';
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

describe('backup and restore of the embedded database', () => {
  it('restores every record into an empty folder, and refuses to overwrite or to run beside a server', async () => {
    const source = path.join(root, 'source');
    const database = await openDatabase({ dataDir: source });
    await database.migrate();
    await ensureReferenceData(database.db);
    await seedDemo(database.db);
    await database.close();
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
});
