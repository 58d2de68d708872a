import type { Currency } from '@cc/domain';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cashClosings, cashHandovers, users } from '../../db/schema';
import { rawRows } from '../../lib/raw-rows';

// The cash box's reads and writes (docs/domain/cash-box.md). What a box holds is summed from the ledger
// (cash payments and refunds by the user who recorded them; a reversal entry counts for the entry it
// reverses, on its own date) and the handovers, between two days: no running balance is stored.

export type ClosingRow = typeof cashClosings.$inferSelect;
export type HandoverRow = typeof cashHandovers.$inferSelect;

/** The standing closing of a box on the latest day before `before` (or the latest of all); null: none yet. */
export async function lastClosing(
  db: Executor,
  companyId: number,
  userId: number,
  currency: Currency,
  before?: string,
): Promise<ClosingRow | null> {
  const [row] = await db
    .select()
    .from(cashClosings)
    .where(
      and(
        eq(cashClosings.companyId, companyId),
        eq(cashClosings.userId, userId),
        eq(cashClosings.currency, currency),
        isNull(cashClosings.reopenedAt),
        before ? lt(cashClosings.day, before) : undefined,
      ),
    )
    .orderBy(desc(cashClosings.day))
    .limit(1);
  return row ?? null;
}

/** Minor units moved in each direction, by currency. */
export interface Flows {
  received: number;
  refunded: number;
  handedOut: number;
  handedIn: number;
}

/**
 * What moved a user's boxes after `after` (exclusive; null: from the start) up to `through` (inclusive),
 * by currency: cash received and handed back (the ledger), cash handed out (on its day) and in (on the
 * day it was acknowledged). One statement.
 */
export async function flowsOf(
  db: Executor,
  companyId: number,
  userId: number,
  after: string | null,
  through: string,
): Promise<Map<Currency, Flows>> {
  const from = after ?? '0001-01-01';
  const rows = await rawRows<{ currency: Currency; kind: keyof Flows; amount: string }>(
    db,
    sql`select coalesce(o.handed_currency, o.currency) as currency,
          case when o.entry_kind = 'PAYMENT' then 'received' else 'refunded' end as kind,
          sum(case when e.reversal_of_id is null then 1 else -1 end * coalesce(o.handed_amount, o.amount))::text as amount
        from payments e
        join payments o on o.company_id = e.company_id and o.id = coalesce(e.reversal_of_id, e.id)
        where e.company_id = ${companyId} and o.recorded_by = ${userId}
          and e.paid_at > ${from}::date and e.paid_at <= ${through}::date
          and o.method = 'CASH' and o.entry_kind in ('PAYMENT', 'REFUND')
        group by 1, 2
      union all
        select currency, 'handedOut', sum(amount)::text from cash_handovers
        where company_id = ${companyId} and from_user_id = ${userId} and day > ${from}::date and day <= ${through}::date
        group by 1
      union all
        select currency, 'handedIn', sum(amount)::text from cash_handovers
        where company_id = ${companyId} and to_user_id = ${userId}
          and acknowledged_on > ${from}::date and acknowledged_on <= ${through}::date
        group by 1`,
  );
  const flows = new Map<Currency, Flows>();
  for (const r of rows) {
    const f = flows.get(r.currency) ?? { received: 0, refunded: 0, handedOut: 0, handedIn: 0 };
    // A refund's sum is of money handed back: kept positive (its reversals less).
    f[r.kind] += Number(r.amount);
    flows.set(r.currency, f);
  }
  return flows;
}

export async function insertClosing(db: Executor, values: typeof cashClosings.$inferInsert) {
  const [row] = await db.insert(cashClosings).values(values).returning();
  return row!;
}

export async function closingById(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(cashClosings)
    .where(and(eq(cashClosings.companyId, companyId), eq(cashClosings.id, id)));
  return row ?? null;
}

export async function reopenClosing(
  db: Executor,
  companyId: number,
  id: number,
  by: number,
  reason: string,
): Promise<boolean> {
  const done = await db
    .update(cashClosings)
    .set({ reopenedAt: new Date(), reopenedBy: by, reopenReason: reason })
    .where(
      and(eq(cashClosings.companyId, companyId), eq(cashClosings.id, id), isNull(cashClosings.reopenedAt)),
    )
    .returning({ id: cashClosings.id });
  return done.length === 1;
}

/** A user of the company by id, with their name and whether they are active; null when not the company's. */
export async function userOf(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select({ id: users.id, fullName: users.fullName, status: users.status })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, id)));
  return row ?? null;
}

/**
 * The company's active users who take money, but `userId`: the company account and staff holding
 * UPDATE_INSTALLMENT through a role; by name.
 */
export function receiversOf(db: Executor, companyId: number, userId: number) {
  return rawRows<{ id: number; fullName: string }>(
    db,
    sql`select u.id, u.full_name as "fullName" from users u
        where u.company_id = ${companyId} and u.status = 'ACTIVE' and u.id <> ${userId}
          and (u.kind = 'COMPANY' or exists (
            select 1 from user_roles ur
            join role_permissions rp on rp.company_id = ur.company_id and rp.role_id = ur.role_id
            join permissions p on p.id = rp.permission_id
            where ur.company_id = u.company_id and ur.user_id = u.id and p.name = 'UPDATE_INSTALLMENT'))
        order by u.full_name, u.id`,
  );
}

export async function insertHandover(db: Executor, values: typeof cashHandovers.$inferInsert) {
  const [row] = await db.insert(cashHandovers).values(values).returning();
  return row!;
}

/** Acknowledges a handover to `userId` not acknowledged yet; the row, or null. */
export async function acknowledgeHandover(
  db: Executor,
  companyId: number,
  id: number,
  userId: number,
  day: string,
) {
  const [row] = await db
    .update(cashHandovers)
    .set({ acknowledgedAt: new Date(), acknowledgedOn: day })
    .where(
      and(
        eq(cashHandovers.companyId, companyId),
        eq(cashHandovers.id, id),
        eq(cashHandovers.toUserId, userId),
        isNull(cashHandovers.acknowledgedAt),
      ),
    )
    .returning();
  return row ?? null;
}

/** Handovers not acknowledged yet, to or from the user. */
export function pendingHandovers(db: Executor, companyId: number, userId: number) {
  return db
    .select()
    .from(cashHandovers)
    .where(
      and(
        eq(cashHandovers.companyId, companyId),
        isNull(cashHandovers.acknowledgedAt),
        sql`(${cashHandovers.toUserId} = ${userId} or ${cashHandovers.fromUserId} = ${userId})`,
      ),
    )
    .orderBy(cashHandovers.id);
}

/** Names of users of the company by id. */
export async function namesOf(db: Executor, companyId: number, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, ids)));
  return new Map(rows.map((r) => [r.id, r.fullName]));
}
