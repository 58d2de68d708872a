import type { Db } from '../../db/client';
import { deleteUnusedFiles } from '../files/repository';

/** How old an unused file must be before the job deletes it: an upload whose record is being saved is younger. */
export const UNUSED_FILE_GRACE_MS = 24 * 3_600_000;

/**
 * Deletes the files nothing names that are older than the grace period (docs/domain/attachments.md#removal-of-unused-files).
 * One DELETE statement: several API processes may run it at once, each file is deleted once.
 */
export function runUnusedFilesJob(db: Db, now: Date = new Date()): Promise<{ files: number; bytes: number }> {
  return deleteUnusedFiles(db, new Date(now.getTime() - UNUSED_FILE_GRACE_MS));
}

/** Runs the job a minute after start, then every hour. Answers the stop function. */
export function scheduleUnusedFilesJob(
  db: Db,
  log: (error: unknown, message: string) => void,
  intervalMs = 3_600_000,
): () => Promise<void> {
  let current: Promise<unknown> = Promise.resolve();
  const run = () => {
    current = runUnusedFilesJob(db).catch((error) => log(error, 'unused files job failed'));
  };
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await current;
  };
}
