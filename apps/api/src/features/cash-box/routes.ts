import { endpoints } from '@cc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOf } from '../../lib/endpoint-route';
import { MSG } from '../../messages';
import { contextOf } from '../../plugins/auth';
import { createCashBoxService } from './service';

/** The cash box (docs/domain/cash-box.md): paths and access in `endpoints.cashBox`. */
export const cashBoxRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCashBoxService(app.db);
  const route = routesOf(app, { tags: ['cash-box'] });
  const api = endpoints.cashBox;
  route(api.get, async (request) => ({ data: await service.boxes(contextOf(request)) }));
  route(api.close, async (request) => ({
    data: await service.close(contextOf(request), request.body),
    message: MSG.cashBoxClosed,
  }));
  route(api.overview, async (request) => ({ data: await service.overview(contextOf(request)) }));
  route(api.closings, async (request) => service.closings(contextOf(request), request.query));
  route(api.closing, async (request) => ({
    data: await service.closing(contextOf(request), request.params.id),
  }));
  route(api.reopen, async (request) => ({
    data: await service.reopen(contextOf(request), request.params.id, request.body),
    message: MSG.closingReopenedDone,
  }));
  route(api.handovers, async (request) => ({ data: await service.handovers(contextOf(request)) }));
  route(api.receivers, async (request) => ({ data: await service.receivers(contextOf(request)) }));
  route(api.handOver, async (request) => ({
    data: await service.handOver(contextOf(request), request.body),
    message: MSG.handoverRecorded,
  }));
  route(api.acknowledge, async (request) => ({
    data: await service.acknowledge(contextOf(request), request.params.id),
    message: MSG.handoverAcknowledged,
  }));
};
