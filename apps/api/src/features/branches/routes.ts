import { endpoints } from '@cc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOf } from '../../lib/endpoint-route';
import { MSG } from '../../messages';
import { contextOf } from '../../plugins/auth';
import { createBranchesService } from './service';

/**
 * The company's branches (docs/domain/staff-and-settings.md: every member reads them; CREATE_BRANCH adds,
 * renames and deactivates one; the company account passes).
 */
export const branchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createBranchesService(app.db);
  const route = routesOf(app, { tags: ['branches'] });

  route(endpoints.branches.list, async (request) => ({ data: await service.list(contextOf(request)) }));

  route(endpoints.branches.create, async (request) => ({
    data: await service.create(contextOf(request), request.body),
    message: MSG.branchCreated,
  }));

  route(endpoints.branches.update, async (request) => ({
    data: await service.update(contextOf(request), request.params.id, request.body),
    message: MSG.branchUpdated,
  }));

  route(endpoints.branches.setStatus, async (request) => {
    const data = await service.setStatus(contextOf(request), request.params.id, request.body.status);
    return { data, message: data.status === 'ACTIVE' ? MSG.branchActivated : MSG.branchDeactivated };
  });
};
