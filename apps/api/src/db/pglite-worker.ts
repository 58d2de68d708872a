// The database thread: owns the API's PGlite so that its queries (synchronous WebAssembly) run beside
// the API's event loop instead of on it. Answers the requests of pglite-thread.ts one by one, exactly as
// the in-process PGlite would: a top-level query waits behind an open transaction (PGlite's own locks),
// a transaction's queries run inside it until the API thread commits or rolls it back.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import {
  type Notification,
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

async function open(source: PgliteSource): Promise<PGlite> {
  if (source.dumpFile) {
    return PGlite.create({
      loadDataDir: new Blob([await readFile(source.dumpFile)]),
      extensions: PGLITE_EXTENSIONS,
    });
  }
  return PGlite.create({ dataDir: source.dataDir, extensions: PGLITE_EXTENSIONS });
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

async function serve(request: Request): Promise<unknown> {
  switch (request.op) {
    case 'query':
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
    case 'listen':
      await pg.listen(request.channel, (payload) =>
        port?.postMessage({ channel: request.channel, payload } satisfies Notification),
      );
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
