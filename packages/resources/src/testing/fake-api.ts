import { type ApiClient, createApiClient } from '@cc/api-client';
import {
  API_BASE_PATH,
  allEndpoints,
  type EndpointDef,
  type EndpointInput,
  type EndpointResult,
  type ErrorBody,
  type FieldError,
  type PermissionName,
  SERVER_MESSAGES,
  schemasOf,
} from '@cc/contracts';
import type { z } from 'zod';

/** Who calls the fake: the company account passes every permission check, staff hold a list. */
export interface FakeCaller {
  kind: 'companyAccount' | 'staff' | 'superAdmin';
  permissions: readonly PermissionName[];
}

/** The company account (the default caller). */
export const COMPANY_ACCOUNT: FakeCaller = { kind: 'companyAccount', permissions: [] };

/** A staff member holding `permissions`. */
export const staffCaller = (...permissions: PermissionName[]): FakeCaller => ({ kind: 'staff', permissions });

/** What a handler receives: the request parsed by the endpoint's own schemas, as the server parses it. */
export interface FakeRequest<E extends EndpointDef> extends EndpointInput<E> {
  headers: Headers;
  caller: FakeCaller;
}

/** Answers one endpoint; throw {@link FakeFailure} for an error answer. */
export type FakeHandler<E extends EndpointDef> = (
  request: FakeRequest<E>,
) => EndpointResult<E> | Promise<EndpointResult<E>>;

/** An endpoint and its handler. */
export interface FakeRoute {
  endpoint: EndpointDef;
  handle: FakeHandler<EndpointDef>;
}

/**
 * Pairs an endpoint with its handler (typed by the declaration).
 *
 * @example
 * route(endpoints.cars.get, ({ params }) => ({ data: findCar(params.id) }));
 */
export const route = <E extends EndpointDef>(endpoint: E, handle: FakeHandler<E>): FakeRoute => ({
  endpoint,
  handle: handle as unknown as FakeHandler<EndpointDef>,
});

/** An error answer with the server's body (`{message, code, errors?}`). */
export class FakeFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string = status === 404 ? 'NOT_FOUND' : status === 409 ? 'CONFLICT' : 'VALIDATION_FAILED',
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

/** The server's Arabic messages the fake answers with (SERVER_MESSAGES of @cc/contracts). */
export const FAKE_MESSAGES = SERVER_MESSAGES;

/** 404 with the server's message (or a given one). */
export const notFound = (message: string = FAKE_MESSAGES.notFound) => new FakeFailure(404, message);

/**
 * A route answering every call of `endpoint` with `failure`: by default the server's 500
 * ('حدث خطأ غير متوقع…', INTERNAL).
 *
 * @example
 * createTestApi({ routes: [failing(endpoints.cars.list)] });
 * failing(endpoints.payments.reverse, new FakeFailure(409, 'هذه الدفعة معكوسة مسبقاً'));
 */
export const failing = (
  endpoint: EndpointDef,
  failure: FakeFailure = new FakeFailure(500, FAKE_MESSAGES.internal, 'INTERNAL'),
): FakeRoute =>
  route(endpoint, () => {
    throw failure;
  });

/** A route whose calls never answer: the loading states of stories and tests. */
export const pending = (endpoint: EndpointDef): FakeRoute =>
  route(endpoint, () => new Promise<never>(() => undefined));

/** A call the fake received. */
export interface FakeCall {
  method: string;
  /** The declared path, e.g. '/car/:id'. */
  endpoint: string;
  /** The path sent, e.g. '/car/5'. */
  path: string;
  query: Record<string, string | string[]>;
  body: unknown;
  headers: Headers;
}

/** Options of {@link createFakeApi}. */
export interface FakeApiOptions {
  routes?: readonly FakeRoute[];
  caller?: FakeCaller;
  /** Milliseconds before each answer (stories). Default 0. */
  latencyMs?: number;
}

/** The fake: a real API client over an in-process router of the declared endpoints. */
export interface FakeApi {
  /** The real `@cc/api-client` client, sending through the fake. */
  client: ApiClient;
  /** Every call received, oldest first. */
  calls: FakeCall[];
  /** Calls of one endpoint. */
  callsTo(endpoint: EndpointDef): FakeCall[];
  /** Adds or replaces handlers (the last one for an endpoint wins). */
  use(...routes: FakeRoute[]): void;
  /** Changes who is calling. */
  setCaller(caller: FakeCaller): void;
}

const ORIGIN = 'http://fake.cc';

function allowed(endpoint: EndpointDef, caller: FakeCaller): boolean {
  const access = endpoint.access;
  switch (access.kind) {
    case 'public':
    case 'signedIn':
      return true;
    case 'companyMember':
      return caller.kind !== 'superAdmin';
    case 'permission':
      return caller.kind === 'companyAccount' || caller.permissions.includes(access.permission);
    case 'anyPermission':
      return (
        caller.kind === 'companyAccount' || access.permissions.some((p) => caller.permissions.includes(p))
      );
    case 'companyAccount':
      return caller.kind === 'companyAccount';
    case 'companyAccountOrSuperAdmin':
      return caller.kind !== 'staff';
    case 'superAdmin':
      return caller.kind === 'superAdmin';
  }
}

/** Static segments sort before parameters, so '/car/export' wins over '/car/:id'. */
function matcher(endpoint: EndpointDef) {
  const names: string[] = [];
  const source = endpoint.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const regex = new RegExp(`^${source}$`);
  return (method: string, path: string): Record<string, string> | null => {
    if (method !== endpoint.method) return null;
    const match = regex.exec(path);
    if (!match) return null;
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
  };
}

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const errorBody = (message: string, code: string, errors?: FieldError[]): ErrorBody => ({
  message,
  code,
  ...(errors ? { errors } : {}),
});

function issuesToFields(where: string, error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.join('.') : where,
    message: issue.message,
  }));
}

function queryObject(search: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const all = search.getAll(key);
    out[key] = all.length > 1 ? all : (all[0] ?? '');
  }
  return out;
}

/**
 * A fake API for stories and component tests: the real client (token refresh, error mapping, answer
 * validation) sends through an in-process router built from the endpoint declarations. Each request is
 * parsed with the endpoint's schemas (a bad one answers 400 with Arabic field errors, as the server
 * does), checked against its access rule for the fake's caller (403), answered by the handler and the
 * answer checked against the response schema (a wrong fake fails loudly, not the screen).
 *
 * @example
 * const fake = createFakeApi({ routes: createFakeBackend().routes });
 * render(<ResourcesProvider client={fake.client}><CarsListScreen /></ResourcesProvider>);
 */
export function createFakeApi(options: FakeApiOptions = {}): FakeApi {
  const table: { endpoint: EndpointDef; match: ReturnType<typeof matcher>; route?: FakeRoute }[] =
    allEndpoints()
      .map((endpoint) => ({ endpoint, match: matcher(endpoint) }))
      // Static paths first: '/car/export' before '/car/:id', '/templates/company' before '/templates/:id'.
      .sort((a, b) => (a.endpoint.path.includes(':') ? 1 : 0) - (b.endpoint.path.includes(':') ? 1 : 0));
  let caller = options.caller ?? COMPANY_ACCOUNT;
  const calls: FakeCall[] = [];

  const use = (...routes: FakeRoute[]) => {
    for (const r of routes) {
      const entry = table.find((e) => e.endpoint === r.endpoint);
      if (!entry) throw new Error(`Not a declared endpoint: ${r.endpoint.method} ${r.endpoint.path}`);
      entry.route = r;
    }
  };
  use(...(options.routes ?? []));

  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.slice(API_BASE_PATH.length) || '/';
    const text = await request.text();
    const rawBody: unknown = text ? JSON.parse(text) : undefined;
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    for (const entry of table) {
      const params = entry.match(request.method, path);
      if (!params) continue;
      const { endpoint } = entry;
      const query = queryObject(url.searchParams);
      calls.push({
        method: request.method,
        endpoint: endpoint.path,
        path,
        query,
        body: rawBody,
        headers: request.headers,
      });
      if (!allowed(endpoint, caller)) return json(403, errorBody(FAKE_MESSAGES.forbidden, 'FORBIDDEN'));
      const schemas = await schemasOf(endpoint);
      const parsed: Record<string, unknown> = {};
      const errors: FieldError[] = [];
      for (const [part, value] of [
        ['params', params],
        ['query', query],
        ['body', rawBody],
      ] as const) {
        const schema = schemas[part];
        if (!schema) continue;
        const result = schema.safeParse(value);
        if (result.success) parsed[part] = result.data;
        else errors.push(...issuesToFields(part, result.error));
      }
      if (errors.length > 0)
        return json(400, errorBody(FAKE_MESSAGES.validation, 'VALIDATION_FAILED', errors));
      if (!entry.route) {
        throw new Error(
          `The fake has no handler for ${endpoint.method} ${endpoint.path}: pass one with use()`,
        );
      }
      try {
        const answer = await entry.route.handle({
          params: parsed.params,
          query: parsed.query,
          body: parsed.body,
          headers: request.headers,
          caller,
        } as FakeRequest<EndpointDef>);
        const status = endpoint.status ?? 200;
        if (status !== 204) {
          const checked = schemas.response.safeParse(answer);
          if (!checked.success) {
            // A 500 whose message names the defect: the screen shows it, the test sees it.
            const message = `The fake's answer to ${endpoint.method} ${endpoint.path} does not fit its schema: ${checked.error.message}`;
            console.error(message);
            return json(500, errorBody(message, 'INTERNAL'));
          }
        }
        // A file answer (the CSV export) is sent as text, as the server streams it.
        if (typeof answer === 'string')
          return new Response(answer, { status, headers: { 'content-type': 'text/csv; charset=utf-8' } });
        return json(status, answer);
      } catch (error) {
        if (error instanceof FakeFailure)
          return json(error.status, errorBody(error.message, error.code, error.errors));
        throw error;
      }
    }
    return json(404, errorBody(FAKE_MESSAGES.routeNotFound, 'NOT_FOUND'));
  };

  const client = createApiClient({
    origin: ORIGIN,
    fetch: fakeFetch as typeof fetch,
    locks: null,
    validateResponses: true,
  });
  return {
    client,
    calls,
    callsTo: (endpoint) => calls.filter((c) => c.endpoint === endpoint.path && c.method === endpoint.method),
    use,
    setCaller: (next) => {
      caller = next;
    },
  };
}
