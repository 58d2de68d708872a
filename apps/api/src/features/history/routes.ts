import { endpoints } from '@cc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOf } from '../../lib/endpoint-route';
import { contextOf } from '../../plugins/auth';
import { createHistoryService } from './service';

/** A record's history (docs/domain/history.md): AUDIT_READ, and the permission of reading the record. */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createHistoryService(app.db);
  const route = routesOf(app, { tags: ['history'] });
  route(endpoints.history.list, async (request) => service.list(contextOf(request), request.query));
};
