import {
  carDeletedResponseSchema,
  carExportQuerySchema,
  carInputSchema,
  carListQuerySchema,
  carListResponseSchema,
  carResponseSchema,
  idParamSchema,
} from '@cc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../messages';
import { companyIdOf, contextOf, requirePermission } from '../../plugins/auth';
import { carsCsvStream } from './export';
import { createCarsService } from './service';

/** Cars (spec §7 GET /car, DELETE /car/{id}; domain.md §6), each route with its permission. */
export const carsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCarsService(app.db);
  const tags = ['cars'];

  app.get(
    '/car',
    {
      config: { access: requirePermission('GET_CAR') },
      schema: { tags, querystring: carListQuerySchema, response: { 200: carListResponseSchema } },
    },
    async (request) => service.list(contextOf(request), request.query),
  );

  app.get(
    '/car/export',
    {
      config: { access: requirePermission('GET_CAR') },
      // No response schema: the answer is a CSV stream, not JSON (a refusal is the usual error body).
      schema: {
        tags,
        description: 'The whole filtered list as CSV (UTF-8 with BOM), streamed page by page',
        querystring: carExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { columns, ...filters } = request.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="cars.csv"')
        .header('cache-control', 'no-store')
        .send(carsCsvStream(app.db, companyIdOf(request), filters, columns));
    },
  );

  app.get(
    '/car/:id',
    {
      config: { access: requirePermission('GET_CAR') },
      schema: { tags, params: idParamSchema, response: { 200: carResponseSchema } },
    },
    async (request) => ({ data: await service.get(contextOf(request), request.params.id) }),
  );

  app.post(
    '/car',
    {
      config: { access: requirePermission('CREATE_CAR') },
      schema: { tags, body: carInputSchema, response: { 201: carResponseSchema } },
    },
    async (request, reply) => {
      const car = await service.create(contextOf(request), request.body);
      return reply.code(201).send({ data: car, message: MSG.carCreated });
    },
  );

  app.put(
    '/car/:id',
    {
      config: { access: requirePermission('UPDATE_CAR') },
      schema: { tags, params: idParamSchema, body: carInputSchema, response: { 200: carResponseSchema } },
    },
    async (request) => ({
      data: await service.update(contextOf(request), request.params.id, request.body),
      message: MSG.carUpdated,
    }),
  );

  app.delete(
    '/car/:id',
    {
      config: { access: requirePermission('DELETE_CAR') },
      schema: { tags, params: idParamSchema, response: { 200: carDeletedResponseSchema } },
    },
    async (request) => {
      await service.remove(contextOf(request), request.params.id);
      return { data: null, message: MSG.deleted };
    },
  );
};
