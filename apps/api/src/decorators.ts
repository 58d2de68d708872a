import type { Config } from './config';
import type { DatabaseKind, Db } from './db/client';
import type { PermissionCache } from './lib/session-state';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbKind: DatabaseKind;
    permissionCache: PermissionCache;
  }
}
