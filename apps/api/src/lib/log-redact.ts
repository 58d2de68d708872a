/**
 * The log's error serializer. Drizzle's query errors carry the statement's parameters in `params` and
 * in their message and stack ("Failed query: … params: …"): password hashes, refresh-token hashes,
 * phone numbers. The database's own error can echo a value too ('invalid input syntax …: "…"'). The log
 * keeps the statement and the database's reason, with every parameter value replaced.
 */
const PARAMS_LINE = /\nparams: [^\n]*/g;
const REDACTED = '[redacted]';

type Serialized = Record<string, unknown>;

/** Replaces each parameter's text (4 characters or more, so "1" or "t" stay readable) in a string. */
function scrub(text: string, values: readonly string[]): string {
  let out = text.replace(PARAMS_LINE, `\nparams: ${REDACTED}`);
  for (const value of values) out = out.split(value).join(REDACTED);
  return out;
}

function serialize(error: unknown, values: readonly string[], depth: number): unknown {
  if (typeof error === 'string') return scrub(error, values);
  if (!(error instanceof Error) || depth > 5) return error;
  const out: Serialized = { type: error.constructor?.name ?? 'Error', message: scrub(error.message, values) };
  if (error.stack) out.stack = scrub(error.stack, values);
  for (const [key, value] of Object.entries(error)) {
    if (key === 'cause') continue;
    out[key] = key === 'params' ? REDACTED : typeof value === 'string' ? scrub(value, values) : value;
  }
  if (error.cause !== undefined) out.cause = serialize(error.cause, values, depth + 1);
  return out;
}

export function serializeError(error: unknown): unknown {
  const params = error instanceof Error ? (error as { params?: unknown }).params : undefined;
  const values = Array.isArray(params)
    ? params
        .filter((p) => p !== null && p !== undefined)
        .map((p) => (typeof p === 'string' ? p : JSON.stringify(p)))
        .filter((p): p is string => typeof p === 'string' && p.length >= 4)
    : [];
  return serialize(error, values, 0);
}
