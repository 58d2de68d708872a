// Clearance certificates of paid deals: the awaiting and issued lists, issuing and voiding.
import { COMPANY_ACCOUNT, endpoint, from, permission } from './define';

export const clearance = {
  list: endpoint({
    method: 'GET',
    path: '/clearance',
    access: permission('GET_PAYMENT_PLAN'),
    schemas: from((s) => ({ query: s.clearanceListQuerySchema, response: s.clearanceListResponseSchema })),
    resource: 'clearance',
  }),
  export: endpoint({
    method: 'GET',
    path: '/clearance/export',
    access: permission('GET_PAYMENT_PLAN'),
    schemas: from((s) => ({ query: s.clearanceExportQuerySchema, response: s.csvFile })),
    resource: 'clearance',
  }),
  get: endpoint({
    method: 'GET',
    path: '/clearance/:id',
    access: permission('GET_PAYMENT_PLAN'),
    schemas: from((s) => ({ params: s.idParamSchema, response: s.clearanceResponseSchema })),
    resource: 'clearance',
  }),
  issue: endpoint({
    method: 'POST',
    // The deal's id: named `id` as GET /clearance/{id}'s, so the two paths are one in the OpenAPI document.
    path: '/clearance/:id',
    access: permission('UPDATE_PAYMENT_PLAN'),
    schemas: from((s) => ({ params: s.clearanceDealParams, response: s.clearanceResponseSchema })),
    status: 201,
    resource: 'clearance',
    invalidates: ['clearance', 'contracts', 'authorizations'],
  }),
  void: endpoint({
    method: 'POST',
    path: '/clearance/:id/void',
    access: COMPANY_ACCOUNT,
    schemas: from((s) => ({
      params: s.idParamSchema,
      body: s.clearanceVoidBodySchema,
      response: s.clearanceResponseSchema,
    })),
    resource: 'clearance',
    invalidates: ['clearance', 'contracts', 'authorizations'],
  }),
} as const;
