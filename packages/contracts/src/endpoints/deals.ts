// The two deal kinds, contracts and authorizations, declared once by one helper.
import { endpoint, from, permission } from './define';

/** The four endpoints of one deal kind; each kind has its own number series and cache tag. */
const dealEndpoints = <P extends '/contracts' | '/authorizations'>(path: P) => {
  const resource = path.slice(1) as P extends `/${infer R}` ? R : never;
  // A deal changes its car, its plan, its instalments and the person's card.
  const touched = [resource, 'cars', 'persons', 'plans', 'installments', 'payments', 'dashboard'] as const;
  return {
    list: endpoint({
      method: 'GET',
      path,
      access: permission('GET_CONTRACT'),
      schemas: from((s) => ({ query: s.dealListQuerySchema, response: s.dealListResponseSchema })),
      resource,
    }),
    get: endpoint({
      method: 'GET',
      path: `${path}/:id`,
      access: permission('GET_CONTRACT'),
      schemas: from((s) => ({ params: s.idParamSchema, response: s.dealResponseSchema })),
      resource,
    }),
    create: endpoint({
      method: 'POST',
      path,
      access: permission('ADD_CONTRACT'),
      schemas: from((s) => ({ body: s.dealInputSchema, response: s.dealResponseSchema })),
      status: 201,
      resource,
      invalidates: touched,
    }),
    cancel: endpoint({
      method: 'DELETE',
      path: `${path}/:id`,
      access: permission('DELETE_CONTRACT'),
      schemas: from((s) => ({
        params: s.idParamSchema,
        body: s.dealCancelBodySchema,
        response: s.dealCancelledResponseSchema,
      })),
      resource,
      invalidates: touched,
    }),
  } as const;
};

export const contracts = dealEndpoints('/contracts');

export const authorizations = dealEndpoints('/authorizations');
