import { endpoints } from '@cc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOf } from '../../lib/endpoint-route';
import { MSG } from '../../messages';
import { contextOf } from '../../plugins/auth';
import { createCarCostsService } from './service';

/** What a car cost and earned (docs/domain/car-costs.md): paths and access in `endpoints.carCosts`. */
export const carCostsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCarCostsService(app.db, app.config.jwtSecret);
  const route = routesOf(app, { tags: ['car-costs'] });
  const api = endpoints.carCosts;
  route(api.get, async (request) => ({ data: await service.get(contextOf(request), request.params.id) }));
  route(api.setPurchase, async (request) => ({
    data: await service.setPurchase(contextOf(request), request.params.id, request.body),
    message: MSG.purchaseRecorded,
  }));
  route(api.addExpense, async (request) => ({
    data: await service.addExpense(contextOf(request), request.params.id, request.body),
    message: MSG.expenseRecorded,
  }));
  route(api.removeExpense, async (request) => ({
    data: await service.removeExpense(contextOf(request), request.params.id, request.params.expenseId),
    message: MSG.expenseDeleted,
  }));
  route(api.report, async (request) => ({ data: await service.report(contextOf(request), request.query) }));
};
