// The messages between the API's thread and the database thread that owns PGlite
// (pglite-thread.ts ↔ pglite-worker.ts). Everything here crosses by structured clone: no functions.

/** Where the database thread opens its PGlite. */
export interface PgliteSource {
  /** A data folder on disk (the product's DATA_DIR/pglite). */
  dataDir?: string;
  /** A tar dump of a data folder (dumpDataDir) to load into memory: tests' copies of a template. */
  dumpFile?: string;
}

/**
 * The cloneable part of PGlite's query options. Drizzle passes parsers that answer the text as it came
 * (dates and intervals stay strings); functions cannot cross a thread, so only the type OIDs do and the
 * database thread rebuilds those identity parsers. Any other parser would be lost: the client refuses it.
 */
export interface WireQueryOptions {
  rowMode?: 'array' | 'object';
  rawTextTypes?: number[];
  paramTypes?: number[];
}

export type Request =
  | {
      id: number;
      op: 'query';
      sql: string;
      params?: unknown[];
      options?: WireQueryOptions;
      txId?: number;
      /** The name the code prepared this query under (named-statements.ts): PGlite keeps it parsed and planned. */
      name?: string;
    }
  | { id: number; op: 'exec'; sql: string; options?: WireQueryOptions; txId?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit' | 'rollback'; txId: number }
  | { id: number; op: 'close' };

export type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: WireError };

/** What the thread posts once, before any reply: PGlite is open, or why it could not be. */
export type Ready = { ready: true } | { ready: false; error: WireError };

/** An error's name, message and stack, and every cloneable field (code, constraint, detail, …). */
export interface WireError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, unknown>;
}

export function toWireError(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const key of Object.keys(error)) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (typeof value === 'function') continue;
    try {
      // PGlite adds the failed query's options (parser functions) to its errors: those stay behind.
      fields[key] = structuredClone(value);
    } catch {
      // not cloneable
    }
  }
  const wire: WireError = { name: error.name, message: error.message, fields };
  if (error.stack !== undefined) wire.stack = error.stack;
  return wire;
}

/** The error again, on this side: an Error with the same name, message and fields (code, constraint…). */
export function fromWireError(wire: WireError): Error {
  const error = new Error(wire.message);
  Object.assign(error, wire.fields);
  Object.defineProperty(error, 'name', { value: wire.name, configurable: true, writable: true });
  if (wire.stack !== undefined) error.stack = wire.stack;
  return error;
}
