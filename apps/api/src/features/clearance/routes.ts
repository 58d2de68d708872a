import { endpoints } from '@cc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOf } from '../../lib/endpoint-route';
import { MSG } from '../../messages';
import { companyIdOf, contextOf } from '../../plugins/auth';
import { clearanceCsvStream } from './export';
import { createClearanceService } from './service';

/** Clearances (docs/domain/clearance.md): paths and permissions in `endpoints.clearance`. */
export const clearanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createClearanceService(app.db, app.notifier);
  const route = routesOf(app, { tags: ['clearance'] });
  const api = endpoints.clearance;

  route(api.list, async (request) => service.list(contextOf(request), request.query));

  route(api.export, async (request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="clearance-${request.query.tab}.csv"`)
      .header('cache-control', 'no-store')
      .send(clearanceCsvStream(app.db, companyIdOf(request), request.query)),
  );

  route(api.get, async (request) => ({ data: await service.get(contextOf(request), request.params.id) }));

  route(api.issue, async (request) => ({
    data: await service.issue(contextOf(request), request.params.id),
    message: MSG.clearanceIssued,
  }));

  route(api.void, async (request) => ({
    data: await service.void(contextOf(request), request.params.id, request.body.reason),
    message: MSG.clearanceVoided,
  }));
};
