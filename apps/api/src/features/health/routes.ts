import { endpoints } from '@cc/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    endpoints.health,
    async () => {
      await app.db.execute(sql`select 1`);
      return { data: { status: 'ok' as const, database: app.dbKind, time: new Date().toISOString() } };
    },
    { tags: ['health'] },
  );
};
