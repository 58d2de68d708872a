import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type Row, rowsOf } from './repository';

// The dashboard's summary tables (migration 0015_dashboard_summaries, docs/domain/dashboard.md#at-scale;
// 0016_payment_totals added the count of standing payments that the ledger list's totals read)
// are kept by triggers with every write; each has a `*_recomputed` view that computes it again from the
// base tables. These compare the two, and rebuild a company's rows from the views.

const SUMMARIES = [
  {
    table: 'dashboard_daily',
    columns: 'day, branch_id, currency, received, sales, contracts, authorizations, received_count',
    // A row whose figures all went back to 0 (a reversed payment, a cancelled deal) stays: harmless.
    live: 'received <> 0 or sales <> 0 or contracts <> 0 or authorizations <> 0 or received_count <> 0',
  },
  {
    table: 'dashboard_dues',
    columns: 'due_date, branch_id, currency, n, amount',
    live: 'n <> 0 or amount <> 0',
  },
  { table: 'dashboard_outstanding', columns: 'branch_id, currency, amount', live: 'amount <> 0' },
  { table: 'dashboard_car_counts', columns: 'status, n', live: 'n <> 0' },
  // Not the dashboard's, kept by the same fold (0019_notification_list): each user's notifications.
  { table: 'notification_counts', columns: 'user_id, total, unread', live: 'total <> 0 or unread <> 0' },
] as const;

/**
 * Where the summaries of a company differ from the base tables: each row is in the summary but not
 * recomputed (`side: 'summary'`) or the reverse (`side: 'recomputed'`). Empty when they agree.
 */
export async function summaryDrift(db: Executor, companyId: number): Promise<Row[]> {
  const drift: Row[] = [];
  for (const { table, columns, live } of SUMMARIES) {
    const stored = sql.raw(`select ${columns} from ${table} where company_id = `);
    const recomputed = sql.raw(`select ${columns} from ${table}_recomputed where company_id = `);
    const liveRows = sql.raw(` and (${live})`);
    const rows = await rowsOf(
      db,
      sql`(select 'summary' as side, ${sql.raw(`'${table}'`)} as summary, * from (${stored}${companyId}${liveRows} except ${recomputed}${companyId}${liveRows}) a)
        union all
        (select 'recomputed', ${sql.raw(`'${table}'`)}, * from (${recomputed}${companyId}${liveRows} except ${stored}${companyId}${liveRows}) b)`,
    );
    drift.push(...rows);
  }
  return drift;
}

/** Rebuilds a company's summary rows from the base tables (a repair; the triggers keep them otherwise). */
export async function recomputeDashboardSummaries(db: Executor, companyId: number): Promise<void> {
  for (const { table } of SUMMARIES) {
    await db.execute(sql`delete from ${sql.raw(table)} where company_id = ${companyId}`);
    await db.execute(
      sql`insert into ${sql.raw(table)} select * from ${sql.raw(`${table}_recomputed`)} where company_id = ${companyId}`,
    );
  }
}
