// The API's health and the signed-in session: sign-in, refresh, sign-out and the caller's own profile.
import { endpoint, from, PUBLIC, SIGNED_IN } from './define';

export const health = endpoint({
  method: 'GET',
  path: '/health',
  access: PUBLIC,
  schemas: from((s) => ({ response: s.healthResponse })),
  resource: 'health',
});

export const auth = {
  login: endpoint({
    method: 'POST',
    path: '/auth/login',
    access: PUBLIC,
    schemas: from((s) => ({ body: s.loginBodySchema, response: s.loginResponseSchema })),
    resource: 'session',
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/auth/refresh-token',
    access: PUBLIC,
    schemas: from((s) => ({ body: s.refreshBodySchema, response: s.refreshResponseSchema })),
    resource: 'session',
  }),
  logout: endpoint({
    method: 'POST',
    path: '/auth/logout',
    access: PUBLIC,
    schemas: from((s) => ({ body: s.logoutBodyOrNothing, response: s.noContent })),
    status: 204,
    resource: 'session',
  }),
} as const;

export const me = {
  get: endpoint({
    method: 'GET',
    path: '/users/me',
    access: SIGNED_IN,
    schemas: from((s) => ({ response: s.meResponseSchema })),
    resource: 'me',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/users/me',
    access: SIGNED_IN,
    schemas: from((s) => ({ body: s.updateProfileBodySchema, response: s.meResponseSchema })),
    resource: 'me',
    invalidates: ['me', 'users'],
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/users/me/password',
    access: SIGNED_IN,
    schemas: from((s) => ({
      body: s.changeOwnPasswordBodySchema,
      response: s.ownPasswordChangedResponseSchema,
    })),
    resource: 'me',
  }),
  device: endpoint({
    method: 'PUT',
    path: '/users/me/device',
    access: SIGNED_IN,
    schemas: from((s) => ({ body: s.deviceBodySchema, response: s.noContent })),
    status: 204,
    resource: 'me',
    invalidates: [],
  }),
} as const;
