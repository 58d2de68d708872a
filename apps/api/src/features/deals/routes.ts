import {
  type DealKind,
  dealCancelBodySchema,
  dealInputSchema,
  dealListQuerySchema,
  dealListResponseSchema,
  dealResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  idParamSchema,
  installmentListQuerySchema,
  installmentListResponseSchema,
  paymentInputSchema,
  paymentListQuerySchema,
  paymentListResponseSchema,
  paymentPlanResponseSchema,
  paymentResponseSchema,
  paymentReverseBodySchema,
  personDeletedResponseSchema,
  rescheduleBodySchema,
} from '@cc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { MSG } from '../../messages';
import { companyAccountOnly, contextOf, requirePermission } from '../../plugins/auth';
import { createDealsService } from './service';

type Service = ReturnType<typeof createDealsService>;
/** The plugin's instance, typed by the zod schemas of its routes. */
type Api = Parameters<FastifyPluginAsyncZod>[0];

/** The same five routes under /contracts and /authorizations, each kind with its own number series. */
function dealRoutes(api: Api, service: Service, path: string, kind: DealKind) {
  const tags = [path.slice(1)];
  api.get(
    path,
    {
      config: { access: requirePermission('GET_CONTRACT') },
      schema: {
        tags,
        description: '`?id=` answers the one record in list form (spec §7, the print page)',
        querystring: dealListQuerySchema,
        response: { 200: dealListResponseSchema },
      },
    },
    async (request) => service.listDeals(contextOf(request), kind, request.query),
  );
  api.get(
    `${path}/:id`,
    {
      config: { access: requirePermission('GET_CONTRACT') },
      schema: { tags, params: idParamSchema, response: { 200: dealResponseSchema } },
    },
    async (request) => ({ data: await service.getDeal(contextOf(request), kind, request.params.id) }),
  );
  api.post(
    path,
    {
      config: { access: requirePermission('ADD_CONTRACT') },
      schema: {
        tags,
        description: 'Also needs CREATE_PAYMENT_PLAN (the deal creates its plan)',
        body: dealInputSchema,
        response: { 201: dealResponseSchema },
      },
    },
    async (request, reply) => {
      const deal = await service.createDeal(contextOf(request), kind, request.body);
      return reply
        .code(201)
        .send({ data: deal, message: kind === 'CONTRACT' ? MSG.contractCreated : MSG.authorizationCreated });
    },
  );
  api.delete(
    `${path}/:id`,
    {
      config: { access: requirePermission('DELETE_CONTRACT') },
      schema: {
        tags,
        description: 'Cancels (nothing is deleted); refused while non-reversed payments exist',
        params: idParamSchema,
        body: dealCancelBodySchema,
        response: { 200: personDeletedResponseSchema },
      },
    },
    async (request) => {
      await service.cancelDeal(contextOf(request), kind, request.params.id, request.body.reason);
      return { data: null, message: MSG.dealCancelled };
    },
  );
}

/** Contracts, authorizations, payment plans, instalments and payments (domain.md §6). */
export const dealsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createDealsService(app.db);
  dealRoutes(app, service, '/contracts', 'CONTRACT');
  dealRoutes(app, service, '/authorizations', 'AUTHORIZATION');

  app.get(
    '/payment-plans/:id',
    {
      config: { access: requirePermission('GET_PAYMENT_PLAN') },
      schema: {
        tags: ['payment-plans'],
        params: idParamSchema,
        response: { 200: paymentPlanResponseSchema },
      },
    },
    async (request) => ({ data: await service.getPlan(contextOf(request), request.params.id) }),
  );

  app.put(
    '/payment-plans/:id/schedule',
    {
      config: { access: requirePermission('UPDATE_PAYMENT_PLAN') },
      schema: {
        tags: ['payment-plans'],
        params: idParamSchema,
        body: rescheduleBodySchema,
        response: { 200: paymentPlanResponseSchema },
      },
    },
    async (request) => ({
      data: await service.reschedule(contextOf(request), request.params.id, request.body),
      message: MSG.planRescheduled,
    }),
  );

  app.get(
    '/installments',
    {
      config: { access: requirePermission('GET_INSTALLMENT') },
      schema: {
        tags: ['installments'],
        querystring: installmentListQuerySchema,
        response: { 200: installmentListResponseSchema },
      },
    },
    async (request) => service.listInstallments(contextOf(request), request.query),
  );

  app.get(
    '/payments',
    {
      config: { access: requirePermission('GET_INSTALLMENT') },
      schema: {
        tags: ['payments'],
        querystring: paymentListQuerySchema,
        response: { 200: paymentListResponseSchema },
      },
    },
    async (request) => service.listPayments(contextOf(request), request.query),
  );

  app.get(
    '/payments/:id',
    {
      config: { access: requirePermission('GET_INSTALLMENT') },
      schema: { tags: ['payments'], params: idParamSchema, response: { 200: paymentResponseSchema } },
    },
    async (request) => ({ data: await service.getPayment(contextOf(request), request.params.id) }),
  );

  app.post(
    '/payments/:id/reverse',
    {
      config: { access: companyAccountOnly },
      schema: {
        tags: ['payments'],
        description:
          'A new entry (own receipt number) pointing at the payment; once per payment, never a reversal; ' +
          'the plan is replayed without it',
        params: idParamSchema,
        body: paymentReverseBodySchema,
        response: { 201: paymentResponseSchema },
      },
    },
    async (request, reply) => {
      const entry = await service.reversePayment(contextOf(request), request.params.id, request.body);
      return reply.code(201).send({ data: entry, message: MSG.paymentReversed });
    },
  );

  app.post(
    '/payments',
    {
      config: { access: requirePermission('UPDATE_INSTALLMENT') },
      schema: {
        tags: ['payments'],
        description: 'An Idempotency-Key header makes a retry return the stored answer',
        body: paymentInputSchema,
        response: { 201: paymentResponseSchema },
      },
    },
    async (request, reply) => {
      const header = request.headers[IDEMPOTENCY_KEY_HEADER];
      const key = typeof header === 'string' ? header.trim() : undefined;
      if (header !== undefined && (!key || key.length > 200)) {
        throw new AppError(400, 'VALIDATION_FAILED', MSG.idempotencyKeyInvalid, [
          { field: 'Idempotency-Key', message: MSG.idempotencyKeyInvalid },
        ]);
      }
      const answer = await service.recordPayment(contextOf(request), request.body, key || undefined);
      // A retry with the same Idempotency-Key gets the stored answer, with the same 201.
      return reply.code(201).send(answer);
    },
  );
};
