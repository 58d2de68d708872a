// The cars of a company: list, export, one car, and its changes.
import { endpoint, from, permission } from './define';

export const cars = {
  list: endpoint({
    method: 'GET',
    path: '/car',
    access: permission('GET_CAR'),
    schemas: from((s) => ({ query: s.carListQuerySchema, response: s.carListResponseSchema })),
    resource: 'cars',
  }),
  export: endpoint({
    method: 'GET',
    path: '/car/export',
    access: permission('GET_CAR'),
    schemas: from((s) => ({ query: s.carExportQuerySchema, response: s.csvFile })),
    resource: 'cars',
  }),
  get: endpoint({
    method: 'GET',
    path: '/car/:id',
    access: permission('GET_CAR'),
    schemas: from((s) => ({ params: s.idParamSchema, response: s.carResponseSchema })),
    resource: 'cars',
  }),
  create: endpoint({
    method: 'POST',
    path: '/car',
    access: permission('CREATE_CAR'),
    schemas: from((s) => ({ body: s.carInputSchema, response: s.carResponseSchema })),
    status: 201,
    resource: 'cars',
    invalidates: ['cars', 'dashboard'],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/car/:id',
    access: permission('UPDATE_CAR'),
    schemas: from((s) => ({
      params: s.idParamSchema,
      body: s.carInputSchema,
      response: s.carResponseSchema,
    })),
    resource: 'cars',
    invalidates: ['cars', 'contracts', 'authorizations'],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/car/:id',
    access: permission('DELETE_CAR'),
    schemas: from((s) => ({ params: s.idParamSchema, response: s.carDeletedResponseSchema })),
    resource: 'cars',
    invalidates: ['cars', 'dashboard'],
  }),
} as const;
