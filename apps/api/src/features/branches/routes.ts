import { branchesResponseSchema, branchInputSchema, branchResponseSchema } from '@cc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../messages';
import { contextOf, requirePermission } from '../../plugins/auth';
import { createBranchesService } from './service';

/** The company's branches (domain.md §3: GET_BRANCH / CREATE_BRANCH; the company account passes). */
export const branchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createBranchesService(app.db);
  const tags = ['branches'];

  app.get(
    '/branches',
    {
      config: { access: requirePermission('GET_BRANCH') },
      schema: { tags, response: { 200: branchesResponseSchema } },
    },
    async (request) => ({ data: await service.list(contextOf(request)) }),
  );

  app.post(
    '/branches',
    {
      config: { access: requirePermission('CREATE_BRANCH') },
      schema: { tags, body: branchInputSchema, response: { 201: branchResponseSchema } },
    },
    async (request, reply) => {
      const branch = await service.create(contextOf(request), request.body);
      return reply.code(201).send({ data: branch, message: MSG.branchCreated });
    },
  );
};
