// Loaded into the built API by the benchmark (node --import ./bench/capture-sql.mjs dist/server.js), never
// by the product: it records, per HTTP request, every statement the request sends to PostgreSQL through
// the `pg` driver (text, name, parameters, row mode, and when it started and ended relative to the
// request), so that the benchmark can replay exactly those statements through the same driver and tell
// the API's own cost from its SQL's. The API's source is not touched; the records are asked for over
// the IPC channel the benchmark opens (`{ benchSql: 'flush' }` answers them and starts afresh).
//
// The request's statements are found through an AsyncLocalStorage entered at the server's 'request'
// event: it costs the API a few per cent (the benchmark prints the API's figures with it on).
import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

const requests = new AsyncLocalStorage();
/** Requests answered since the last flush: { url, t0, t1, statements[] }. */
let finished = [];

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (...args) {
  const [event, req, res] = args;
  if (event !== 'request') return emit.apply(this, args);
  const record = { url: req.url, t0: performance.now(), t1: 0, statements: [], clients: undefined };
  res.once('finish', () => {
    record.t1 = performance.now();
    finished.push(record);
  });
  return requests.run(record, () => emit.apply(this, args));
};

/** Notes a statement of the current request (none outside one: the notification job, LISTEN). */
function note(via, args) {
  const record = requests.getStore();
  if (!record) return undefined;
  const statement = { via, config: args[0], values: args[1], start: performance.now(), end: 0 };
  record.statements.push(statement);
  return statement;
}

const ended = (statement, result) => {
  if (statement && result && typeof result.then === 'function') {
    const end = () => {
      statement.end = performance.now();
    };
    result.then(end, end);
  }
  return result;
};

// Pool.query: a statement on any free connection (drizzle outside a transaction).
const poolQuery = pg.Pool.prototype.query;
pg.Pool.prototype.query = function (...args) {
  return ended(note('pool', args), poolQuery.apply(this, args));
};

// Client.query without a callback: a statement on a connection the code holds (a transaction). With a
// callback it is the pool's own call for a Pool.query, already noted.
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (...args) {
  if (typeof args[args.length - 1] === 'function') return clientQuery.apply(this, args);
  const statement = note('client', args);
  if (statement) {
    const record = requests.getStore();
    record.clients ??= new Map();
    if (!record.clients.has(this)) record.clients.set(this, record.clients.size);
    statement.via = record.clients.get(this);
  }
  return ended(statement, clientQuery.apply(this, args));
};

/** A parameter as JSON: dates and bytes tagged so that the replay sends what the API sent. */
function tagged(key, value) {
  const raw = this[key];
  if (raw instanceof Date) return { $date: raw.toISOString() };
  if (raw instanceof Uint8Array) return { $bytes: Buffer.from(raw).toString('base64') };
  if (typeof raw === 'bigint') return { $bigint: raw.toString() };
  return value;
}

/** The requests answered since the last flush, each statement's text once in `texts`. */
function flush() {
  const texts = [];
  const textIndex = new Map();
  const out = finished.map((r) => ({
    url: r.url,
    ms: r.t1 - r.t0,
    statements: r.statements.map((s) => {
      const config = typeof s.config === 'string' ? { text: s.config } : s.config;
      let text = textIndex.get(config.text);
      if (text === undefined) {
        text = texts.length;
        texts.push(config.text);
        textIndex.set(config.text, text);
      }
      return {
        via: s.via,
        text,
        name: config.name,
        rowMode: config.rowMode,
        types: config.types !== undefined,
        values: JSON.stringify(s.values ?? config.values ?? [], tagged),
        start: s.start - r.t0,
        end: (s.end || r.t1) - r.t0,
      };
    }),
  }));
  finished = [];
  return { texts, requests: out };
}

if (process.send) {
  process.on('message', (message) => {
    if (message?.benchSql === 'flush') process.send({ benchSql: flush() });
  });
  // The channel must not keep the server alive once it is told to stop.
  process.channel?.unref();
}
