// Payments at the desk on a busy day (BENCHMARKS.md#pnpm---filter-ccapi-benchpayments): the built API in
// its own process over `pnpm bench`'s data (scale-database.ts: 20,000 deals), taking POST /payments 10 at
// a time, each on another plan, beside the very statements it sent replayed through the same driver (as
// `pnpm bench` does for the lists); then payments one at a time on a plan of 120 instalments and about
// 300 ledger entries against fresh plans of the same terms (what the plan's history costs a payment).
// Not a test: nothing passes or fails on a figure; the ledgers of the plans paid are checked at the end.
//
//   pnpm --filter @cc/api build && pnpm --filter @cc/api bench:payments
//   BENCH_DB=postgres BENCH_COMPARE=apps/api/.bench/before/server.js pnpm --filter @cc/api bench:payments
//
// Every run pays into copies of the data, never into the data itself: PostgreSQL databases made from its
// own copy of the kept data (`cc_bench_<size>_payments`, then `cc_bench_payments_api`, `_api_driver`,
// `_compare`), PGlite copies of its own data folder (apps/api/.bench/pglite-<size>-payments, written once:
// the kept folder is other benchmarks' servers' while they run). The driver's copy receives every
// statement the API's received, in the same order, so both stay alike and the replay's inserts find the
// same free numbers. --fresh writes the data again.
//
// BENCH_DB (postgres,pglite): the APIs, side by side, interleaved per round. BENCH_ROUNDS (3) rounds, each
// BENCH_PAYMENTS (200) payments at BENCH_CONNECTIONS (10) (every payment another plan, an Idempotency-Key
// each, a quarter of the plan's instalment, cash; before them, 10 payments not counted open the pool's
// connections again, closed while idle as the other APIs ran), then the driver's replay of those
// payments' statements (PostgreSQL, 10 at a time), then BENCH_SINGLE (15) pairs one at a time: a payment
// on a fresh plan, one on the long plan (BENCH_LONG_ENTRIES, 300, entries written before the rounds),
// each pair's statements then replayed one at a time. CPU time per payment is read from /proc: the API's
// process, and its database's PostgreSQL backends. A warm-up round of a tenth the size is not counted.
// BENCH_COMPARE: another build's server.js as one more PostgreSQL API on its own copy (the figures before
// a change, in the same minutes). BENCH_SERVER: another build instead of dist/server.js. BENCH_PORT (4500
// and the next).
import { execSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type Currency, replayPlan, toMajorString } from '@cc/domain';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_EXTENSIONS, POSTGRES_SESSION_OPTIONS } from '../src/db/client';
import { databaseUrlFor } from '../test/database-url';
import { type ApiProcess, type Captured, startApi } from './api-process';
import { replay, replayable } from './replay';
import {
  BENCH_LOGINS,
  type BenchKind,
  benchLocation,
  benchSizeFromEnv,
  openBenchData,
  PG_URL,
} from './scale-database';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SIZE = benchSizeFromEnv();
const RUNS = (process.env.BENCH_DB ?? 'postgres,pglite').split(',') as BenchKind[];
const ROUNDS = env('BENCH_ROUNDS', 3);
const PAYMENTS = env('BENCH_PAYMENTS', 200);
const CONNECTIONS = env('BENCH_CONNECTIONS', 10);
const SINGLE = env('BENCH_SINGLE', 15);
const LONG_ENTRIES = env('BENCH_LONG_ENTRIES', 300);
const PORT = env('BENCH_PORT', 4500);
const SERVER = process.env.BENCH_SERVER ? path.resolve(process.env.BENCH_SERVER) : undefined;
const COMPARE = process.env.BENCH_COMPARE ? path.resolve(process.env.BENCH_COMPARE) : undefined;
/** BENCH_SHOW=1: the statements of one payment on the long plan, printed. */
const SHOW = process.env.BENCH_SHOW === '1';
const API_DIR = path.resolve(import.meta.dirname, '..');
const ROOT = path.resolve(API_DIR, '../..');

/** The long and the fresh plans' terms: 60,000,000 IQD, a tenth down, 120 monthly instalments of 450,000. */
const LONG_TERMS = { currency: 'IQD', price: '60000000', downPayment: '6000000', installmentCount: 120 };
/** The fresh/long pairs of the warm-up round (not counted). */
const WARM_PAIRS = 3;
/** Each payment on them: a third of an instalment (300 of them settle 100 instalments). */
const LONG_PAYMENT = '150000';

const rank = (xs: readonly number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? Number.NaN : s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
};
const median = (xs: readonly number[]) => rank(xs, 0.5);
const ms = (x: number) => (Number.isNaN(x) ? '—' : `${x.toFixed(x < 10 ? 1 : 0)} ms`);
const rate = (x: number) => (Number.isNaN(x) ? '—' : x < 10 ? x.toFixed(1) : Math.round(x).toString());
const ratio = (x: number) => (Number.isFinite(x) ? `${x.toFixed(2)}` : '—');
const load = () => os.loadavg()[0]!.toFixed(1);

interface PlanPick {
  id: number;
  amount: string;
}

interface Figures {
  /** Payments a second of each round's load. */
  apiRps: number[];
  /** Each loaded payment's time, bench to answer. */
  apiTimes: number[];
  driverRps: number[];
  driverTimes: number[];
  /** Statements per loaded payment (PostgreSQL, recorded). */
  statements: number[];
  /** CPU time per loaded payment: the API's process (PGlite's database thread in it), its PostgreSQL backends, the driver's backends. */
  apiCpu: number[];
  pgCpu: number[];
  driverPgCpu: number[];
  fresh: number[];
  long: number[];
  driverFresh: number[];
  driverLong: number[];
  statementsFresh: number[];
  statementsLong: number[];
}

interface Target {
  label: string;
  kind: BenchKind;
  companyId: number;
  api: ApiProcess;
  /** The API's copy (a PostgreSQL URL or PGlite's folder). */
  location: string;
  /** The driver's copy and pool (the recording API only). */
  driver?: { location: string; pool: pg.Pool };
  token: string;
  agent: http.Agent;
  plans: PlanPick[];
  nextPlan: number;
  long: number;
  fresh: number[];
  nextFresh: number;
  /** Every plan paid in the run (the ledger check). */
  paid: Set<number>;
  figures: Figures;
}

const noFigures = (): Figures => ({
  apiRps: [],
  apiTimes: [],
  driverRps: [],
  driverTimes: [],
  statements: [],
  apiCpu: [],
  pgCpu: [],
  driverPgCpu: [],
  fresh: [],
  long: [],
  driverFresh: [],
  driverLong: [],
  statementsFresh: [],
  statementsLong: [],
});

/** A POST of JSON over the target's keep-alive connections; the time is to the answer's last byte. */
function post(
  target: Target,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; ms: number; body: unknown }> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      `${target.api.url}${url}`,
      {
        method: 'POST',
        agent: target.agent,
        headers: {
          authorization: `Bearer ${target.token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const answer = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            body: answer ? JSON.parse(answer) : null,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

let keys = 0;
/** One payment as the desk sends it (its own Idempotency-Key); anything but 201 stops the run. */
async function pay(target: Target, planId: number, amount: string): Promise<number> {
  const answer = await post(
    target,
    '/payments',
    { planId, amount, method: 'CASH' },
    { 'idempotency-key': `bench-payments-${process.pid}-${++keys}` },
  );
  if (answer.status !== 201) {
    throw new Error(
      `${target.label}: payment on plan ${planId}: ${answer.status} ${JSON.stringify(answer.body)}`,
    );
  }
  target.paid.add(planId);
  return answer.ms;
}

/** Runs `jobs` CONNECTIONS at a time: their times, and jobs a second. */
async function atOnce(jobs: (() => Promise<number>)[], connections: number) {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(connections, jobs.length) }, async () => {
      while (next < jobs.length) times.push(await jobs[next++]!());
    }),
  );
  return { times, rps: jobs.length / ((performance.now() - started) / 1000) };
}

/**
 * CREATE DATABASE from a template, waited for while another session reads the template (the other
 * benchmarks read the kept data): PostgreSQL refuses to copy a database in use.
 */
async function createFrom(admin: pg.Client, database: string, template: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${database} template ${template}`);
      return;
    } catch (error) {
      if (attempt >= 300 || (error as { code?: string }).code !== '55006') throw error;
      if (attempt === 0) console.log(`  waiting for ${template} to be free to copy`);
      await new Promise((r) => setTimeout(r, 1_000));
    }
  }
}

/**
 * A run's copy of the data of a kind, made afresh. PostgreSQL: from this benchmark's own copy of the kept
 * data (made once, or again with --fresh), which no other session reads.
 */
/** The kinds whose copy of the kept data this run has checked (or made). */
const templateReady = new Set<BenchKind>();
async function copyOf(kind: BenchKind, name: string): Promise<string> {
  const source = benchLocation(kind, SIZE);
  if (kind === 'pglite') {
    // This benchmark's own data, written once (or again with --fresh) beside the kept folder, which
    // other benchmarks' servers hold (one PGlite per folder) and may leave to recover a long WAL.
    const template = `${source}-payments`;
    if (!templateReady.has(kind)) await (await openBenchData(kind, SIZE, 10, template)).database.close();
    templateReady.add(kind);
    const where = path.join(API_DIR, '.bench', `payments-pglite-${name}`);
    rmSync(where, { recursive: true, force: true });
    cpSync(template, where, { recursive: true });
    return where;
  }
  // PostgreSQL serves the kept data to several sessions at once: opened (written first if missing) as is.
  if (!templateReady.has(kind)) await (await openBenchData(kind, SIZE)).database.close();
  const kept = new URL(source).pathname.slice(1);
  const template = `${kept}_payments`;
  const database = `cc_bench_payments_${name}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  try {
    if (!templateReady.has(kind)) {
      // --fresh wrote the kept data again: its copy too.
      if (process.argv.includes('--fresh'))
        await admin.query(`drop database if exists ${template} with (force)`);
      const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (exists.rowCount === 0) await createFrom(admin, template, kept);
      templateReady.add(kind);
    }
    await admin.query(`drop database if exists ${database} with (force)`);
    await createFrom(admin, database, template);
  } finally {
    await admin.end();
  }
  return databaseUrlFor(PG_URL, database);
}

type Query = <T>(text: string, values?: unknown[]) => Promise<T[]>;

/** Runs `work` with a query function on a copy (PGlite's folder is one process's: only while no API runs). */
async function withQuery<T>(kind: BenchKind, location: string, work: (q: Query) => Promise<T>): Promise<T> {
  if (kind === 'postgres') {
    const client = new pg.Client({ connectionString: location });
    await client.connect();
    try {
      return await work(async (text, values) => (await client.query(text, values)).rows);
    } finally {
      await client.end();
    }
  }
  const client = await PGlite.create({
    dataDir: path.join(location, 'pglite'),
    extensions: PGLITE_EXTENSIONS,
  });
  try {
    return await work(
      async <R>(text: string, values?: unknown[]) => (await client.query<R>(text, values)).rows,
    );
  } finally {
    await client.close();
  }
}

/**
 * What the run needs of a copy: the company's ACTIVE plans in a scattered order with a quarter of their
 * instalment each (in the plan's currency), cars without a deal and a buyer for the long and fresh plans.
 */
async function factsOf(kind: BenchKind, location: string) {
  return withQuery(kind, location, async (q) => {
    const [owner] = await q<{ company_id: number }>('select company_id from users where username = $1', [
      BENCH_LOGINS.owner,
    ]);
    const companyId = owner!.company_id;
    const plans = await q<{ id: number; currency: Currency; installment_amount: string }>(
      `select id, currency, installment_amount from payment_plans
       where company_id = $1 and status = 'ACTIVE' and remaining_amount > installment_amount
       order by md5(id::text)`,
      [companyId],
    );
    const cars = await q<{ id: number }>(
      `select c.id from cars c where c.company_id = $1 and c.status = 'Pending'
         and not exists (select 1 from deals d where d.company_id = c.company_id and d.car_id = c.id)
       order by c.id limit $2`,
      [companyId, 1 + WARM_PAIRS + ROUNDS * SINGLE],
    );
    const [buyer] = await q<{ id: number }>(
      'select id from persons where company_id = $1 order by id limit 1',
      [companyId],
    );
    return {
      companyId,
      plans: plans.map((p) => {
        // A quarter of the instalment, in whole major units (1,000 IQD, 1 USD).
        const unit = p.currency === 'IQD' ? 1_000 : 100;
        const amount = Math.max(unit, Math.floor(Number(p.installment_amount) / 4 / unit) * unit);
        return { id: p.id, amount: toMajorString(amount, p.currency) };
      }),
      carIds: cars.map((c) => c.id),
      buyerId: buyer!.id,
    };
  });
}

/** The first day of next month (the long and fresh plans' first due date). */
function nextMonth(): string {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}

/** A contract of the long plans' terms on a car: its plan's id. */
async function newPlan(target: Target, carId: number, buyerId: number): Promise<number> {
  const answer = await post(target, '/contracts', {
    sellerType: 'COMPANY',
    buyerId,
    carId,
    paymentType: 'INSTALLMENTS',
    firstDueDate: nextMonth(),
    ...LONG_TERMS,
  });
  if (answer.status !== 201)
    throw new Error(`${target.label}: contract: ${answer.status} ${JSON.stringify(answer.body)}`);
  return (answer.body as { data: { paymentPlan: { id: number } } }).data.paymentPlan.id;
}

async function openTarget(
  label: string,
  kind: BenchKind,
  name: string,
  port: number,
  options: { driver: boolean; script?: string },
): Promise<Target> {
  const location = await copyOf(kind, name);
  const facts = await factsOf(kind, location);
  const driverLocation = options.driver ? await copyOf(kind, `${name}_driver`) : undefined;
  const api = await startApi(kind, location, port, options.driver, options.script);
  const target: Target = {
    label,
    kind,
    companyId: facts.companyId,
    api,
    location,
    ...(driverLocation
      ? {
          driver: {
            location: driverLocation,
            pool: new pg.Pool({
              connectionString: driverLocation,
              max: 10,
              options: POSTGRES_SESSION_OPTIONS,
            }),
          },
        }
      : {}),
    token: await api.signIn(BENCH_LOGINS.owner, BENCH_LOGINS.password),
    agent: new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS }),
    plans: facts.plans,
    nextPlan: 0,
    long: 0,
    fresh: [],
    nextFresh: 0,
    paid: new Set(),
    figures: noFigures(),
  };
  // The long plan and its history, then the fresh plans (the down payment each), one request at a time.
  const [longCar, ...freshCars] = facts.carIds;
  target.long = await newPlan(target, longCar!, facts.buyerId);
  for (let i = 1; i < LONG_ENTRIES; i++) await pay(target, target.long, LONG_PAYMENT);
  for (const carId of freshCars) target.fresh.push(await newPlan(target, carId, facts.buyerId));
  // The driver's copy gets the same statements (the sign-in, the contracts, the long plan's history).
  const setup = await api.takeStatements();
  if (target.driver) await replay(target.driver.pool, replayable(setup), 1);
  return target;
}

/** Prints the statements of one recorded request: when each started and ended in it, and its text. */
function show(captured: Captured, index: number) {
  const request = captured.requests[index]!;
  console.log(`  ${request.url}: ${request.statements.length} statements, ${ms(request.ms)}`);
  for (const s of request.statements) {
    const text = captured.texts[s.text]!.replace(/\s+/g, ' ');
    console.log(
      `    ${s.start.toFixed(1).padStart(6)} ${s.end.toFixed(1).padStart(6)} ${String(s.via).padEnd(4)} ${text.slice(0, 150)}`,
    );
  }
}

const statementsOf = (captured: Captured) => captured.requests.map((r) => r.statements.length);

/** Ticks of the kernel's clock (USER_HZ), the unit of /proc/<pid>/stat's times. */
const TICK_MS = 1000 / Number(execSync('getconf CLK_TCK').toString().trim() || 100);

/** CPU time a process has used, user and system, in ms (0 when it is gone). */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command's name (in parentheses, maybe with spaces): utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends connected to a database (the API's pool, or the driver's): their process ids. */
async function backendsOf(location: string): Promise<number[]> {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  try {
    const database = new URL(location).pathname.slice(1);
    const rows = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
      database,
    ]);
    return rows.rows.map((r) => r.pid);
  } finally {
    await admin.end();
  }
}

/** CPU time of a process from now to the call of the answer (ms). */
function cpuOf(pid: number) {
  const before = cpuMs(pid);
  return () => Math.max(0, cpuMs(pid) - before);
}

/**
 * CPU time of a database's PostgreSQL backends from now to the call of the answer (ms): those there at
 * the end, from where they stood now, or from their start if they were opened meanwhile.
 */
async function backendsCpuOf(location: string) {
  const before = new Map((await backendsOf(location)).map((pid) => [pid, cpuMs(pid)]));
  return async () =>
    (await backendsOf(location)).reduce(
      (sum, pid) => sum + Math.max(0, cpuMs(pid) - (before.get(pid) ?? 0)),
      0,
    );
}

/** One round on a target: `count` payments CONNECTIONS at a time, then their statements through the driver. */
async function loadRound(target: Target, count: number, counted: boolean) {
  const take = (n: number) => {
    const plans = target.plans.slice(target.nextPlan, target.nextPlan + n);
    if (plans.length < n) throw new Error(`${target.label}: only ${target.plans.length} active plans`);
    target.nextPlan += n;
    return plans.map((p) => () => pay(target, p.id, p.amount));
  };
  // A busy day: the pool's connections open (idle ones close after 10 s, while the other APIs run).
  await target.api.takeStatements();
  await atOnce(take(CONNECTIONS), CONNECTIONS);
  // The driver's copy too (its pool as warm, and the copies alike).
  const warm = await target.api.takeStatements();
  if (target.driver) await replay(target.driver.pool, replayable(warm), CONNECTIONS);
  const apiCpu = cpuOf(target.api.pid);
  const pgCpu = target.kind === 'postgres' ? await backendsCpuOf(target.location) : undefined;
  const api = await atOnce(take(count), CONNECTIONS);
  const cpu = { api: apiCpu(), pg: await pgCpu?.() };
  const captured = await target.api.takeStatements();
  const driverCpu = target.driver ? await backendsCpuOf(target.driver.location) : undefined;
  const driver = target.driver
    ? await replay(target.driver.pool, replayable(captured), CONNECTIONS)
    : undefined;
  const driverPg = await driverCpu?.();
  if (!counted) return;
  const f = target.figures;
  f.apiRps.push(api.rps);
  f.apiTimes.push(...api.times);
  f.apiCpu.push(cpu.api / count);
  if (cpu.pg !== undefined) f.pgCpu.push(cpu.pg / count);
  if (driver) {
    f.driverRps.push(driver.rps);
    f.driverTimes.push(...driver.times);
    f.statements.push(...statementsOf(captured));
    if (driverPg !== undefined) f.driverPgCpu.push(driverPg / count);
  }
}

/** `pairs` pairs one at a time: a payment on a fresh plan, then one on the long plan; then their replay. */
async function singleRound(target: Target, pairs: number, counted: boolean) {
  await target.api.takeStatements();
  const fresh: number[] = [];
  const long: number[] = [];
  for (let i = 0; i < pairs; i++) {
    fresh.push(await pay(target, target.fresh[target.nextFresh++]!, LONG_PAYMENT));
    long.push(await pay(target, target.long, LONG_PAYMENT));
  }
  const captured = await target.api.takeStatements();
  const driver = target.driver ? await replay(target.driver.pool, replayable(captured), 1) : undefined;
  if (!counted) return;
  if (SHOW && captured.requests.length >= 2 && target.figures.fresh.length === 0) show(captured, 1);
  const f = target.figures;
  f.fresh.push(...fresh);
  f.long.push(...long);
  if (driver) {
    // Recorded in the order answered: fresh, long, fresh, long…
    f.driverFresh.push(...driver.times.filter((_, i) => i % 2 === 0));
    f.driverLong.push(...driver.times.filter((_, i) => i % 2 === 1));
    const n = statementsOf(captured);
    f.statementsFresh.push(...n.filter((_, i) => i % 2 === 0));
    f.statementsLong.push(...n.filter((_, i) => i % 2 === 1));
  }
}

/**
 * The ledgers of the plans paid, checked against a replay of their entries (replayPlan of @cc/domain):
 * each instalment's paid amount and status, the plan's amounts and status. Answers the plans that differ.
 */
async function checkLedgers(target: Target): Promise<number[]> {
  const ids = [...target.paid];
  const { companyId } = target;
  return withQuery(target.kind, target.location, async (q) => {
    const plans = await q<Record<string, string>>(
      `select id, status, total_amount, paid_amount, discount_amount, written_off_amount, charge_amount, remaining_amount
       from payment_plans where company_id = $1 and id = any($2::int[])`,
      [companyId, ids],
    );
    const lines = await q<{
      plan_id: number;
      id: number;
      sequence: number;
      due_date: string;
      amount: string;
      paid_amount: string;
      status: string;
    }>(
      `select plan_id, id, sequence, due_date::text, amount, paid_amount, status from installments
       where company_id = $1 and plan_id = any($2::int[])`,
      [companyId, ids],
    );
    const entries = await q<{ plan_id: number; id: number; amount: string; entry_kind: 'PAYMENT' }>(
      `select p.plan_id, p.id, p.amount, p.entry_kind from payments p
       where p.company_id = $1 and p.plan_id = any($2::int[]) and p.reversal_of_id is null
         and not exists (select 1 from payments r where r.reversal_of_id = p.id)
       order by p.id`,
      [companyId, ids],
    );
    const charges = await q<{ n: number }>(
      'select count(*)::int as n from plan_charges where company_id = $1 and plan_id = any($2::int[])',
      [companyId, ids],
    );
    if (charges[0]!.n > 0) throw new Error('the check does not read late fees: the plans paid have some');
    const wrong: number[] = [];
    for (const plan of plans) {
      const id = Number(plan.id);
      const schedule = lines
        .filter((l) => l.plan_id === id)
        .map((l) => ({
          id: l.id,
          sequence: l.sequence,
          dueDate: l.due_date,
          amount: Number(l.amount),
          stored: l,
        }));
      const standing = entries
        .filter((e) => e.plan_id === id)
        .map((e) => ({ id: e.id, amount: Number(e.amount), entryKind: e.entry_kind }));
      const r = replayPlan(schedule, standing, plan.status as 'ACTIVE');
      const same =
        r.ok &&
        r.value.status === plan.status &&
        r.value.totals.paidAmount === Number(plan.paid_amount) &&
        r.value.totals.discountAmount === Number(plan.discount_amount) &&
        r.value.totals.remainingAmount === Number(plan.remaining_amount) &&
        r.value.installments.every(
          (i) => i.paidAmount === Number(i.stored.paid_amount) && i.status === i.stored.status,
        );
      if (!same) wrong.push(id);
    }
    return wrong;
  });
}

function commit(): string {
  try {
    const sha = execSync('git rev-parse --short HEAD', { cwd: ROOT }).toString().trim();
    const dirty = execSync('git status --porcelain --untracked-files=no', { cwd: ROOT }).toString().trim();
    return dirty ? `${sha} with uncommitted changes` : sha;
  } catch {
    return 'unknown commit';
  }
}

const build = (script: string | undefined) =>
  path.relative(ROOT, script ?? path.join(API_DIR, 'dist/server.js'));
const started = new Date();
console.log(
  `payments: ${build(SERVER)}${COMPARE ? ` against ${build(COMPARE)}` : ''}, Node ${process.version}, ${os.cpus().length} cores, load average ${load()}`,
);
const targets: Target[] = [];
try {
  let port = PORT;
  if (RUNS.includes('postgres')) {
    targets.push(await openTarget('PostgreSQL', 'postgres', 'api', port++, { driver: true, script: SERVER }));
    if (COMPARE) {
      targets.push(
        await openTarget(`PostgreSQL, ${build(COMPARE)}`, 'postgres', 'compare', port++, {
          driver: false,
          script: COMPARE,
        }),
      );
    }
  }
  if (RUNS.includes('pglite')) {
    targets.push(await openTarget('PGlite', 'pglite', 'api', port++, { driver: false, script: SERVER }));
  }
  console.log(`  ready (long plans of ${LONG_ENTRIES} entries written), load average ${load()}`);
  const warm = Math.max(CONNECTIONS, Math.round(PAYMENTS / 10));
  for (let r = 0; r <= ROUNDS; r++) {
    const t0 = performance.now();
    for (const t of targets) await loadRound(t, r === 0 ? warm : PAYMENTS, r > 0);
    for (const t of targets) await singleRound(t, r === 0 ? WARM_PAIRS : SINGLE, r > 0);
    const what = r === 0 ? 'warm-up' : `round ${r} of ${ROUNDS}`;
    console.log(`  ${what}: ${((performance.now() - t0) / 1000).toFixed(0)} s, load average ${load()}`);
  }
} finally {
  for (const t of targets) {
    await t.api.stop();
    await t.driver?.pool.end();
    t.agent.destroy();
  }
}

const checks = new Map<Target, number[]>();
for (const t of targets) checks.set(t, await checkLedgers(t));

/** The API process's CPU per payment, and its PostgreSQL backends' (the driver's backends' beside). */
function cpuText(f: Figures): string {
  const api = ms(median(f.apiCpu));
  if (f.pgCpu.length === 0) return `${api} (its database thread in it)`;
  const driver = f.driverPgCpu.length > 0 ? ` (${ms(median(f.driverPgCpu))})` : '';
  return `${api}, ${ms(median(f.pgCpu))}${driver}`;
}

const rows = targets.map((t) => {
  const f = t.figures;
  const api = median(f.apiRps);
  const driver = median(f.driverRps);
  const longFresh = median(f.long) / median(f.fresh);
  const driverLongFresh = median(f.driverLong) / median(f.driverFresh);
  const n = (xs: number[]) => (xs.length === 0 ? '—' : String(median(xs)));
  return `| ${t.label} | ${rate(api)} | ${ms(rank(f.apiTimes, 0.5))} | ${ms(rank(f.apiTimes, 0.95))} | ${ms(rank(f.apiTimes, 0.99))} | ${rate(driver)} | ${ratio(api / driver)} | ${n(f.statements)} | ${cpuText(f)} | ${ms(median(f.fresh))} | ${ms(median(f.long))} | ${ratio(longFresh)} | ${f.driverLong.length ? `${ms(median(f.driverFresh))}, ${ms(median(f.driverLong))}: ${ratio(driverLongFresh)}` : '—'} | ${f.statementsLong.length ? `${n(f.statementsFresh)}, ${n(f.statementsLong)}` : '—'} |`;
});
const out = [
  `Run ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC at ${commit()}, Node ${process.version}, ${os.cpus().length} cores; ${SIZE.deals.toLocaleString('en')} deals; ${ROUNDS} rounds of ${PAYMENTS} payments at ${CONNECTIONS} connections (each another plan) and ${SINGLE} fresh/long pairs one at a time (the long plan: 120 instalments, ${LONG_ENTRIES} entries before the rounds); load average at the end ${load()}.`,
  '',
  '| API | payments/s | p50 | p95 | p99 | driver payments/s | API ÷ driver | statements per payment | CPU per payment: API, its PostgreSQL (the driver’s) | fresh plan, p50 | long plan, p50 | long ÷ fresh | driver p50: fresh, long: long ÷ fresh | statements: fresh, long |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows,
];
const pgTarget = targets.find((t) => t.label === 'PostgreSQL');
const pgliteTarget = targets.find((t) => t.kind === 'pglite');
if (pgTarget && pgliteTarget) {
  const [a, b] = [pgTarget.figures, pgliteTarget.figures];
  out.push(
    '',
    `PGlite against PostgreSQL: payments/s ${ratio(median(a.apiRps) / median(b.apiRps))}× fewer, p99 ${ratio(rank(b.apiTimes, 0.99) / rank(a.apiTimes, 0.99))}×, one payment (fresh plan) ${ratio(median(b.fresh) / median(a.fresh))}×.`,
  );
}
for (const [t, wrong] of checks) {
  out.push(
    '',
    `Ledgers, ${t.label}: ${t.paid.size} plans paid, ${wrong.length === 0 ? 'every one as its replay' : `${wrong.length} NOT as their replay (${wrong.slice(0, 10).join(', ')})`}.`,
  );
}
const table = out.join('\n');
console.log(`\n${table}`);
const saved = path.join(API_DIR, '.bench', `payments-${started.toISOString().replace(/[:.]/g, '-')}.md`);
mkdirSync(path.dirname(saved), { recursive: true });
writeFileSync(saved, `${table}\n`);
console.log(`\nsaved to ${path.relative(process.cwd(), saved)}`);
if ([...checks.values()].some((w) => w.length > 0)) process.exitCode = 1;
