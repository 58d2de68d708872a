// A company's staff: roles with their permissions, and the users who hold them.
import { COMPANY_ACCOUNT, endpoint, from } from './define';

export const roles = {
  list: endpoint({
    method: 'GET',
    path: '/roles/company/:companyUserId',
    access: COMPANY_ACCOUNT,
    schemas: from((s) => ({ params: s.companyUserParams, response: s.rolesResponseSchema })),
    resource: 'roles',
  }),
  create: endpoint({
    method: 'POST',
    path: '/roles/company/:companyUserId',
    access: COMPANY_ACCOUNT,
    schemas: from((s) => ({
      params: s.companyUserParams,
      body: s.roleInputSchema,
      response: s.roleResponseSchema,
    })),
    status: 201,
    resource: 'roles',
  }),
  permissions: endpoint({
    method: 'GET',
    path: '/permissions',
    access: COMPANY_ACCOUNT,
    schemas: from((s) => ({ response: s.permissionsResponseSchema })),
    resource: 'permissions',
  }),
  rolePermissions: endpoint({
    method: 'GET',
    path: '/permissions/:roleId/role',
    access: COMPANY_ACCOUNT,
    schemas: from((s) => ({ params: s.roleParams, response: s.rolePermissionsResponseSchema })),
    resource: 'roles',
  }),
  link: endpoint({
    method: 'POST',
    path: '/permissions/link-to-role/:roleId',
    access: COMPANY_ACCOUNT,
    schemas: from((s) => ({
      params: s.roleParams,
      body: s.permissionIdsBodySchema,
      response: s.rolePermissionsResponseSchema,
    })),
    resource: 'roles',
  }),
  unlink: endpoint({
    method: 'DELETE',
    path: '/permissions/unlink-from-role/:roleId',
    access: COMPANY_ACCOUNT,
    schemas: from((s) => ({
      params: s.roleParams,
      body: s.permissionIdsBodySchema,
      response: s.rolePermissionsResponseSchema,
    })),
    resource: 'roles',
  }),
  toggleAll: endpoint({
    method: 'POST',
    path: '/permissions/:roleId/toggle-all',
    access: COMPANY_ACCOUNT,
    schemas: from((s) => ({
      params: s.roleParams,
      query: s.toggleAllQuerySchema,
      response: s.rolePermissionsResponseSchema,
    })),
    resource: 'roles',
  }),
} as const;

export const users = {
  list: endpoint({
    method: 'GET',
    path: '/users',
    access: COMPANY_ACCOUNT,
    schemas: from((s) => ({ query: s.staffUserListQuerySchema, response: s.staffUserListResponseSchema })),
    resource: 'users',
  }),
  create: endpoint({
    method: 'POST',
    path: '/users',
    access: COMPANY_ACCOUNT,
    schemas: from((s) => ({ body: s.staffUserCreateSchema, response: s.staffUserResponseSchema })),
    status: 201,
    resource: 'users',
  }),
  get: endpoint({
    method: 'GET',
    path: '/users/:id',
    access: COMPANY_ACCOUNT,
    schemas: from((s) => ({ params: s.idParamSchema, response: s.staffUserResponseSchema })),
    resource: 'users',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/users/:id',
    access: COMPANY_ACCOUNT,
    schemas: from((s) => ({
      params: s.idParamSchema,
      body: s.staffUserUpdateSchema,
      response: s.staffUserResponseSchema,
    })),
    resource: 'users',
  }),
  setRoles: endpoint({
    method: 'PUT',
    path: '/users/:id/roles',
    access: COMPANY_ACCOUNT,
    schemas: from((s) => ({
      params: s.idParamSchema,
      body: s.userRolesBodySchema,
      response: s.staffUserResponseSchema,
    })),
    resource: 'users',
  }),
  setStatus: endpoint({
    method: 'PUT',
    path: '/users/:id/status',
    access: COMPANY_ACCOUNT,
    schemas: from((s) => ({
      params: s.idParamSchema,
      body: s.userStatusBodySchema,
      response: s.userStatusResponseSchema,
    })),
    resource: 'users',
  }),
  resetPassword: endpoint({
    method: 'PUT',
    path: '/users/:id/password',
    access: COMPANY_ACCOUNT,
    schemas: from((s) => ({
      params: s.idParamSchema,
      body: s.resetPasswordBodySchema,
      response: s.staffUserResponseSchema,
    })),
    resource: 'users',
  }),
} as const;
