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
import { and, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
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
import { rawRows } from '../../lib/raw-rows';

// One row per company with its counts: correlated sub-queries over the (company_id, …) indexes. The
// platform holds a few hundred companies, so the list sorts and filters this in one query.
const rowColumns = {
  id: companies.id,
  name: companies.name,
  username: sql<
    string | null
  >`(select u.username from ${users} u where u.company_id = ${companies.id} and u.kind = 'COMPANY')`,
  phone: companies.phone,
  status: companies.status,
  createdAt: companies.createdAt,
  usersCount: sql<number>`(select count(*) from ${users} u where u.company_id = ${companies.id})::int`,
  carsCount: sql<number>`(select count(*) from ${cars} c where c.company_id = ${companies.id})::int`,
  dealsCount: sql<number>`(select count(*) from ${deals} d where d.company_id = ${companies.id})::int`,
  lastActivityAt: sql<
    Date | string | null
  >`(select max(a.at) from ${auditLog} a where a.company_id = ${companies.id})`,
};

const listed = () =>
  sql`(select ${sql.join(
    Object.entries(rowColumns).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
    sql`, `,
  )} from ${companies})`;

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

export type CompanyFilters = Omit<AdminCompanyListQuery, 'page' | 'size'>;

const col = (key: AdminCompanySortKey) => sql.identifier(key);

/** WHERE over the listed rows: status, and the keyword in name, username or phone (Arabic-aware). */
function whereOf(f: CompanyFilters): SQL {
  const keyword = keywordCondition(f.keyword, [sql`c.name`, sql`c.username`, sql`c.phone`]);
  const conditions = [f.status ? sql`c.status = ${f.status}` : undefined, keyword].filter(
    (c): c is SQL => c !== undefined,
  );
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/** ORDER BY: the requested column (ascending unless told), id breaking ties; newest first by default. */
function orderOf(f: CompanyFilters): SQL {
  if (!f.sortBy) return sql`order by c.id desc`;
  const dir = f.sortDirection === 'desc' ? sql`desc` : sql`asc`;
  if (f.sortBy === 'id') return sql`order by c.id ${dir}`;
  return sql`order by c.${col(f.sortBy)} ${dir} nulls last, c.id ${dir}`;
}

const rowsOf = (db: Executor, query: SQL) => rawRows<RawRow>(db, query);

export async function listCompanies(
  db: Executor,
  f: CompanyFilters,
  page: number,
  size: number,
): Promise<{ rows: AdminCompanyRow[]; total: number }> {
  const where = whereOf(f);
  const rows = await rowsOf(
    db,
    sql`select * from ${listed()} c ${where} ${orderOf(f)} limit ${size} offset ${page * size}`,
  );
  const [total] = await rawRows<{ n: number | string }>(
    db,
    sql`select count(*)::int as n from ${listed()} c ${where}`,
  );
  return { rows: rows.map(toRow), total: Number(total?.n ?? 0) };
}

/** Every matching company, in pages (the CSV export). */
export async function* allCompanies(db: Executor, f: CompanyFilters, pageSize: number) {
  for (let page = 0; ; page++) {
    const { rows } = await listCompanies(db, f, page, pageSize);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
  }
}

export async function findCompany(db: Executor, id: number): Promise<AdminCompany | null> {
  const [row] = await rowsOf(db, sql`select * from ${listed()} c where c.id = ${id}`);
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

/** The platform's figures (GET /admin/stats). Months are calendar months in UTC. */
export async function platformStats(db: Executor, now = new Date()): Promise<AdminStats> {
  const thisMonth = monthStart(now, 0);
  const nextMonth = monthStart(now, 1);
  const firstMonth = monthStart(now, -11);
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
          sql`${payments.paidAt} >= ${thisMonth}::date and ${payments.paidAt} < ${nextMonth}::date`,
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

/** The admin actions of the audit, newest first. */
export async function listAdminAudit(
  db: Executor,
  q: AdminAuditQuery,
): Promise<{ rows: AdminAuditEntry[]; total: number }> {
  const where = and(
    inArray(auditLog.action, q.action ? [q.action] : [...ADMIN_AUDIT_ACTIONS]),
    q.companyId !== undefined ? eq(auditLog.companyId, q.companyId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
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
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      action: r.action as AdminAuditEntry['action'],
      at: r.at.toISOString(),
      changes: (r.changes as Record<string, unknown> | null) ?? null,
    })),
    total: total?.n ?? 0,
  };
}
