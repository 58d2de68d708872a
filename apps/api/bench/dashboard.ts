// The dashboard's answer time at scale on PostgreSQL (docs/domain/dashboard.md): the service's whole
// answer (its queries in parallel on a pool of 10) 30 times, then each query alone 10 times, for the whole
// company and one branch. Prints figures; it is not a timed test. Target: under 50 ms.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test pnpm --filter @cc/api bench:dashboard [--fresh]
//
// Its data is `pnpm bench`'s (scale-database.ts; BENCH_CARS, BENCH_DEALS, BENCH_PERSONS), kept between runs.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { dashboardQueries } from '../src/features/dashboard/repository';
import { dashboardOf, scopeOf } from '../src/features/dashboard/service';
import { benchSizeFromEnv, openBenchData } from './scale-database';

const RUNS = 30;
const {
  database,
  companyId,
  branchId,
  today: TODAY,
} = await openBenchData('postgres', benchSizeFromEnv(), 10);
const { db } = database;
const counts = (await db.execute(sql`
  select (select count(*) from cars where company_id = ${companyId})::int as cars,
         (select count(*) from installments where company_id = ${companyId})::int as installments,
         (select count(*) from payments where company_id = ${companyId})::int as payments`)) as unknown as {
  rows: Record<string, number>[];
};
console.log('rows:', counts.rows[0]);

const ms = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!.toFixed(1);
  return `median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${s.at(-1)!.toFixed(1)} ms`;
};

for (const [label, branch] of [
  ['whole company', null],
  ['one branch', branchId],
] as const) {
  const scope = scopeOf(companyId, branch, TODAY);
  await dashboardOf(db, scope, 'Asia/Baghdad'); // warm the pool and the caches
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await dashboardOf(db, scope, 'Asia/Baghdad');
    times.push(performance.now() - started);
  }
  console.log(`GET /dashboard answer (${label}), ${RUNS} runs: ${ms(times)}`);
  for (const [query, build] of Object.entries(dashboardQueries)) {
    const each: number[] = [];
    for (let i = 0; i < 10; i++) {
      const started = performance.now();
      await db.execute(build(scope));
      each.push(performance.now() - started);
    }
    console.log(`  ${query.padEnd(20)} ${ms(each)}`);
  }
}
await database.close();
