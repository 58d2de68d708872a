import { type EndpointDef, loadedSchemasOf, type SchemasOf } from '@cc/contracts';
import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { operationOf } from './operations';
import { writeGate } from './write-gate';

/** A route plugin's instance, typed by the zod provider (what `FastifyPluginAsyncZod` receives). */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Answers that are not JSON (a CSV stream, a file's bytes) are declared `z.string()` or `z.unknown()`:
 * they get no response schema, which would try to serialize them (a refusal is still the error body).
 */
type RawResponse = z.ZodString | z.ZodUnknown;
const RAW_RESPONSE_TYPES: ReadonlySet<string> = new Set(['string', 'unknown', 'any']);

/**
 * Whether the endpoint answers JSON described by its `response` schema (see {@link RawResponse}). The
 * schemas must be loaded (`loadAllSchemas`, which `buildApp` awaits first).
 */
export const hasJsonResponse = (endpoint: EndpointDef): boolean =>
  !RAW_RESPONSE_TYPES.has(loadedSchemasOf(endpoint).response._zod.def.type);

type Part<E extends EndpointDef, K extends 'params' | 'query' | 'body'> = K extends keyof SchemasOf<E>
  ? SchemasOf<E>[K]
  : undefined;

type SuccessStatus<E extends EndpointDef> = E['status'] extends number ? E['status'] : 200;

/** The Fastify schema of an endpoint, as the type provider reads it to type the handler. */
export interface EndpointSchema<E extends EndpointDef> extends FastifySchema {
  params: Part<E, 'params'>;
  querystring: Part<E, 'query'>;
  body: Part<E, 'body'>;
  response: SchemasOf<E>['response'] extends RawResponse
    ? undefined
    : { [K in SuccessStatus<E>]: SchemasOf<E>['response'] };
}

/** The handler of an endpoint: params, query and body parsed by its schemas; its answer typed by them. */
export type EndpointHandler<E extends EndpointDef> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  unknown,
  EndpointSchema<E>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** What a route adds to its declaration: nothing of the contract, only how this server handles it. */
export interface RouteExtras {
  /** OpenAPI grouping. */
  tags?: string[];
  /** Route config other than the access rule (which is the declaration's), e.g. `tooLargeMessage`. */
  config?: Omit<FastifyContextConfig, 'access'>;
  /** A body limit other than the server's 1 MB (uploads). */
  bodyLimit?: number;
  /** Checks before validation (sizes that answer 413 rather than 400). */
  preValidation?: RouteShorthandOptions['preValidation'];
  /**
   * A write's queue key within the caller's company (e.g. `plan:12`): the writes with the same key run
   * one at a time in this process before they take a connection (lib/write-gate.ts).
   */
  serialBy?: (request: FastifyRequest) => string;
}

/**
 * Registers an endpoint of `@cc/contracts` on the server: its method and path, its access rule (the auth
 * plugin enforces it), its params/query/body schemas (validated, typed), its success status and response
 * schema (serialized, documented); the schemas must be loaded (`loadAllSchemas`, awaited by `buildApp`).
 * The handler only answers: the status is the declaration's, set before
 * the handler runs (a handler may still choose another).
 *
 * @example
 * route(app, endpoints.cars.get, async (request) => ({ data: await service.get(ctx, request.params.id) }), {
 *   tags: ['cars'],
 * });
 */
export function route<E extends EndpointDef>(
  app: ZodApp,
  endpoint: E,
  handler: EndpointHandler<E>,
  { tags, config, serialBy, ...options }: RouteExtras = {},
): void {
  const status = endpoint.status ?? 200;
  const declared: SchemasOf<EndpointDef> = loadedSchemasOf(endpoint);
  const { operationId, summary, description } = operationOf(endpoint);
  const schema: FastifySchema & {
    tags?: string[];
    description?: string;
    operationId?: string;
    summary?: string;
    security?: Record<string, string[]>[];
  } = { operationId };
  if (summary) schema.summary = summary;
  if (tags) schema.tags = tags;
  // Public routes say so (no bearer token); an uploaded file is read through its signed URL.
  if (endpoint.access.kind === 'public')
    schema.security = endpoint.path === '/files/:key' ? [{ signedUrl: [] }] : [];
  if (description) schema.description = description;
  if (declared.params) schema.params = declared.params;
  if (declared.query) schema.querystring = declared.query;
  if (declared.body) schema.body = declared.body;
  if (hasJsonResponse(endpoint)) schema.response = { [status]: declared.response };
  app.route({
    ...(options as Partial<RouteOptions>),
    method: endpoint.method,
    url: endpoint.path,
    config: { ...config, access: endpoint.access },
    schema,
    handler(request, reply) {
      reply.code(status);
      const answer = () => (handler as unknown as RouteOptions['handler']).call(this, request, reply);
      // A company's writes pass its gate (docs/architecture.md#fair-load); reads and the platform's do not.
      const companyId = endpoint.method === 'GET' ? null : (request.ctx?.companyId ?? null);
      if (companyId === null) return answer();
      return writeGate.run(companyId, serialBy?.(request), async () => answer());
    },
  });
}

/**
 * {@link route} bound to a plugin's instance and its usual extras (its tags), so a route file reads as a
 * list of `route(endpoint, handler)`.
 */
export function routesOf(app: ZodApp, defaults: RouteExtras = {}) {
  return <E extends EndpointDef>(endpoint: E, handler: EndpointHandler<E>, extras: RouteExtras = {}) =>
    route(app, endpoint, handler, { ...defaults, ...extras });
}
