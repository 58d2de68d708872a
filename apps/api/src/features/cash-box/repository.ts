import type { CashClosingListQuery, CashClosingSortKey } from '@cc/contracts';
import type { Currency } from '@cc/domain';
import { and, desc, eq, gte, inArray, isNull, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { branches, cashClosings, cashHandovers, users } from '../../db/schema';
import { keywordCondition } from '../../lib/arabic-search';
import { type ListSort, type ListSpec, withinRange } from '../../lib/paging';
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

/**
 * The company's cashiers for the boxes at a glance: its active users who take money (the company account,
 * UPDATE_INSTALLMENT through a role) and any user, active or not, whose ledger, handovers or closings
 * ever moved a box; with their branch. By branch, then name.
 */
export function cashiersOf(db: Executor, companyId: number) {
  return rawRows<{ id: number; fullName: string; branchId: number | null; branchName: string | null }>(
    db,
    sql`select u.id, u.full_name as "fullName", u.branch_id as "branchId", b.name as "branchName"
        from users u
        left join branches b on b.company_id = u.company_id and b.id = u.branch_id
        where u.company_id = ${companyId} and (
          (u.status = 'ACTIVE' and (u.kind = 'COMPANY' or exists (
            select 1 from user_roles ur
            join role_permissions rp on rp.company_id = ur.company_id and rp.role_id = ur.role_id
            join permissions p on p.id = rp.permission_id
            where ur.company_id = u.company_id and ur.user_id = u.id and p.name = 'UPDATE_INSTALLMENT')))
          or exists (select 1 from payments e where e.company_id = u.company_id and e.recorded_by = u.id
            and e.method = 'CASH' and e.entry_kind in ('PAYMENT', 'REFUND'))
          or exists (select 1 from cash_handovers h where h.company_id = u.company_id
            and (h.from_user_id = u.id or h.to_user_id = u.id))
          or exists (select 1 from cash_closings c where c.company_id = u.company_id and c.user_id = u.id))
        order by b.name nulls last, u.full_name, u.id`,
  );
}

const CLOSING_SORT: Record<CashClosingSortKey, AnyPgColumn> = {
  day: cashClosings.day,
  difference: cashClosings.difference,
  id: cashClosings.id,
};

const closingRowColumns = {
  closing: cashClosings,
  userName: users.fullName,
  branchId: users.branchId,
  branchName: branches.name,
};
export type ClosingListRow = {
  closing: ClosingRow;
  userName: string;
  branchId: number | null;
  branchName: string | null;
};

/** The closings report's filters (every query param but page, size and the cursors). */
export type ClosingFilters = Omit<CashClosingListQuery, 'page' | 'size' | 'after' | 'before'>;

/**
 * The company's closings as lib/paging.ts reads them (docs/domain/cash-box.md#the-closings-report):
 * newest day first unless told; by cashier, their branch, currency, days, with a difference only. The
 * keyword searches the cashier's name and the note.
 */
export function closingList(db: Executor, companyId: number, q: ClosingFilters): ListSpec<ClosingListRow> {
  const byUser = q.branchId !== undefined || Boolean(q.keyword);
  const where = and(
    eq(cashClosings.companyId, companyId),
    q.userId !== undefined ? eq(cashClosings.userId, q.userId) : undefined,
    q.branchId !== undefined ? eq(users.branchId, q.branchId) : undefined,
    q.currency ? eq(cashClosings.currency, q.currency) : undefined,
    q.fromDate ? gte(cashClosings.day, q.fromDate) : undefined,
    q.toDate ? lte(cashClosings.day, q.toDate) : undefined,
    q.withDifference ? ne(cashClosings.difference, 0) : undefined,
    keywordCondition(q.keyword, [users.fullName, cashClosings.note]),
  );
  const key: CashClosingSortKey = q.sortBy ?? 'day';
  const sort: ListSort = { key, column: CLOSING_SORT[key], direction: q.sortDirection ?? 'desc' };
  const joinUser = (query: ReturnType<typeof fromClosings>) =>
    query.innerJoin(
      users,
      and(eq(users.companyId, cashClosings.companyId), eq(users.id, cashClosings.userId)),
    );
  const fromClosings = () => db.select({ id: cashClosings.id }).from(cashClosings).$dynamic();
  return {
    id: cashClosings.id,
    sort,
    rows: (range) =>
      withinRange(
        db
          .select(closingRowColumns)
          .from(cashClosings)
          .innerJoin(
            users,
            and(eq(users.companyId, cashClosings.companyId), eq(users.id, cashClosings.userId)),
          )
          .leftJoin(branches, and(eq(branches.companyId, users.companyId), eq(branches.id, users.branchId)))
          .$dynamic(),
        where,
        range,
      ) as unknown as PromiseLike<ClosingListRow[]>,
    matching: () => (byUser ? joinUser(fromClosings()).where(where) : fromClosings().where(where as SQL)),
    keyOf: (row) => ({ value: row.closing[key], id: row.closing.id }),
  };
}
