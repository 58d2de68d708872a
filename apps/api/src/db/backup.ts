import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './client';
import { lockDataDir } from './lock';

export class BackupError extends Error {}

const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * Writes a consistent copy of the embedded database of `dataDir` to `file` (a gzip'd tar of PGlite's
 * data folder). It takes the data folder's lock, so it refuses while a server uses the folder: stop the
 * server first (PGlite is a single-process database). A PostgreSQL server is backed up with pg_dump
 * (docs/architecture.md#backup-and-restore).
 */
export async function backupDataDir(dataDir: string, file: string): Promise<{ bytes: number }> {
  if (!existsSync(pgliteDir(dataDir))) throw new BackupError(`No embedded database in ${dataDir}.`);
  const release = lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir: pgliteDir(dataDir), extensions: PGLITE_EXTENSIONS });
    try {
      const dump = await client.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      writeFileSync(file, bytes, { mode: 0o600 });
      return { bytes: bytes.length };
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/**
 * Restores a backup written by {@link backupDataDir} into `dataDir`, which must not hold a database yet
 * (a restore never overwrites data). The restored database is opened once to check it reads.
 */
export async function restoreDataDir(file: string, dataDir: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`No backup file ${file}.`);
  if (existsSync(pgliteDir(dataDir)) && readdirSync(pgliteDir(dataDir)).length > 0)
    throw new BackupError(`${dataDir} already holds a database; restore into an empty folder.`);
  const release = lockDataDir(dataDir);
  try {
    const client = await PGlite.create({
      dataDir: pgliteDir(dataDir),
      extensions: PGLITE_EXTENSIONS,
      loadDataDir: new Blob([readFileSync(file)]),
    });
    try {
      await client.query('select 1');
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}
