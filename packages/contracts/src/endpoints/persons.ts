// The persons of a company: list, card and changes.
import { endpoint, from, permission } from './define';

export const persons = {
  list: endpoint({
    method: 'GET',
    path: '/persons',
    access: permission('PERSON_READ'),
    schemas: from((s) => ({ query: s.personListQuerySchema, response: s.personListResponseSchema })),
    resource: 'persons',
  }),
  get: endpoint({
    method: 'GET',
    path: '/persons/:id',
    access: permission('PERSON_READ'),
    schemas: from((s) => ({ params: s.idParamSchema, response: s.personResponseSchema })),
    resource: 'persons',
  }),
  create: endpoint({
    method: 'POST',
    path: '/persons',
    access: permission('PERSON_CREATE'),
    schemas: from((s) => ({ body: s.personInputSchema, response: s.personResponseSchema })),
    status: 201,
    resource: 'persons',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/persons/:id',
    access: permission('PERSON_UPDATE'),
    schemas: from((s) => ({
      params: s.idParamSchema,
      body: s.personInputSchema,
      response: s.personResponseSchema,
    })),
    resource: 'persons',
    invalidates: ['persons', 'contracts', 'authorizations'],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/persons/:id',
    access: permission('PERSON_DELETE'),
    schemas: from((s) => ({ params: s.idParamSchema, response: s.personDeletedResponseSchema })),
    resource: 'persons',
  }),
} as const;
