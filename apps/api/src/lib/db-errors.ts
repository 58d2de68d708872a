/** Whether the error or one of its causes (drizzle wraps driver errors) is a database error that matches. */
function someCause(error: unknown, matches: (code: string, constraint: unknown) => boolean): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, constraint, cause } = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof code === 'string' && matches(code, constraint)) return true;
    e = cause;
  }
  return false;
}

/**
 * Whether an error (or one of its causes: drizzle wraps driver errors) is a unique violation, optionally
 * of the named constraint or index. Both pg and PGlite report `code` and `constraint`.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return someCause(
    error,
    (code, name) => code === '23505' && (constraint === undefined || name === constraint),
  );
}

/** Whether an error is a foreign key violation, optionally of the named constraint. */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  return someCause(
    error,
    (code, name) => code === '23503' && (constraint === undefined || name === constraint),
  );
}

/**
 * Whether an error is a PostgreSQL data exception (SQLSTATE class 22: a date or number out of range, text
 * that is not a number...): a value the input schemas let through but the database refuses.
 */
export function isDataException(error: unknown): boolean {
  return someCause(error, (code) => /^22[0-9A-Z]{3}$/.test(code));
}

/**
 * Whether an error is SQLSTATE lock_not_available (55P03): a lock not had within `lock_timeout`. Only the
 * writes of a payment plan set one (`lockPlan`, SET LOCAL), so it means another write holds the plan (or
 * the company's receipt counter behind it) right now: 409 PLAN_BUSY, nothing done, try again.
 */
export function isLockTimeout(error: unknown): boolean {
  return someCause(error, (code) => code === '55P03');
}

/**
 * Whether an error is SQLSTATE query_canceled (57014): a statement stopped by the connection's
 * `statement_timeout` (db/client.ts) or cancelled by an administrator: 503 with its own message, never
 * the 500 of a bug nor the 503 of an unreachable database.
 */
export function isStatementTimeout(error: unknown): boolean {
  return someCause(error, (code) => code === '57014');
}

/** Driver and server codes of a database that cannot be reached or is going away (class 08, 57P0x). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
]);
/** What pg says without a code when a connection dies or cannot be had in time. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|connection error and is not queryable|Client was closed and is not queryable/i;

/**
 * Whether an error means the database cannot be reached right now (PostgreSQL stopped, restarting or
 * unreachable): the request is answered 503, and the next one tries again with a new connection.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    // An AggregateError (a connection refused on every address of the host) carries its errors.
    const { errors } = e as { errors?: unknown };
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    e = cause;
  }
  return false;
}
