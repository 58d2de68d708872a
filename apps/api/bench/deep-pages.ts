// Deep pages of the cars list at scale (issue 18: deep pages within 2× of the first), through the driver,
// one query at a time (no concurrency: the figures are the page query's own cost): for every sort key,
// the first page, the middle, four fifths in and the last full page, each skipping its rows from the
// start (an OFFSET over ids in the sort's index) and, as the list does past the middle of a list the
// summary rows count, from the end (the order reversed). The two ways alternate, so both see the same
// load. Prints a Markdown table; not a test.
//
//   BENCH_CARS=100000 BENCH_PERSONS=50000 BENCH_DB=postgres,pglite BENCH_PG_NAME=... pnpm --filter @cc/api bench:deep-pages
//
// Reads the data `pnpm bench` writes (the same BENCH_CARS, BENCH_PERSONS, BENCH_PG_NAME; run it first,
// e.g. with BENCH_ONLY=/health); BENCH_RUNS timings per figure (default 7, the median is shown).
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { CAR_SORT_KEYS } from '@cc/contracts';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { type Database, PGLITE_EXTENSIONS, pgliteDatabase, postgresDatabase } from '../src/db/client';
import { type CarFilters, pageQuery, summarisedCount } from '../src/features/cars/repository';
import { databaseUrlFor } from '../test/database-url';

const API_DIR = path.resolve(import.meta.dirname, '..');
const CARS = Number(process.env.BENCH_CARS ?? 22_000);
const PERSONS = Number(process.env.BENCH_PERSONS ?? 5_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const KINDS = (process.env.BENCH_DB ?? 'postgres,pglite').split(',') as ('postgres' | 'pglite')[];
const PG_URL = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const PG_NAME = process.env.BENCH_PG_NAME ?? `cc_bench_${CARS}`;
const SIZE = 10;

async function open(kind: 'postgres' | 'pglite'): Promise<Database> {
  if (kind === 'postgres') return postgresDatabase(databaseUrlFor(PG_URL, PG_NAME), 1);
  const client = await PGlite.create({
    dataDir: path.join(API_DIR, '.bench', `pglite-${CARS}-${PERSONS}`, 'pglite'),
    extensions: PGLITE_EXTENSIONS,
  });
  return pgliteDatabase(client);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

for (const kind of KINDS) {
  const database = await open(kind);
  await database.migrate();
  const { db } = database;
  const [company] = (
    (await db.execute(
      sql`select id from companies where name = 'معرض كبير' order by id limit 1`,
    )) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  if (!company) throw new Error(`no generated company on ${kind}: run pnpm bench first`);
  const companyId = company.id;
  const matching = (await summarisedCount(db, companyId, {}))!;
  const last = Math.floor((matching - 1) / SIZE);
  const pages = [0, Math.floor(last / 2), Math.floor(last * 0.8), last];
  const sorts: CarFilters[] = [
    {},
    ...CAR_SORT_KEYS.map((sortBy): CarFilters => ({ sortBy, sortDirection: 'asc' })),
  ];
  console.log(
    `\n**${kind}**: ${matching.toLocaleString('en')} cars, pages of ${SIZE}, median of ${RUNS} (ms)\n`,
  );
  console.log(
    `| sort | ${pages.map((p) => `page ${p}`).join(' | ')} | page ${pages[2]}, from the end | page ${last}, from the end |`,
  );
  console.log(`|---|${pages.map(() => '---|').join('')}---|---|`);
  for (const filters of sorts) {
    const time = async (page: number, count: number | null) => {
      const started = performance.now();
      const rows = await pageQuery(db, companyId, filters, page, SIZE, count);
      if (rows.length === 0) throw new Error('an empty page');
      return performance.now() - started;
    };
    const fromStart = new Map<number, number[]>(pages.map((p) => [p, []]));
    const fromEnd = new Map<number, number[]>(pages.map((p) => [p, []]));
    for (const page of pages) await time(page, null);
    for (let run = 0; run < RUNS; run++) {
      for (const page of pages) {
        fromStart.get(page)!.push(await time(page, null));
        fromEnd.get(page)!.push(await time(page, matching));
      }
    }
    const label = filters.sortBy ? `${filters.sortBy} asc` : 'newest first (id desc)';
    const cells = pages.map((p) => median(fromStart.get(p)!).toFixed(1));
    console.log(
      `| ${label} | ${cells.join(' | ')} | ${median(fromEnd.get(pages[2]!)!).toFixed(1)} | ${median(fromEnd.get(last)!).toFixed(1)} |`,
    );
  }
  await database.close();
}
