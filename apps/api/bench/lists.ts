// The API's lists under load (`pnpm bench`; build first): the built API in its own process over generated
// data, loaded by autocannon from this process on loopback, beside the very statements it sent replayed
// through the same driver. Prints a table; with the markers in BENCHMARKS.md, writes it there too. Not a
// test: nothing passes or fails on a figure. BENCHMARKS.md#method says what each column means.
//
//   pnpm build && pnpm bench                         (from the repository root)
//   BENCH_DB=postgres BENCH_ONLY=cars,payments pnpm bench
//
// Two runs. PostgreSQL (DATABASE_URL's server): BENCH_CARS cars (100,000) with BENCH_DEALS deals (20,000)
// and BENCH_PERSONS persons (a fifth of the cars), API and driver. PGlite against PostgreSQL: the same
// requests to two APIs over the same smaller data (BENCH_SMALL_CARS, 20,000, and a fifth of them deals),
// API only. BENCH_DB (postgres,pglite) picks the runs; `capture` adds a third: the same requests to two
// APIs on the PostgreSQL data, one recording its statements and one not (what the recorder costs). For every case (list-cases.ts), in each of
// BENCH_ROUNDS rounds (3): the API answers about BENCH_SECONDS (1) of requests, BENCH_CONNECTIONS (10) at
// a time, then the driver replays the statements of exactly those requests; then up to BENCH_SINGLE (25)
// more requests one at a time (at least 10, then while BENCH_SECONDS last), replayed one at a time. Every request is another one (list-cases.ts). Medians
// of the rounds. BENCH_ONLY: lists to run (comma-separated beginnings of their names); BENCH_PORT (4480).
// The data is written on the first run and kept (scale-database.ts); --fresh writes it again.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { POSTGRES_SESSION_OPTIONS } from '../src/db/client';
import { type ApiProcess, BASE, type Captured, startApi } from './api-process';
import { LIST_CASES, LIST_PATHS, type ListCase, type ListFacts } from './list-cases';
import { replay, replayable } from './replay';
import {
  BENCH_LOGINS,
  type BenchKind,
  type BenchSize,
  benchLocation,
  benchSizeFromEnv,
  openBenchData,
} from './scale-database';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SIZE = benchSizeFromEnv();
const SMALL_CARS = env('BENCH_SMALL_CARS', 20_000);
const SMALL: BenchSize = {
  cars: SMALL_CARS,
  deals: Math.round(SMALL_CARS / 5),
  persons: Math.round(SMALL_CARS / 5),
  instalments: SIZE.instalments,
};
const ROUNDS = env('BENCH_ROUNDS', 3);
const SECONDS = env('BENCH_SECONDS', 1);
const SINGLE = env('BENCH_SINGLE', 25);
const CONNECTIONS = env('BENCH_CONNECTIONS', 10);
const PORT = env('BENCH_PORT', 4480);
const WARM_UP = 30;
const RUNS = (process.env.BENCH_DB ?? 'postgres,pglite').split(',');
const ONLY = process.env.BENCH_ONLY?.split(',');
const CASES = ONLY ? LIST_CASES.filter((c) => ONLY.some((o) => c.list.startsWith(o))) : LIST_CASES;
const ROOT = path.resolve(import.meta.dirname, '../../..');

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? Number.NaN : s[Math.floor((s.length - 1) / 2)]!;
};

/** One API under test: its process, its sign-ins, its data's facts and (PostgreSQL) the replay pool. */
interface Target {
  name: string;
  api: ApiProcess;
  tokens: Record<ListCase['who'], string>;
  facts: ListFacts;
  pool?: pg.Pool;
  /** The next request number of each case (each request of a case is asked once). */
  next: Map<ListCase, number>;
}

/** GET through a keep-alive connection of its own, answering the body and the time it took. */
function getter(target: Target) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return (p: string, who: ListCase['who']) =>
    new Promise<{ ms: number; body: unknown }>((resolve, reject) => {
      const started = performance.now();
      const req = http.get(
        `${target.api.url}${p}`,
        { agent, headers: { authorization: `Bearer ${target.tokens[who]}` } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const ms = performance.now() - started;
            const text = Buffer.concat(chunks).toString('utf8');
            if (res.statusCode !== 200) reject(new Error(`${p}: ${res.statusCode} ${text.slice(0, 300)}`));
            else resolve({ ms, body: text ? JSON.parse(text) : null });
          });
        },
      );
      req.on('error', reject);
    });
}

async function openTarget(
  kind: BenchKind,
  size: BenchSize,
  port: number,
  capture: boolean,
  driver = capture,
): Promise<Target> {
  const data = await openBenchData(kind, size);
  await data.database.close();
  const location = benchLocation(kind, size);
  const api = await startApi(kind, location, port, capture);
  const tokens = {
    owner: await api.signIn(BENCH_LOGINS.owner, BENCH_LOGINS.password),
    admin: await api.signIn(BENCH_LOGINS.admin, BENCH_LOGINS.password),
  };
  const lastPages = new Map<string, number>();
  const target: Target = {
    name: kind,
    api,
    tokens,
    facts: { lastPage: (list) => lastPages.get(list) ?? 0, branchId: data.branchId },
    next: new Map(),
    ...(driver
      ? { pool: new pg.Pool({ connectionString: location, max: 10, options: POSTGRES_SESSION_OPTIONS }) }
      : {}),
  };
  const get = getter(target);
  for (const [list, p] of Object.entries(LIST_PATHS)) {
    const who = p.startsWith('/admin') ? 'admin' : 'owner';
    const { pagination } = (await get(p, who)).body as {
      pagination: { lastPage: number; totalIsEstimate?: boolean };
    };
    // An estimated total may overshoot: deep pages stay within what surely exists.
    lastPages.set(
      list,
      pagination.totalIsEstimate ? Math.floor(pagination.lastPage * 0.95) : pagination.lastPage,
    );
  }
  return target;
}

/** The paths of the next `count` requests of a case (stepped cases: the page before asked first). */
async function nextPaths(target: Target, c: ListCase, count: number): Promise<string[]> {
  const from = target.next.get(c) ?? 0;
  target.next.set(c, from + count);
  const paths = Array.from({ length: count }, (_, k) => c.path(from + k, target.facts));
  if (!c.stepped) return paths;
  const stepped: string[] = new Array(count);
  let k = 0;
  await Promise.all(
    Array.from({ length: Math.min(CONNECTIONS, count) }, async () => {
      const get = getter(target);
      while (k < count) {
        const at = k++;
        stepped[at] = c.stepped!((await get(paths[at]!, c.who)).body, paths[at]!);
      }
    }),
  );
  return stepped;
}

interface Measure {
  apiRps: number[];
  driverRps: number[];
  apiSingle: number[];
  driverSingle: number[];
  /** Requests the API answered without sending any statement. */
  withoutSql: number;
  requests: number;
}

/** The API answering `paths`, CONNECTIONS at a time: requests a second. */
async function load(target: Target, c: ListCase, paths: string[]): Promise<number> {
  let i = 0;
  const started = performance.now();
  let last = started;
  // Without a callback autocannon answers its instance (an event emitter), which is also a promise.
  const instance = autocannon({
    url: `${target.api.url}${paths[0]}`,
    connections: Math.min(CONNECTIONS, paths.length),
    amount: paths.length,
    // It looks whether the amount is done every sample: the run's time is taken to the last answer.
    sampleInt: 20,
    headers: { authorization: `Bearer ${target.tokens[c.who]}` },
    requests: [
      {
        setupRequest: (request: autocannon.Request): autocannon.Request => ({
          ...request,
          path: `${BASE}${paths[i++ % paths.length]}`,
        }),
      },
    ],
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  instance.on('response', () => {
    last = performance.now();
  });
  const result = await instance;
  const seconds = (last - started) / 1000;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${c.list}, ${c.label}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
  }
  return result.requests.total / seconds;
}

const noMeasure = (): Measure => ({
  apiRps: [],
  driverRps: [],
  apiSingle: [],
  driverSingle: [],
  withoutSql: 0,
  requests: 0,
});

function noteSql(m: Measure, captured: Captured, sent: number) {
  if (captured.requests.length !== sent) {
    console.warn(`  warning: ${sent} requests sent, the statements of ${captured.requests.length} recorded`);
  }
  m.requests += captured.requests.length;
  const without = captured.requests.filter((r) => r.statements.length === 0);
  m.withoutSql += without.length;
  for (const r of without.slice(0, 2)) console.log(`  answered without SQL: ${decodeURIComponent(r.url)}`);
}

/** One round of a case on a target: the API loaded, the driver replaying it, then one at a time. */
async function round(target: Target, c: ListCase, m: Measure, count: number, warmUp = false): Promise<void> {
  const paths = await nextPaths(target, c, count);
  await target.api.takeStatements();
  const apiRps = await load(target, c, paths);
  const loaded = await target.api.takeStatements();
  if (warmUp) {
    if (target.pool) await replay(target.pool, replayable(loaded), CONNECTIONS);
    m.apiRps.push(apiRps);
    return;
  }
  m.apiRps.push(apiRps);
  if (target.pool) {
    noteSql(m, loaded, paths.length);
    m.driverRps.push((await replay(target.pool, replayable(loaded), CONNECTIONS)).rps);
  }
  const singles = await nextPaths(target, c, SINGLE);
  // A stepped case has just asked the pages before: not theirs, the statements of the singles.
  await target.api.takeStatements();
  const get = getter(target);
  // At least 10, then until BENCH_SECONDS have passed (a slow list does not hold the run up).
  const until = performance.now() + SECONDS * 1000;
  let asked = 0;
  for (const p of singles) {
    if (asked >= 10 && performance.now() > until) break;
    m.apiSingle.push((await get(p, c.who)).ms);
    asked++;
  }
  const one = await target.api.takeStatements();
  if (target.pool) {
    noteSql(m, one, asked);
    m.driverSingle.push(...(await replay(target.pool, replayable(one), 1)).times);
  }
}

/** How many requests make about BENCH_SECONDS at the slowest target's rate (30 to 5,000). */
const sized = (rates: number[]) => Math.max(30, Math.min(5_000, Math.round(Math.min(...rates) * SECONDS)));

/** Every case on the targets, interleaved: per round and case, each target's API then its driver. */
async function measure(targets: Target[]): Promise<Map<Target, Map<ListCase, Measure>>> {
  const results = new Map(targets.map((t) => [t, new Map<ListCase, Measure>()]));
  const counts = new Map<ListCase, number>();
  for (const c of CASES) {
    // Warm: the JIT, both pools' connections and their prepared statements; and the load's size.
    const rates: number[] = [];
    for (const t of targets) {
      const [first] = await nextPaths(t, c, 1);
      const { body } = await getter(t)(first!, c.who);
      const rows = (body as { data?: unknown }).data;
      if (Array.isArray(rows) && rows.length === 0) {
        console.warn(`  warning: ${c.list}, ${c.label}: ${decodeURIComponent(first!)} answers no rows`);
      }
      const warm = noMeasure();
      await round(t, c, warm, WARM_UP, true);
      rates.push(warm.apiRps[0]!);
      results.get(t)!.set(c, noMeasure());
    }
    counts.set(c, sized(rates));
  }
  for (let r = 1; r <= ROUNDS; r++) {
    const started = performance.now();
    for (const c of CASES) {
      for (const t of targets) await round(t, c, results.get(t)!.get(c)!, counts.get(c)!);
      // The next round's size from this round's rate (the warm-up's is low: its first requests are cold).
      counts.set(c, sized(targets.map((t) => results.get(t)!.get(c)!.apiRps.at(-1)!)));
    }
    console.log(
      `  round ${r} of ${ROUNDS}: ${((performance.now() - started) / 1000).toFixed(0)} s, load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
  }
  return results;
}

const rate = (x: number) =>
  Number.isNaN(x) ? '—' : x < 10 ? x.toFixed(1) : Math.round(x).toLocaleString('en');
const ms = (x: number) => (Number.isNaN(x) ? '—' : `${x.toFixed(x < 10 ? 1 : 0)} ms`);
const times = (x: number) => (Number.isFinite(x) ? `${x.toFixed(2)}×` : '—');

function mainTable(m: Map<ListCase, Measure>): string[] {
  const rows = CASES.map((c) => {
    const x = m.get(c)!;
    const api = median(x.apiRps);
    const driver = median(x.driverRps);
    const p50 = median(x.apiSingle);
    const first = c.firstPage ? CASES.find((f) => f.list === c.list && f.label === c.firstPage) : undefined;
    const deep = first ? p50 / median(m.get(first)!.apiSingle) : Number.NaN;
    return `| ${c.list} | ${c.label} | ${rate(api)} | ${rate(driver)} | ${(api / driver).toFixed(2)} | ${ms(p50)} | ${ms(median(x.driverSingle))} | ${times(deep)} | ${x.withoutSql} of ${x.requests} |`;
  });
  return [
    '| list | request | API req/s | driver req/s | API ÷ driver | one request, API p50 | one request, driver p50 | deep ÷ first page (p50) | answered without SQL |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ];
}

function ratioTable(postgres: Map<ListCase, Measure>, pglite: Map<ListCase, Measure>): string[] {
  const rows = CASES.map((c) => {
    const a = postgres.get(c)!;
    const b = pglite.get(c)!;
    const [ra, rb] = [median(a.apiRps), median(b.apiRps)];
    const [pa, pb] = [median(a.apiSingle), median(b.apiSingle)];
    return `| ${c.list} | ${c.label} | ${rate(ra)} | ${rate(rb)} | ${times(ra / rb)} | ${ms(pa)} | ${ms(pb)} | ${times(pb / pa)} |`;
  });
  return [
    '| list | request | PostgreSQL API req/s | PGlite API req/s | PostgreSQL ÷ PGlite (req/s) | one request, PostgreSQL p50 | one request, PGlite p50 | PGlite ÷ PostgreSQL (p50) |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
  ];
}

const sizeText = (s: BenchSize) =>
  `${s.cars.toLocaleString('en')} cars, ${s.deals.toLocaleString('en')} deals, ${s.persons.toLocaleString('en')} persons`;

function commit(): string {
  try {
    const sha = execSync('git rev-parse --short HEAD', { cwd: ROOT }).toString().trim();
    const dirty = execSync('git status --porcelain --untracked-files=no', { cwd: ROOT }).toString().trim();
    return dirty ? `${sha} with uncommitted changes` : sha;
  } catch {
    return 'unknown commit';
  }
}

const out: string[] = [
  `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC at ${commit()}, Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the start; ${ROUNDS} rounds, ${CONNECTIONS} connections, about ${SECONDS} s of requests per case and round, up to ${SINGLE} single requests per case and round (at least 10, then for about ${SECONDS} s).`,
  '',
];
if (RUNS.includes('postgres')) {
  console.log(`\n== PostgreSQL, ${sizeText(SIZE)}: API and driver`);
  const target = await openTarget('postgres', SIZE, PORT, true);
  console.log(`  start-up to the first 200: ${target.api.startMs.toFixed(0)} ms`);
  try {
    const m = (await measure([target])).get(target)!;
    out.push(`**PostgreSQL, ${sizeText(SIZE)}**: API and driver`, '', ...mainTable(m), '');
  } finally {
    await target.api.stop();
    await target.pool?.end();
  }
}
if (RUNS.includes('pglite')) {
  console.log(`\n== PGlite against PostgreSQL, ${sizeText(SMALL)}: the same requests, API only`);
  const postgres = await openTarget('postgres', SMALL, PORT, false);
  const pglite = await openTarget('pglite', SMALL, PORT + 1, false);
  try {
    const m = await measure([postgres, pglite]);
    out.push(
      `**PGlite against PostgreSQL, ${sizeText(SMALL)}**: API only; start-up to the first 200 ${postgres.api.startMs.toFixed(0)} ms and ${pglite.api.startMs.toFixed(0)} ms`,
      '',
      ...ratioTable(m.get(postgres)!, m.get(pglite)!),
      '',
    );
  } finally {
    await postgres.api.stop();
    await pglite.api.stop();
  }
}
if (RUNS.includes('capture')) {
  console.log(
    `\n== The recorder's cost, ${sizeText(SIZE)}: the same requests to the API with and without it`,
  );
  const recorded = await openTarget('postgres', SIZE, PORT, true, false);
  const plain = await openTarget('postgres', SIZE, PORT + 1, false);
  try {
    const m = await measure([recorded, plain]);
    const rows = CASES.map((c) => {
      const [a, b] = [m.get(recorded)!.get(c)!, m.get(plain)!.get(c)!];
      const [ra, rb] = [median(a.apiRps), median(b.apiRps)];
      return `| ${c.list} | ${c.label} | ${rate(ra)} | ${rate(rb)} | ${(ra / rb).toFixed(2)} | ${ms(median(a.apiSingle))} | ${ms(median(b.apiSingle))} |`;
    });
    out.push(
      `**The recorder's cost (capture-sql.mjs), PostgreSQL, ${sizeText(SIZE)}**`,
      '',
      '| list | request | API req/s, recording | API req/s, not recording | ratio | one request p50, recording | not recording |',
      '|---|---|---|---|---|---|---|',
      ...rows,
      '',
    );
  } finally {
    await recorded.api.stop();
    await plain.api.stop();
  }
}
out.push(`Load average at the end: ${os.loadavg()[0]!.toFixed(1)}.`);
const table = out.join('\n');
console.log(`\n${table}`);

// Kept beside the data (not in git), and written between the markers of BENCHMARKS.md when it has them.
const saved = path.join(
  ROOT,
  'apps/api/.bench',
  `lists-${new Date().toISOString().replace(/[:.]/g, '-')}.md`,
);
mkdirSync(path.dirname(saved), { recursive: true });
writeFileSync(saved, `${table}\n`);
console.log(`\nsaved to ${path.relative(process.cwd(), saved)}`);
const file = path.join(ROOT, 'BENCHMARKS.md');
const [START, END] = ['<!-- bench:lists:start -->', '<!-- bench:lists:end -->'];
const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
if (
  current.includes(START) &&
  current.includes(END) &&
  !ONLY &&
  RUNS.includes('postgres') &&
  RUNS.includes('pglite')
) {
  const before = current.slice(0, current.indexOf(START) + START.length);
  const after = current.slice(current.indexOf(END));
  writeFileSync(file, `${before}\n${table}\n${after}`);
  execSync(`${path.join(ROOT, 'node_modules/.bin/biome')} format --write ${file}`, {
    cwd: ROOT,
    stdio: 'ignore',
  });
  console.log('written to BENCHMARKS.md (between the bench:lists markers)');
}
