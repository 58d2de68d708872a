// The scale company of the PostgreSQL benchmarks (bench:dashboard, bench:export), in a database of its
// own on DATABASE_URL's server, kept between runs so only the first run (or --fresh) pays for writing it.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, postgresDatabase } from '../src/db/client';
import { databaseUrlFor } from '../test/database-url';
import { createScaleCompany, SCALE } from '../test/scale-data';

/** The scale data's "today" (its deals, dues and payments are dated around it). */
export const SCALE_TODAY = '2026-04-15';

/**
 * Opens (creating when missing, or anew with `--fresh`) the database `name` (BENCH_DB overrides it)
 * holding one company of BENCH_CARS cars (default SCALE.cars, 100,000), and answers it with the
 * company and one of its branches.
 */
export async function scaleDatabase(
  name: string,
  poolSize: number,
): Promise<{ database: Database; companyId: number; branchId: number }> {
  const url = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
  const dbName = process.env.BENCH_DB ?? name;
  const carCount = Number(process.env.BENCH_CARS ?? SCALE.cars);
  const fresh = process.argv.includes('--fresh');

  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [dbName])).rowCount === 1;
  if (fresh && exists) await admin.query(`drop database ${dbName} with (force)`);
  if (fresh || !exists) await admin.query(`create database ${dbName}`);
  await admin.end();

  const database = postgresDatabase(databaseUrlFor(url, dbName), poolSize);
  const { db } = database;
  await database.migrate();
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const [found] = await rows<{ id: number }>(
    sql`select id from companies where name = 'معرض كبير' order by id limit 1`,
  );
  if (!found) {
    const started = performance.now();
    const created = await createScaleCompany(db, SCALE_TODAY, carCount);
    await db.execute(sql`vacuum analyze`);
    console.log(`data: ${carCount} cars written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return { database, ...created };
  }
  const [branch] = await rows<{ id: number }>(
    sql`select id from branches where company_id = ${found.id} limit 1`,
  );
  return { database, companyId: found.id, branchId: branch!.id };
}
