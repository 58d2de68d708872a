import {
  API_BASE_PATH,
  DEVICE_HEADERS,
  type DeviceBody,
  type EndpointArgs,
  type EndpointDef,
  type EndpointResult,
  type Health,
  type LoginBody,
  type LoginResult,
  type LogoutBody,
  type RefreshBody,
  type RefreshResult,
  type User,
} from '@cc/contracts';
import ky, { HTTPError, type KyInstance } from 'ky';
import { type DeviceInfo, deviceHeaders, toHeaderValue } from './device';
import { ApiError, toApiError } from './errors';
import { API_MESSAGES } from './messages';
import { type Query, toSearchParams } from './query';
import { clearSession, readDeviceId, readSession, writeSession } from './storage';

/**
 * The part of the Web Locks API the client needs (navigator.locks); tests pass their own.
 *
 * @example
 * const locks: LockLike = { request: (_name, callback) => callback() };
 */
export interface LockLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * Options of {@link createApiClient}.
 *
 * @example
 * createApiClient({ origin: 'https://cc.example.com', timeout: 15_000 });
 */
export interface ApiClientOptions {
  /** Origin of the API, e.g. 'https://cc.example.com'. Default '': the page's own origin. */
  origin?: string;
  /** fetch implementation (tests). Default: the global fetch. */
  fetch?: typeof fetch;
  /** Cross-tab lock. Default: navigator.locks when the browser has it; null disables it. */
  locks?: LockLike | null;
  /** Request timeout in milliseconds. Default 30000. */
  timeout?: number;
  /**
   * Check every answer of {@link ApiClient.call} against its endpoint's response schema (an answer that
   * does not fit throws INVALID_RESPONSE). Default true; the production app turns it off.
   */
  validateResponses?: boolean;
}

/**
 * Name of the Web Lock under which tabs refresh one at a time.
 *
 * @example
 * await navigator.locks.request(REFRESH_LOCK, async () => {});
 */
export const REFRESH_LOCK = 'cc-refresh';

const AUTH_PREFIX = 'auth/';
/** The refusal of a suspended company's (or a deactivated user's) session. */
const SUSPENDED = 'ACCOUNT_SUSPENDED';

type Listener<T> = (value: T) => void;

/**
 * Options of one call.
 *
 * @example
 * await api.call(endpoints.payments.create, { body }, { headers: { 'Idempotency-Key': key } });
 */
export interface CallOptions {
  /** Query parameters; empty values are dropped. */
  query?: Query;
  /** Extra headers, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * The typed client of the API. Every call sends the stored bearer token and returns the payload of the
 * `{data}` envelope; failures throw {@link ApiError}.
 *
 * @example
 * const user = await api.me();
 * const { data: cars, pagination } = await api.call(endpoints.cars.list, { query: { page: 0, size: 10 } });
 */
export interface ApiClient {
  /** The underlying ky instance (prefix `${origin}/api/carcontracts/v1`). */
  readonly http: KyInstance;
  /** POST /auth/login with the device headers. Does not store anything (the session store does). */
  login(body: LoginBody, device: DeviceInfo): Promise<LoginResult>;
  /** GET /users/me. */
  me(): Promise<User>;
  /** POST /auth/refresh-token. A bare call: it neither stores the answer nor takes the lock. */
  refresh(refreshToken: string): Promise<RefreshResult>;
  /** POST /auth/logout (revokes the refresh token and unbinds the device). */
  logout(refreshToken?: string | null): Promise<void>;
  /** PUT /users/me/device: a push token that arrived or rotated after sign-in. */
  updateDevice(fcmToken: string | null): Promise<void>;
  /** GET /health. */
  health(): Promise<Health>;
  /**
   * Refreshes the stored session once (one at a time in this tab and across tabs) and stores both
   * rotated tokens, the user and the roles. Resolves true when a fresh access token is stored (by this
   * call or by another tab meanwhile), false when the server refused the refresh token (the session is
   * then cleared and signed-out listeners run). Throws {@link ApiError} on a network failure.
   */
  refreshSession(staleAccessToken?: string | null): Promise<boolean>;
  /**
   * Calls a declared endpoint (`endpoints` of @cc/contracts): fills the path parameters, sends the query
   * and the JSON body, refreshes once on 401, and resolves with the success body (`{data, message?}`,
   * `{data, pagination}`, or undefined for 204), checked against the endpoint's response schema when
   * `validateResponses` is on. Failures throw {@link ApiError} with the server's Arabic message.
   *
   * @example
   * const { data: car } = await api.call(endpoints.cars.get, { params: { id: 5 } });
   */
  call<E extends EndpointDef>(
    endpoint: E,
    args?: EndpointArgs<E>,
    options?: CallOptions,
  ): Promise<EndpointResult<E>>;
  /**
   * Calls a declared endpoint that answers a file (the CSV export) and resolves with its body as a Blob.
   *
   * @example
   * const csv = await api.download(endpoints.cars.export, { query: { columns: 'id,name' } });
   */
  download<E extends EndpointDef>(endpoint: E, args?: EndpointArgs<E>, options?: CallOptions): Promise<Blob>;
  /**
   * Runs when the session is cleared because the server refused it: a refused refresh, or any call
   * answered 403 ACCOUNT_SUSPENDED (the company was suspended or the user deactivated). The listener
   * receives that refusal (its Arabic message says why). Returns an unsubscribe function.
   */
  onSignedOut(listener: (reason?: ApiError) => void): () => void;
  /** Runs after this tab stored a refreshed session. Returns an unsubscribe function. */
  onRefreshed(listener: Listener<RefreshResult>): () => void;
}

/** The part of a zod schema the client needs (zod itself stays a dependency of @cc/contracts only). */
interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/**
 * The schemas of the sign-in calls, loaded only when answers are checked (development and tests): the
 * production shell never loads zod before a screen needs it.
 */
async function authSchemas() {
  const contracts = await import('./auth-schemas');
  return {
    login: contracts.loginResponseSchema,
    me: contracts.meResponseSchema,
    refresh: contracts.refreshResponseSchema,
    health: contracts.healthSchema,
  };
}

function parsePayload<T>(schema: Schema<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    console.error('Unexpected API answer', parsed.error);
    throw new ApiError(0, 'INVALID_RESPONSE', API_MESSAGES.unknown);
  }
  return parsed.data;
}

/** Reads a JSON body, treating an empty one (204) as null. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? JSON.parse(text) : null;
}

/**
 * The request path of an endpoint with its parameters filled in, relative to the API base (ky refuses a
 * leading '/' with a prefixUrl).
 *
 * @example
 * endpointPath(endpoints.cars.get, { id: 5 }); // 'car/5'
 */
export function endpointPath(endpoint: Pick<EndpointDef, 'path'>, params?: Record<string, unknown>): string {
  return endpoint.path
    .replace(/:([A-Za-z]+)/g, (_match, name: string) => {
      const value = params?.[name];
      if (value === undefined || value === null || value === '')
        throw new Error(`Missing path parameter ${name} of ${endpoint.path}`);
      return encodeURIComponent(String(value));
    })
    .replace(/^\/+/, '');
}

function payload<T>(body: unknown): T {
  return (body && typeof body === 'object' && 'data' in body ? (body as { data: T }).data : body) as T;
}

/**
 * Creates the API client.
 *
 * A call answered 401 (other than /auth/*) refreshes the session once and is retried with the new token;
 * when the refresh is refused, the stored session is cleared (deviceId kept) and the signed-out listeners
 * run. Refresh tokens rotate, so both new tokens are stored, and only one refresh runs at a time: inside
 * this tab through a shared promise, across tabs through `navigator.locks` ('cc-refresh'), re-reading
 * local storage once the lock is held so a token another tab just rotated is used instead of refreshing
 * again (a rotated refresh token presented later would revoke the whole sign-in).
 *
 * @example
 * const api = createApiClient();
 * api.onSignedOut(() => router.navigate('/login'));
 * const user = await api.me();
 * const cars = await api.call(endpoints.cars.list, { query: { page: 0, size: 10, status: 'Pending' } });
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const origin = (options.origin ?? '').replace(/\/+$/, '');
  const locks =
    options.locks !== undefined
      ? options.locks
      : (((globalThis.navigator as Navigator | undefined)?.locks as LockLike | undefined) ?? null);
  const signedOutListeners = new Set<(reason?: ApiError) => void>();
  const refreshedListeners = new Set<Listener<RefreshResult>>();

  const http = ky.create({
    prefixUrl: `${origin}${API_BASE_PATH}`,
    retry: 0,
    timeout: options.timeout ?? 30_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          // Read on every request (not cached) so a token rotated by another tab is used at once.
          const token = readSession().accessToken;
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
    },
  });

  const validate = options.validateResponses ?? true;
  type AuthSchemas = Awaited<ReturnType<typeof authSchemas>>;
  /** The body, checked against a sign-in schema when answers are checked. */
  async function checked<K extends keyof AuthSchemas>(key: K, body: unknown) {
    type Out = AuthSchemas[K] extends Schema<infer T> ? T : never;
    return validate ? parsePayload((await authSchemas())[key] as Schema<Out>, body) : (body as Out);
  }

  let inflight: Promise<boolean> | null = null;
  /** Why the last refresh was refused: a call failing for it reports that reason, not its own 401. */
  let lastRefusal: ApiError | null = null;

  async function bareRefresh(refreshToken: string): Promise<RefreshResult> {
    try {
      const body: RefreshBody = { refreshToken };
      // The refresh token is bound to this device: the server refuses it with any other id.
      const deviceId = readDeviceId();
      const headers = deviceId ? { [DEVICE_HEADERS.deviceId]: toHeaderValue(deviceId) } : undefined;
      const response = await http.post('auth/refresh-token', { json: body, ...(headers ? { headers } : {}) });
      return (await checked('refresh', await readJson(response))).data;
    } catch (error) {
      throw await toApiError(error);
    }
  }

  function signOut(reason?: ApiError) {
    clearSession();
    for (const listener of signedOutListeners) listener(reason);
  }

  async function refreshUnderLock(staleAccessToken: string | null | undefined): Promise<boolean> {
    const stored = readSession();
    // Another tab (or an earlier refresh here) rotated the tokens after our request left: use them.
    if (staleAccessToken && stored.accessToken && stored.accessToken !== staleAccessToken) return true;
    if (!stored.refreshToken) {
      signOut();
      return false;
    }
    let result: RefreshResult;
    try {
      result = await bareRefresh(stored.refreshToken);
    } catch (error) {
      const apiError = await toApiError(error);
      // No answer or a server failure says nothing about the session: keep it and report the error.
      if (apiError.status === 0 || apiError.status >= 500) throw apiError;
      lastRefusal = apiError;
      signOut(apiError);
      return false;
    }
    lastRefusal = null;
    writeSession({
      accessToken: result.accessToken,
      refreshToken: result.refreshToken,
      roles: result.roles,
      user: result.user,
    });
    for (const listener of refreshedListeners) listener(result);
    return true;
  }

  function refreshSession(staleAccessToken?: string | null): Promise<boolean> {
    if (!inflight) {
      const run = () => refreshUnderLock(staleAccessToken);
      inflight = (locks ? locks.request(REFRESH_LOCK, run) : run()).finally(() => {
        inflight = null;
      });
    }
    return inflight;
  }

  /** Sends a request; on 401 refreshes once and retries. Auth calls are never retried. */
  async function send(path: string, init: Parameters<KyInstance>[1] = {}): Promise<unknown> {
    const sentToken = readSession().accessToken;
    try {
      return await readJson(await http(path, init));
    } catch (error) {
      const isAuthCall = path.startsWith(AUTH_PREFIX);
      if (!(error instanceof HTTPError) || error.response.status !== 401 || isAuthCall || !sentToken) {
        const apiError = await toApiError(error);
        // A suspended company's (or deactivated user's) open session ends at its next call.
        if (apiError.code === SUSPENDED && sentToken && !isAuthCall) signOut(apiError);
        throw apiError;
      }
      const first = await toApiError(error);
      if (!(await refreshSession(sentToken)))
        throw first.code !== SUSPENDED && lastRefusal?.code === SUSPENDED ? lastRefusal : first;
      try {
        return await readJson(await http(path, init));
      } catch (retryError) {
        throw await toApiError(retryError);
      }
    }
  }

  function init(method: string, body: unknown, call: CallOptions = {}) {
    return {
      method,
      ...(body !== undefined ? { json: body } : {}),
      ...(call.query ? { searchParams: toSearchParams(call.query) } : {}),
      ...(call.headers ? { headers: call.headers } : {}),
      ...(call.signal ? { signal: call.signal } : {}),
    };
  }

  function endpointInit(
    endpoint: EndpointDef,
    args: Record<string, unknown> | undefined,
    call?: CallOptions,
  ) {
    const query = { ...(args?.query as Query | undefined), ...call?.query };
    return init(endpoint.method.toLowerCase(), args?.body, {
      ...call,
      ...(Object.keys(query).length > 0 ? { query } : {}),
    });
  }

  return {
    http,
    async call(endpoint, args, call) {
      const record = args as Record<string, unknown> | undefined;
      const path = endpointPath(endpoint, record?.params as Record<string, unknown> | undefined);
      const body = await send(path, endpointInit(endpoint, record, call));
      if (endpoint.status === 204) return undefined as EndpointResult<typeof endpoint>;
      if (!validate) return body as EndpointResult<typeof endpoint>;
      // The declaration loads its schemas on first check (development and tests); production never does.
      // (Not `schemasOf`: importing it would bring every declaration into the shell.)
      const { response } = await endpoint.schemas();
      return parsePayload(response, body) as EndpointResult<typeof endpoint>;
    },
    async download(endpoint, args, call) {
      const record = args as Record<string, unknown> | undefined;
      const path = endpointPath(endpoint, record?.params as Record<string, unknown> | undefined);
      try {
        return await http(path, endpointInit(endpoint, record, call)).blob();
      } catch (error) {
        // ky's HTTPError carries the server's JSON error body: surface its Arabic message.
        throw await toApiError(error);
      }
    },
    async login(body, device) {
      const response = await send('auth/login', {
        method: 'post',
        json: body,
        headers: deviceHeaders(device),
      });
      return (await checked('login', response)).data;
    },
    async me() {
      return (await checked('me', await send('users/me'))).data;
    },
    refresh: bareRefresh,
    async logout(refreshToken) {
      const body: LogoutBody = refreshToken ? { refreshToken } : {};
      await send('auth/logout', { method: 'post', json: body });
    },
    async updateDevice(fcmToken) {
      const body: DeviceBody = { fcmToken };
      await send('users/me/device', { method: 'put', json: body });
    },
    async health() {
      const body = await send('health');
      // GET /health may answer bare or in the envelope.
      return checked('health', payload(body));
    },
    refreshSession,
    onSignedOut(listener) {
      signedOutListeners.add(listener);
      return () => signedOutListeners.delete(listener);
    },
    onRefreshed(listener) {
      refreshedListeners.add(listener);
      return () => refreshedListeners.delete(listener);
    },
  };
}
