// Collections (docs/domain/collections.md): the queue, a deal's contact log, assigning collectors.
import { COMPANY_ACCOUNT, endpoint, from, permission } from './define';

export const collections = {
  list: endpoint({
    method: 'GET',
    path: '/collections',
    access: permission('COLLECTIONS_READ'),
    schemas: from((s) => ({ query: s.collectionListQuerySchema, response: s.collectionListResponseSchema })),
    resource: 'collections',
  }),
  contacts: endpoint({
    method: 'GET',
    path: '/collections/:id/contacts',
    access: permission('COLLECTIONS_READ'),
    schemas: from((s) => ({ params: s.collectionDealParams, response: s.contactListResponseSchema })),
    resource: 'collections',
  }),
  addContact: endpoint({
    method: 'POST',
    path: '/collections/:id/contacts',
    access: permission('COLLECTIONS_WORK'),
    schemas: from((s) => ({
      params: s.collectionDealParams,
      body: s.contactCreateSchema,
      response: s.contactResponseSchema,
    })),
    status: 201,
    resource: 'collections',
    invalidates: ['collections'],
  }),
  collectors: endpoint({
    method: 'GET',
    path: '/collections/collectors',
    access: permission('COLLECTIONS_READ'),
    schemas: from((s) => ({ response: s.collectorListResponseSchema })),
    resource: 'collections',
  }),
  assign: endpoint({
    method: 'PUT',
    path: '/collections/assign',
    access: permission('COLLECTIONS_ASSIGN'),
    schemas: from((s) => ({ body: s.collectionAssignSchema, response: s.collectionAssignResponseSchema })),
    resource: 'collections',
    invalidates: ['collections'],
  }),
  templates: endpoint({
    method: 'GET',
    path: '/collections/templates',
    access: permission('COLLECTIONS_READ'),
    schemas: from((s) => ({ response: s.reminderTemplatesResponseSchema })),
    resource: 'collections',
  }),
  saveTemplates: endpoint({
    method: 'PUT',
    path: '/collections/templates',
    access: COMPANY_ACCOUNT,
    schemas: from((s) => ({
      body: s.reminderTemplatesInputSchema,
      response: s.reminderTemplatesResponseSchema,
    })),
    resource: 'collections',
    invalidates: ['collections'],
  }),
  dealReminders: endpoint({
    method: 'GET',
    path: '/collections/:id/reminders',
    access: permission('COLLECTIONS_READ'),
    schemas: from((s) => ({ params: s.collectionDealParams, response: s.reminderMessagesResponseSchema })),
    resource: 'collections',
  }),
  dealDefault: endpoint({
    method: 'GET',
    path: '/collections/:id/default',
    access: permission('COLLECTIONS_READ'),
    schemas: from((s) => ({ params: s.collectionDealParams, response: s.dealDefaultResponseSchema })),
    resource: 'collections',
  }),
  setDealDefault: endpoint({
    method: 'PUT',
    path: '/collections/:id/default',
    access: COMPANY_ACCOUNT,
    schemas: from((s) => ({
      params: s.collectionDealParams,
      body: s.dealDefaultBodySchema,
      response: s.dealDefaultResponseSchema,
    })),
    resource: 'collections',
    invalidates: ['collections', 'notifications', 'reports'],
  }),
  reminders: endpoint({
    method: 'GET',
    path: '/collections/reminders',
    access: permission('COLLECTIONS_READ'),
    schemas: from((s) => ({ query: s.reminderBatchQuerySchema, response: s.reminderMessagesResponseSchema })),
    resource: 'collections',
  }),
  settings: endpoint({
    method: 'GET',
    path: '/collections/settings',
    access: permission('COLLECTIONS_READ'),
    schemas: from((s) => ({ response: s.collectionSettingsResponseSchema })),
    resource: 'collections',
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/collections/settings',
    access: COMPANY_ACCOUNT,
    schemas: from((s) => ({
      body: s.collectionSettingsSchema,
      response: s.collectionSettingsResponseSchema,
    })),
    resource: 'collections',
    invalidates: ['collections', 'reports'],
  }),
  lateFees: endpoint({
    method: 'GET',
    path: '/collections/late-fees',
    access: permission('COLLECTIONS_READ'),
    schemas: from((s) => ({ response: s.lateFeeSettingsResponseSchema })),
    resource: 'collections',
  }),
  saveLateFees: endpoint({
    method: 'PUT',
    path: '/collections/late-fees',
    access: COMPANY_ACCOUNT,
    schemas: from((s) => ({
      body: s.lateFeeSettingsInputSchema,
      response: s.lateFeeSettingsResponseSchema,
    })),
    resource: 'collections',
    invalidates: ['collections'],
  }),
} as const;

export const reports = {
  aging: endpoint({
    method: 'GET',
    path: '/reports/aging',
    access: permission('COLLECTIONS_READ'),
    schemas: from((s) => ({ query: s.agingQuerySchema, response: s.agingReportResponseSchema })),
    resource: 'reports',
  }),
  collections: endpoint({
    method: 'GET',
    path: '/reports/collections',
    access: permission('COLLECTIONS_READ'),
    schemas: from((s) => ({
      query: s.collectionsReportQuerySchema,
      response: s.collectionsReportResponseSchema,
    })),
    resource: 'reports',
  }),
} as const;

export const statements = {
  deal: endpoint({
    method: 'GET',
    path: '/statements/deal/:id',
    access: permission('GET_CONTRACT'),
    schemas: from((s) => ({ params: s.statementDealParams, response: s.statementResponseSchema })),
    resource: 'statements',
  }),
  person: endpoint({
    method: 'GET',
    path: '/statements/person/:id',
    access: permission('GET_CONTRACT'),
    schemas: from((s) => ({ params: s.statementPersonParams, response: s.statementResponseSchema })),
    resource: 'statements',
  }),
} as const;
