import {
  idParamSchema,
  personDeletedResponseSchema,
  personInputSchema,
  personListQuerySchema,
  personListResponseSchema,
  personResponseSchema,
} from '@cc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../messages';
import { contextOf, requirePermission } from '../../plugins/auth';
import { createPersonsService } from './service';

/** Account cards (domain.md §6 persons), each route with its permission (§3). */
export const personsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPersonsService(app.db);
  const tags = ['persons'];

  app.get(
    '/persons',
    {
      config: { access: requirePermission('PERSON_READ') },
      schema: { tags, querystring: personListQuerySchema, response: { 200: personListResponseSchema } },
    },
    async (request) => service.list(contextOf(request), request.query),
  );

  app.get(
    '/persons/:id',
    {
      config: { access: requirePermission('PERSON_READ') },
      schema: { tags, params: idParamSchema, response: { 200: personResponseSchema } },
    },
    async (request) => ({ data: await service.get(contextOf(request), request.params.id) }),
  );

  app.post(
    '/persons',
    {
      config: { access: requirePermission('PERSON_CREATE') },
      schema: { tags, body: personInputSchema, response: { 201: personResponseSchema } },
    },
    async (request, reply) => {
      const person = await service.create(contextOf(request), request.body);
      return reply.code(201).send({ data: person, message: MSG.personCreated });
    },
  );

  app.put(
    '/persons/:id',
    {
      config: { access: requirePermission('PERSON_UPDATE') },
      schema: {
        tags,
        params: idParamSchema,
        body: personInputSchema,
        response: { 200: personResponseSchema },
      },
    },
    async (request) => ({
      data: await service.update(contextOf(request), request.params.id, request.body),
      message: MSG.personUpdated,
    }),
  );

  app.delete(
    '/persons/:id',
    {
      config: { access: requirePermission('PERSON_DELETE') },
      schema: { tags, params: idParamSchema, response: { 200: personDeletedResponseSchema } },
    },
    async (request) => {
      await service.remove(contextOf(request), request.params.id);
      return { data: null, message: MSG.deleted };
    },
  );
};
