import type { Config } from './config';
import type { DatabaseKind, Db } from './db/client';
import type { Notifier } from './features/notifications/notifier';
import type { StreamOptions } from './features/notifications/stream';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbKind: DatabaseKind;
    /** Throws when the database cannot answer (see BuildAppOptions.dbPing). */
    dbPing: () => Promise<void>;
    /** Makes notifications and wakes their streams and pushes (docs/domain/notifications.md). */
    notifier: Notifier;
    notificationStream: StreamOptions;
  }
}
