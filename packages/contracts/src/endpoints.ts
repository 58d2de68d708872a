// Runtime-free of zod: the declarations carry their metadata, and their schemas load on demand from
// './endpoint-schemas' (only `import type` of zod and of the schema modules here). A screen that calls
// endpoints therefore loads no schema and no zod; see docs/architecture.md, "Bundle budget".
import type { z } from 'zod';
import type * as Schemas from './endpoint-schemas';
import type { PermissionName } from './permissions';

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

/** The zod schemas of one endpoint: what it takes and what it answers. */
export interface EndpointSchemas {
  /** Path parameters (coerced from strings). */
  readonly params?: z.ZodType;
  /** Query string. */
  readonly query?: z.ZodType;
  /** JSON body. */
  readonly body?: z.ZodType;
  /** The success body. `z.undefined()` for 204; `z.string()`/`z.unknown()` for a file (not JSON). */
  readonly response: z.ZodType;
}

/**
 * One endpoint of the API, declared once: the server registers its route from it, the client builds its
 * call from it, the fake of `@cc/resources/testing` answers it. `path` is relative to
 * {@link API_BASE_PATH} in Fastify's form (`/car/:id`). The metadata is plain data; the schemas load on
 * demand through {@link schemasOf} (their types are known statically, so calls stay typed end to end).
 */
export interface EndpointDef {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: Access;
  /** Loads the endpoint's schemas; use {@link schemasOf} (cached) rather than calling it. */
  readonly schemas: () => Promise<EndpointSchemas>;
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

/** The schemas of `E`, as its declaration names them. */
export type SchemasOf<E extends EndpointDef> = Awaited<ReturnType<E['schemas']>>;

type Out<S> = S extends z.ZodType ? z.output<S> : never;
type In<S> = S extends z.ZodType ? z.input<S> : never;
type Part<E extends EndpointDef, K extends keyof EndpointSchemas> = K extends keyof SchemasOf<E>
  ? SchemasOf<E>[K]
  : undefined;

/**
 * What a call of `E` takes: path `params` (their parsed form), the `query` (its wire form, every key
 * optional: the server fills defaults) and the JSON `body` (its input form).
 *
 * @example
 * const args: EndpointArgs<typeof endpoints.cars.get> = { params: { id: 5 } };
 */
export type EndpointArgs<E extends EndpointDef> = (Part<E, 'params'> extends z.ZodType
  ? { params: Out<Part<E, 'params'>> }
  : { params?: undefined }) &
  (Part<E, 'query'> extends z.ZodType ? { query?: Partial<In<Part<E, 'query'>>> } : { query?: undefined }) &
  (Part<E, 'body'> extends z.ZodType ? { body: In<Part<E, 'body'>> } : { body?: undefined });

/** The success body of `E` (`{data, message?}`, `{data, pagination}`, or undefined for 204). */
export type EndpointResult<E extends EndpointDef> = z.output<SchemasOf<E>['response']>;

/** The parsed form of `E`'s params, query and body (what the server's and the fake's handlers receive). */
export type EndpointInput<E extends EndpointDef> = {
  [K in 'params' | 'query' | 'body']: Part<E, K> extends z.ZodType ? z.output<Part<E, K>> : undefined;
};

/** True when an endpoint's args may be omitted (nothing required). */
export type ArgsOptional<E extends EndpointDef> =
  Part<E, 'params'> extends z.ZodType ? false : Part<E, 'body'> extends z.ZodType ? false : true;

/** The schemas module, loaded once (its own chunk in the web app). */
const loadSchemaModule = () => import('./endpoint-schemas');

/** A declaration's `schemas`: picks its schemas from the lazily loaded schema module. */
const from =
  <S extends EndpointSchemas>(pick: (s: typeof Schemas) => S) =>
  (): Promise<S> =>
    loadSchemaModule().then(pick);

const loaded = new WeakMap<EndpointDef, EndpointSchemas>();

/**
 * The schemas of an endpoint, loaded on first use (development checks of answers, the test fake, the
 * server at start). Production screens never call it, so they load no zod for their calls.
 *
 * @example
 * const { response } = await schemasOf(endpoints.cars.get);
 */
export async function schemasOf<E extends EndpointDef>(endpoint: E): Promise<SchemasOf<E>> {
  const known = loaded.get(endpoint);
  if (known) return known as SchemasOf<E>;
  const schemas = await endpoint.schemas();
  loaded.set(endpoint, schemas);
  return schemas as SchemasOf<E>;
}

/**
 * The schemas of an endpoint already loaded by {@link schemasOf} or {@link loadAllSchemas}: for code that
 * must be synchronous (the server's route registration). Throws when they are not loaded yet.
 *
 * @example
 * await loadAllSchemas();
 * loadedSchemasOf(endpoints.cars.get).params; // idParamSchema
 */
export function loadedSchemasOf<E extends EndpointDef>(endpoint: E): SchemasOf<E> {
  const known = loaded.get(endpoint);
  if (!known)
    throw new Error(`Schemas of ${endpoint.method} ${endpoint.path} not loaded: await loadAllSchemas()`);
  return known as SchemasOf<E>;
}

/**
 * Loads the schemas of every endpoint (the server before it registers its routes, tests).
 *
 * @example
 * await loadAllSchemas();
 */
export async function loadAllSchemas(): Promise<void> {
  await Promise.all(allEndpoints().map((e) => schemasOf(e)));
}

const permission = (name: PermissionName): Access => ({ kind: 'permission', permission: name });
const anyPermission = (...names: PermissionName[]): Access => ({ kind: 'anyPermission', permissions: names });
const PUBLIC: Access = { kind: 'public' };
const SIGNED_IN: Access = { kind: 'signedIn' };
const MEMBER: Access = { kind: 'companyMember' };
const COMPANY_ACCOUNT: Access = { kind: 'companyAccount' };
const SUPER_ADMIN: Access = { kind: 'superAdmin' };
/** What an admin change makes stale: the figures, the companies and the audit. */
const ADMIN_TAGS = ['admin', 'adminCompanies', 'adminAudit'] as const;

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
      description: '`?id=` answers the one record in list form (the print page)',
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
      description: 'Also needs CREATE_PAYMENT_PLAN (the deal creates its plan)',
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
      description: 'Cancels (nothing is deleted); refused while non-reversed payments exist',
    }),
  } as const;
};

/** What a payment or a reschedule makes stale: plans, instalments, payments, deals, cars, cards. */
const LEDGER_TAGS = [
  'dashboard',
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
    schemas: from((s) => ({ response: s.healthResponse })),
    resource: 'health',
  }),
  auth: {
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
  },
  me: {
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
  },
  admin: {
    stats: endpoint({
      method: 'GET',
      path: '/admin/stats',
      access: SUPER_ADMIN,
      schemas: from((s) => ({ response: s.adminStatsResponseSchema })),
      resource: 'admin',
    }),
    companies: endpoint({
      method: 'GET',
      path: '/admin/companies',
      access: SUPER_ADMIN,
      schemas: from((s) => ({
        query: s.adminCompanyListQuerySchema,
        response: s.adminCompanyListResponseSchema,
      })),
      resource: 'adminCompanies',
    }),
    exportCompanies: endpoint({
      method: 'GET',
      path: '/admin/companies/export',
      access: SUPER_ADMIN,
      schemas: from((s) => ({ query: s.adminCompanyExportQuerySchema, response: s.csvFile })),
      resource: 'adminCompanies',
      description: 'The whole filtered companies list as CSV (UTF-8 with BOM)',
    }),
    company: endpoint({
      method: 'GET',
      path: '/admin/companies/:id',
      access: SUPER_ADMIN,
      schemas: from((s) => ({ params: s.idParamSchema, response: s.adminCompanyResponseSchema })),
      resource: 'adminCompanies',
    }),
    createCompany: endpoint({
      method: 'POST',
      path: '/admin/companies',
      access: SUPER_ADMIN,
      schemas: from((s) => ({
        body: s.adminCompanyCreateSchema,
        response: s.adminCompanyCreatedResponseSchema,
      })),
      status: 201,
      resource: 'adminCompanies',
      invalidates: ADMIN_TAGS,
      description:
        'Creates the company, its account (temporary password, answered once) and its first branch',
    }),
    updateCompany: endpoint({
      method: 'PUT',
      path: '/admin/companies/:id',
      access: SUPER_ADMIN,
      schemas: from((s) => ({
        params: s.idParamSchema,
        body: s.adminCompanyUpdateSchema,
        response: s.adminCompanyResponseSchema,
      })),
      resource: 'adminCompanies',
      invalidates: ADMIN_TAGS,
    }),
    companyStatus: endpoint({
      method: 'PUT',
      path: '/admin/companies/:id/status',
      access: SUPER_ADMIN,
      schemas: from((s) => ({
        params: s.idParamSchema,
        body: s.adminCompanyStatusBodySchema,
        response: s.adminCompanyResponseSchema,
      })),
      resource: 'adminCompanies',
      invalidates: ADMIN_TAGS,
      description: "Suspends (ends the company's sessions at their next call) or reactivates, with a reason",
    }),
    resetCompanyPassword: endpoint({
      method: 'POST',
      path: '/admin/companies/:id/reset-password',
      access: SUPER_ADMIN,
      schemas: from((s) => ({ params: s.idParamSchema, response: s.temporaryPasswordResponseSchema })),
      resource: 'adminCompanies',
      invalidates: ADMIN_TAGS,
      description: 'A new temporary password for the company account (answered once); its sessions end',
    }),
    audit: endpoint({
      method: 'GET',
      path: '/admin/audit',
      access: SUPER_ADMIN,
      schemas: from((s) => ({ query: s.adminAuditQuerySchema, response: s.adminAuditResponseSchema })),
      resource: 'adminAudit',
    }),
  },
  cars: {
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
      description: 'The whole filtered list as CSV (UTF-8 with BOM), streamed page by page',
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
  },
  persons: {
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
  },
  contracts: dealEndpoints('/contracts'),
  authorizations: dealEndpoints('/authorizations'),
  plans: {
    get: endpoint({
      method: 'GET',
      path: '/payment-plans/:id',
      access: permission('GET_PAYMENT_PLAN'),
      schemas: from((s) => ({ params: s.idParamSchema, response: s.paymentPlanResponseSchema })),
      resource: 'plans',
    }),
    reschedule: endpoint({
      method: 'PUT',
      path: '/payment-plans/:id/schedule',
      access: permission('UPDATE_PAYMENT_PLAN'),
      schemas: from((s) => ({
        params: s.idParamSchema,
        body: s.rescheduleBodySchema,
        response: s.paymentPlanResponseSchema,
      })),
      resource: 'plans',
      invalidates: LEDGER_TAGS,
    }),
    discount: endpoint({
      method: 'POST',
      path: '/payment-plans/:id/discount',
      access: COMPANY_ACCOUNT,
      schemas: from((s) => ({
        params: s.idParamSchema,
        body: s.discountInputSchema,
        response: s.paymentResponseSchema,
      })),
      status: 201,
      resource: 'payments',
      invalidates: LEDGER_TAGS,
      description:
        'A settlement discount: a ledger entry (own receipt number, a reason) that reduces what remains, ' +
        'never below zero; reversed through POST /payments/{id}/reverse; never counted as money received',
    }),
  },
  installments: {
    list: endpoint({
      method: 'GET',
      path: '/installments',
      access: permission('GET_INSTALLMENT'),
      schemas: from((s) => ({
        query: s.installmentListQuerySchema,
        response: s.installmentListResponseSchema,
      })),
      resource: 'installments',
    }),
  },
  payments: {
    list: endpoint({
      method: 'GET',
      path: '/payments',
      access: permission('GET_INSTALLMENT'),
      schemas: from((s) => ({ query: s.paymentListQuerySchema, response: s.paymentListResponseSchema })),
      resource: 'payments',
      description: 'With the filtered rows’ money received, per currency (totals)',
    }),
    export: endpoint({
      method: 'GET',
      path: '/payments/export',
      access: permission('GET_INSTALLMENT'),
      schemas: from((s) => ({ query: s.paymentExportQuerySchema, response: s.csvFile })),
      resource: 'payments',
      description: 'The whole filtered ledger as CSV (UTF-8 with BOM), streamed page by page',
    }),
    get: endpoint({
      method: 'GET',
      path: '/payments/:id',
      // Who records a payment prints its receipt (the payment dialog's link).
      access: anyPermission('GET_INSTALLMENT', 'UPDATE_INSTALLMENT'),
      schemas: from((s) => ({ params: s.idParamSchema, response: s.paymentResponseSchema })),
      resource: 'payments',
    }),
    create: endpoint({
      method: 'POST',
      path: '/payments',
      access: permission('UPDATE_INSTALLMENT'),
      schemas: from((s) => ({ body: s.paymentInputSchema, response: s.paymentResponseSchema })),
      status: 201,
      resource: 'payments',
      invalidates: LEDGER_TAGS,
      description: 'Send an Idempotency-Key header: a retried key answers the first payment',
    }),
    reverse: endpoint({
      method: 'POST',
      path: '/payments/:id/reverse',
      access: COMPANY_ACCOUNT,
      schemas: from((s) => ({
        params: s.idParamSchema,
        body: s.paymentReverseBodySchema,
        response: s.paymentResponseSchema,
      })),
      status: 201,
      resource: 'payments',
      invalidates: LEDGER_TAGS,
      description:
        'A new entry (own receipt number) pointing at the payment; once per payment, never a reversal; ' +
        'the plan is replayed without it',
    }),
  },
  clearance: {
    list: endpoint({
      method: 'GET',
      path: '/clearance',
      access: permission('GET_PAYMENT_PLAN'),
      schemas: from((s) => ({ query: s.clearanceListQuerySchema, response: s.clearanceListResponseSchema })),
      resource: 'clearance',
      description: '`tab=awaiting`: paid deals with no standing clearance; `tab=issued`: the clearances',
    }),
    export: endpoint({
      method: 'GET',
      path: '/clearance/export',
      access: permission('GET_PAYMENT_PLAN'),
      schemas: from((s) => ({ query: s.clearanceExportQuerySchema, response: s.csvFile })),
      resource: 'clearance',
      description: "A tab's whole filtered list as CSV (UTF-8 with BOM)",
    }),
    get: endpoint({
      method: 'GET',
      path: '/clearance/:id',
      access: permission('GET_PAYMENT_PLAN'),
      schemas: from((s) => ({ params: s.idParamSchema, response: s.clearanceResponseSchema })),
      resource: 'clearance',
    }),
    issue: endpoint({
      method: 'POST',
      // The deal's id: named `id` as GET /clearance/{id}'s, so the two paths are one in the OpenAPI document.
      path: '/clearance/:id',
      access: permission('UPDATE_PAYMENT_PLAN'),
      schemas: from((s) => ({ params: s.clearanceDealParams, response: s.clearanceResponseSchema })),
      status: 201,
      resource: 'clearance',
      invalidates: ['clearance', 'contracts', 'authorizations'],
      description: 'Only for a PAID plan, once per deal while no clearance of it stands',
    }),
    void: endpoint({
      method: 'POST',
      path: '/clearance/:id/void',
      access: COMPANY_ACCOUNT,
      schemas: from((s) => ({
        params: s.idParamSchema,
        body: s.clearanceVoidBodySchema,
        response: s.clearanceResponseSchema,
      })),
      resource: 'clearance',
      invalidates: ['clearance', 'contracts', 'authorizations'],
      description: "Voids it with a reason (kept); the deal's payments may be reversed again",
    }),
  },
  roles: {
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
  },
  users: {
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
  },
  dashboard: {
    get: endpoint({
      method: 'GET',
      path: '/dashboard',
      access: permission('GET_DASHBOARD'),
      schemas: from((s) => ({ query: s.dashboardQuerySchema, response: s.dashboardResponseSchema })),
      resource: 'dashboard',
      description:
        'Figures of today in the company time zone, per currency; `branchId` narrows the deal figures to one branch',
    }),
  },
  branches: {
    list: endpoint({
      method: 'GET',
      path: '/branches',
      // Branch names are read by every staff member (filters, pickers, the deal's branch); GET_BRANCH
      // opens the settings' branch management, CREATE_BRANCH adds one.
      access: MEMBER,
      schemas: from((s) => ({ response: s.branchesResponseSchema })),
      resource: 'branches',
    }),
    create: endpoint({
      method: 'POST',
      path: '/branches',
      access: permission('CREATE_BRANCH'),
      schemas: from((s) => ({ body: s.branchInputSchema, response: s.branchResponseSchema })),
      status: 201,
      resource: 'branches',
    }),
  },
  company: {
    get: endpoint({
      method: 'GET',
      path: '/company',
      access: MEMBER,
      schemas: from((s) => ({ response: s.companySettingsResponseSchema })),
      resource: 'company',
    }),
    update: endpoint({
      method: 'PUT',
      path: '/company',
      access: COMPANY_ACCOUNT,
      schemas: from((s) => ({
        body: s.companySettingsInputSchema,
        response: s.companySettingsResponseSchema,
      })),
      resource: 'company',
    }),
  },
  templates: {
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
      description:
        "Makes it its kind's default (a system one: the company's own default is cleared); answers the list",
    }),
    remove: endpoint({
      method: 'DELETE',
      path: '/templates/:id',
      access: COMPANY_ACCOUNT,
      schemas: from((s) => ({ params: s.templateIdParams, response: s.templateDeletedResponseSchema })),
      resource: 'templates',
    }),
  },
  files: {
    upload: endpoint({
      method: 'POST',
      path: '/files',
      access: MEMBER,
      schemas: from((s) => ({ body: s.fileUploadInputSchema, response: s.uploadedFileResponseSchema })),
      status: 201,
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
      description: 'The bytes of an uploaded file, through the signed URL POST /files answered',
    }),
  },
  notifications: {
    list: endpoint({
      method: 'GET',
      path: '/notifications',
      access: permission('GET_NOTIFICATTIONS'),
      schemas: from((s) => ({
        query: s.notificationListQuerySchema,
        response: s.notificationListResponseSchema,
      })),
      resource: 'notifications',
      description: "The caller's own notifications, unread first, newest first",
    }),
    unreadCount: endpoint({
      method: 'GET',
      path: '/notifications/unread-count',
      access: permission('GET_NOTIFICATTIONS'),
      schemas: from((s) => ({ response: s.unreadCountResponseSchema })),
      resource: 'notifications',
    }),
    read: endpoint({
      method: 'POST',
      path: '/notifications/:id/read',
      access: permission('GET_NOTIFICATTIONS'),
      schemas: from((s) => ({ params: s.idParamSchema, response: s.noContent })),
      status: 204,
      resource: 'notifications',
    }),
    readAll: endpoint({
      method: 'POST',
      path: '/notifications/read-all',
      access: permission('GET_NOTIFICATTIONS'),
      schemas: from((s) => ({ response: s.readAllResponseSchema })),
      resource: 'notifications',
    }),
    /**
     * Server-sent events (fetch with the bearer header); `Last-Event-ID` resumes after that id. Open to
     * every staff member: it also tells that the caller's permissions changed (`event: permissions`);
     * notifications are sent only to a caller holding GET_NOTIFICATTIONS.
     */
    stream: endpoint({
      method: 'GET',
      path: '/notifications/stream',
      access: MEMBER,
      schemas: from((s) => ({ response: s.eventStream })),
      resource: 'notifications',
      description:
        "New notifications as server-sent events (event: notification, id: its id), resumable by Last-Event-ID; event: permissions when the caller's permissions change",
    }),
  },
  push: {
    config: endpoint({
      method: 'GET',
      path: '/push/config',
      access: PUBLIC,
      schemas: from((s) => ({ response: s.pushConfigResponseSchema })),
      resource: 'push',
      description:
        "The browser's push configuration (Firebase web app and VAPID key), null when not configured",
    }),
  },
  views: {
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
  },
} as const;

/** The endpoints as one flat list (server registration, the fake's router, tests). */
export function allEndpoints(): EndpointDef[] {
  const out: EndpointDef[] = [];
  const visit = (node: unknown) => {
    if (node && typeof node === 'object') {
      if ('method' in node && 'path' in node && 'schemas' in node) out.push(node as EndpointDef);
      else for (const child of Object.values(node)) visit(child);
    }
  };
  visit(endpoints);
  return out;
}
