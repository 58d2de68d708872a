// The cash box (docs/domain/cash-box.md): each cashier's box per currency, closings and handovers.
import { COMPANY_ACCOUNT, endpoint, from, MEMBER, permission } from './define';

/** What a closing or a handover makes stale. */
const BOX_TAGS = ['cash-box'] as const;

export const cashBox = {
  get: endpoint({
    method: 'GET',
    path: '/cash-box',
    access: permission('UPDATE_INSTALLMENT'),
    schemas: from((s) => ({ response: s.cashBoxResponseSchema })),
    resource: 'cash-box',
  }),
  close: endpoint({
    method: 'POST',
    path: '/cash-box/closings',
    access: permission('UPDATE_INSTALLMENT'),
    schemas: from((s) => ({ body: s.closingInputSchema, response: s.cashClosingResponseSchema })),
    status: 201,
    resource: 'cash-box',
    invalidates: BOX_TAGS,
  }),
  overview: endpoint({
    method: 'GET',
    path: '/cash-box/overview',
    access: COMPANY_ACCOUNT,
    schemas: from((s) => ({ response: s.cashBoxOverviewResponseSchema })),
    resource: 'cash-box',
  }),
  closings: endpoint({
    method: 'GET',
    path: '/cash-box/closings',
    access: COMPANY_ACCOUNT,
    schemas: from((s) => ({
      query: s.cashClosingListQuerySchema,
      response: s.cashClosingListResponseSchema,
    })),
    resource: 'cash-box',
  }),
  closing: endpoint({
    method: 'GET',
    path: '/cash-box/closings/:id',
    access: permission('UPDATE_INSTALLMENT'),
    schemas: from((s) => ({ params: s.idParamSchema, response: s.cashClosingResponseSchema })),
    resource: 'cash-box',
  }),
  reopen: endpoint({
    method: 'POST',
    path: '/cash-box/closings/:id/reopen',
    access: COMPANY_ACCOUNT,
    schemas: from((s) => ({
      params: s.idParamSchema,
      body: s.reopenClosingInputSchema,
      response: s.cashClosingResponseSchema,
    })),
    resource: 'cash-box',
    invalidates: BOX_TAGS,
  }),
  handovers: endpoint({
    method: 'GET',
    path: '/cash-box/handovers',
    access: MEMBER,
    schemas: from((s) => ({ response: s.cashHandoverListResponseSchema })),
    resource: 'cash-box',
  }),
  receivers: endpoint({
    method: 'GET',
    path: '/cash-box/receivers',
    access: permission('UPDATE_INSTALLMENT'),
    schemas: from((s) => ({ response: s.cashReceiversResponseSchema })),
    resource: 'cash-box',
  }),
  handOver: endpoint({
    method: 'POST',
    path: '/cash-box/handovers',
    access: permission('UPDATE_INSTALLMENT'),
    schemas: from((s) => ({ body: s.handoverInputSchema, response: s.cashHandoverResponseSchema })),
    status: 201,
    resource: 'cash-box',
    invalidates: BOX_TAGS,
  }),
  acknowledge: endpoint({
    method: 'POST',
    path: '/cash-box/handovers/:id/acknowledge',
    access: MEMBER,
    schemas: from((s) => ({ params: s.idParamSchema, response: s.cashHandoverResponseSchema })),
    resource: 'cash-box',
    invalidates: BOX_TAGS,
  }),
} as const;
