// The benchmarks' data: one big company (test/scale-data.ts: cars, deals, plans, instalments, the ledger),
// with realistic Arabic names (arabic-text.ts), its account and 300 staff, 5,000 notifications of its
// account, clearances for half its paid deals, and beside it 300 small companies and 20,000 entries of
// the admin audit. Written once into a database of its own (PostgreSQL: on DATABASE_URL's server; PGlite:
// a folder under apps/api/.bench/) named by its size, and kept between runs; `--fresh` writes it anew.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, PGLITE_EXTENSIONS, pgliteDatabase, postgresDatabase } from '../src/db/client';
import { hashPassword } from '../src/lib/passwords';
import { databaseUrlFor } from '../test/database-url';
import { createScaleCompany, SCALE } from '../test/scale-data';
import { giveArabicText } from './arabic-text';

export type BenchKind = 'postgres' | 'pglite';

export interface BenchSize {
  cars: number;
  deals: number;
  persons: number;
  /** Monthly instalments per plan (the down payment's line besides): 7, or 29 for 600,000 lines at 20,000 deals. */
  instalments: number;
}

/**
 * The size the environment asks for: BENCH_CARS (100,000), BENCH_DEALS and BENCH_PERSONS (a fifth of the
 * cars each), BENCH_INSTALMENTS per plan (7).
 */
export function benchSizeFromEnv(): BenchSize {
  const cars = Number(process.env.BENCH_CARS ?? 100_000);
  return {
    cars,
    deals: Number(process.env.BENCH_DEALS ?? Math.round(cars / 5)),
    persons: Number(process.env.BENCH_PERSONS ?? Math.round(cars / 5)),
    instalments: Number(process.env.BENCH_INSTALMENTS ?? SCALE.installmentsPerPlan),
  };
}

/** The sign-ins the data holds (one password for all). */
export const BENCH_LOGINS = { owner: 'bench-owner', admin: 'bench-admin', password: 'Bench@12345' };
const STAFF = 300;
const NOTIFICATIONS = 5_000;
const OTHER_COMPANIES = 300;
const AUDIT_ENTRIES = 20_000;
const COMPANY_NAME = 'معرض كبير';

export const PG_URL = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const API_DIR = path.resolve(import.meta.dirname, '..');

/** Where the data of a size lives: the PostgreSQL database's URL, or PGlite's data folder (DATA_DIR). */
export function benchLocation(kind: BenchKind, size: BenchSize): string {
  const lines = size.instalments === SCALE.installmentsPerPlan ? '' : `_${size.instalments}`;
  const tag = `${size.cars}_${size.deals}_${size.persons}${lines}`;
  return kind === 'postgres'
    ? databaseUrlFor(PG_URL, `cc_bench_${tag}`)
    : path.join(API_DIR, '.bench', `pglite-${tag}`);
}

export interface BenchData {
  database: Database;
  companyId: number;
  branchId: number;
  /** The day the data was written (its deals, dues and payments are dated around it). */
  today: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Opens the data of a size (pool of `poolSize` on PostgreSQL), writing it first when it is not there;
 * `where`: another place for it than the kept one (a benchmark's own PGlite folder).
 */
export async function openBenchData(
  kind: BenchKind,
  size: BenchSize,
  poolSize = 10,
  where = benchLocation(kind, size),
): Promise<BenchData> {
  const fresh = process.argv.includes('--fresh');
  let database: Database;
  if (kind === 'postgres') {
    const name = new URL(where).pathname.slice(1);
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (fresh && exists) await admin.query(`drop database ${name} with (force)`);
    if (fresh || !exists) await admin.query(`create database ${name}`);
    await admin.end();
    // No statement timeout: writing the data takes statements of many seconds.
    database = postgresDatabase(where, poolSize, { statementTimeoutMs: 0 });
  } else {
    if (fresh) rmSync(where, { recursive: true, force: true });
    mkdirSync(where, { recursive: true });
    const client = await PGlite.create({
      dataDir: path.join(where, 'pglite'),
      extensions: PGLITE_EXTENSIONS,
    });
    database = pgliteDatabase(client);
  }
  await database.migrate();
  const { db } = database;
  // The admin account is written last: with it, the data is whole.
  const [found] = rowsOf<{ id: number; today: string }>(
    await db.execute(sql`
      select c.id, c.created_at::date::text as today from companies c
      where c.name = ${COMPANY_NAME} and exists (select 1 from users where username = ${BENCH_LOGINS.admin})
      order by c.id limit 1`),
  );
  if (found) {
    const [branch] = rowsOf<{ id: number }>(
      await db.execute(sql`select id from branches where company_id = ${found.id} order by id limit 1`),
    );
    return { database, companyId: found.id, branchId: branch!.id, today: found.today };
  }
  const [any] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from companies`));
  if (any!.n > 0) {
    await database.close();
    throw new Error(`${where} holds unfinished benchmark data: run again with --fresh`);
  }
  const started = performance.now();
  const today = new Date().toISOString().slice(0, 10);
  const { companyId, branchId } = await createScaleCompany(
    db,
    today,
    size.cars,
    size.persons,
    size.deals,
    size.instalments,
  );
  await giveArabicText(db, companyId);
  await addTheRest(db, companyId);
  await db.execute(sql`vacuum analyze`);
  const [counts] = rowsOf<Record<string, number>>(
    await db.execute(sql`
      select (select count(*) from cars where company_id = ${companyId})::int as cars,
             (select count(*) from persons where company_id = ${companyId})::int as persons,
             (select count(*) from deals where company_id = ${companyId})::int as deals,
             (select count(*) from installments where company_id = ${companyId})::int as instalments,
             (select count(*) from payments where company_id = ${companyId})::int as payments,
             (select count(*) from clearances where company_id = ${companyId})::int as clearances`),
  );
  console.log(
    `${kind}: data written in ${((performance.now() - started) / 1000).toFixed(0)} s:`,
    JSON.stringify(counts),
  );
  return { database, companyId, branchId, today };
}

/** The accounts, staff, notifications, clearances, small companies and admin audit beside the company. */
async function addTheRest(db: Database['db'], companyId: number): Promise<void> {
  const hash = await hashPassword(BENCH_LOGINS.password);
  const c = companyId;
  const [owner] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into users (company_id, kind, username, password_hash, full_name)
      values (${c}, 'COMPANY', ${BENCH_LOGINS.owner}, ${hash}, 'صاحب المعرض') returning id`),
  );
  await db.execute(sql`
    insert into users (company_id, kind, username, password_hash, full_name, phone, status)
    select ${c}, 'USER', 'bench-staff-' || g, ${hash}, 'موظف ' || g, '0770' || lpad(g::text, 7, '0'),
           case when g % 7 = 0 then 'INACTIVE' else 'ACTIVE' end
    from generate_series(1, ${STAFF}) g`);
  // The account's notifications, a third unread, each about a deal.
  await db.execute(sql`
    insert into notifications (company_id, user_id, kind, key, title, body, link, deal_id, read_at, created_at)
    select ${c}, ${owner!.id}, k.kind, 'bench-' || d.g, 'قسط مستحق', 'قسط العقد رقم ' || d.contract_number,
           '/contracts/' || d.id, d.id, case when d.g % 3 = 0 then null else now() end,
           now() - make_interval(mins => d.g::int)
    from (select id, contract_number, row_number() over (order by id) as g from deals where company_id = ${c}) d
    cross join lateral (select (array['INSTALLMENT_DUE_SOON', 'INSTALLMENT_OVERDUE', 'PAYMENT_RECORDED',
      'PLAN_PAID'])[1 + d.g % 4] as kind) k
    where d.g <= ${NOTIFICATIONS}`);
  // Clearances for every other paid deal (the rest await theirs).
  await db.execute(sql`
    insert into clearances (company_id, deal_id, number, issued_at, issued_by, total_paid)
    select d.company_id, d.id, row_number() over (order by d.id), d.contract_date + 240, ${owner!.id}, pl.paid_amount
    from deals d join payment_plans pl on pl.company_id = d.company_id and pl.deal_id = d.id
    where d.company_id = ${c} and pl.status = 'PAID' and d.id % 2 = 0`);
  await db.execute(sql`
    insert into deal_counters (company_id, kind, last_number)
    select ${c}::int, 'CLEARANCE', coalesce(max(number), 0) from clearances where company_id = ${c}
    on conflict (company_id, kind) do update set last_number = excluded.last_number`);
  // The platform: small companies with their accounts, and the super administrator's audit of them.
  await db.execute(sql`
    insert into companies (name, phone, status, created_at)
    select 'شركة السيارات ' || g, '0780' || lpad(g::text, 7, '0'),
           case when g % 9 = 0 then 'SUSPENDED' else 'ACTIVE' end, now() - make_interval(days => g)
    from generate_series(1, ${OTHER_COMPANIES}) g`);
  await db.execute(sql`
    insert into users (company_id, kind, username, password_hash, full_name)
    select id, 'COMPANY', 'bench-company-' || id, ${hash}, name from companies
    where id <> ${c} and not exists (select 1 from users u where u.company_id = companies.id)`);
  const [admin] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into users (kind, username, password_hash, full_name)
      values ('SUPER_ADMIN', ${`${BENCH_LOGINS.admin}-pending`}, ${hash}, 'مدير المنصة') returning id`),
  );
  await db.execute(sql`
    insert into audit_log (company_id, actor_user_id, action, entity, entity_id, changes, ip, at)
    select co.id, ${admin!.id}, a.action, 'company', co.id::text, '{"status": "ACTIVE"}'::jsonb, '127.0.0.1',
           now() - make_interval(mins => g * 17)
    from generate_series(1, ${AUDIT_ENTRIES}) g
    cross join lateral (select (array['COMPANY_CREATED', 'COMPANY_UPDATED', 'COMPANY_SUSPENDED',
      'COMPANY_REACTIVATED', 'COMPANY_PASSWORD_RESET'])[1 + g % 5] as action) a
    join (select id, row_number() over (order by id) - 1 as k from companies) co on co.k = g % ${OTHER_COMPANIES + 1}`);
  // Last: the admin's real name marks the data as whole.
  await db.execute(sql`update users set username = ${BENCH_LOGINS.admin} where id = ${admin!.id}`);
}
