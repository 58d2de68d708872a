/**
 * `pnpm backup <file>` / `pnpm restore <file>`: a consistent copy of the embedded database of DATA_DIR
 * (default ./data of the API), and back. Stop the server first; see docs/architecture.md#backup-and-restore.
 */
import path from 'node:path';
import {
  BackupError,
  backupDataDir,
  configuredSecret,
  describeSecretCheck,
  restoreDataDir,
} from './db/backup';
import { DataDirLockedError } from './db/lock';

const [command, file] = process.argv.slice(2);
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');

async function main() {
  if ((command !== 'backup' && command !== 'restore') || !file) {
    console.error('Usage: backup <file.tar.gz> | restore <file.tar.gz>   (DATA_DIR selects the data folder)');
    process.exit(2);
  }
  if (process.env.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: back up a PostgreSQL server with pg_dump (see docs/architecture.md).',
    );
    process.exit(2);
  }
  const target = path.resolve(file);
  // The signing secret is not copied (docs/architecture.md#backup-and-restore): the backup records its
  // fingerprint, and the restore says whether the restored server's secret is the same.
  const jwtSecret = configuredSecret(dataDir);
  if (command === 'backup') {
    const { bytes } = await backupDataDir(dataDir, target, { jwtSecret });
    console.log(`Backed up ${dataDir} to ${target} (${bytes} bytes).`);
    console.log(
      jwtSecret
        ? 'The signing secret is not in the backup (only its fingerprint): keep JWT_SECRET or DATA_DIR/jwt-secret with it, apart.'
        : 'No signing secret found (JWT_SECRET or DATA_DIR/jwt-secret): the backup cannot tell a restore which one it needs.',
    );
  } else {
    const { secret } = await restoreDataDir(target, dataDir, { jwtSecret });
    console.log(`Restored ${target} into ${dataDir}.`);
    const { warning, text } = describeSecretCheck(secret, dataDir);
    if (warning) console.error(`\n${text}\n`);
    else console.log(text);
  }
}

main().catch((error) => {
  if (error instanceof BackupError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
