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
} as const;
