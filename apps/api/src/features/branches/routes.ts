import { endpoints } from '@cc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOf } from '../../lib/endpoint-route';
import { MSG } from '../../messages';
import { contextOf } from '../../plugins/auth';
import { createBranchesService } from './service';

/** The company's branches (docs/domain/staff-and-settings.md: GET_BRANCH / CREATE_BRANCH; the company account passes). */
export const branchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createBranchesService(app.db);
  const route = routesOf(app, { tags: ['branches'] });

  route(endpoints.branches.list, async (request) => ({ data: await service.list(contextOf(request)) }));

  route(endpoints.branches.create, async (request) => ({
    data: await service.create(contextOf(request), request.body),
    message: MSG.branchCreated,
  }));
};
