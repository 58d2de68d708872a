import { endpoints } from '@cc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOf } from '../../lib/endpoint-route';
import { MSG } from '../../messages';
import { contextOf } from '../../plugins/auth';
import { createPersonsService } from './service';

/** Account cards (docs/domain/deals.md#parties): paths and permissions in `endpoints.persons`. */
export const personsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPersonsService(app.db);
  const route = routesOf(app, { tags: ['persons'] });
  const api = endpoints.persons;

  route(api.list, async (request) => service.list(contextOf(request), request.query));

  route(api.get, async (request) => ({ data: await service.get(contextOf(request), request.params.id) }));

  route(api.create, async (request) => ({
    data: await service.create(contextOf(request), request.body),
    message: MSG.personCreated,
  }));

  route(api.update, async (request) => ({
    data: await service.update(contextOf(request), request.params.id, request.body),
    message: MSG.personUpdated,
  }));

  route(api.remove, async (request) => {
    await service.remove(contextOf(request), request.params.id);
    return { data: null, message: MSG.deleted };
  });
};
