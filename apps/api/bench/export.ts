// The CSV exports at scale on PostgreSQL (docs/domain/lists-and-search.md): the cars export newest first
// and in every other order, and the whole ledger's export, read as a client would. Prints figures; it is
// not a timed test. Target: a sorted export within 1.5× of the default one.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test pnpm --filter @cc/api bench:export [--fresh]
//
// Its data is `pnpm bench`'s (scale-database.ts; BENCH_CARS, BENCH_DEALS, BENCH_PERSONS), kept between runs.
import { performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import { CAR_SORT_KEYS } from '@cc/contracts';
import { carsCsvStream } from '../src/features/cars/export';
import type { CarFilters } from '../src/features/cars/repository';
import { paymentsCsvStream } from '../src/features/deals/export';
import { benchSizeFromEnv, openBenchData } from './scale-database';

const RUNS = 3;
const { database, companyId } = await openBenchData('postgres', benchSizeFromEnv(), 2);
const { db } = database;

/** Reads the whole stream as a client would; answers the time and the bytes. */
async function drain(stream: Readable): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  let bytes = 0;
  for await (const chunk of stream) bytes += (chunk as Buffer | string).length;
  return { ms: performance.now() - started, bytes };
}

async function median(make: () => Readable): Promise<{ ms: number; bytes: number }> {
  const runs: { ms: number; bytes: number }[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await drain(make()));
  runs.sort((a, b) => a.ms - b.ms);
  return runs[Math.floor(RUNS / 2)]!;
}

const columns = ['id', 'name', 'plateNumber', 'kilometers', 'status'] as const;
const cases: [string, CarFilters][] = [
  ['newest first (the default)', {}],
  ...CAR_SORT_KEYS.filter((k) => k !== 'id').map((key): [string, CarFilters] => [
    `by ${key}`,
    { sortBy: key, sortDirection: 'desc' },
  ]),
];
let base = 0;
console.log(`cars export, ${RUNS} runs each (median):`);
for (const [label, filters] of cases) {
  const { ms, bytes } = await median(() => carsCsvStream(db, companyId, filters, columns));
  if (!base) base = ms;
  console.log(
    `  ${label.padEnd(28)} ${ms.toFixed(0).padStart(6)} ms  ${(ms / base).toFixed(2)}×  ${(bytes / 1e6).toFixed(1)} MB`,
  );
}
const ledger = await median(() => paymentsCsvStream(db, companyId, {}));
console.log(`ledger export (every entry): ${ledger.ms.toFixed(0)} ms, ${(ledger.bytes / 1e6).toFixed(1)} MB`);
await database.close();
