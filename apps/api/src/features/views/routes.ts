import {
  idParamSchema,
  viewDeletedResponseSchema,
  viewInputSchema,
  viewListQuerySchema,
  viewResponseSchema,
  viewsResponseSchema,
} from '@cc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../messages';
import { companyMember, contextOf } from '../../plugins/auth';
import { createViewsService } from './service';

/** Saved views of the data tables (named filters and sort), for any signed-in member of a company. */
export const viewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createViewsService(app.db);
  const tags = ['views'];
  const access = companyMember;

  app.get(
    '/views',
    {
      config: { access },
      schema: { tags, querystring: viewListQuerySchema, response: { 200: viewsResponseSchema } },
    },
    async (request) => ({ data: await service.list(contextOf(request), request.query.resource) }),
  );

  app.post(
    '/views',
    {
      config: { access },
      schema: { tags, body: viewInputSchema, response: { 201: viewResponseSchema } },
    },
    async (request, reply) => {
      const view = await service.save(contextOf(request), request.body);
      return reply.code(201).send({ data: view, message: MSG.viewSaved });
    },
  );

  app.delete(
    '/views/:id',
    {
      config: { access },
      schema: { tags, params: idParamSchema, response: { 200: viewDeletedResponseSchema } },
    },
    async (request) => {
      await service.remove(contextOf(request), request.params.id);
      return { data: null, message: MSG.deleted };
    },
  );
};
