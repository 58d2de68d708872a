import { endpoints } from '@cc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route';
import { platformCounts } from './repository';

/** The platform's own pages (super administrator only: `endpoints.admin`). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.admin.stats, async () => ({ data: await platformCounts(app.db) }), {
    tags: ['admin'],
  });
};
