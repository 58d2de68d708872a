// Print templates and the files (images) they use.
import { anyPermission, COMPANY_ACCOUNT, endpoint, from, MEMBER, PUBLIC } from './define';

export const templates = {
  latest: endpoint({
    method: 'GET',
    path: '/templates/company/latest',
    access: MEMBER,
    schemas: from((s) => ({ response: s.templateLatestResponseSchema })),
    resource: 'templates',
  }),
  list: endpoint({
    method: 'GET',
    path: '/templates/company',
    access: MEMBER,
    schemas: from((s) => ({ response: s.templatesResponseSchema })),
    resource: 'templates',
  }),
  get: endpoint({
    method: 'GET',
    path: '/templates/:id',
    access: MEMBER,
    schemas: from((s) => ({ params: s.templateIdParams, response: s.templateResponseSchema })),
    resource: 'templates',
  }),
  create: endpoint({
    method: 'POST',
    path: '/templates',
    access: COMPANY_ACCOUNT,
    schemas: from((s) => ({ body: s.templateCreateInputSchema, response: s.templateResponseSchema })),
    status: 201,
    resource: 'templates',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/templates/:id',
    access: { kind: 'companyAccountOrSuperAdmin' },
    schemas: from((s) => ({
      params: s.templateIdParams,
      body: s.templateUpdateInputSchema,
      response: s.templateResponseSchema,
    })),
    resource: 'templates',
  }),
  setDefault: endpoint({
    method: 'PUT',
    path: '/templates/:id/default',
    access: COMPANY_ACCOUNT,
    schemas: from((s) => ({ params: s.templateIdParams, response: s.templatesResponseSchema })),
    resource: 'templates',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/templates/:id',
    access: COMPANY_ACCOUNT,
    schemas: from((s) => ({ params: s.templateIdParams, response: s.templateDeletedResponseSchema })),
    resource: 'templates',
  }),
} as const;

export const files = {
  /**
   * Whoever may name an upload in something they save: the company account (templates), a car's photos
   * (UPDATE_CAR), an account card's documents (PERSON_UPDATE), a car expense's receipt (CAR_COSTS).
   * Anyone else's upload could only fill the company's quota (docs/domain/attachments.md#who-may-upload).
   */
  upload: endpoint({
    method: 'POST',
    path: '/files',
    access: anyPermission('UPDATE_CAR', 'PERSON_UPDATE', 'CAR_COSTS'),
    schemas: from((s) => ({ body: s.fileUploadInputSchema, response: s.uploadedFileResponseSchema })),
    status: 201,
    resource: 'files',
  }),
  /** The bytes the company's files take and its quota (docs/domain/attachments.md#quota). */
  usage: endpoint({
    method: 'GET',
    path: '/files/usage',
    access: MEMBER,
    schemas: from((s) => ({ response: s.filesUsageResponseSchema })),
    resource: 'files',
  }),
  url: endpoint({
    method: 'GET',
    path: '/files/:key/url',
    access: MEMBER,
    schemas: from((s) => ({ params: s.fileKeyParams, response: s.uploadedFileResponseSchema })),
    resource: 'files',
  }),
  /** The file itself through its signed URL (binary, not JSON): the browser loads it by URL. */
  read: endpoint({
    method: 'GET',
    path: '/files/:key',
    access: PUBLIC,
    schemas: from((s) => ({ params: s.fileKeyParams, query: s.signedFileQuery, response: s.fileBytes })),
    resource: 'files',
  }),
} as const;
