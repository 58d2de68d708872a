import { adminStatsResponseSchema } from '@cc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { superAdminOnly } from '../../plugins/auth';
import { platformCounts } from './repository';

/** The platform's own pages (super administrator only). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/stats',
    {
      config: { access: superAdminOnly },
      schema: { tags: ['admin'], response: { 200: adminStatsResponseSchema } },
    },
    async () => ({ data: await platformCounts(app.db) }),
  );
};
