// What an endpoint declaration is, and the helpers the area files declare with. Runtime-free of zod:
// the declarations carry their metadata, and their schemas load on demand from '../endpoint-schemas'
// (only `import type` of zod and of the schema modules here).
import type { z } from 'zod';
import type * as Schemas from '../endpoint-schemas';
import type { PermissionName } from '../permissions';

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
const loadSchemaModule = () => import('../endpoint-schemas');

/** A declaration's `schemas`: picks its schemas from the lazily loaded schema module. */
export const from =
  <S extends EndpointSchemas>(pick: (s: typeof Schemas) => S) =>
  (): Promise<S> =>
    loadSchemaModule().then(pick);

// Who may call: the `access` of a declaration.
export const permission = (name: PermissionName): Access => ({ kind: 'permission', permission: name });
export const anyPermission = (...names: PermissionName[]): Access => ({
  kind: 'anyPermission',
  permissions: names,
});
export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_IN: Access = { kind: 'signedIn' };
export const MEMBER: Access = { kind: 'companyMember' };
export const COMPANY_ACCOUNT: Access = { kind: 'companyAccount' };
export const SUPER_ADMIN: Access = { kind: 'superAdmin' };
