import {
  ADMIN_AUDIT_ACTIONS,
  type AdminAuditEntry,
  type AdminAuditQuery,
  type AdminCompany,
  type AdminCompanyListQuery,
  type AdminCompanyRow,
  type AdminCompanySortKey,
  type AdminStats,
  type CompanyStatus,
  type CompanyStatusChange,
} from '@cc/contracts';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  auditLog,
  branches,
  cars,
  companies,
  companyStatusChanges,
  deals,
  payments,
  users,
} from '../../db/schema';
import { keywordCondition } from '../../lib/arabic-search';
import { everyPage, type ListSort, type ListSpec, withinRange } from '../../lib/paging';

// One row per company with its counts: correlated sub-queries over the (company_id, …) indexes. The
// platform holds a few hundred companies: a sort by a count or the last activity computes it for each
// matching company (no index can hold it). The company's id is named with its table: drizzle names a
// column alone in a query of one table, which inside a sub-query would be the sub-query's own `id`.
const companyId = sql`${companies}.${sql.identifier(companies.id.name)}`;
const usernameOf = sql<
  string | null
>`(select u.username from ${users} u where u.company_id = ${companyId} and u.kind = 'COMPANY')`;
const countOf = (table: typeof users | typeof deals) =>
  sql<number>`(select count(*) from ${table} x where x.company_id = ${companyId})::int`;
// The cars from the dashboard's summary rows (one per status, kept in each writing transaction): counting
// a large company's cars for every company of a page sorted by them cost more than the page.
const carsCountOf = sql<number>`(select coalesce(sum(x.n), 0) from dashboard_car_counts x where x.company_id = ${companyId})::int`;
// To the millisecond, as the answer and a cursor carry it.
const lastActivityOf = sql<
  Date | string | null
>`date_trunc('milliseconds', (select max(a.at) from ${auditLog} a where a.company_id = ${companyId}))`;

const rowColumns = {
  id: companies.id,
  name: companies.name,
  username: usernameOf,
  phone: companies.phone,
  status: companies.status,
  createdAt: companies.createdAt,
  usersCount: countOf(users),
  carsCount: carsCountOf,
  dealsCount: countOf(deals),
  lastActivityAt: lastActivityOf,
};

/** Each sort key's column or expression (the username and the last activity may be null). */
const SORT: Record<AdminCompanySortKey, Pick<ListSort, 'column' | 'nullable'>> = {
  id: { column: companies.id },
  name: { column: companies.name },
  username: { column: usernameOf, nullable: true },
  phone: { column: companies.phone },
  status: { column: companies.status },
  createdAt: { column: companies.createdAt },
  usersCount: { column: rowColumns.usersCount },
  carsCount: { column: rowColumns.carsCount },
  dealsCount: { column: rowColumns.dealsCount },
  lastActivityAt: { column: lastActivityOf, nullable: true },
};

const iso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

interface RawRow {
  id: number;
  name: string;
  username: string | null;
  phone: string | null;
  status: CompanyStatus;
  createdAt: Date | string;
  usersCount: number;
  carsCount: number;
  dealsCount: number;
  lastActivityAt: Date | string | null;
}

const toRow = (r: RawRow): AdminCompanyRow => ({
  id: Number(r.id),
  name: r.name,
  username: r.username,
  phone: r.phone,
  status: r.status,
  createdAt: iso(r.createdAt)!,
  usersCount: Number(r.usersCount),
  carsCount: Number(r.carsCount),
  dealsCount: Number(r.dealsCount),
  lastActivityAt: iso(r.lastActivityAt),
});

/** The companies list's filters (every query param but page, size and the cursors). */
export type CompanyFilters = Omit<AdminCompanyListQuery, 'page' | 'size' | 'after' | 'before'>;

/**
 * The companies list as lib/paging.ts reads it: the status, the keyword in name, username or phone
 * (Arabic-aware), the asked order (newest first by default), nulls placed as PostgreSQL places them.
 */
export function companyList(db: Executor, f: CompanyFilters): ListSpec<AdminCompanyRow> {
  const where = and(
    f.status ? eq(companies.status, f.status) : undefined,
    keywordCondition(f.keyword, [companies.name, usernameOf, companies.phone]),
  );
  const key: AdminCompanySortKey = f.sortBy ?? 'id';
  const sort: ListSort = { key, ...SORT[key], direction: f.sortBy ? (f.sortDirection ?? 'asc') : 'desc' };
  return {
    id: companies.id,
    sort,
    rows: async (range) =>
      (await withinRange(db.select(rowColumns).from(companies).$dynamic(), where, range)).map(toRow),
    matching: () => db.select({ id: companies.id }).from(companies).where(where).$dynamic(),
    keyOf: (row) => ({ value: row[key], id: row.id }),
  };
}

/** Every matching company in the list's order, in pages (the CSV export). */
export const allCompanies = (db: Executor, f: CompanyFilters, pageSize: number) =>
  everyPage(companyList(db, f), pageSize);

export async function findCompany(db: Executor, id: number): Promise<AdminCompany | null> {
  const [row] = await db.select(rowColumns).from(companies).where(eq(companies.id, id));
  if (!row) return null;
  const [[detail], [branchCount], history] = await Promise.all([
    db
      .select({
        address: companies.address,
        timeZone: companies.timeZone,
        mustChangePassword: users.mustChangePassword,
      })
      .from(companies)
      .leftJoin(users, and(eq(users.companyId, companies.id), eq(users.kind, 'COMPANY')))
      .where(eq(companies.id, id)),
    db.select({ n: count() }).from(branches).where(eq(branches.companyId, id)),
    statusHistory(db, id),
  ]);
  return {
    ...toRow(row),
    address: detail?.address ?? null,
    timeZone: detail?.timeZone ?? 'Asia/Baghdad',
    mustChangePassword: detail?.mustChangePassword ?? false,
    branchesCount: branchCount?.n ?? 0,
    statusHistory: history,
  };
}

async function statusHistory(db: Executor, companyId: number): Promise<CompanyStatusChange[]> {
  const rows = await db
    .select({
      status: companyStatusChanges.status,
      reason: companyStatusChanges.reason,
      at: companyStatusChanges.at,
      byUsername: users.username,
    })
    .from(companyStatusChanges)
    .leftJoin(users, eq(users.id, companyStatusChanges.actorUserId))
    .where(eq(companyStatusChanges.companyId, companyId))
    .orderBy(desc(companyStatusChanges.at), desc(companyStatusChanges.id));
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}

/** The company locked for a change; null when there is none. */
export async function lockCompany(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      phone: companies.phone,
      address: companies.address,
      status: companies.status,
    })
    .from(companies)
    .where(eq(companies.id, id))
    .for('update');
  return row ?? null;
}

export async function insertCompany(
  db: Executor,
  values: { name: string; phone: string | null; address: string | null; timeZone: string },
): Promise<number> {
  const [row] = await db.insert(companies).values(values).returning({ id: companies.id });
  return row!.id;
}

export async function insertBranch(db: Executor, companyId: number, name: string): Promise<number> {
  const [row] = await db.insert(branches).values({ companyId, name }).returning({ id: branches.id });
  return row!.id;
}

export async function insertCompanyAccount(
  db: Executor,
  values: {
    companyId: number;
    username: string;
    fullName: string;
    phone: string | null;
    passwordHash: string;
  },
): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ ...values, kind: 'COMPANY', mustChangePassword: true })
    .returning({ id: users.id });
  return row!.id;
}

export async function updateCompany(
  db: Executor,
  id: number,
  values: { name: string; phone: string | null; address: string | null },
) {
  await db.update(companies).set(values).where(eq(companies.id, id));
}

export async function setCompanyStatus(
  db: Executor,
  id: number,
  change: { status: CompanyStatus; reason: string; actorUserId: number },
) {
  await db.update(companies).set({ status: change.status }).where(eq(companies.id, id));
  await db.insert(companyStatusChanges).values({ companyId: id, ...change });
}

export async function companyAccountId(db: Executor, companyId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.kind, 'COMPANY')));
  return row?.id ?? null;
}

/** The first day of the month `offset` months from `now`'s (UTC), as 'yyyy-MM-dd'. */
const monthStart = (now: Date, offset: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 10);

/**
 * The platform's figures (GET /admin/stats). Money received this month is each company's current month
 * in its own time zone (payment dates are the company's days); new companies are counted by calendar
 * month in UTC.
 */
export async function platformStats(db: Executor, now = new Date()): Promise<AdminStats> {
  const firstMonth = monthStart(now, -11);
  const companyMonth = sql`date_trunc('month', ${now.toISOString()}::timestamptz at time zone (select ${companies.timeZone} from ${companies} where ${companies.id} = ${payments.companyId}))`;
  const [byStatus, [people], [carCount], [dealCount], money, perMonth] = await Promise.all([
    db.select({ status: companies.status, n: count() }).from(companies).groupBy(companies.status),
    db.select({ n: count() }).from(users).where(ne(users.kind, 'SUPER_ADMIN')),
    db.select({ n: count() }).from(cars),
    db.select({ n: count() }).from(deals).where(ne(deals.status, 'CANCELLED')),
    // Money received: payment entries (not discounts), a reversal subtracting what it reverses.
    db
      .select({
        currency: payments.currency,
        amount: sql<string>`coalesce(sum(case when ${payments.reversalOfId} is null then ${payments.amount} else -${payments.amount} end), 0)`,
        n: sql<number>`count(*) filter (where ${payments.reversalOfId} is null)::int`,
      })
      .from(payments)
      .where(
        and(
          eq(payments.entryKind, 'PAYMENT'),
          // A payment's date is its company's day: "this month" is the company's own, in its zone (in
          // UTC a payment of the 1st, Baghdad, fell in no month shown for the month's last three hours).
          sql`${payments.paidAt} >= ${companyMonth}::date and ${payments.paidAt} < (${companyMonth} + interval '1 month')::date`,
        ),
      )
      .groupBy(payments.currency),
    db
      .select({
        month: sql<string>`to_char(date_trunc('month', ${companies.createdAt} at time zone 'UTC'), 'YYYY-MM')`,
        n: count(),
      })
      .from(companies)
      .where(sql`${companies.createdAt} >= ${firstMonth}::timestamp at time zone 'UTC'`)
      .groupBy(sql`1`),
  ]);
  const statusCount = (s: CompanyStatus) => byStatus.find((r) => r.status === s)?.n ?? 0;
  const created = new Map(perMonth.map((r) => [r.month, r.n]));
  return {
    companies: statusCount('ACTIVE') + statusCount('SUSPENDED'),
    activeCompanies: statusCount('ACTIVE'),
    suspendedCompanies: statusCount('SUSPENDED'),
    users: people?.n ?? 0,
    cars: carCount?.n ?? 0,
    deals: dealCount?.n ?? 0,
    paymentsThisMonth: (['IQD', 'USD'] as const).map((currency) => {
      const row = money.find((r) => r.currency === currency);
      return { currency, amountMinor: Number(row?.amount ?? 0), count: Number(row?.n ?? 0) };
    }),
    newCompaniesPerMonth: Array.from({ length: 12 }, (_, i) => {
      const month = monthStart(now, i - 11).slice(0, 7);
      return { month, count: created.get(month) ?? 0 };
    }),
  };
}

/** The admin audit's filters (every query param but page, size and the cursors). */
export type AuditFilters = Omit<AdminAuditQuery, 'page' | 'size' | 'after' | 'before'>;

/**
 * The admin actions of the audit as lib/paging.ts reads them, newest first: a few actions of a large
 * table, found by `audit_log_action_at_idx`.
 */
export function adminAuditList(db: Executor, q: AuditFilters): ListSpec<AdminAuditEntry> {
  const where = and(
    inArray(auditLog.action, q.action ? [q.action] : [...ADMIN_AUDIT_ACTIONS]),
    q.companyId !== undefined ? eq(auditLog.companyId, q.companyId) : undefined,
  );
  return {
    id: auditLog.id,
    sort: { key: 'at', column: auditLog.at, direction: 'desc' },
    rows: async (range) => {
      const rows = await withinRange(
        db
          .select({
            id: auditLog.id,
            at: auditLog.at,
            action: auditLog.action,
            actorUsername: users.username,
            companyId: auditLog.companyId,
            companyName: companies.name,
            changes: auditLog.changes,
            ip: auditLog.ip,
          })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorUserId))
          .leftJoin(companies, eq(companies.id, auditLog.companyId))
          .$dynamic(),
        where,
        range,
      );
      return rows.map((r) => ({
        ...r,
        action: r.action as AdminAuditEntry['action'],
        at: r.at.toISOString(),
        changes: (r.changes as Record<string, unknown> | null) ?? null,
      }));
    },
    matching: () => db.select({ id: auditLog.id }).from(auditLog).where(where).$dynamic(),
    keyOf: (row) => ({ value: row.at, id: row.id }),
  };
}
