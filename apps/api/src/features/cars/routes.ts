import { endpoints } from '@cc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOf } from '../../lib/endpoint-route';
import { MSG } from '../../messages';
import { companyIdOf, contextOf } from '../../plugins/auth';
import { carsCsvStream } from './export';
import { createCarsService } from './service';

/** Cars (docs/domain/lists-and-search.md): paths and permissions in `endpoints.cars`. */
export const carsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCarsService(app.db, app.config.jwtSecret);
  const route = routesOf(app, { tags: ['cars'] });
  const api = endpoints.cars;

  route(api.list, async (request) => service.list(contextOf(request), request.query));

  route(api.export, async (request, reply) => {
    const { columns, ...filters } = request.query;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="cars.csv"')
      .header('cache-control', 'no-store')
      .send(carsCsvStream(app.db, companyIdOf(request), filters, columns));
  });

  route(api.get, async (request) => ({ data: await service.get(contextOf(request), request.params.id) }));

  route(api.create, async (request) => ({
    data: await service.create(contextOf(request), request.body),
    message: MSG.carCreated,
  }));

  route(api.update, async (request) => ({
    data: await service.update(contextOf(request), request.params.id, request.body),
    message: MSG.carUpdated,
  }));

  route(api.remove, async (request) => {
    await service.remove(contextOf(request), request.params.id);
    return { data: null, message: MSG.deleted };
  });
};
