import { z } from 'zod';
import { adminStatsResponseSchema } from './admin';
import {
  deviceBodySchema,
  loginBodySchema,
  loginResponseSchema,
  logoutBodySchema,
  meResponseSchema,
  refreshBodySchema,
  refreshResponseSchema,
  userStatusBodySchema,
  userStatusResponseSchema,
} from './auth';
import {
  carDeletedResponseSchema,
  carExportQuerySchema,
  carInputSchema,
  carListQuerySchema,
  carListResponseSchema,
  carResponseSchema,
} from './cars';
import { dataEnvelope, healthSchema, idParamSchema, recordIdSchema } from './common';
import {
  dealCancelBodySchema,
  dealCancelledResponseSchema,
  dealInputSchema,
  dealListQuerySchema,
  dealListResponseSchema,
  dealResponseSchema,
  installmentListQuerySchema,
  installmentListResponseSchema,
  paymentPlanResponseSchema,
  rescheduleBodySchema,
} from './deals';
import {
  paymentInputSchema,
  paymentListQuerySchema,
  paymentListResponseSchema,
  paymentResponseSchema,
  paymentReverseBodySchema,
} from './payments';
import type { PermissionName } from './permissions';
import {
  personDeletedResponseSchema,
  personInputSchema,
  personListQuerySchema,
  personListResponseSchema,
  personResponseSchema,
} from './persons';
import {
  permissionIdsBodySchema,
  permissionsResponseSchema,
  roleInputSchema,
  rolePermissionsResponseSchema,
  roleResponseSchema,
  rolesResponseSchema,
  toggleAllQuerySchema,
} from './roles';
import {
  branchesResponseSchema,
  branchInputSchema,
  branchResponseSchema,
  changeOwnPasswordBodySchema,
  companySettingsInputSchema,
  companySettingsResponseSchema,
  ownPasswordChangedResponseSchema,
  resetPasswordBodySchema,
  staffUserCreateSchema,
  staffUserListQuerySchema,
  staffUserListResponseSchema,
  staffUserResponseSchema,
  staffUserUpdateSchema,
  updateProfileBodySchema,
  userRolesBodySchema,
} from './staff';
import {
  FILE_KEY_PATTERN,
  fileUploadInputSchema,
  templateCreateInputSchema,
  templateDeletedResponseSchema,
  templateLatestResponseSchema,
  templateResponseSchema,
  templatesResponseSchema,
  templateUpdateInputSchema,
  uploadedFileResponseSchema,
} from './templates';
import {
  viewDeletedResponseSchema,
  viewInputSchema,
  viewListQuerySchema,
  viewResponseSchema,
  viewsResponseSchema,
} from './views';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. The server enforces it on every call; the client may read it to avoid a call
 * it knows will be refused.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'companyMember' }
  | { kind: 'permission'; permission: PermissionName }
  /** Company account, or staff holding at least one of `permissions`. */
  | { kind: 'anyPermission'; permissions: readonly PermissionName[] }
  | { kind: 'companyAccount' }
  | { kind: 'companyAccountOrSuperAdmin' }
  | { kind: 'superAdmin' };

/**
 * One endpoint of the API, declared once: the server registers its route from it, the client builds its
 * call from it, the fake of `@cc/resources/testing` answers it. `path` is relative to
 * {@link API_BASE_PATH} in Fastify's form (`/car/:id`).
 */
export interface EndpointDef {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: Access;
  /** Path parameters (coerced from strings). */
  readonly params?: z.ZodType;
  /** Query string. */
  readonly query?: z.ZodType;
  /** JSON body. */
  readonly body?: z.ZodType;
  /** The success body. `z.undefined()` for 204. */
  readonly response: z.ZodType;
  /** Success status: 200 by default, 201 for creations, 204 without a body. */
  readonly status?: 200 | 201 | 204;
  /**
   * Cache tag of the answers: queries are keyed under it, so a mutation invalidates every answer of the
   * tags it names in {@link invalidates} (its own tag when it names none).
   */
  readonly resource: string;
  /** Mutations: the tags whose cached answers are stale after a success. */
  readonly invalidates?: readonly string[];
  /** One line for the OpenAPI document. */
  readonly description?: string;
}

/** Declares an endpoint, keeping its literal types. */
export const endpoint = <const E extends EndpointDef>(def: E): E => def;

type Out<S> = S extends z.ZodType ? z.output<S> : never;
type In<S> = S extends z.ZodType ? z.input<S> : never;

/**
 * What a call of `E` takes: path `params` (their parsed form), the `query` (its wire form, every key
 * optional: the server fills defaults) and the JSON `body` (its input form).
 *
 * @example
 * const args: EndpointArgs<typeof endpoints.cars.get> = { params: { id: 5 } };
 */
export type EndpointArgs<E extends EndpointDef> = (E['params'] extends z.ZodType
  ? { params: Out<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: Partial<In<E['query']>> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: In<E['body']> } : { body?: undefined });

/** The success body of `E` (`{data, message?}`, `{data, pagination}`, or undefined for 204). */
export type EndpointResult<E extends EndpointDef> = z.output<E['response']>;

/** True when an endpoint's args may be omitted (nothing required). */
export type ArgsOptional<E extends EndpointDef> = E['params'] extends z.ZodType
  ? false
  : E['body'] extends z.ZodType
    ? false
    : true;

const permission = (name: PermissionName): Access => ({ kind: 'permission', permission: name });
const anyPermission = (...names: PermissionName[]): Access => ({ kind: 'anyPermission', permissions: names });
const PUBLIC: Access = { kind: 'public' };
const SIGNED_IN: Access = { kind: 'signedIn' };
const MEMBER: Access = { kind: 'companyMember' };
const COMPANY_ACCOUNT: Access = { kind: 'companyAccount' };
const NO_CONTENT = z.undefined();

const roleParams = z.object({ roleId: recordIdSchema() });
const companyUserParams = z.object({ companyUserId: recordIdSchema() });
const templateIdParams = z.object({ id: recordIdSchema('معرّف القالب غير صالح') });
const fileKeyParams = z.object({ key: z.string().regex(FILE_KEY_PATTERN, 'مفتاح الملف غير صالح') });
const signedFileQuery = z.object({
  exp: z.coerce.number().int().optional(),
  sig: z.string().max(100).optional(),
});

/** The four endpoints of one deal kind; each kind has its own number series and cache tag. */
const dealEndpoints = <P extends '/contracts' | '/authorizations'>(path: P) => {
  const resource = path.slice(1) as P extends `/${infer R}` ? R : never;
  // A deal changes its car, its plan, its instalments and the person's card.
  const touched = [resource, 'cars', 'persons', 'plans', 'installments', 'payments'] as const;
  return {
    list: endpoint({
      method: 'GET',
      path,
      access: permission('GET_CONTRACT'),
      query: dealListQuerySchema,
      response: dealListResponseSchema,
      resource,
      description: '`?id=` answers the one record in list form (the print page)',
    }),
    get: endpoint({
      method: 'GET',
      path: `${path}/:id`,
      access: permission('GET_CONTRACT'),
      params: idParamSchema,
      response: dealResponseSchema,
      resource,
    }),
    create: endpoint({
      method: 'POST',
      path,
      access: permission('ADD_CONTRACT'),
      body: dealInputSchema,
      response: dealResponseSchema,
      status: 201,
      resource,
      invalidates: touched,
      description: 'Also needs CREATE_PAYMENT_PLAN (the deal creates its plan)',
    }),
    cancel: endpoint({
      method: 'DELETE',
      path: `${path}/:id`,
      access: permission('DELETE_CONTRACT'),
      params: idParamSchema,
      body: dealCancelBodySchema,
      response: dealCancelledResponseSchema,
      resource,
      invalidates: touched,
      description: 'Cancels (nothing is deleted); refused while non-reversed payments exist',
    }),
  } as const;
};

/** What a payment or a reschedule makes stale: plans, instalments, payments, deals, cars, cards. */
const LEDGER_TAGS = [
  'payments',
  'installments',
  'plans',
  'contracts',
  'authorizations',
  'cars',
  'persons',
] as const;

/**
 * Every endpoint of the API, by area. One declaration per endpoint: routes, client calls, query keys and
 * the test fake all come from here.
 *
 * @example
 * const car = await client.call(endpoints.cars.get, { params: { id: 5 } }); // { data: Car }
 */
export const endpoints = {
  health: endpoint({
    method: 'GET',
    path: '/health',
    access: PUBLIC,
    response: dataEnvelope(healthSchema),
    resource: 'health',
  }),
  auth: {
    login: endpoint({
      method: 'POST',
      path: '/auth/login',
      access: PUBLIC,
      body: loginBodySchema,
      response: loginResponseSchema,
      resource: 'session',
    }),
    refresh: endpoint({
      method: 'POST',
      path: '/auth/refresh-token',
      access: PUBLIC,
      body: refreshBodySchema,
      response: refreshResponseSchema,
      resource: 'session',
    }),
    logout: endpoint({
      method: 'POST',
      path: '/auth/logout',
      access: PUBLIC,
      body: logoutBodySchema.nullish(),
      response: NO_CONTENT,
      status: 204,
      resource: 'session',
    }),
  },
  me: {
    get: endpoint({
      method: 'GET',
      path: '/users/me',
      access: SIGNED_IN,
      response: meResponseSchema,
      resource: 'me',
    }),
    update: endpoint({
      method: 'PUT',
      path: '/users/me',
      access: SIGNED_IN,
      body: updateProfileBodySchema,
      response: meResponseSchema,
      resource: 'me',
      invalidates: ['me', 'users'],
    }),
    changePassword: endpoint({
      method: 'PUT',
      path: '/users/me/password',
      access: SIGNED_IN,
      body: changeOwnPasswordBodySchema,
      response: ownPasswordChangedResponseSchema,
      resource: 'me',
    }),
    device: endpoint({
      method: 'PUT',
      path: '/users/me/device',
      access: SIGNED_IN,
      body: deviceBodySchema,
      response: NO_CONTENT,
      status: 204,
      resource: 'me',
      invalidates: [],
    }),
  },
  admin: {
    stats: endpoint({
      method: 'GET',
      path: '/admin/stats',
      access: { kind: 'superAdmin' },
      response: adminStatsResponseSchema,
      resource: 'admin',
    }),
  },
  cars: {
    list: endpoint({
      method: 'GET',
      path: '/car',
      access: permission('GET_CAR'),
      query: carListQuerySchema,
      response: carListResponseSchema,
      resource: 'cars',
    }),
    export: endpoint({
      method: 'GET',
      path: '/car/export',
      access: permission('GET_CAR'),
      query: carExportQuerySchema,
      // A CSV stream (UTF-8 with BOM), not JSON: read it with the client's `download`.
      response: z.string(),
      resource: 'cars',
      description: 'The whole filtered list as CSV (UTF-8 with BOM), streamed page by page',
    }),
    get: endpoint({
      method: 'GET',
      path: '/car/:id',
      access: permission('GET_CAR'),
      params: idParamSchema,
      response: carResponseSchema,
      resource: 'cars',
    }),
    create: endpoint({
      method: 'POST',
      path: '/car',
      access: permission('CREATE_CAR'),
      body: carInputSchema,
      response: carResponseSchema,
      status: 201,
      resource: 'cars',
    }),
    update: endpoint({
      method: 'PUT',
      path: '/car/:id',
      access: permission('UPDATE_CAR'),
      params: idParamSchema,
      body: carInputSchema,
      response: carResponseSchema,
      resource: 'cars',
      invalidates: ['cars', 'contracts', 'authorizations'],
    }),
    remove: endpoint({
      method: 'DELETE',
      path: '/car/:id',
      access: permission('DELETE_CAR'),
      params: idParamSchema,
      response: carDeletedResponseSchema,
      resource: 'cars',
    }),
  },
  persons: {
    list: endpoint({
      method: 'GET',
      path: '/persons',
      access: permission('PERSON_READ'),
      query: personListQuerySchema,
      response: personListResponseSchema,
      resource: 'persons',
    }),
    get: endpoint({
      method: 'GET',
      path: '/persons/:id',
      access: permission('PERSON_READ'),
      params: idParamSchema,
      response: personResponseSchema,
      resource: 'persons',
    }),
    create: endpoint({
      method: 'POST',
      path: '/persons',
      access: permission('PERSON_CREATE'),
      body: personInputSchema,
      response: personResponseSchema,
      status: 201,
      resource: 'persons',
    }),
    update: endpoint({
      method: 'PUT',
      path: '/persons/:id',
      access: permission('PERSON_UPDATE'),
      params: idParamSchema,
      body: personInputSchema,
      response: personResponseSchema,
      resource: 'persons',
      invalidates: ['persons', 'contracts', 'authorizations'],
    }),
    remove: endpoint({
      method: 'DELETE',
      path: '/persons/:id',
      access: permission('PERSON_DELETE'),
      params: idParamSchema,
      response: personDeletedResponseSchema,
      resource: 'persons',
    }),
  },
  contracts: dealEndpoints('/contracts'),
  authorizations: dealEndpoints('/authorizations'),
  plans: {
    get: endpoint({
      method: 'GET',
      path: '/payment-plans/:id',
      access: permission('GET_PAYMENT_PLAN'),
      params: idParamSchema,
      response: paymentPlanResponseSchema,
      resource: 'plans',
    }),
    reschedule: endpoint({
      method: 'PUT',
      path: '/payment-plans/:id/schedule',
      access: permission('UPDATE_PAYMENT_PLAN'),
      params: idParamSchema,
      body: rescheduleBodySchema,
      response: paymentPlanResponseSchema,
      resource: 'plans',
      invalidates: LEDGER_TAGS,
    }),
  },
  installments: {
    list: endpoint({
      method: 'GET',
      path: '/installments',
      access: permission('GET_INSTALLMENT'),
      query: installmentListQuerySchema,
      response: installmentListResponseSchema,
      resource: 'installments',
    }),
  },
  payments: {
    list: endpoint({
      method: 'GET',
      path: '/payments',
      access: permission('GET_INSTALLMENT'),
      query: paymentListQuerySchema,
      response: paymentListResponseSchema,
      resource: 'payments',
    }),
    get: endpoint({
      method: 'GET',
      path: '/payments/:id',
      // Who records a payment prints its receipt (the payment dialog's link).
      access: anyPermission('GET_INSTALLMENT', 'UPDATE_INSTALLMENT'),
      params: idParamSchema,
      response: paymentResponseSchema,
      resource: 'payments',
    }),
    create: endpoint({
      method: 'POST',
      path: '/payments',
      access: permission('UPDATE_INSTALLMENT'),
      body: paymentInputSchema,
      response: paymentResponseSchema,
      status: 201,
      resource: 'payments',
      invalidates: LEDGER_TAGS,
      description: 'Send an Idempotency-Key header: a retried key answers the first payment',
    }),
    reverse: endpoint({
      method: 'POST',
      path: '/payments/:id/reverse',
      access: COMPANY_ACCOUNT,
      params: idParamSchema,
      body: paymentReverseBodySchema,
      response: paymentResponseSchema,
      status: 201,
      resource: 'payments',
      invalidates: LEDGER_TAGS,
      description:
        'A new entry (own receipt number) pointing at the payment; once per payment, never a reversal; ' +
        'the plan is replayed without it',
    }),
  },
  roles: {
    list: endpoint({
      method: 'GET',
      path: '/roles/company/:companyUserId',
      access: COMPANY_ACCOUNT,
      params: companyUserParams,
      response: rolesResponseSchema,
      resource: 'roles',
    }),
    create: endpoint({
      method: 'POST',
      path: '/roles/company/:companyUserId',
      access: COMPANY_ACCOUNT,
      params: companyUserParams,
      body: roleInputSchema,
      response: roleResponseSchema,
      status: 201,
      resource: 'roles',
    }),
    permissions: endpoint({
      method: 'GET',
      path: '/permissions',
      access: COMPANY_ACCOUNT,
      response: permissionsResponseSchema,
      resource: 'permissions',
    }),
    rolePermissions: endpoint({
      method: 'GET',
      path: '/permissions/:roleId/role',
      access: COMPANY_ACCOUNT,
      params: roleParams,
      response: rolePermissionsResponseSchema,
      resource: 'roles',
    }),
    link: endpoint({
      method: 'POST',
      path: '/permissions/link-to-role/:roleId',
      access: COMPANY_ACCOUNT,
      params: roleParams,
      body: permissionIdsBodySchema,
      response: rolePermissionsResponseSchema,
      resource: 'roles',
    }),
    unlink: endpoint({
      method: 'DELETE',
      path: '/permissions/unlink-from-role/:roleId',
      access: COMPANY_ACCOUNT,
      params: roleParams,
      body: permissionIdsBodySchema,
      response: rolePermissionsResponseSchema,
      resource: 'roles',
    }),
    toggleAll: endpoint({
      method: 'POST',
      path: '/permissions/:roleId/toggle-all',
      access: COMPANY_ACCOUNT,
      params: roleParams,
      query: toggleAllQuerySchema,
      response: rolePermissionsResponseSchema,
      resource: 'roles',
    }),
  },
  users: {
    list: endpoint({
      method: 'GET',
      path: '/users',
      access: COMPANY_ACCOUNT,
      query: staffUserListQuerySchema,
      response: staffUserListResponseSchema,
      resource: 'users',
    }),
    create: endpoint({
      method: 'POST',
      path: '/users',
      access: COMPANY_ACCOUNT,
      body: staffUserCreateSchema,
      response: staffUserResponseSchema,
      status: 201,
      resource: 'users',
    }),
    get: endpoint({
      method: 'GET',
      path: '/users/:id',
      access: COMPANY_ACCOUNT,
      params: idParamSchema,
      response: staffUserResponseSchema,
      resource: 'users',
    }),
    update: endpoint({
      method: 'PUT',
      path: '/users/:id',
      access: COMPANY_ACCOUNT,
      params: idParamSchema,
      body: staffUserUpdateSchema,
      response: staffUserResponseSchema,
      resource: 'users',
    }),
    setRoles: endpoint({
      method: 'PUT',
      path: '/users/:id/roles',
      access: COMPANY_ACCOUNT,
      params: idParamSchema,
      body: userRolesBodySchema,
      response: staffUserResponseSchema,
      resource: 'users',
    }),
    setStatus: endpoint({
      method: 'PUT',
      path: '/users/:id/status',
      access: COMPANY_ACCOUNT,
      params: idParamSchema,
      body: userStatusBodySchema,
      response: userStatusResponseSchema,
      resource: 'users',
    }),
    resetPassword: endpoint({
      method: 'PUT',
      path: '/users/:id/password',
      access: COMPANY_ACCOUNT,
      params: idParamSchema,
      body: resetPasswordBodySchema,
      response: staffUserResponseSchema,
      resource: 'users',
    }),
  },
  branches: {
    list: endpoint({
      method: 'GET',
      path: '/branches',
      // Who creates a deal picks its branch.
      access: anyPermission('GET_BRANCH', 'ADD_CONTRACT'),
      response: branchesResponseSchema,
      resource: 'branches',
    }),
    create: endpoint({
      method: 'POST',
      path: '/branches',
      access: permission('CREATE_BRANCH'),
      body: branchInputSchema,
      response: branchResponseSchema,
      status: 201,
      resource: 'branches',
    }),
  },
  company: {
    get: endpoint({
      method: 'GET',
      path: '/company',
      access: MEMBER,
      response: companySettingsResponseSchema,
      resource: 'company',
    }),
    update: endpoint({
      method: 'PUT',
      path: '/company',
      access: COMPANY_ACCOUNT,
      body: companySettingsInputSchema,
      response: companySettingsResponseSchema,
      resource: 'company',
    }),
  },
  templates: {
    latest: endpoint({
      method: 'GET',
      path: '/templates/company/latest',
      access: MEMBER,
      response: templateLatestResponseSchema,
      resource: 'templates',
    }),
    list: endpoint({
      method: 'GET',
      path: '/templates/company',
      access: MEMBER,
      response: templatesResponseSchema,
      resource: 'templates',
    }),
    get: endpoint({
      method: 'GET',
      path: '/templates/:id',
      access: MEMBER,
      params: templateIdParams,
      response: templateResponseSchema,
      resource: 'templates',
    }),
    create: endpoint({
      method: 'POST',
      path: '/templates',
      access: COMPANY_ACCOUNT,
      body: templateCreateInputSchema,
      response: templateResponseSchema,
      status: 201,
      resource: 'templates',
    }),
    update: endpoint({
      method: 'PUT',
      path: '/templates/:id',
      access: { kind: 'companyAccountOrSuperAdmin' },
      params: templateIdParams,
      body: templateUpdateInputSchema,
      response: templateResponseSchema,
      resource: 'templates',
    }),
    setDefault: endpoint({
      method: 'PUT',
      path: '/templates/:id/default',
      access: COMPANY_ACCOUNT,
      params: templateIdParams,
      response: templatesResponseSchema,
      resource: 'templates',
      description:
        "Makes it its kind's default (a system one: the company's own default is cleared); answers the list",
    }),
    remove: endpoint({
      method: 'DELETE',
      path: '/templates/:id',
      access: COMPANY_ACCOUNT,
      params: templateIdParams,
      response: templateDeletedResponseSchema,
      resource: 'templates',
    }),
  },
  files: {
    upload: endpoint({
      method: 'POST',
      path: '/files',
      access: MEMBER,
      body: fileUploadInputSchema,
      response: uploadedFileResponseSchema,
      status: 201,
      resource: 'files',
    }),
    url: endpoint({
      method: 'GET',
      path: '/files/:key/url',
      access: MEMBER,
      params: fileKeyParams,
      response: uploadedFileResponseSchema,
      resource: 'files',
    }),
    /** The file itself through its signed URL (binary, not JSON): the browser loads it by URL. */
    read: endpoint({
      method: 'GET',
      path: '/files/:key',
      access: PUBLIC,
      params: fileKeyParams,
      query: signedFileQuery,
      response: z.unknown(),
      resource: 'files',
      description: 'The bytes of an uploaded file, through the signed URL POST /files answered',
    }),
  },
  views: {
    list: endpoint({
      method: 'GET',
      path: '/views',
      access: MEMBER,
      query: viewListQuerySchema,
      response: viewsResponseSchema,
      resource: 'views',
    }),
    create: endpoint({
      method: 'POST',
      path: '/views',
      access: MEMBER,
      body: viewInputSchema,
      response: viewResponseSchema,
      status: 201,
      resource: 'views',
    }),
    remove: endpoint({
      method: 'DELETE',
      path: '/views/:id',
      access: MEMBER,
      params: idParamSchema,
      response: viewDeletedResponseSchema,
      resource: 'views',
    }),
  },
} as const;

/** The endpoints as one flat list (server registration, the fake's router, tests). */
export function allEndpoints(): EndpointDef[] {
  const out: EndpointDef[] = [];
  const visit = (node: unknown) => {
    if (node && typeof node === 'object') {
      if ('method' in node && 'path' in node && 'response' in node) out.push(node as EndpointDef);
      else for (const child of Object.values(node)) visit(child);
    }
  };
  visit(endpoints);
  return out;
}
