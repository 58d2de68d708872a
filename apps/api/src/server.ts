import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { ensureReferenceData } from './db/reference-data';
import { scheduleUnusedFilesJob } from './features/attachments/cleanup-job';
import { scheduleNotificationJob } from './features/notifications/job';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from './seed/demo';

/** The server could not start for a reason the operator fixes (a taken port): the message says which. */
class StartError extends Error {}

/**
 * Why listening failed, in words an operator acts on (Arabic and English: the person reading the log may
 * read either); null for any other error.
 */
function listenErrorOf(error: unknown, port: number, host: string): StartError | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'EADDRINUSE')
    return new StartError(
      `المنفذ ${port} مستخدم من برنامج آخر، أوقفه أو اختر منفذاً آخر بالمتغير PORT. ` +
        `Port ${port} on ${host} is already in use: stop the program using it, or set PORT to a free port.`,
    );
  if (code === 'EACCES')
    return new StartError(
      `لا صلاحية لفتح المنفذ ${port}، اختر منفذاً أكبر من 1023 بالمتغير PORT. ` +
        `No permission to listen on port ${port} of ${host}: set PORT to a port above 1023.`,
    );
  if (code === 'EADDRNOTAVAIL')
    return new StartError(
      `العنوان ${host} ليس من عناوين هذا الجهاز، صحّح المتغير HOST. ` +
        `${host} is not an address of this machine: fix HOST (0.0.0.0 listens on all of them).`,
    );
  return null;
}

async function main() {
  const config = loadConfig();
  let database = await openDatabase(config);
  let closing = false;
  let app: FastifyInstance | undefined;
  try {
    await database.migrate();
    await ensureReferenceData(database.db);
    const seeded = config.seedDemo && (await seedDemo(database.db));
    if (seeded && database.kind === 'pglite') {
      // Writing the demo data grows PGlite's WebAssembly memory far past what a day's work needs, and
      // that memory is never given back: the database thread starts again, small
      // (docs/architecture.md#the-embedded-databases-memory).
      await database.close();
      database = await openDatabase(config);
    }
    app = await buildApp({
      config,
      db: database.db,
      dbKind: database.kind,
      dbPing: database.ping,
    });

    if (seeded) {
      app.log.info(
        { demoLogins: DEMO_LOGINS.map((l) => l.username) },
        'demo data added to the empty database',
      );
      const lines = DEMO_LOGINS.map((l) => `  ${l.username.padEnd(12)} ${DEMO_PASSWORD}   (${l.who})`);
      console.log(`\nDemo logins (password ${DEMO_PASSWORD}):\n${lines.join('\n')}\n`);
    }

    // Listen before any job starts: when the port is taken, nothing is running yet that would use the
    // database after it is closed, and the one line said is why the server could not start.
    try {
      await app.listen({ port: config.port, host: config.host });
    } catch (error) {
      throw listenErrorOf(error, config.port, config.host) ?? error;
    }
    const running = app;

    // The hourly notification job (every process runs it: the unique key keeps each notification once),
    // and the push outbox's retries.
    const stopJob = scheduleNotificationJob(database.db, running.notifier, (err, msg) =>
      running.log.error({ err }, msg),
    );
    running.notifier.outbox?.start(15_000);
    // The hourly removal of unused files (one DELETE: safe in every process at once).
    const stopFilesJob = scheduleUnusedFilesJob(database.db, (err, msg) => running.log.error({ err }, msg));

    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      running.log.info({ signal }, 'shutting down');
      try {
        await stopJob();
        await stopFilesJob();
        await running.close();
      } finally {
        await database.close();
        process.exit(0);
      }
    };
    process.once('SIGTERM', () => void shutdown('SIGTERM'));
    process.once('SIGINT', () => void shutdown('SIGINT'));

    running.log.info(
      { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
      'ready',
    );
  } catch (error) {
    // What the app started (the notification bus's LISTEN connection) ends before the database closes.
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof StartError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
