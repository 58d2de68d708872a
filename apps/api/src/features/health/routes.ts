import { endpoints } from '@cc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    endpoints.health,
    async () => {
      await app.dbPing();
      return { data: { status: 'ok' as const, database: app.dbKind, time: new Date().toISOString() } };
    },
    { tags: ['health'] },
  );
};
