import type { ErrorBody, ErrorCode, FieldError } from '@cc/contracts';
import { HTTPError, TimeoutError } from 'ky';
import { API_MESSAGES } from './messages';

/**
 * Codes the client adds to the server's {@link ErrorCode}s.
 *
 * @example
 * if (error.code === 'NETWORK') showOfflineBanner();
 */
export type ClientErrorCode = ErrorCode | 'NETWORK' | 'UNKNOWN' | 'INVALID_RESPONSE';

/**
 * A failed call. `message` is Arabic and may be shown as is: the server's message, or the client's
 * own for a network failure ('تعذر الاتصال بالخادم') or anything unexpected.
 *
 * @example
 * try { await api.me(); } catch (e) { if (e instanceof ApiError && e.status === 403) … }
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number;
  readonly code: ClientErrorCode | (string & {});
  readonly fieldErrors: FieldError[];

  constructor(
    status: number,
    code: ClientErrorCode | (string & {}),
    message: string,
    fieldErrors: FieldError[] = [],
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

/**
 * Turns anything thrown by a call into an {@link ApiError} (reading the server's error body when there is one).
 *
 * @example
 * const error = await toApiError(caught);
 * toast.error(error.message);
 */
const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The error body's shape (`{message, code, errors?}`), checked by hand: the shell reads every failure
 * with it, and zod stays out of the sign-in page's bundle.
 */
function isErrorBody(body: unknown): body is ErrorBody {
  if (!body || typeof body !== 'object') return false;
  const { message, code, errors } = body as Record<string, unknown>;
  return (
    isText(message) &&
    isText(code) &&
    (errors === undefined ||
      (Array.isArray(errors) &&
        errors.every((e) => e && typeof e === 'object' && isText(e.field) && isText(e.message))))
  );
}

export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const status = error.response.status;
    let body: unknown = null;
    try {
      body = await error.response.clone().json();
    } catch {
      // Not JSON (a proxy page, an empty body): fall back to the generic message.
    }
    if (isErrorBody(body)) return new ApiError(status, body.code, body.message, body.errors ?? []);
    return new ApiError(status, 'UNKNOWN', API_MESSAGES.unknown);
  }
  if (error instanceof TimeoutError || error instanceof TypeError) {
    // fetch rejects with a TypeError when the network or the server cannot be reached.
    return new ApiError(0, 'NETWORK', API_MESSAGES.network);
  }
  return new ApiError(0, 'UNKNOWN', API_MESSAGES.unknown);
}

/**
 * The field errors of a failed call, or [] for anything else.
 *
 * @example
 * getFieldErrors(error); // [{ field: 'buyer.phone', message: 'رقم الهاتف غير صحيح' }]
 */
export function getFieldErrors(error: unknown): FieldError[] {
  return error instanceof ApiError ? error.fieldErrors : [];
}

/**
 * The field errors of a failed call as a map from field path to its first message.
 *
 * @example
 * const errors = fieldErrorMap(error);
 * <TextInput error={errors.username} … />
 */
export function fieldErrorMap(error: unknown): Record<string, string> {
  const map: Record<string, string> = {};
  for (const { field, message } of getFieldErrors(error)) map[field] ??= message;
  return map;
}

/**
 * The message to show for anything thrown: an {@link ApiError}'s Arabic message, else the generic one.
 *
 * @example
 * toast.error(errorMessage(caught));
 */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : API_MESSAGES.unknown;
}
