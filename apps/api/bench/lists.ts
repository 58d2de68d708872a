// The API under load at scale (issue 18): one company of generated data on PostgreSQL and on PGlite,
// the built API in its own process, autocannon in this one on loopback; beside each list the same
// service call through the driver (the SQL without HTTP) and the page query alone; last, POST /payments
// (each request a new payment). Prints the figures and writes them to BENCHMARKS.md (between the bench
// markers). Not a test: nothing here passes or fails.
//
//   pnpm build && pnpm bench                      (from the repository root)
//   BENCH_CARS=100000 BENCH_PERSONS=50000 BENCH_SECONDS=20 BENCH_DB=postgres pnpm bench
//
// BENCH_CARS (default 22,000; deals are 90% of the cars, 7 instalments each), BENCH_PERSONS (5,000),
// BENCH_SECONDS per endpoint (5), BENCH_CONNECTIONS (10), BENCH_DB (postgres,pglite), BENCH_PORT (4480),
// DATABASE_URL (the PostgreSQL server; the data goes into its own database BENCH_PG_NAME, default
// cc_bench_<cars>), BENCH_ONLY (label beginnings, comma-separated: run only those endpoints, e.g.
// "/health"), --fresh to write the data again. Data is kept between runs (apps/api/.bench/ for PGlite).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  carListQuerySchema,
  dealListQuerySchema,
  paymentListQuerySchema,
  personListQuerySchema,
} from '@cc/contracts';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, PGLITE_EXTENSIONS, pgliteDatabase, postgresDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { carListsOf, pageRows } from '../src/features/cars/repository';
import { createCarsService } from '../src/features/cars/service';
import { dashboardOf, scopeOf } from '../src/features/dashboard/service';
import { createDealsService } from '../src/features/deals/service';
import { createPersonsService } from '../src/features/persons/service';
import type { RequestContext } from '../src/lib/context';
import { estimatedTotals } from '../src/lib/list-total';
import { hashPassword } from '../src/lib/passwords';
import { databaseUrlFor } from '../test/database-url';
import { createScaleCompany } from '../test/scale-data';
import { giveArabicText } from './arabic-text';

const API_DIR = path.resolve(import.meta.dirname, '..');
const ROOT = path.resolve(API_DIR, '../..');
const BASE = '/api/carcontracts/v1';
const TODAY = new Date().toISOString().slice(0, 10);
const CARS = Number(process.env.BENCH_CARS ?? 22_000);
const PERSONS = Number(process.env.BENCH_PERSONS ?? 5_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4480);
const KINDS = (process.env.BENCH_DB ?? 'postgres,pglite').split(',') as ('postgres' | 'pglite')[];
const PG_URL = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const PG_NAME = process.env.BENCH_PG_NAME ?? `cc_bench_${CARS}`;
const PGLITE_DIR = path.join(API_DIR, '.bench', `pglite-${CARS}-${PERSONS}`);
const FRESH = process.argv.includes('--fresh');
const USERNAME = 'bench-owner';
const PASSWORD = 'Bench@12345';
const SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';

if (!existsSync(path.join(API_DIR, 'dist/server.js'))) {
  console.error('Build first: pnpm build');
  process.exit(1);
}

/** Opens the benchmark's database of a kind, writing the company when it is not there yet. */
async function open(kind: 'postgres' | 'pglite'): Promise<Database> {
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    const exists =
      (await admin.query('select 1 from pg_database where datname = $1', [PG_NAME])).rowCount === 1;
    if (FRESH && exists) await admin.query(`drop database ${PG_NAME} with (force)`);
    if (FRESH || !exists) await admin.query(`create database ${PG_NAME}`);
    await admin.end();
    return postgresDatabase(databaseUrlFor(PG_URL, PG_NAME), CONNECTIONS);
  }
  if (FRESH) rmSync(PGLITE_DIR, { recursive: true, force: true });
  mkdirSync(PGLITE_DIR, { recursive: true });
  const client = await PGlite.create({
    dataDir: path.join(PGLITE_DIR, 'pglite'),
    extensions: PGLITE_EXTENSIONS,
  });
  return pgliteDatabase(client);
}

async function ensureData(database: Database): Promise<number> {
  const { db } = database;
  await database.migrate();
  const rows = (r: unknown) => (r as { rows: Record<string, number>[] }).rows;
  const found = rows(
    await db.execute(sql`select id from companies where name = 'معرض كبير' order by id limit 1`),
  );
  if (found[0]) return found[0].id!;
  const started = performance.now();
  const { companyId } = await createScaleCompany(db, TODAY, CARS, PERSONS);
  await giveArabicText(db, companyId);
  await db.insert(users).values({
    companyId,
    kind: 'COMPANY',
    username: USERNAME,
    passwordHash: await hashPassword(PASSWORD),
    fullName: 'صاحب المعرض',
  });
  const counts = rows(
    await db.execute(sql`
      select (select count(*) from cars where company_id = ${companyId})::int as cars,
             (select count(*) from persons where company_id = ${companyId})::int as persons,
             (select count(*) from deals where company_id = ${companyId})::int as deals,
             (select count(*) from installments where company_id = ${companyId})::int as installments,
             (select count(*) from payments where company_id = ${companyId})::int as payments`),
  );
  console.log(`data written in ${((performance.now() - started) / 1000).toFixed(1)} s:`, counts[0]);
  return companyId;
}

interface Server {
  child: ChildProcess;
  startMs: number;
  stop(): Promise<void>;
}

/** The built API, started as `pnpm start` starts it (node directly); answers the time to the first 200. */
async function startApi(kind: 'postgres' | 'pglite'): Promise<Server> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      JWT_SECRET: SECRET,
      SEED_DEMO: 'false',
      DATABASE_URL: kind === 'postgres' ? databaseUrlFor(PG_URL, PG_NAME) : '',
      DATA_DIR: PGLITE_DIR,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (;;) {
    if (child.exitCode !== null) throw new Error('the API exited while starting');
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}${BASE}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return {
    child,
    startMs: performance.now() - started,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

interface Figure {
  rps: number;
  p50: number;
  p99: number;
  timeouts?: number;
}

/** A POST's next request: its JSON body and its own headers (each payment its own idempotency key). */
type NextPost = () => { body: string; headers: Record<string, string> };

async function load(
  url: string,
  token: string | null,
  connections = CONNECTIONS,
  post?: NextPost,
  seconds = SECONDS,
  nextPath?: () => string,
): Promise<Figure> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    ...(nextPath
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request): autocannon.Request => ({
                ...request,
                path: nextPath(),
              }),
            },
          ],
        }
      : {}),
    ...(post
      ? {
          requests: [
            {
              method: 'POST' as const,
              setupRequest: (request: autocannon.Request): autocannon.Request => {
                const next = post();
                return {
                  ...request,
                  method: 'POST',
                  body: next.body,
                  headers: { ...headers, 'content-type': 'application/json', ...next.headers },
                };
              },
            },
          ],
        }
      : {}),
  });
  if (result.non2xx > 0 || result.errors > result.timeouts) {
    throw new Error(`${url}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
  }
  // A request unanswered in autocannon's 10 s counts as a timeout (the row then shows them).
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    timeouts: result.timeouts,
  };
}

/** The same work in this process, CONNECTIONS at a time for the same duration. */
async function loop(run: () => Promise<unknown>): Promise<Figure> {
  await run();
  const times: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        await run();
        times.push(performance.now() - t);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { rps: times.length / SECONDS, p50: at(0.5), p99: at(0.99) };
}

interface Case {
  label: string;
  path: string;
  /** The same answer through the driver (the service, no HTTP), and the page query alone. */
  driver?: (db: Database['db'], ctx: RequestContext) => () => Promise<unknown>;
  page?: (db: Database['db'], ctx: RequestContext) => () => Promise<unknown>;
  /**
   * Loads these paths meanwhile (each request the next, see pathAt) with CONNECTIONS connections; `path`
   * itself is then asked by one.
   */
  underLoad?: (n: number) => string;
  /** A POST instead of a GET: its requests, given the company's plans with an open instalment. */
  post?: (openPlans: number[]) => NextPost;
  /** A case that needs an answer of the API first (a page's cursor): the case itself, made from it. */
  resolve?: (get: (path: string) => Promise<unknown>) => Promise<Case>;
  /** Each request another path, in turn (`path` is the first): the n-th request's path. */
  pathAt?: (n: number) => string;
}

// Pages of 10 rows (the list's default size), zero-based: four fifths in (the /health-under-load rows
// load it), the middle (the farthest a page can be from both ends), and the last full page (the pager's
// last-page button).
const deepPage = Math.max(0, Math.floor((CARS * 0.8) / 10));
const middlePage = Math.max(0, Math.floor(CARS / 20));
const lastPage = Math.max(0, Math.floor(CARS / 10) - 1);
const carQuery = (q: Record<string, string>) => carListQuerySchema.parse(q);
const carCase = (label: string, q: Record<string, string>): Case => ({
  label,
  path: `/car?${new URLSearchParams(q)}`,
  driver: (db, ctx) => () => createCarsService(db).list(ctx, carQuery(q)),
  page: (db, ctx) => () => {
    const { page, size, after, before, ...filters } = carQuery(q);
    return pageRows(db, ctx.companyId!, filters, page, size, { after, before });
  },
});
// Every page of a list in turn, each request the next page (the last followed by the first): no page
// is asked again while the API keeps it (KEPT_ANSWERS of 10,000 pages), so each answer is read as the
// first answer after a car changes is: the list's query path, where the rows above it are kept answers.
const turnCase = (label: string, q: Record<string, string>): Case => {
  const pages = lastPage + 1;
  const at = (n: number) => ({ ...q, page: String(n % pages) });
  const turns = (run: (n: number) => Promise<unknown>) => {
    let n = 0;
    return () => run(n++);
  };
  return {
    label,
    path: `/car?${new URLSearchParams(at(0))}`,
    pathAt: (n) => `${BASE}/car?${new URLSearchParams(at(n))}`,
    driver: (db, ctx) => turns((n) => createCarsService(db).list(ctx, carQuery(at(n)))),
    page: (db, ctx) =>
      turns((n) => {
        const { page, size, after, before, ...filters } = carQuery(at(n));
        return pageRows(db, ctx.companyId!, filters, page, size, { after, before });
      }),
  };
};
const everyPageAt = (n: number) => `/car?page=${n % (lastPage + 1)}`;
// The pager's next button: the page after the one shown, from the cursor its answer gave (keyset).
const steppedCase = (label: string, q: Record<string, string>, page: number): Case => ({
  label,
  path: `/car?${new URLSearchParams({ ...q, page: String(page) })}`,
  resolve: async (get) => {
    const shown = (await get(`/car?${new URLSearchParams({ ...q, page: String(page - 1) })}`)) as {
      pagination: { nextCursor?: string };
    };
    const after = shown.pagination.nextCursor;
    if (!after) throw new Error(`${label}: page ${page - 1} gave no cursor`);
    return carCase(label, { ...q, page: String(page), after });
  },
});

const noNotifier = {} as Parameters<typeof createDealsService>[1];
const ALL_CASES: Case[] = [
  carCase('/car first page (Pending)', { status: 'Pending' }),
  carCase('/car first page, every status', {}),
  carCase(`/car page ${deepPage}`, { page: String(deepPage) }),
  carCase(`/car page ${middlePage} (the middle)`, { page: String(middlePage) }),
  steppedCase(`/car page ${middlePage} stepped from ${middlePage - 1} (keyset)`, {}, middlePage),
  carCase(`/car page ${lastPage} (the last)`, { page: String(lastPage) }),
  carCase('/car keyword تويوتا', { keyword: 'تويوتا' }),
  carCase('/car keyword اوبل (stored أوبل)', { keyword: 'اوبل' }),
  carCase('/car sort by kilometres', { sortBy: 'kilometers', sortDirection: 'desc' }),
  carCase(`/car sort by kilometres, page ${deepPage}`, {
    sortBy: 'kilometers',
    sortDirection: 'desc',
    page: String(deepPage),
  }),
  carCase('/car sort by colour', { sortBy: 'color' }),
  turnCase(`/car every page in turn (0 to ${lastPage}, none kept)`, {}),
  turnCase(`/car sort by kilometres, every page in turn (none kept)`, {
    sortBy: 'kilometers',
    sortDirection: 'desc',
  }),
  steppedCase(
    `/car sort by kilometres, page ${middlePage} stepped (keyset)`,
    { sortBy: 'kilometers', sortDirection: 'desc' },
    middlePage,
  ),
  {
    label: '/persons keyword احمد',
    path: `/persons?keyword=${encodeURIComponent('احمد')}`,
    driver: (db, ctx) => () =>
      createPersonsService(db).list(ctx, personListQuerySchema.parse({ keyword: 'احمد' })),
  },
  {
    label: '/contracts first page',
    path: '/contracts',
    driver: (db, ctx) => () =>
      createDealsService(db, noNotifier).listDeals(ctx, 'CONTRACT', dealListQuerySchema.parse({})),
  },
  {
    label: '/payments with totals',
    path: '/payments',
    driver: (db, ctx) => () =>
      createDealsService(db, noNotifier).listPayments(ctx, paymentListQuerySchema.parse({})),
  },
  {
    label: '/dashboard',
    path: '/dashboard',
    driver: (db, ctx) => () => dashboardOf(db, scopeOf(ctx.companyId!, null, TODAY), 'Asia/Baghdad'),
  },
  { label: '/notifications', path: '/notifications' },
  { label: '/health (the floor)', path: '/health' },
  // What one user's heavy list does to everyone else: on a database that runs on the API's event loop
  // every other request waits for the page (issue 18).
  {
    label: '/health while every /car page in turn loads',
    path: '/health',
    underLoad: everyPageAt,
  },
  // A light request that needs the database: PGlite is one connection, so it still queues behind the
  // pages ahead of it wherever PGlite runs.
  {
    label: '/notifications while every /car page in turn loads',
    path: '/notifications',
    underLoad: everyPageAt,
  },
  // A payment of 1,000 IQD on a deal with an open instalment, the plans taken in turn (two payments on
  // one plan queue on its row lock, as at a real desk only for the same deal); every request its own
  // idempotency key, so each one records a payment. Last: it adds entries to the ledger the lists read.
  {
    label: '/payments POST (record a payment)',
    path: '/payments',
    post: (openPlans) => {
      let n = 0;
      const run = `${process.pid}-${Date.now()}`;
      return () => {
        n++;
        return {
          body: JSON.stringify({ planId: openPlans[n % openPlans.length], amount: '1000', method: 'CASH' }),
          headers: { 'idempotency-key': `bench-${run}-${n}` },
        };
      };
    },
  },
];
// BENCH_ONLY: a comma-separated list of label beginnings, to run some endpoints (e.g. "/health").
const ONLY = process.env.BENCH_ONLY?.split(',');
const CASES = ONLY ? ALL_CASES.filter((c) => ONLY.some((o) => c.label.startsWith(o))) : ALL_CASES;

/** The paths of a case asked in turn, from its first. */
function turnOf(pathAt: (n: number) => string): () => string {
  let n = 0;
  return () => pathAt(n++);
}

interface Row {
  label: string;
  api: Figure;
  driver?: Figure;
  page?: Figure;
}

async function benchKind(kind: 'postgres' | 'pglite') {
  console.log(
    `\n== ${kind}: ${CARS} cars, ${PERSONS} persons; ${SECONDS} s per endpoint, ${CONNECTIONS} connections`,
  );
  // Estimated totals are kept per process, keyed by query and company: not across two databases.
  estimatedTotals.clear();
  let database = await open(kind);
  const companyId = await ensureData(database);
  const users_ = (await database.db.execute(
    sql`select id from users where username = ${USERNAME}`,
  )) as unknown as { rows: { id: number }[] };
  // IQD plans of live deals with an unpaid instalment (POST /payments pays them).
  const openPlans = (
    (await database.db.execute(sql`
      select pp.id from payment_plans pp
      join deals d on d.company_id = pp.company_id and d.id = pp.deal_id
      where pp.company_id = ${companyId} and pp.status = 'ACTIVE' and d.status = 'ACTIVE' and pp.currency = 'IQD'
        and exists (select 1 from installments i where i.company_id = pp.company_id and i.plan_id = pp.id and i.status <> 'PAID')
      order by pp.id limit 1000`)) as unknown as { rows: { id: number }[] }
  ).rows.map((r) => r.id);
  const ctx: RequestContext = {
    userId: users_.rows[0]!.id,
    companyId,
    kind: 'COMPANY',
    permissions: new Set(),
    signInId: 0,
    deviceId: null,
    ip: null,
  };
  // PGlite is one process's: the API opens it, so the driver figures come after the API stops.
  if (kind === 'pglite') await database.close();
  const server = await startApi(kind);
  console.log(`start-up (node dist/server.js to the first 200 on /health): ${server.startMs.toFixed(0)} ms`);
  const login = await fetch(`http://127.0.0.1:${PORT}${BASE}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: USERNAME, password: PASSWORD }),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const get = async (p: string) => {
    const res = await fetch(`http://127.0.0.1:${PORT}${BASE}${p}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`${p}: ${res.status}`);
    return res.json();
  };
  const cases: Case[] = [];
  const rows: Row[] = [];
  try {
    for (const c of CASES) cases.push(c.resolve ? await c.resolve(get) : c);
    // Warmed first, not counted: the JIT, the pool's connections and their named statements (the first
    // endpoint measured paid for them: 40-60% of the next ones' rate in every earlier run).
    await load(`http://127.0.0.1:${PORT}${BASE}${cases[0]!.path}`, token, CONNECTIONS, undefined, 3);
    for (const c of cases) {
      const url = `http://127.0.0.1:${PORT}${BASE}${c.path}`;
      const auth = c.path === '/health' ? null : token;
      const api = c.post
        ? await load(url, auth, CONNECTIONS, c.post(openPlans))
        : c.underLoad
          ? (
              await Promise.all([
                load(url, auth, 1),
                load(
                  `http://127.0.0.1:${PORT}${BASE}${c.underLoad(0)}`,
                  token,
                  CONNECTIONS,
                  undefined,
                  SECONDS,
                  turnOf((n) => `${BASE}${c.underLoad!(n)}`),
                ),
              ])
            )[0]
          : c.pathAt
            ? await load(url, auth, CONNECTIONS, undefined, SECONDS, turnOf(c.pathAt))
            : await load(url, auth);
      rows.push({ label: c.label, api });
      console.log(`${c.label.padEnd(36)} API ${fmt(api)}`);
    }
  } finally {
    await server.stop();
  }
  if (kind === 'pglite') database = await open(kind);
  // The driver loops keep what the API keeps of the cars lists (their counts and anchors, CarLists) as
  // the API does: nothing changes the cars while they run (this process makes no writes; the API has
  // stopped). Not their answers: the driver columns are what a list's read costs.
  carListsOf(database.db).setListening(true);
  carListsOf(database.db).answers.setListening(false);
  for (const [i, c] of cases.entries()) {
    const row = rows[i]!;
    if (c.driver) row.driver = await loop(c.driver(database.db, ctx));
    if (c.page) row.page = await loop(c.page(database.db, ctx));
    if (row.driver || row.page) {
      console.log(
        `${c.label.padEnd(36)} driver ${row.driver ? fmt(row.driver) : '—'}; page alone ${row.page ? fmt(row.page) : '—'}`,
      );
    }
  }
  await database.close();
  return { kind, startMs: server.startMs, rows };
}

const timedOut = (f: Figure) => (f.timeouts ? `, ${f.timeouts} timed out after 10 s` : '');
const fmt = (f: Figure) =>
  `${f.rps.toFixed(f.rps < 10 ? 1 : 0)} req/s (p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms${timedOut(f)})`;
const cell = (f: Figure | undefined) =>
  f
    ? `${f.rps < 10 ? f.rps.toFixed(1) : Math.round(f.rps).toLocaleString('en')} (${f.p50.toFixed(1)} ms${timedOut(f)})`
    : '—';

const results = [];
for (const kind of KINDS) results.push(await benchKind(kind));

const table = [
  `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${CARS.toLocaleString('en')} cars, ${PERSONS.toLocaleString('en')} persons (deals 90% of the cars, 7 instalments each), ${CONNECTIONS} connections, ${SECONDS} s per endpoint. Req/s (p50).`,
  '',
  ...results.flatMap(({ kind, startMs, rows }) => [
    `**${kind}** — start-up to the first 200: ${startMs.toFixed(0)} ms`,
    '',
    '| endpoint | API req/s (p50) | API p99 | same work, driver | page query alone, driver |',
    '|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.label} | ${cell(r.api)} | ${r.api.p99.toFixed(1)} ms | ${cell(r.driver)} | ${cell(r.page)} |`,
    ),
    '',
  ]),
].join('\n');
console.log(`\n${table}`);

const file = path.join(ROOT, 'BENCHMARKS.md');
const START = '<!-- bench:latest:start -->';
const END = '<!-- bench:latest:end -->';
const current = existsSync(file)
  ? readFileSync(file, 'utf8')
  : `# Benchmarks\n\n## Latest run of pnpm bench\n\n${START}\n${END}\n`;
const before = current.includes(START)
  ? current.slice(0, current.indexOf(START))
  : `${current}\n## Latest run of pnpm bench\n\n`;
const after = current.includes(END) ? current.slice(current.indexOf(END) + END.length) : '\n';
writeFileSync(file, `${before}${START}\n${table}\n${END}${after}`);
// Its tables aligned as the project's formatter wants them, so `pnpm lint` passes on the file as written.
const formatted = spawnSync(path.join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', file], {
  cwd: ROOT,
  stdio: 'ignore',
});
console.log(
  `written to ${path.relative(process.cwd(), file)}${formatted.status === 0 ? ' (formatted)' : ' (not formatted: run pnpm format)'}`,
);
