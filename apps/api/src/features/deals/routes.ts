import { type DealKind, dealCreatedMessage, endpoints, IDEMPOTENCY_KEY_HEADER } from '@cc/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOf, type ZodApp } from '../../lib/endpoint-route';
import { AppError } from '../../lib/errors';
import { MSG } from '../../messages';
import { companyIdOf, contextOf } from '../../plugins/auth';
import { createChargesService } from './charge-service';
import { paymentsCsvStream } from './export';
import { createPaymentsService } from './payment-service';
import { createRepossessionService } from './repossession-service';
import { createDealsService } from './service';
import { createSettlementService } from './settlement-service';

type Service = ReturnType<typeof createDealsService>;
type DealEndpoints = typeof endpoints.contracts | typeof endpoints.authorizations;

/** The same routes under /contracts and /authorizations, each kind with its own number series. */
function dealRoutes(app: ZodApp, service: Service, api: DealEndpoints, kind: DealKind) {
  const route = routesOf(app, { tags: [api.list.resource] });
  route(api.list, async (request) => service.listDeals(contextOf(request), kind, request.query));
  route(api.get, async (request) => ({
    data: await service.getDeal(contextOf(request), kind, request.params.id),
  }));
  route(api.create, async (request) => {
    const deal = await service.createDeal(contextOf(request), kind, request.body);
    // Says when the money of the signing was left due (the creator may not record payments).
    return { data: deal, message: dealCreatedMessage(deal) };
  });
  route(api.cancel, async (request) => {
    await service.cancelDeal(contextOf(request), kind, request.params.id, request.body.reason);
    return { data: null, message: MSG.dealCancelled[kind] };
  });
}

/** The request's Idempotency-Key (POST /payments, a settlement): trimmed, at most 200 characters (400 otherwise). */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  const key = typeof header === 'string' ? header.trim() : undefined;
  if (header !== undefined && (!key || key.length > 200)) {
    throw new AppError(400, 'VALIDATION_FAILED', MSG.idempotencyKeyInvalid, [
      { field: 'Idempotency-Key', message: MSG.idempotencyKeyInvalid },
    ]);
  }
  return key || undefined;
}

/**
 * The writes of one payment plan (by its id in the path, or `planId` in a payment's body) queue in this
 * process before they take a connection (docs/architecture.md#fair-load): a burst at one plan waits there,
 * not on the plan's row lock with a pooled connection each.
 */
const byPlanId = { serialBy: (request: FastifyRequest) => `plan:${(request.params as { id: number }).id}` };
const byBodyPlanId = {
  serialBy: (request: FastifyRequest) => `plan:${(request.body as { planId: number }).planId}`,
};

/** Contracts, authorizations, payment plans, instalments and payments (docs/domain/deals.md, payments-and-reversal.md). */
export const dealsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createDealsService(app.db, app.notifier);
  const ledger = createPaymentsService(app.db, app.notifier);
  dealRoutes(app, service, endpoints.contracts, 'CONTRACT');
  dealRoutes(app, service, endpoints.authorizations, 'AUTHORIZATION');

  const planRoute = routesOf(app, { tags: ['payment-plans'] });
  planRoute(endpoints.plans.get, async (request) => ({
    data: await service.getPlan(contextOf(request), request.params.id),
  }));
  planRoute(
    endpoints.plans.reschedule,
    async (request) => ({
      data: await service.reschedule(contextOf(request), request.params.id, request.body),
      message: MSG.planRescheduled,
    }),
    byPlanId,
  );
  const charges = createChargesService(app.db);
  planRoute(endpoints.plans.charges, async (request) => ({
    data: await charges.list(contextOf(request), request.params.id),
  }));
  const lateFeeRoute = routesOf(app, { tags: ['late-fees'] });
  lateFeeRoute(endpoints.lateFees.waive, async (request) => ({
    data: await charges.waive(contextOf(request), request.params.id, request.body),
    message: MSG.chargeWaived,
  }));
  lateFeeRoute(endpoints.lateFees.unwaive, async (request) => ({
    data: await charges.unwaive(contextOf(request), request.params.id, request.body),
    message: MSG.chargeUnwaived,
  }));
  const settlement = createSettlementService(app.db, app.notifier);
  planRoute(endpoints.plans.settlement, async (request) => ({
    data: await settlement.quote(contextOf(request), request.params.id),
  }));
  planRoute(
    endpoints.plans.settle,
    async (request) =>
      settlement.settle(contextOf(request), request.params.id, request.body, idempotencyKeyOf(request)),
    byPlanId,
  );
  planRoute(
    endpoints.plans.discount,
    async (request) => ({
      data: await ledger.recordDiscount(contextOf(request), request.params.id, request.body),
      message: MSG.discountRecorded,
    }),
    byPlanId,
  );

  const repossession = createRepossessionService(app.db);
  planRoute(
    endpoints.plans.repossess,
    async (request) => ({
      data: await repossession.repossess(contextOf(request), request.params.id, request.body),
      message: MSG.carRepossessed,
    }),
    byPlanId,
  );
  planRoute(
    endpoints.plans.undoRepossession,
    async (request) => ({
      data: await repossession.undo(contextOf(request), request.params.id, request.body),
      message: MSG.repossessionUndone,
    }),
    byPlanId,
  );
  planRoute(
    endpoints.plans.refund,
    async (request) => ({
      data: await repossession.refund(contextOf(request), request.params.id, request.body),
      message: MSG.refundRecorded,
    }),
    byPlanId,
  );

  routesOf(app, { tags: ['installments'] })(endpoints.installments.list, async (request) =>
    service.listInstallments(contextOf(request), request.query),
  );

  const paymentRoute = routesOf(app, { tags: ['payments'] });
  paymentRoute(endpoints.payments.list, async (request) =>
    ledger.listPayments(contextOf(request), request.query),
  );
  paymentRoute(endpoints.payments.export, async (request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="payments.csv"')
      .header('cache-control', 'no-store')
      .send(paymentsCsvStream(app.db, companyIdOf(request), request.query)),
  );
  paymentRoute(endpoints.payments.get, async (request) => ({
    data: await ledger.getPayment(contextOf(request), request.params.id),
  }));
  paymentRoute(endpoints.payments.reverse, async (request) => ({
    data: await ledger.reversePayment(contextOf(request), request.params.id, request.body),
    message: MSG.paymentReversed,
  }));
  // A retry with the same Idempotency-Key gets the stored answer, with the same 201.
  paymentRoute(
    endpoints.payments.create,
    async (request) => ledger.recordPayment(contextOf(request), request.body, idempotencyKeyOf(request)),
    byBodyPlanId,
  );
};
