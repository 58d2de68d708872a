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
  'cash-box',
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
  charges: endpoint({
    method: 'GET',
    path: '/payment-plans/:id/charges',
    access: permission('GET_PAYMENT_PLAN'),
    schemas: from((s) => ({ params: s.idParamSchema, response: s.planChargeListResponseSchema })),
    resource: 'plans',
  }),
  settlement: endpoint({
    method: 'GET',
    path: '/payment-plans/:id/settlement',
    access: anyPermission('GET_INSTALLMENT', 'UPDATE_INSTALLMENT'),
    schemas: from((s) => ({ params: s.idParamSchema, response: s.settlementQuoteResponseSchema })),
    resource: 'plans',
  }),
  settle: endpoint({
    method: 'POST',
    path: '/payment-plans/:id/settle',
    access: permission('UPDATE_INSTALLMENT'),
    schemas: from((s) => ({
      params: s.idParamSchema,
      body: s.settlementInputSchema,
      response: s.paymentResponseSchema,
    })),
    status: 201,
    resource: 'payments',
    invalidates: LEDGER_TAGS,
  }),
  repossess: endpoint({
    method: 'POST',
    path: '/payment-plans/:id/repossess',
    access: COMPANY_ACCOUNT,
    schemas: from((s) => ({
      params: s.idParamSchema,
      body: s.repossessInputSchema,
      response: s.dealResponseSchema,
    })),
    resource: 'plans',
    invalidates: LEDGER_TAGS,
  }),
  undoRepossession: endpoint({
    method: 'POST',
    path: '/payment-plans/:id/undo-repossession',
    access: COMPANY_ACCOUNT,
    schemas: from((s) => ({
      params: s.idParamSchema,
      body: s.undoRepossessionInputSchema,
      response: s.dealResponseSchema,
    })),
    resource: 'plans',
    invalidates: LEDGER_TAGS,
  }),
  refund: endpoint({
    method: 'POST',
    path: '/payment-plans/:id/refund',
    access: COMPANY_ACCOUNT,
    schemas: from((s) => ({
      params: s.idParamSchema,
      body: s.refundInputSchema,
      response: s.paymentResponseSchema,
    })),
    status: 201,
    resource: 'payments',
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
  }),
} as const;

/** Late fees of a plan (docs/domain/late-fees.md): waived and waived back by the company account. */
export const lateFees = {
  waive: endpoint({
    method: 'POST',
    path: '/late-fees/:id/waive',
    access: COMPANY_ACCOUNT,
    schemas: from((s) => ({
      params: s.idParamSchema,
      body: s.chargeWaiverBodySchema,
      response: s.planChargeResponseSchema,
    })),
    status: 201,
    resource: 'plans',
    invalidates: LEDGER_TAGS,
  }),
  unwaive: endpoint({
    method: 'POST',
    path: '/late-fees/:id/unwaive',
    access: COMPANY_ACCOUNT,
    schemas: from((s) => ({
      params: s.idParamSchema,
      body: s.chargeWaiverBodySchema,
      response: s.planChargeResponseSchema,
    })),
    status: 201,
    resource: 'plans',
    invalidates: LEDGER_TAGS,
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
  }),
  export: endpoint({
    method: 'GET',
    path: '/payments/export',
    access: permission('GET_INSTALLMENT'),
    schemas: from((s) => ({ query: s.paymentExportQuerySchema, response: s.csvFile })),
    resource: 'payments',
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
  }),
} as const;
