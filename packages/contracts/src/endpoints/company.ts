// The company itself: its dashboard, its branches and its profile.
import { COMPANY_ACCOUNT, endpoint, from, MEMBER, permission } from './define';

export const dashboard = {
  get: endpoint({
    method: 'GET',
    path: '/dashboard',
    access: permission('GET_DASHBOARD'),
    schemas: from((s) => ({ query: s.dashboardQuerySchema, response: s.dashboardResponseSchema })),
    resource: 'dashboard',
  }),
} as const;

/** What a branch's rename makes stale: the answers that show its name. */
const BRANCH_TAGS = ['branches', 'users', 'contracts', 'authorizations', 'payments'] as const;

export const branches = {
  list: endpoint({
    method: 'GET',
    path: '/branches',
    // Branch names are read by every staff member (filters, pickers, the deal's branch); GET_BRANCH
    // opens the settings' branch management, CREATE_BRANCH adds one.
    access: MEMBER,
    schemas: from((s) => ({ response: s.branchesResponseSchema })),
    resource: 'branches',
  }),
  create: endpoint({
    method: 'POST',
    path: '/branches',
    access: permission('CREATE_BRANCH'),
    schemas: from((s) => ({ body: s.branchInputSchema, response: s.branchResponseSchema })),
    status: 201,
    resource: 'branches',
  }),
  // Renaming or deactivating: the same permission as adding one. A rename shows on the records naming the
  // branch (the users list, the deals, the ledger), so their cached answers are stale too.
  update: endpoint({
    method: 'PUT',
    path: '/branches/:id',
    access: permission('CREATE_BRANCH'),
    schemas: from((s) => ({
      params: s.idParamSchema,
      body: s.branchInputSchema,
      response: s.branchResponseSchema,
    })),
    resource: 'branches',
    invalidates: BRANCH_TAGS,
  }),
  setStatus: endpoint({
    method: 'PUT',
    path: '/branches/:id/status',
    access: permission('CREATE_BRANCH'),
    schemas: from((s) => ({
      params: s.idParamSchema,
      body: s.branchStatusBodySchema,
      response: s.branchResponseSchema,
    })),
    resource: 'branches',
  }),
} as const;

export const company = {
  get: endpoint({
    method: 'GET',
    path: '/company',
    access: MEMBER,
    schemas: from((s) => ({ response: s.companySettingsResponseSchema })),
    resource: 'company',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/company',
    access: COMPANY_ACCOUNT,
    schemas: from((s) => ({
      body: s.companySettingsInputSchema,
      response: s.companySettingsResponseSchema,
    })),
    resource: 'company',
  }),
  // The default exchange rate: read by whoever records payments (the payment dialog starts from it),
  // set by the company account like the other settings; each change is a row of its history.
  exchangeRate: endpoint({
    method: 'GET',
    path: '/company/exchange-rate',
    access: permission('UPDATE_INSTALLMENT'),
    schemas: from((s) => ({ response: s.companyExchangeRateResponseSchema })),
    resource: 'exchange-rate',
  }),
  setExchangeRate: endpoint({
    method: 'PUT',
    path: '/company/exchange-rate',
    access: COMPANY_ACCOUNT,
    schemas: from((s) => ({
      body: s.exchangeRateInputSchema,
      response: s.companyExchangeRateResponseSchema,
    })),
    resource: 'exchange-rate',
  }),
} as const;
