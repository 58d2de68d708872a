import { dataEnvelope, healthSchema } from '@cc/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicRoute } from '../../plugins/auth';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: publicRoute },
      schema: { tags: ['health'], response: { 200: dataEnvelope(healthSchema) } },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { data: { status: 'ok' as const, database: app.dbKind, time: new Date().toISOString() } };
    },
  );
};
