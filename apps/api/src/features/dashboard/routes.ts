import { endpoints } from '@cc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOf } from '../../lib/endpoint-route';
import { contextOf } from '../../plugins/auth';
import { createDashboardService } from './service';

/** The home dashboard's figures (docs/domain/dashboard.md; GET_DASHBOARD, the company account passes). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createDashboardService(app.db);
  const route = routesOf(app, { tags: ['dashboard'] });

  route(endpoints.dashboard.get, async (request) => ({
    data: await service.get(contextOf(request), request.query),
  }));
};
