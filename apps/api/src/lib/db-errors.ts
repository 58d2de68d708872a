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
