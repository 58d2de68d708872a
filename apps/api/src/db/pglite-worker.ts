// The database thread: owns the API's PGlite so that its queries (synchronous WebAssembly) run beside
// the API's event loop instead of on it. Answers the requests of pglite-thread.ts one by one, exactly as
// the in-process PGlite would: a top-level query waits behind an open transaction (PGlite's own locks),
// a transaction's queries run inside it until the API thread commits or rolls it back.
import { readFile } from 'node:fs/promises';
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import {
  PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import {
  type PgliteSource,
  type Ready,
  type Reply,
  type Request,
  toWireError,
  type WireQueryOptions,
} from './pglite-protocol';

const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread (see pglite-thread.ts)');

const asIs = (value: unknown) => value;

function queryOptions(wire: WireQueryOptions | undefined): QueryOptions | undefined {
  if (!wire) return undefined;
  const options: QueryOptions = {};
  if (wire.rowMode) options.rowMode = wire.rowMode;
  if (wire.paramTypes) options.paramTypes = wire.paramTypes;
  if (wire.rawTextTypes) options.parsers = Object.fromEntries(wire.rawTextTypes.map((oid) => [oid, asIs]));
  return options;
}

interface OpenTransaction {
  tx?: Transaction;
  decide(how: 'commit' | 'rollback'): void;
  /** Settles when PGlite has committed (or rolled back) and released the transaction lock. */
  outcome: Promise<void>;
}

/**
 * How much memory the API's PGlite may keep (PGLITE_MEMORY, docs/architecture.md#the-embedded-databases-memory):
 * - 'small' (the default, an office machine that runs all day): a shared buffer cache of 16 MB instead of
 *   PostgreSQL's 128 MB, and PostgreSQL's WebAssembly compiled by V8's baseline compiler only. Both the
 *   cache and the compiled code live in this process and are never given back; what PGlite reads past
 *   the cache stays in the operating system's page cache. And V8 favours memory over speed
 *   (`--optimize-for-size`) in the whole process: each thread's heap may grow to about 1.3 times what
 *   its last full collection kept instead of up to 4 times, before V8 collects it again. The API
 *   thread's garbage (a burst of lists and exports, the notification job) was what its peak was made
 *   of, and a grown heap stays resident until V8's memory reducer shrinks it, once the process idles.
 *   The price is more frequent collections: more CPU time in a long export, not a slower list.
 * - 'large': PostgreSQL's own cache size, V8's optimizing compiler for PostgreSQL's hot functions, and
 *   V8's default heap growth.
 */
const PGLITE_MEMORY = process.env.PGLITE_MEMORY === 'large' ? 'large' : 'small';
const START_PARAMS =
  PGLITE_MEMORY === 'small'
    ? [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB']
    : PGlite.defaultStartParams;
// V8's flags are the process's, not this thread's. --liftoff-only is read when the WebAssembly is
// compiled (PGlite.create, below; this thread is the process's only user of WebAssembly);
// --optimize-for-size each time a heap sets its next collection's limit, in both threads.
if (PGLITE_MEMORY === 'small') {
  v8.setFlagsFromString('--liftoff-only');
  v8.setFlagsFromString('--optimize-for-size');
}

async function open(source: PgliteSource): Promise<PGlite> {
  const options = { extensions: PGLITE_EXTENSIONS, startParams: START_PARAMS };
  if (source.dumpFile) {
    return PGlite.create({ ...options, loadDataDir: new Blob([await readFile(source.dumpFile)]) });
  }
  return PGlite.create({ ...options, dataDir: source.dataDir });
}

let pg: PGlite;
try {
  pg = await open(workerData as PgliteSource);
} catch (error) {
  port.postMessage({ ready: false, error: toWireError(error) } satisfies Ready);
  throw error;
}

const transactions = new Map<number, OpenTransaction>();
let nextTxId = 1;

/** Opens a transaction and answers its id once BEGIN ran; it stays open until `finish`. */
function begin(): Promise<number> {
  const txId = nextTxId++;
  return new Promise<number>((resolve, reject) => {
    let decide!: OpenTransaction['decide'];
    const decided = new Promise<'commit' | 'rollback'>((r) => {
      decide = r;
    });
    const entry: OpenTransaction = { decide, outcome: Promise.resolve() };
    entry.outcome = pg
      .transaction(async (tx) => {
        entry.tx = tx;
        transactions.set(txId, entry);
        resolve(txId);
        if ((await decided) === 'rollback') await tx.rollback();
      })
      .finally(() => transactions.delete(txId));
    // BEGIN itself failed (or PGlite closed): the caller of begin hears it. Later failures (COMMIT) go
    // to the caller of commit, who awaits the outcome.
    entry.outcome.catch(reject);
  });
}

async function finish(txId: number, how: 'commit' | 'rollback'): Promise<void> {
  const entry = transactions.get(txId);
  if (!entry) throw new Error(`Transaction ${txId} is not open`);
  entry.decide(how);
  await entry.outcome;
}

function target(txId: number | undefined): PGlite | Transaction {
  if (txId === undefined) return pg;
  const tx = transactions.get(txId)?.tx;
  if (!tx) throw new Error('Transaction is closed');
  return tx;
}

/** The parameter types of the statements this session has parsed under a name. */
const namedStatements = new Map<string, number[]>();

/** Joins protocol messages into one buffer: the database reads them in one call. */
function joined(messages: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(messages.reduce((n, m) => n + m.length, 0));
  let at = 0;
  for (const m of messages) {
    all.set(m, at);
    at += m.length;
  }
  return all;
}

/**
 * A query the code prepared by name (named-statements.ts), as PGlite's own `query` runs one but under
 * its name: parsed and described once per session, then bound and executed (one call into the
 * database), so PostgreSQL plans it as it does a named statement on a server (custom plans first, then
 * its generic plan when that costs no more) instead of parsing and planning it on every request. Waits
 * behind an open transaction as `query` does, unless it runs in it.
 */
async function namedQuery(
  name: string,
  text: string,
  params: unknown[] | undefined,
  options: QueryOptions | undefined,
  inTransaction: boolean,
): Promise<Results> {
  const { serialize } = protocol;
  const run = () =>
    pg._runExclusiveQuery(async () => {
      const stream = (message: Uint8Array) => pg.execProtocolStream(message, { syncToFs: false });
      let types = namedStatements.get(name);
      if (!types) {
        try {
          await stream(serialize.parse({ name, text, types: options?.paramTypes ?? [] }));
          types = parse.parseDescribeStatementResults(await stream(serialize.describe({ type: 'S', name })));
        } finally {
          await stream(serialize.sync());
        }
        namedStatements.set(name, types);
      }
      const values = (params ?? []).map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = pg.serializers[types[i]!];
        return serializer ? serializer(value) : String(value);
      });
      // Bind to Sync in one buffer: after an error PostgreSQL skips to the Sync, which is there.
      const messages = await stream(
        joined([
          serialize.bind({ statement: name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      );
      if (!inTransaction) await pg.syncToFs();
      return parse.parseResults(messages, pg.parsers, options)[0]!;
    });
  const once = () => (inTransaction ? run() : pg._runExclusiveTransaction(run));
  try {
    return await once();
  } catch (error) {
    if (!isStaleStatement(error)) throw error;
    // Gone (DEALLOCATE, DISCARD) or planned for another shape of a table changed since: parsed again.
    namedStatements.delete(name);
    await pg
      ._runExclusiveQuery(() =>
        pg.execProtocolStream(
          joined([protocol.serialize.close({ type: 'S', name }), protocol.serialize.sync()]),
          {
            syncToFs: false,
          },
        ),
      )
      .catch(() => {});
    return once();
  }
}

/** A named statement the session no longer has, or whose result a change of its tables would alter. */
function isStaleStatement(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === '26000' ||
    (code === '0A000' && typeof message === 'string' && message.includes('cached plan must not change'))
  );
}

async function serve(request: Request): Promise<unknown> {
  switch (request.op) {
    case 'query':
      if (request.name) {
        if (request.txId !== undefined) target(request.txId);
        return namedQuery(
          request.name,
          request.sql,
          request.params,
          queryOptions(request.options),
          request.txId !== undefined,
        );
      }
      return target(request.txId).query(request.sql, request.params, queryOptions(request.options));
    case 'exec':
      return target(request.txId).exec(request.sql, queryOptions(request.options));
    case 'begin':
      return begin();
    case 'commit':
    case 'rollback':
      return finish(request.txId, request.op);
    case 'close':
      if (!pg.closed) await pg.close();
      return null;
  }
}

port.on('message', (request: Request) => {
  serve(request).then(
    (value) => port.postMessage({ id: request.id, ok: true, value } satisfies Reply),
    (error: unknown) =>
      port.postMessage({ id: request.id, ok: false, error: toWireError(error) } satisfies Reply),
  );
});
port.postMessage({ ready: true } satisfies Ready);
