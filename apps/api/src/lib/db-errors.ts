/**
 * Whether an error (or one of its causes: drizzle wraps driver errors) is a unique violation, optionally
 * of the named constraint or index. Both pg and PGlite report `code` and `constraint`.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, constraint: name, cause } = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
    e = cause;
  }
  return false;
}
