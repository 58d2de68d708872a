import { endpoints } from '@cc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOf } from '../../lib/endpoint-route';
import { MSG } from '../../messages';
import { contextOf } from '../../plugins/auth';
import { createViewsService } from './service';

/** Saved views of the data tables (named filters and sort), for any signed-in member of a company. */
export const viewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createViewsService(app.db);
  const route = routesOf(app, { tags: ['views'] });

  route(endpoints.views.list, async (request) => ({
    data: await service.list(contextOf(request), request.query.resource),
  }));

  route(endpoints.views.create, async (request) => ({
    data: await service.save(contextOf(request), request.body),
    message: MSG.viewSaved,
  }));

  route(endpoints.views.remove, async (request) => {
    await service.remove(contextOf(request), request.params.id);
    return { data: null, message: MSG.deleted };
  });
};
