import { scryptSync, timingSafeEqual } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './client';
import { lockDataDir } from './lock';

export class BackupError extends Error {}

const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/*
 * The signing secret (JWT_SECRET, or the DATA_DIR/jwt-secret the server made) is not in a backup: it is
 * not in the database, and a copy of the data should not carry the key that signs sessions. A backup
 * records its fingerprint instead (a slow hash: no use for guessing the secret), in the gzip header's
 * comment field, which every gzip reader skips; the restore compares it with the secret the restored
 * server will use and says what that means (docs/architecture.md#backup-and-restore).
 */

/** The fingerprint a backup records of the signing secret: scrypt with a fixed salt, 16 bytes, hex. */
export function secretFingerprint(secret: string): string {
  return scryptSync(secret, 'cc-backup-jwt-secret', 16).toString('hex');
}

/**
 * The signing secret a server started with `env` on `dataDir` uses, without making one: JWT_SECRET, or
 * the DATA_DIR/jwt-secret file; null when neither is there (the server would make a new one).
 */
export function configuredSecret(dataDir: string, env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.JWT_SECRET && env.JWT_SECRET.length >= 32) return env.JWT_SECRET;
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) return null;
  const value = readFileSync(file, 'utf8').trim();
  return value.length >= 32 ? value : null;
}

const NOTE_PREFIX = 'cc-backup 1';
const FLAG_COMMENT = 0x10;

/** `gz` with `comment` in its header (FCOMMENT). PGlite's gzip has no optional header fields. */
function withComment(gz: Buffer, comment: string): Buffer {
  if (gz[0] !== 0x1f || gz[1] !== 0x8b || gz[3] !== 0) throw new BackupError('Unexpected gzip header.');
  const header = Buffer.from(gz.subarray(0, 10));
  header[3] = FLAG_COMMENT;
  return Buffer.concat([header, Buffer.from(`${comment}\0`, 'latin1'), gz.subarray(10)]);
}

/** The comment of a gzip header, or null. */
function commentOf(gz: Buffer): string | null {
  if (gz[0] !== 0x1f || gz[1] !== 0x8b) return null;
  const flags = gz[3]!;
  let at = 10;
  if (flags & 0x04) at += 2 + gz.readUInt16LE(at); // FEXTRA
  if (flags & 0x08) at = gz.indexOf(0, at) + 1; // FNAME
  if (!(flags & FLAG_COMMENT) || at <= 0) return null;
  const end = gz.indexOf(0, at);
  return end < 0 ? null : gz.subarray(at, end).toString('latin1');
}

/** What a backup file says of itself: the fingerprint of the signing secret, when it recorded one. */
export function readBackupNote(file: string): { secretFingerprint: string | null } {
  const comment = commentOf(readFileSync(file).subarray(0, 512));
  const match = comment?.startsWith(NOTE_PREFIX) ? /jwt-secret=scrypt:([0-9a-f]{32})/.exec(comment) : null;
  return { secretFingerprint: match?.[1] ?? null };
}

/**
 * Whether sessions and signed links of before the backup stay valid after a restore: `same` secret;
 * a `different` one; `none-set` (the server will make a new one); `not-recorded` (the backup does not
 * say: made before backups recorded it, or without a secret at hand).
 */
export type SecretCheck = 'same' | 'different' | 'none-set' | 'not-recorded';

/** What a restore prints about the signing secret; `warning` when something ends. */
export function describeSecretCheck(check: SecretCheck, dataDir: string): { warning: boolean; text: string } {
  if (check === 'same')
    return {
      warning: false,
      text: 'Signing secret: the same as when the backup was taken. Sessions and signed file links stay valid.',
    };
  const why = {
    different:
      'The secret this server will use (JWT_SECRET or DATA_DIR/jwt-secret) is not the one of the backup.',
    'none-set': `No secret is set: the server will make a new one in ${path.join(dataDir, 'jwt-secret')} at its first start.`,
    'not-recorded': 'The backup does not record which secret it was taken with.',
  }[check];
  return {
    warning: true,
    text: [
      'NOT RESTORED: the signing secret (JWT_SECRET). A backup does not hold it.',
      `  ${why}`,
      '  With another secret, the access tokens issued before (at most ACCESS_TOKEN_TTL, 15 minutes by default)',
      '  and the signed file links (5 minutes) stop working. Sign-ins are kept: the apps get a new access token',
      '  with their refresh token, which the database holds.',
      '  To keep everything, start the server with the JWT_SECRET used when the backup was taken, or copy that',
      `  server's DATA_DIR/jwt-secret to ${path.join(dataDir, 'jwt-secret')} before its first start.`,
    ].join('\n'),
  };
}

/**
 * Writes a consistent copy of the embedded database of `dataDir` to `file` (a gzip'd tar of PGlite's
 * data folder). It takes the data folder's lock, so it refuses while a server uses the folder: stop the
 * server first (PGlite is a single-process database). A PostgreSQL server is backed up with pg_dump
 * (docs/architecture.md#backup-and-restore).
 */
export async function backupDataDir(
  dataDir: string,
  file: string,
  { jwtSecret = null }: { jwtSecret?: string | null } = {},
): Promise<{ bytes: number; secretRecorded: boolean }> {
  if (!existsSync(pgliteDir(dataDir))) throw new BackupError(`No embedded database in ${dataDir}.`);
  const release = lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir: pgliteDir(dataDir), extensions: PGLITE_EXTENSIONS });
    try {
      const dump = await client.dumpDataDir('gzip');
      const note = `${NOTE_PREFIX}${jwtSecret ? `; jwt-secret=scrypt:${secretFingerprint(jwtSecret)}` : ''}`;
      const bytes = withComment(Buffer.from(await dump.arrayBuffer()), note);
      writeFileSync(file, bytes, { mode: 0o600 });
      return { bytes: bytes.length, secretRecorded: jwtSecret !== null };
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/**
 * Restores a backup written by {@link backupDataDir} into `dataDir`, which must not hold a database yet
 * (a restore never overwrites data). The restored database is opened once to check it reads. Answers
 * how the backup's signing secret compares with `jwtSecret`, the one the restored server will use.
 */
export async function restoreDataDir(
  file: string,
  dataDir: string,
  { jwtSecret = null }: { jwtSecret?: string | null } = {},
): Promise<{ secret: SecretCheck }> {
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
  return { secret: checkSecret(file, jwtSecret) };
}

/** How the signing secret a backup was taken with compares with `jwtSecret` (null: none set). */
export function checkSecret(file: string, jwtSecret: string | null): SecretCheck {
  if (!jwtSecret) return 'none-set';
  const recorded = readBackupNote(file).secretFingerprint;
  if (!recorded) return 'not-recorded';
  const same = timingSafeEqual(
    Buffer.from(recorded, 'hex'),
    Buffer.from(secretFingerprint(jwtSecret), 'hex'),
  );
  return same ? 'same' : 'different';
}
