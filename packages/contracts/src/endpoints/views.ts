// Saved views of the lists.
import { endpoint, from, MEMBER } from './define';

export const views = {
  list: endpoint({
    method: 'GET',
    path: '/views',
    access: MEMBER,
    schemas: from((s) => ({ query: s.viewListQuerySchema, response: s.viewsResponseSchema })),
    resource: 'views',
  }),
  create: endpoint({
    method: 'POST',
    path: '/views',
    access: MEMBER,
    schemas: from((s) => ({ body: s.viewInputSchema, response: s.viewResponseSchema })),
    status: 201,
    resource: 'views',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/views/:id',
    access: MEMBER,
    schemas: from((s) => ({ params: s.idParamSchema, response: s.viewDeletedResponseSchema })),
    resource: 'views',
  }),
} as const;
