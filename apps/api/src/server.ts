import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { ensureReferenceData } from './db/reference-data';
import { scheduleUnusedFilesJob } from './features/attachments/cleanup-job';
import { scheduleNotificationJob } from './features/notifications/job';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from './seed/demo';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  let closing = false;
  try {
    await database.migrate();
    await ensureReferenceData(database.db);
    const app = await buildApp({
      config,
      db: database.db,
      dbKind: database.kind,
      dbPing: database.ping,
    });

    if (config.seedDemo && (await seedDemo(database.db))) {
      app.log.info(
        { demoLogins: DEMO_LOGINS.map((l) => l.username) },
        'demo data added to the empty database',
      );
      const lines = DEMO_LOGINS.map((l) => `  ${l.username.padEnd(12)} ${DEMO_PASSWORD}   (${l.who})`);
      console.log(`\nDemo logins (password ${DEMO_PASSWORD}):\n${lines.join('\n')}\n`);
    }

    // The hourly notification job (every process runs it: the unique key keeps each notification once),
    // and the push outbox's retries.
    const stopJob = scheduleNotificationJob(database.db, app.notifier, (err, msg) =>
      app.log.error({ err }, msg),
    );
    app.notifier.outbox?.start(15_000);
    // The hourly removal of unused files (one DELETE: safe in every process at once).
    const stopFilesJob = scheduleUnusedFilesJob(database.db, (err, msg) => app.log.error({ err }, msg));

    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      try {
        await stopJob();
        await stopFilesJob();
        await app.close();
      } finally {
        await database.close();
        process.exit(0);
      }
    };
    process.once('SIGTERM', () => void shutdown('SIGTERM'));
    process.once('SIGINT', () => void shutdown('SIGINT'));

    await app.listen({ port: config.port, host: config.host });
    app.log.info(
      { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
      'ready',
    );
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
