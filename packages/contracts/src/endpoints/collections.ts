// Collections (docs/domain/collections.md): the queue, a deal's contact log, assigning collectors.
import { COMPANY_ACCOUNT, endpoint, from, permission } from './define';

export const collections = {
  list: endpoint({
    method: 'GET',
    path: '/collections',
    access: permission('COLLECTIONS_READ'),
    schemas: from((s) => ({ query: s.collectionListQuerySchema, response: s.collectionListResponseSchema })),
    resource: 'collections',
    description:
      'Deals with money overdue or a promise due today: broken promises first, then promises due today, then days overdue',
  }),
  contacts: endpoint({
    method: 'GET',
    path: '/collections/:id/contacts',
    access: permission('COLLECTIONS_READ'),
    schemas: from((s) => ({ params: s.collectionDealParams, response: s.contactListResponseSchema })),
    resource: 'collections',
    description: "The deal's contact log, newest first",
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
    description:
      "A call, visit, message or the buyer coming in; a promise's date and amount in the deal's currency",
  }),
  collectors: endpoint({
    method: 'GET',
    path: '/collections/collectors',
    access: permission('COLLECTIONS_READ'),
    schemas: from((s) => ({ response: s.collectorListResponseSchema })),
    resource: 'collections',
    description:
      'Who a deal may be assigned to: the company account and active staff holding COLLECTIONS_WORK',
  }),
  assign: endpoint({
    method: 'PUT',
    path: '/collections/assign',
    access: permission('COLLECTIONS_ASSIGN'),
    schemas: from((s) => ({ body: s.collectionAssignSchema, response: s.collectionAssignResponseSchema })),
    resource: 'collections',
    invalidates: ['collections'],
    description:
      'Assigns the deals to an active staff member of the company holding COLLECTIONS_WORK (null: nobody)',
  }),
  templates: endpoint({
    method: 'GET',
    path: '/collections/templates',
    access: permission('COLLECTIONS_READ'),
    schemas: from((s) => ({ response: s.reminderTemplatesResponseSchema })),
    resource: 'collections',
    description: "The company's reminder texts (due soon, overdue, broken promise, to the guarantor)",
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
    description: 'Replaces reminder texts (null: back to the default); unknown placeholders are refused',
  }),
  dealReminders: endpoint({
    method: 'GET',
    path: '/collections/:id/reminders',
    access: permission('COLLECTIONS_READ'),
    schemas: from((s) => ({ params: s.collectionDealParams, response: s.reminderMessagesResponseSchema })),
    resource: 'collections',
    description:
      'The reminders of one deal to its buyer and guarantor, with WhatsApp and SMS links; nothing is sent',
  }),
  reminders: endpoint({
    method: 'GET',
    path: '/collections/reminders',
    access: permission('COLLECTIONS_READ'),
    schemas: from((s) => ({ query: s.reminderBatchQuerySchema, response: s.reminderMessagesResponseSchema })),
    resource: 'collections',
    description:
      'The reminders of the filtered queue (its first 200, most urgent first) to the buyers or the guarantors',
  }),
  settings: endpoint({
    method: 'GET',
    path: '/collections/settings',
    access: permission('COLLECTIONS_READ'),
    schemas: from((s) => ({ response: s.collectionSettingsResponseSchema })),
    resource: 'collections',
    description: "The company's settings of collecting: the aging bands",
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
    description: 'Replaces the aging bands (upper ends in days, ascending; the last band is open)',
  }),
} as const;

export const reports = {
  aging: endpoint({
    method: 'GET',
    path: '/reports/aging',
    access: permission('COLLECTIONS_READ'),
    schemas: from((s) => ({ query: s.agingQuerySchema, response: s.agingReportResponseSchema })),
    resource: 'reports',
    description:
      "Overdue money by the company's aging bands per branch, collector or buyer, per currency, with totals",
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
    description:
      'Money received in a period by day, method, branch or recorder, against what fell due (rate per currency); promises per collector',
  }),
} as const;

export const statements = {
  deal: endpoint({
    method: 'GET',
    path: '/statements/deal/:id',
    access: permission('GET_CONTRACT'),
    schemas: from((s) => ({ params: s.statementDealParams, response: s.statementResponseSchema })),
    resource: 'statements',
    description:
      "A deal's statement of account: its schedule, its ledger with the balance after each entry, totals",
  }),
  person: endpoint({
    method: 'GET',
    path: '/statements/person/:id',
    access: permission('GET_CONTRACT'),
    schemas: from((s) => ({ params: s.statementPersonParams, response: s.statementResponseSchema })),
    resource: 'statements',
    description:
      "An account card's statement over all its deals as buyer (cancelled ones too), totals per currency",
  }),
} as const;
