// The CSV exports at scale (docs/domain/lists-and-search.md#csv-export): the cars export newest first, in
// other sorts and filtered, the whole ledger and the issued clearances, each read to its end as a client
// would. In one run and interleaved, for each export: the stream as the API serves it now, the former way
// (a query per page of 1,000 rows: the cars' own ids-first pages, copied below, or `everyPage`), and on
// PostgreSQL `\copy (the same select) to stdout` by psql (the API's session settings) as the reference
// rate; the two ways must write the same file, byte for byte. Then the memory of one export in a process
// of its own, at two row counts: the heap before, the most it held during the export (read after a
// garbage collection every 10 chunks: what the export keeps, not the garbage it has not yet collected),
// its peak, and the resident size. Prints figures; it is not a timed test. Target (issue 37): at least
// 30% of the \copy rate on PostgreSQL, memory that does not grow with the rows.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test pnpm --filter @cc/api bench:export [--fresh]
//   BENCH_DB=pglite pnpm --filter @cc/api bench:export         (PGlite in this thread: no \copy)
//
// BENCH_RUNS (5) runs of each way, medians; BENCH_PAGE_ROWS the page size of the PGlite way. Its data is
// `pnpm bench`'s (scale-database.ts; BENCH_CARS, BENCH_DEALS, BENCH_PERSONS), kept between runs.
import { execFile, fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { CAR_COLUMN_TITLES_AR, type Car, type CarExportColumn } from '@cc/contracts';
import { CSV_BOM, csvLine } from '@cc/domain';
import { eq, lt, sql } from 'drizzle-orm';
import { type Db, POSTGRES_SESSION_OPTIONS } from '../src/db/client';
import { cars } from '../src/db/schema';
import { carLine, carsCsvStream } from '../src/features/cars/export';
import { type CarFilters, type CarRow, carExportList, carList, toCar } from '../src/features/cars/repository';
import { clearanceCsvStream } from '../src/features/clearance/export';
import { clearanceList } from '../src/features/clearance/repository';
import { toPayment } from '../src/features/deals/dto';
import { PAYMENTS_CSV_HEADER, paymentLine, paymentsCsvStream } from '../src/features/deals/export';
import { paymentExportList } from '../src/features/deals/payment-reads';
import { EXPORT_BATCH_ROWS, EXPORT_PAGE_ROWS } from '../src/lib/export-rows';
import { everyPage, orderOf, type StreamableList } from '../src/lib/paging';
import { benchLocation, benchSizeFromEnv, openBenchData } from './scale-database';

const KIND = process.env.BENCH_DB === 'pglite' ? 'pglite' : 'postgres';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGE_ROWS = Number(process.env.BENCH_PAGE_ROWS ?? EXPORT_PAGE_ROWS);
/** The former page size of every export. */
const OLD_PAGE = 1000;
const SIZE = benchSizeFromEnv();
const memoryCase = process.argv.find((a) => a.startsWith('--memory='))?.slice('--memory='.length);

// ---------------------------------------------------------------------------------------------------
// The former cars export (features/cars/repository.ts `allPages` before issue 37), kept here to compare:
// newest first, pages below the last id; in any other order the matching ids first, then each page read
// from the sort's index from its first car on. Its queries are the list's (carList), as they were.

async function* formerCarPages(db: Db, companyId: number, filters: CarFilters, pageSize: number) {
  const list = carList(db, companyId, filters);
  const { sort } = list;
  const order = orderOf(sort, cars.id);
  if (sort.key === 'id') {
    let last: number | null = null;
    for (;;) {
      const rows: CarRow[] = await list.rows({
        where: last === null ? undefined : lt(cars.id, last),
        order,
        limit: pageSize,
        offset: 0,
      });
      if (rows.length > 0) yield rows.map(toCar);
      if (rows.length < pageSize) return;
      last = rows[rows.length - 1]!.id;
    }
  }
  const keys = (await list.matching().orderBy(...order)) as { id: number }[];
  for (let start = 0; start < keys.length; start += pageSize) {
    const batch = keys.slice(start, start + pageSize);
    const first = batch[0]!;
    const firstValue = sql`(select ${sort.column} from ${cars} where ${cars.id} = ${first.id})`;
    const found: CarRow[] = await list.rows({
      where:
        sort.direction === 'asc'
          ? sql`(${sort.column}, ${cars.id}) >= (${firstValue}, ${first.id})`
          : sql`(${sort.column}, ${cars.id}) <= (${firstValue}, ${first.id})`,
      order,
      limit: batch.length,
      offset: 0,
    });
    const byId = new Map(found.map((r) => [r.id, r]));
    const moved = batch.filter((k) => !byId.has(k.id)).map((k) => k.id);
    for (const id of moved) {
      const [row] = await list.rows({ where: eq(cars.id, id), order, limit: 1, offset: 0 });
      if (row) byId.set(id, row);
    }
    yield batch.flatMap(({ id }) => {
      const row = byId.get(id);
      return row ? [toCar(row)] : [];
    });
  }
}

function formerCarsCsv(db: Db, companyId: number, filters: CarFilters, columns: readonly CarExportColumn[]) {
  async function* lines() {
    yield CSV_BOM + csvLine(columns.map((c) => CAR_COLUMN_TITLES_AR[c]));
    for await (const page of formerCarPages(db, companyId, filters, OLD_PAGE)) {
      yield page.map((car: Car) => carLine(car, columns)).join('');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

/** The former ledger export: pages of 1,000 entries (`everyPage`), each entry answered whole (`toPayment`). */
function formerLedgerCsv(db: Db, companyId: number) {
  async function* lines() {
    yield PAYMENTS_CSV_HEADER;
    for await (const page of everyPage(await paymentExportList(db, companyId, {}), OLD_PAGE)) {
      yield page.map((row) => paymentLine(toPayment(row))).join('');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

// ---------------------------------------------------------------------------------------------------
// The cases

const COLUMNS = ['id', 'name', 'plateNumber', 'kilometers', 'status'] as const;

interface Case {
  label: string;
  /** The stream as the API serves it, and the former way. */
  now(db: Db, companyId: number): Readable;
  before(db: Db, companyId: number): Readable;
  /** The list the export reads (its select is what \copy runs). */
  list(db: Db, companyId: number): Promise<StreamableList<unknown>>;
}

const carCase = (label: string, filters: CarFilters): Case => ({
  label,
  now: (db, companyId) => carsCsvStream(db, companyId, filters, COLUMNS, { pageRows: PAGE_ROWS }),
  before: (db, companyId) => formerCarsCsv(db, companyId, filters, COLUMNS),
  list: async (db, companyId) => carExportList(db, companyId, filters, COLUMNS) as StreamableList<unknown>,
});

const CASES: Case[] = [
  carCase('cars, newest first', {}),
  carCase('cars by name', { sortBy: 'name', sortDirection: 'asc' }),
  carCase('cars by plate ↓', { sortBy: 'plateNumber', sortDirection: 'desc' }),
  carCase('cars by kilometres ↓', { sortBy: 'kilometers', sortDirection: 'desc' }),
  carCase('cars by type', { sortBy: 'type', sortDirection: 'asc' }),
  carCase('cars, SUV only', { type: 'SUV' }),
  {
    label: 'ledger (every entry)',
    now: (db, companyId) => paymentsCsvStream(db, companyId, {}, { pageRows: PAGE_ROWS }),
    before: formerLedgerCsv,
    list: async (db, companyId) => (await paymentExportList(db, companyId, {})) as StreamableList<unknown>,
  },
  {
    label: 'clearances issued',
    now: (db, companyId) =>
      clearanceCsvStream(db, companyId, { tab: 'issued', columns: [] }, { pageRows: PAGE_ROWS }),
    before: (db, companyId) =>
      clearanceCsvStream(
        db,
        companyId,
        { tab: 'issued', columns: [] },
        { byPages: true, pageRows: OLD_PAGE },
      ),
    list: async (db, companyId) =>
      (await clearanceList(db, companyId, { tab: 'issued' })) as StreamableList<unknown>,
  },
];

// ---------------------------------------------------------------------------------------------------
// Measuring

interface Drained {
  ms: number;
  bytes: number;
  lines: number;
  hash: string;
  /** The longest wait for a chunk (PGlite: about one page's query in the database thread). */
  longestGapMs: number;
}

function newlines(buffer: Buffer): number {
  let n = 0;
  for (let at = buffer.indexOf(10); at !== -1; at = buffer.indexOf(10, at + 1)) n++;
  return n;
}

/** Reads the whole stream as a client would; answers the time, the size, the lines and a hash of it. */
async function drain(stream: Readable, sample?: () => void): Promise<Drained> {
  const started = performance.now();
  const hash = createHash('sha1');
  let bytes = 0;
  let lines = 0;
  let last = started;
  let longestGapMs = 0;
  for await (const chunk of stream) {
    const now = performance.now();
    longestGapMs = Math.max(longestGapMs, now - last);
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    bytes += buffer.length;
    lines += newlines(buffer);
    hash.update(buffer);
    sample?.();
    last = performance.now();
  }
  return { ms: performance.now() - started, bytes, lines, hash: hash.digest('hex'), longestGapMs };
}

/** The list's select with its parameters written in (COPY takes no parameters), on one line. */
function inlined(list: StreamableList<unknown>): string {
  const query = list.rows({ where: undefined, order: orderOf(list.sort, list.id), limit: null, offset: 0 });
  const { sql: text, params } = (query as unknown as { toSQL(): { sql: string; params: unknown[] } }).toSQL();
  const literal = (v: unknown): string => {
    if (v === null || v === undefined) return 'null';
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    return `'${String(v instanceof Date ? v.toISOString() : v).replace(/'/g, "''")}'`;
  };
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1])).replace(/\s+/g, ' ');
}

/** `\copy (select) to stdout (format csv)` by psql, read to its end: the time and the bytes. */
function psqlCopy(url: string, select: string): Promise<Drained> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = execFile(
      'psql',
      ['-X', '-q', '-v', 'ON_ERROR_STOP=1', url, '-c', `\\copy (${select}) to stdout with (format csv)`],
      // The API's session settings (JIT off), as its pool's connections have them.
      {
        encoding: 'buffer',
        maxBuffer: 1 << 30,
        env: { ...process.env, PGOPTIONS: POSTGRES_SESSION_OPTIONS },
      },
      (error, stdout) => {
        const ms = performance.now() - started;
        if (error) return reject(error);
        resolve({ ms, bytes: stdout.length, lines: newlines(stdout), hash: '', longestGapMs: 0 });
      },
    );
    child.stdin?.end();
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

// ---------------------------------------------------------------------------------------------------
// Memory: one export in a process of its own (so one's peak is not the next one's start)

const MEMORY_CASES: Record<string, { label: string; stream(db: Db, companyId: number): Readable }> = {
  'cars-now': { label: 'cars, now, 100,000 rows', stream: (db, c) => CASES[0]!.now(db, c) },
  'suv-now': { label: 'cars, now, SUV only', stream: (db, c) => CASES[5]!.now(db, c) },
  'ledger-now': { label: 'ledger, now', stream: (db, c) => CASES[6]!.now(db, c) },
  'recent-now': {
    label: 'ledger, now, since 2026-09-17',
    stream: (db, c) => paymentsCsvStream(db, c, { fromDate: '2026-09-17' }),
  },
  'cars-before': { label: 'cars, before, 100,000 rows', stream: (db, c) => CASES[0]!.before(db, c) },
  'suv-before': { label: 'cars, before, SUV only', stream: (db, c) => CASES[5]!.before(db, c) },
  'ledger-before': { label: 'ledger, before', stream: (db, c) => CASES[6]!.before(db, c) },
};

if (memoryCase) {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  const { database, companyId } = await openBenchData(KIND, SIZE, 2);
  const run = MEMORY_CASES[memoryCase]!;
  // Warm: the modules, the pool's connections, the plan; then settled.
  await drain(carsCsvStream(database.db, companyId, { type: 'VAN' }, COLUMNS));
  gc();
  const before = process.memoryUsage();
  let peakHeap = before.heapUsed;
  let peakRss = before.rss;
  let liveHeap = before.heapUsed;
  let chunks = 0;
  const sample = () => {
    const m = process.memoryUsage();
    peakHeap = Math.max(peakHeap, m.heapUsed);
    peakRss = Math.max(peakRss, m.rss);
    // Now and then what the export holds, its garbage collected (the peak above is mostly garbage).
    if (++chunks % 10 === 0) {
      gc();
      liveHeap = Math.max(liveHeap, process.memoryUsage().heapUsed);
    }
  };
  const timer = setInterval(sample, 5);
  const result = await drain(run.stream(database.db, companyId), sample);
  clearInterval(timer);
  await database.close();
  process.send?.({ before, peakHeap, liveHeap, peakRss, lines: result.lines - 1 });
  process.exit(0);
}

function memoryOf(key: string) {
  return new Promise<{
    before: NodeJS.MemoryUsage;
    peakHeap: number;
    liveHeap: number;
    peakRss: number;
    lines: number;
  }>((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [`--memory=${key}`], { stdio: 'inherit' });
    child.once('message', (m) => resolve(m as never));
    child.once('exit', (code) => code !== 0 && reject(new Error(`memory ${key}: exit ${code}`)));
  });
}

// ---------------------------------------------------------------------------------------------------

const { database, companyId } = await openBenchData(KIND, SIZE, 10);
const { db } = database;
const url = KIND === 'postgres' ? benchLocation(KIND, SIZE) : null;
console.log(
  `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${KIND}, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)}; ${RUNS} runs of each way, interleaved (medians of ms); now: ${url ? `a cursor, ${EXPORT_BATCH_ROWS} rows a fetch` : `pages of ${PAGE_ROWS}`}, before: pages of ${OLD_PAGE}`,
);
console.log(
  `${'export'.padEnd(24)} ${'rows'.padStart(7)} ${'size'.padStart(8)} ${'before'.padStart(8)} ${'now'.padStart(8)} ${'×'.padStart(5)}${url ? `${'\\copy'.padStart(8)}  now/\\copy rate` : '  longest page wait before / now'}`,
);
for (const c of CASES) {
  const times = { before: [] as number[], now: [] as number[], copy: [] as number[] };
  const gaps = { before: [] as number[], now: [] as number[] };
  let shape: Drained | undefined;
  const select = url ? inlined(await c.list(db, companyId)) : '';
  for (let run = 0; run < RUNS; run++) {
    const now = await drain(c.now(db, companyId));
    const before = await drain(c.before(db, companyId));
    // The same file both ways, byte for byte.
    if (now.hash !== before.hash) throw new Error(`${c.label}: the export differs from the former one`);
    times.now.push(now.ms);
    times.before.push(before.ms);
    gaps.now.push(now.longestGapMs);
    gaps.before.push(before.longestGapMs);
    shape = now;
    if (url) {
      const copy = await psqlCopy(url, select);
      if (copy.lines !== now.lines - 1) throw new Error(`${c.label}: \\copy read ${copy.lines} rows`);
      times.copy.push(copy.ms);
    }
  }
  const [b, n] = [median(times.before), median(times.now)];
  const tail = url
    ? `${median(times.copy).toFixed(0).padStart(8)}  ${((100 * median(times.copy)) / n).toFixed(0).padStart(3)}%`
    : `  ${median(gaps.before).toFixed(0)} / ${median(gaps.now).toFixed(0)} ms`;
  console.log(
    `${c.label.padEnd(24)} ${String(shape!.lines - 1).padStart(7)} ${mb(shape!.bytes).padStart(8)} ${b.toFixed(0).padStart(8)} ${n.toFixed(0).padStart(8)} ${(b / n).toFixed(1).padStart(5)}${tail}`,
  );
}
await database.close();

console.log(
  '\nmemory of one export in its own process (MB): heap used before → most held (after a GC, every 10 chunks) / peak; resident before → peak',
);
for (const [key, { label }] of Object.entries(MEMORY_CASES)) {
  const m = await memoryOf(key);
  const f = (n: number) => (n / 2 ** 20).toFixed(0);
  console.log(
    `  ${label.padEnd(30)} ${String(m.lines).padStart(7)} rows  heap ${f(m.before.heapUsed)} → ${f(m.liveHeap)} / ${f(m.peakHeap)}  rss ${f(m.before.rss)} → ${f(m.peakRss)}`,
  );
}
console.log(`load average at the end: ${os.loadavg()[0]!.toFixed(1)}`);
