// One company must not starve another (BENCHMARKS.md#pnpm---filter-ccapi-benchnoisy): the built API in its
// own process on a fresh database with two companies. Company A fires bursts of concurrent payments
// (POST /payments, each with its own Idempotency-Key) at ONE plan while company B reads its cars list
// (GET /car) over and over. Prints B's answer times alone and during the bursts, and A's statuses. Not a
// test: nothing passes or fails on a figure (src/fair-load.test.ts checks the statuses).
//
//   pnpm --filter @cc/api build && pnpm --filter @cc/api bench:noisy
//   BENCH_DB=postgres BENCH_BURST=60 pnpm --filter @cc/api bench:noisy
//
// BENCH_DB (postgres,pglite): the databases, each fresh (PostgreSQL: `cc_bench_noisy` on DATABASE_URL's
// server; PGlite: apps/api/.bench/noisy-pglite). BENCH_BURST (120) payments at once, BENCH_ROUNDS (3)
// bursts one after another, BENCH_READERS (4) readers of B, each sending its next request when the last
// is answered. A's payments answered 409 PLAN_BUSY are sent again with the same key after about 250, 500
// and 1000 ms, each ± half (what the web client does: planBusyRetry of @cc/business). BENCH_SERVER: another build's server.js (a
// before/after comparison); BENCH_PORT (4490).
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, PGLITE_EXTENSIONS, pgliteDatabase, postgresDatabase } from '../src/db/client';
import { ensureReferenceData } from '../src/db/reference-data';
import { cars, persons } from '../src/db/schema';
import { carDerivedColumns, personSearchText } from '../src/lib/derived-columns';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { createOtherCompany } from '../test/companies';
import { databaseUrlFor } from '../test/database-url';
import type { TestApp } from '../test/helper';
import { startServer } from '../test/server-process';
import { BASE } from './api-process';
import { PG_URL } from './scale-database';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const RUNS = (process.env.BENCH_DB ?? 'postgres,pglite').split(',') as ('postgres' | 'pglite')[];
const BURST = env('BENCH_BURST', 120);
const ROUNDS = env('BENCH_ROUNDS', 3);
const READERS = env('BENCH_READERS', 4);
const PORT = env('BENCH_PORT', 4490);
const QUIET_MS = 2_000;
const B_CARS = 500;
/** The web client's waits before sending a PLAN_BUSY payment again (same key). */
const RETRY_DELAYS = [250, 500, 1_000];
const API_DIR = path.resolve(import.meta.dirname, '..');

const rank = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? Number.NaN : s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
};
const ms = (x: number) => (x >= 100 ? `${x.toFixed(0)} ms` : `${x.toFixed(1)} ms`);
const times = (xs: number[]) =>
  xs.length === 0
    ? 'no answers'
    : `${xs.length} answers, p50 ${ms(rank(xs, 0.5))}, p99 ${ms(rank(xs, 0.99))}, max ${ms(Math.max(...xs))}`;
const tally = (statuses: number[]) => {
  const counts = new Map<number, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a - b).map(([s, n]) => `${s === 0 ? 'no answer' : s}: ${n}`);
};

/** A fresh database of the kind: migrated, its reference data, and the two companies' rows. */
async function freshDatabase(kind: 'postgres' | 'pglite'): Promise<{ location: string; database: Database }> {
  if (kind === 'postgres') {
    const location = databaseUrlFor(PG_URL, 'cc_bench_noisy');
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query('drop database if exists cc_bench_noisy with (force)');
    await admin.query('create database cc_bench_noisy');
    await admin.end();
    return { location, database: postgresDatabase(location, 2) };
  }
  const location = path.join(API_DIR, '.bench', 'noisy-pglite');
  rmSync(location, { recursive: true, force: true });
  mkdirSync(location, { recursive: true });
  const client = await PGlite.create({
    dataDir: path.join(location, 'pglite'),
    extensions: PGLITE_EXTENSIONS,
  });
  return { location, database: pgliteDatabase(client) };
}

/** Company A (one car and one buyer, for the plan) and company B (its cars), written straight in. */
async function seed(database: Database) {
  await database.migrate();
  await ensureReferenceData(database.db);
  // createOtherCompany reads only `db` of a test app.
  const t = { db: database.db } as TestApp;
  const a = await createOtherCompany(t, 'noisy-a');
  const b = await createOtherCompany(t, 'noisy-b');
  const car = (companyId: number, i: number) => {
    const c = {
      name: `سيارة ${i}`,
      plateNumber: `بغداد ${10_000 + i}`,
      chassisNumber: `NOISY${companyId}X${i}`,
    };
    return { ...c, ...carDerivedColumns(c), companyId, model: 2020, color: 'أبيض' };
  };
  const [carA] = await database.db.insert(cars).values(car(a.companyId, 0)).returning({ id: cars.id });
  await database.db.insert(cars).values(Array.from({ length: B_CARS }, (_, i) => car(b.companyId, i + 1)));
  const fullName = 'مشتري الاختبار';
  const [buyer] = await database.db
    .insert(persons)
    .values({
      companyId: a.companyId,
      fullName,
      searchText: personSearchText({ fullName, phone: null, nationalId: null }),
    })
    .returning({ id: persons.id });
  return { a, b, carId: carA!.id, buyerId: buyer!.id };
}

interface Answer {
  status: number;
  ms: number;
  body: unknown;
}

async function send(url: string, token: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  try {
    const res = await fetch(url, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    return { status: res.status, ms: performance.now() - started, body: text ? JSON.parse(text) : null };
  } catch {
    return { status: 0, ms: performance.now() - started, body: null };
  }
}

async function signIn(url: string, username: string): Promise<string> {
  const res = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${username}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

async function run(kind: 'postgres' | 'pglite') {
  const { location, database } = await freshDatabase(kind);
  const { a, b, carId, buyerId } = await seed(database);
  await database.close();
  const server = await startServer(
    {
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
      ACCESS_TOKEN_TTL: '3600',
      SEED_DEMO: 'false',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      DATABASE_URL: kind === 'postgres' ? location : '',
      DATA_DIR: kind === 'pglite' ? location : path.join(API_DIR, '.bench', 'unused'),
    },
    PORT,
    {
      builtOnly: true,
      discardLog: true,
      ...(process.env.BENCH_SERVER ? { script: process.env.BENCH_SERVER } : {}),
    },
  );
  const url = `${server.origin}${BASE}`;
  try {
    const tokenA = await signIn(url, a.accountUsername);
    const tokenB = await signIn(url, b.accountUsername);
    // A's plan: 1,000,000,000 IQD financed, far more than every payment of the run.
    const deal = await send(`${url}/contracts`, tokenA, {
      method: 'POST',
      body: JSON.stringify({
        sellerType: 'COMPANY',
        buyerId,
        carId,
        currency: 'IQD',
        price: '1000000000',
        downPayment: '0',
        paymentType: 'INSTALLMENTS',
        installmentCount: 12,
        firstDueDate: '2030-01-15',
      }),
    });
    if (deal.status !== 201) throw new Error(`the deal: ${deal.status} ${JSON.stringify(deal.body)}`);
    const planId = (deal.body as { data: { paymentPlan: { id: number } } }).data.paymentPlan.id;

    let n = 0;
    const readB = () => send(`${url}/car?page=${1 + (n++ % 25)}&size=20`, tokenB);
    /** B's readers until `until` settles: each sends its next request when its last is answered. */
    const readWhile = async (until: Promise<unknown>) => {
      let done = false;
      void until.then(() => {
        done = true;
      });
      const answers: Answer[] = [];
      await Promise.all(
        Array.from({ length: READERS }, async () => {
          while (!done) answers.push(await readB());
        }),
      );
      return answers;
    };
    for (let i = 0; i < 20; i++) await readB(); // warm up
    const quiet = await readWhile(new Promise((r) => setTimeout(r, QUIET_MS)));

    const attempts: number[] = [];
    const finals: Answer[] = [];
    const paid = new Set<number>();
    /** One payment as the web client sends it: its key, sent again on PLAN_BUSY after a wait. */
    const pay = async (key: string) => {
      const started = performance.now();
      let answer: Answer;
      for (let attempt = 0; ; attempt++) {
        answer = await send(`${url}/payments`, tokenA, {
          method: 'POST',
          headers: { 'idempotency-key': key },
          body: JSON.stringify({ planId, amount: '1000', method: 'CASH' }),
        });
        attempts.push(answer.status);
        const code = (answer.body as { code?: string } | null)?.code;
        if (answer.status !== 409 || code !== 'PLAN_BUSY' || attempt >= RETRY_DELAYS.length) break;
        await new Promise((r) => setTimeout(r, RETRY_DELAYS[attempt]! * (0.5 + Math.random())));
      }
      if (answer.status === 201) paid.add((answer.body as { data: { id: number } }).data.id);
      finals.push({ ...answer, ms: performance.now() - started });
    };
    const bursts = (async () => {
      const durations: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const started = performance.now();
        await Promise.all(Array.from({ length: BURST }, (_, i) => pay(`noisy-${kind}-${round}-${i}`)));
        durations.push(performance.now() - started);
      }
      return durations;
    })();
    const during = await readWhile(bursts);
    const durations = await bursts;

    const plan = await send(`${url}/payment-plans/${planId}`, tokenA);
    const paidAmount = (plan.body as { data: { paidAmount: string } }).data.paidAmount;
    const line = (label: string, text: string) => console.log(`  ${label.padEnd(24)} ${text}`);
    console.log(
      `\n${kind}: ${ROUNDS} bursts of ${BURST} payments at A's one plan, ${READERS} readers of B (GET /car, 20 rows of ${B_CARS}); load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
    line('B alone', times(quiet.map((x) => x.ms)));
    line('B during the bursts', times(during.map((x) => x.ms)));
    line('B statuses', tally(during.map((x) => x.status)).join(', '));
    line('A attempts', tally(attempts).join(', '));
    line('A payments (after retry)', tally(finals.map((x) => x.status)).join(', '));
    line('A answer (with retries)', times(finals.map((x) => x.ms)));
    line('A burst answered in', durations.map((d) => ms(d)).join(', '));
    const exact = Number(paidAmount) === paid.size * 1000;
    line(
      'ledger',
      `${paid.size} payments recorded, plan paid ${paidAmount} IQD: ${exact ? 'exact' : 'MISMATCH'}`,
    );
  } finally {
    await server.stop();
  }
}

console.log(
  `noisy neighbour: ${process.env.BENCH_SERVER ?? 'dist/server.js'}, Node ${process.version}, ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
);
for (const kind of RUNS) await run(kind);
