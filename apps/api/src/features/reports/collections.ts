import { type CollectionsReport, PAYMENT_METHOD_LABELS, type ReceivedGroup } from '@cc/contracts';
import { type Currency, percentOf, toMajorString } from '@cc/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rawRows } from '../../lib/raw-rows';

// The collections report (docs/domain/collections.md, "Reports"): money received in a period, against
// what fell due in it, and the promises taken. Received: standing payment entries (not reversal entries,
// not reversed, never a discount), down payments included, as the dashboard counts them. Due: the schedule
// lines of plans not cancelled with a due date in the period (a down payment's line on its contract date).

/** A standing payment entry `p`: money received that still stands. */
const STANDING = sql`p.entry_kind = 'PAYMENT' and p.reversal_of_id is null
  and not exists (select 1 from payments r where r.company_id = p.company_id and r.reversal_of_id = p.id)`;

export async function collectionsReport(
  db: Executor,
  companyId: number,
  q: { from: string; to: string; groupBy: ReceivedGroup; branchId?: number | undefined },
  names: { noBranch: string; unknown: string },
): Promise<CollectionsReport> {
  const branch = q.branchId ? sql`and d.branch_id = ${q.branchId}` : sql``;
  const key =
    q.groupBy === 'day'
      ? sql`p.paid_at::text`
      : q.groupBy === 'method'
        ? sql`p.method`
        : q.groupBy === 'branch'
          ? sql`d.branch_id::text`
          : sql`p.recorded_by::text`;
  const name =
    q.groupBy === 'branch'
      ? sql`(select b.name from branches b where b.company_id = d.company_id and b.id = d.branch_id)`
      : q.groupBy === 'recorder'
        ? sql`(select u.full_name from users u where u.company_id = p.company_id and u.id = p.recorded_by)`
        : sql`null::text`;
  // The three reads run side by side on the pool (one at a time on PGlite); the deal is joined only when
  // a branch is asked for (a payment carries its company and currency, an instalment its plan's).
  const byBranch = q.groupBy === 'branch' || q.branchId !== undefined;
  const [received, due, promises] = await Promise.all([
    rawRows<{
      key: string | null;
      name: string | null;
      currency: Currency;
      amount: string;
      n: string;
    }>(
      db,
      sql`select ${key} as key, ${name} as name, p.currency, sum(p.amount)::bigint as amount, count(*)::bigint as n
      from payments p
      ${
        byBranch
          ? sql`join payment_plans pl on pl.company_id = p.company_id and pl.id = p.plan_id
      join deals d on d.company_id = pl.company_id and d.id = pl.deal_id`
          : sql``
      }
      where p.company_id = ${companyId} and p.paid_at between ${q.from} and ${q.to} and ${STANDING} ${branch}
      group by 1, 2, 3
      order by 1, 3`,
    ),
    rawRows<{ currency: Currency; amount: string }>(
      db,
      sql`select pl.currency, sum(i.amount)::bigint as amount
      from installments i
      join payment_plans pl on pl.company_id = i.company_id and pl.id = i.plan_id
      ${q.branchId !== undefined ? sql`join deals d on d.company_id = pl.company_id and d.id = pl.deal_id` : sql``}
      where i.company_id = ${companyId} and not i.plan_cancelled and i.due_date between ${q.from} and ${q.to} ${branch}
      group by 1`,
    ),
    rawRows<{
      id: number | null;
      name: string | null;
      made: string;
      kept: string;
      broken: string;
      pending: string;
    }>(
      db,
      sql`select c.created_by as id, (select u.full_name from users u where u.company_id = c.company_id and u.id = c.created_by) as name,
        count(*)::bigint as made,
        count(*) filter (where c.promise_status = 'KEPT')::bigint as kept,
        count(*) filter (where c.promise_status = 'BROKEN')::bigint as broken,
        count(*) filter (where c.promise_status = 'PENDING')::bigint as pending
      from collection_contacts c
      join deals d on d.company_id = c.company_id and d.id = c.deal_id
      where c.company_id = ${companyId} and c.outcome = 'PROMISED' and c.contacted_on between ${q.from} and ${q.to} ${branch}
      group by 1, 2
      order by count(*) desc, 2`,
    ),
  ]);
  const totals = new Map<Currency, { received: bigint; due: bigint }>();
  const total = (c: Currency) => totals.get(c) ?? totals.set(c, { received: 0n, due: 0n }).get(c)!;
  for (const r of received) total(r.currency).received += BigInt(r.amount);
  for (const d of due) total(d.currency).due += BigInt(d.amount);
  const labelOf = (r: (typeof received)[number]) =>
    q.groupBy === 'method'
      ? (PAYMENT_METHOD_LABELS[r.key as keyof typeof PAYMENT_METHOD_LABELS] ?? r.key ?? names.unknown)
      : q.groupBy === 'day'
        ? r.key!
        : (r.name ?? (q.groupBy === 'branch' ? names.noBranch : names.unknown));
  return {
    from: q.from,
    to: q.to,
    groupBy: q.groupBy,
    received: received.map((r) => ({
      key: r.key,
      name: labelOf(r),
      currency: r.currency,
      amount: toMajorString(Number(r.amount), r.currency),
      count: Number(r.n),
    })),
    rates: [...totals.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, t]) => ({
        currency,
        received: toMajorString(Number(t.received), currency),
        due: toMajorString(Number(t.due), currency),
        rate: percentOf(t.received, t.due),
      })),
    promises: promises.map((p) => ({
      id: p.id === null ? null : Number(p.id),
      name: p.name ?? names.unknown,
      made: Number(p.made),
      kept: Number(p.kept),
      broken: Number(p.broken),
      pending: Number(p.pending),
    })),
  };
}
