// The money side of a deal: its payment plan, the instalments, and payments with their reversals.
import { anyPermission, COMPANY_ACCOUNT, endpoint, from, permission } from './define';

/** What a payment or a reschedule makes stale: plans, instalments, payments, deals, cars, cards. */
const LEDGER_TAGS = [
  'dashboard',
  'payments',
  'installments',
  'plans',
  'contracts',
  'authorizations',
  'cars',
  'persons',
  'collections',
  'reports',
  'statements',
] as const;

export const plans = {
  get: endpoint({
    method: 'GET',
    path: '/payment-plans/:id',
    access: permission('GET_PAYMENT_PLAN'),
    schemas: from((s) => ({ params: s.idParamSchema, response: s.paymentPlanResponseSchema })),
    resource: 'plans',
  }),
  reschedule: endpoint({
    method: 'PUT',
    path: '/payment-plans/:id/schedule',
    access: permission('UPDATE_PAYMENT_PLAN'),
    schemas: from((s) => ({
      params: s.idParamSchema,
      body: s.rescheduleBodySchema,
      response: s.paymentPlanResponseSchema,
    })),
    resource: 'plans',
    invalidates: LEDGER_TAGS,
  }),
  discount: endpoint({
    method: 'POST',
    path: '/payment-plans/:id/discount',
    access: COMPANY_ACCOUNT,
    schemas: from((s) => ({
      params: s.idParamSchema,
      body: s.discountInputSchema,
      response: s.paymentResponseSchema,
    })),
    status: 201,
    resource: 'payments',
    invalidates: LEDGER_TAGS,
    description:
      'A settlement discount: a ledger entry (own receipt number, a reason) that reduces what remains, ' +
      'never below zero; reversed through POST /payments/{id}/reverse; never counted as money received',
  }),
} as const;

export const installments = {
  list: endpoint({
    method: 'GET',
    path: '/installments',
    access: permission('GET_INSTALLMENT'),
    schemas: from((s) => ({
      query: s.installmentListQuerySchema,
      response: s.installmentListResponseSchema,
    })),
    resource: 'installments',
  }),
} as const;

export const payments = {
  list: endpoint({
    method: 'GET',
    path: '/payments',
    access: permission('GET_INSTALLMENT'),
    schemas: from((s) => ({ query: s.paymentListQuerySchema, response: s.paymentListResponseSchema })),
    resource: 'payments',
    description: 'With the filtered rows’ money received, per currency (totals)',
  }),
  export: endpoint({
    method: 'GET',
    path: '/payments/export',
    access: permission('GET_INSTALLMENT'),
    schemas: from((s) => ({ query: s.paymentExportQuerySchema, response: s.csvFile })),
    resource: 'payments',
    description: 'The whole filtered ledger as CSV (UTF-8 with BOM), streamed page by page',
  }),
  get: endpoint({
    method: 'GET',
    path: '/payments/:id',
    // Who records a payment prints its receipt (the payment dialog's link).
    access: anyPermission('GET_INSTALLMENT', 'UPDATE_INSTALLMENT'),
    schemas: from((s) => ({ params: s.idParamSchema, response: s.paymentResponseSchema })),
    resource: 'payments',
  }),
  create: endpoint({
    method: 'POST',
    path: '/payments',
    access: permission('UPDATE_INSTALLMENT'),
    schemas: from((s) => ({ body: s.paymentInputSchema, response: s.paymentResponseSchema })),
    status: 201,
    resource: 'payments',
    invalidates: LEDGER_TAGS,
    description: 'Send an Idempotency-Key header: a retried key answers the first payment',
  }),
  reverse: endpoint({
    method: 'POST',
    path: '/payments/:id/reverse',
    access: COMPANY_ACCOUNT,
    schemas: from((s) => ({
      params: s.idParamSchema,
      body: s.paymentReverseBodySchema,
      response: s.paymentResponseSchema,
    })),
    status: 201,
    resource: 'payments',
    invalidates: LEDGER_TAGS,
    description:
      'A new entry (own receipt number) pointing at the payment; once per payment, never a reversal; ' +
      'the plan is replayed without it',
  }),
} as const;
