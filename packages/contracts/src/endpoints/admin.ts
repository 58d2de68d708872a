// The platform administrator's endpoints: figures, companies and their audit.
import { endpoint, from, SUPER_ADMIN } from './define';

/** What an admin change makes stale: the figures, the companies and the audit. */
const ADMIN_TAGS = ['admin', 'adminCompanies', 'adminAudit'] as const;

export const admin = {
  stats: endpoint({
    method: 'GET',
    path: '/admin/stats',
    access: SUPER_ADMIN,
    schemas: from((s) => ({ response: s.adminStatsResponseSchema })),
    resource: 'admin',
  }),
  companies: endpoint({
    method: 'GET',
    path: '/admin/companies',
    access: SUPER_ADMIN,
    schemas: from((s) => ({
      query: s.adminCompanyListQuerySchema,
      response: s.adminCompanyListResponseSchema,
    })),
    resource: 'adminCompanies',
  }),
  exportCompanies: endpoint({
    method: 'GET',
    path: '/admin/companies/export',
    access: SUPER_ADMIN,
    schemas: from((s) => ({ query: s.adminCompanyExportQuerySchema, response: s.csvFile })),
    resource: 'adminCompanies',
  }),
  company: endpoint({
    method: 'GET',
    path: '/admin/companies/:id',
    access: SUPER_ADMIN,
    schemas: from((s) => ({ params: s.idParamSchema, response: s.adminCompanyResponseSchema })),
    resource: 'adminCompanies',
  }),
  createCompany: endpoint({
    method: 'POST',
    path: '/admin/companies',
    access: SUPER_ADMIN,
    schemas: from((s) => ({
      body: s.adminCompanyCreateSchema,
      response: s.adminCompanyCreatedResponseSchema,
    })),
    status: 201,
    resource: 'adminCompanies',
    invalidates: ADMIN_TAGS,
  }),
  updateCompany: endpoint({
    method: 'PUT',
    path: '/admin/companies/:id',
    access: SUPER_ADMIN,
    schemas: from((s) => ({
      params: s.idParamSchema,
      body: s.adminCompanyUpdateSchema,
      response: s.adminCompanyResponseSchema,
    })),
    resource: 'adminCompanies',
    invalidates: ADMIN_TAGS,
  }),
  companyStatus: endpoint({
    method: 'PUT',
    path: '/admin/companies/:id/status',
    access: SUPER_ADMIN,
    schemas: from((s) => ({
      params: s.idParamSchema,
      body: s.adminCompanyStatusBodySchema,
      response: s.adminCompanyResponseSchema,
    })),
    resource: 'adminCompanies',
    invalidates: ADMIN_TAGS,
  }),
  resetCompanyPassword: endpoint({
    method: 'POST',
    path: '/admin/companies/:id/reset-password',
    access: SUPER_ADMIN,
    schemas: from((s) => ({ params: s.idParamSchema, response: s.temporaryPasswordResponseSchema })),
    resource: 'adminCompanies',
    invalidates: ADMIN_TAGS,
  }),
  audit: endpoint({
    method: 'GET',
    path: '/admin/audit',
    access: SUPER_ADMIN,
    schemas: from((s) => ({ query: s.adminAuditQuerySchema, response: s.adminAuditResponseSchema })),
    resource: 'adminAudit',
  }),
} as const;
