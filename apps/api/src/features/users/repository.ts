import type { StaffUser } from '@cc/contracts';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { branches, roles, signIns, userRoles, users } from '../../db/schema';
import { keywordCondition } from '../../lib/arabic-search';
import { companyIdsIn } from '../../lib/company-rows';

export async function setStatus(
  db: Executor,
  userId: number,
  status: 'ACTIVE' | 'INACTIVE',
  bumpTokenVersion: boolean,
) {
  await db
    .update(users)
    .set({
      status,
      updatedAt: new Date(),
      ...(bumpTokenVersion ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
    })
    .where(eq(users.id, userId));
}

/** Revokes every open sign-in of a user and unbinds their push tokens. */
export async function revokeAllSignIns(db: Executor, userId: number, reason: string) {
  await db
    .update(signIns)
    .set({ revokedAt: new Date(), revokeReason: reason, fcmToken: null })
    .where(and(eq(signIns.userId, userId), isNull(signIns.revokedAt)));
}

// ---- Staff users of the company (users screen, profile/{id}) ----

const SORT_COLUMNS = {
  id: users.id,
  username: users.username,
  fullName: users.fullName,
  status: users.status,
  createdAt: users.createdAt,
} as const;
export type StaffSortKey = keyof typeof SORT_COLUMNS;

const staffColumns = {
  id: users.id,
  username: users.username,
  fullName: users.fullName,
  phone: users.phone,
  status: users.status,
  kind: users.kind,
  branchId: branches.id,
  branchName: branches.name,
  createdAt: users.createdAt,
};
type StaffRow = {
  id: number;
  username: string;
  fullName: string;
  phone: string | null;
  status: 'ACTIVE' | 'INACTIVE';
  kind: 'SUPER_ADMIN' | 'COMPANY' | 'USER';
  branchId: number | null;
  branchName: string | null;
  createdAt: Date;
};

/** The company roles of each user, in role id order. */
async function rolesByUser(db: Executor, userIds: number[]) {
  const byUser = new Map<number, StaffUser['roles']>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({
      userId: userRoles.userId,
      id: roles.id,
      displayName: roles.displayName,
      displayNameAr: roles.displayNameAr,
    })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.companyId, userRoles.companyId), eq(roles.id, userRoles.roleId)))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(asc(roles.id));
  for (const { userId, ...role } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), role]);
  return byUser;
}

const toStaffUser = (row: StaffRow, roleRefs: StaffUser['roles'] | undefined): StaffUser => ({
  id: row.id,
  username: row.username,
  fullName: row.fullName,
  phone: row.phone,
  status: row.status,
  kind: row.kind === 'COMPANY' ? 'COMPANY' : 'USER',
  branch:
    row.branchId !== null && row.branchName !== null ? { id: row.branchId, name: row.branchName } : null,
  roles: roleRefs ?? [],
  createdAt: row.createdAt.toISOString(),
});

const staffQuery = (db: Executor) =>
  db
    .select(staffColumns)
    .from(users)
    .leftJoin(branches, and(eq(branches.companyId, users.companyId), eq(branches.id, users.branchId)));

/** The company's users (its account included), filtered, sorted and paged. */
export async function listStaff(
  db: Executor,
  companyId: number,
  query: {
    page: number;
    size: number;
    keyword?: string | undefined;
    status?: 'ACTIVE' | 'INACTIVE' | undefined;
    sortBy?: StaffSortKey | undefined;
    sortDirection?: 'asc' | 'desc' | undefined;
  },
): Promise<{ rows: StaffUser[]; total: number }> {
  const where = and(
    eq(users.companyId, companyId),
    query.status ? eq(users.status, query.status) : undefined,
    keywordCondition(query.keyword, [users.username, users.fullName, users.phone]),
  );
  const column = SORT_COLUMNS[query.sortBy ?? 'id'];
  const direction = query.sortDirection === 'desc' ? desc : asc;
  const [rows, [counted]] = await Promise.all([
    staffQuery(db)
      .where(where)
      .orderBy(direction(column), direction(users.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const roleRefs = await rolesByUser(
    db,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((r) => toStaffUser(r, roleRefs.get(r.id))), total: counted?.n ?? 0 };
}

/** One user of the company (its account included), or null for another company's or a missing id. */
export async function findStaffUser(
  db: Executor,
  companyId: number,
  userId: number,
): Promise<StaffUser | null> {
  const [row] = await staffQuery(db).where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  if (!row) return null;
  return toStaffUser(row, (await rolesByUser(db, [userId])).get(userId));
}

/** A user of the company, locked for a change; null for another company's user or none. */
export async function findCompanyUserForUpdate(db: Executor, companyId: number, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      kind: users.kind,
      status: users.status,
      fullName: users.fullName,
      phone: users.phone,
      branchId: users.branchId,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
    .for('update');
  return row ?? null;
}

/** Usernames are unique across the platform, case-insensitively (login has no company field). */
export async function usernameExists(db: Executor, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return row !== undefined;
}

/** Which of the role ids are roles of the company. */
export const companyRoleIds = (db: Executor, companyId: number, roleIds: number[]): Promise<Set<number>> =>
  companyIdsIn(db, roles, companyId, roleIds);

export { branchExists } from '../../lib/company-rows';

export async function insertStaffUser(
  db: Executor,
  values: {
    companyId: number;
    username: string;
    passwordHash: string;
    fullName: string;
    phone: string | null;
    branchId: number | null;
  },
): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ ...values, kind: 'USER' })
    .returning({ id: users.id });
  return row!.id;
}

export async function updateStaffUser(
  db: Executor,
  userId: number,
  values: { fullName: string; phone: string | null; branchId: number | null },
) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Replaces the user's roles; answers the role ids held before. */
export async function replaceRoles(db: Executor, companyId: number, userId: number, roleIds: number[]) {
  const before = await db
    .delete(userRoles)
    .where(and(eq(userRoles.companyId, companyId), eq(userRoles.userId, userId)))
    .returning({ roleId: userRoles.roleId });
  if (roleIds.length > 0)
    await db.insert(userRoles).values(roleIds.map((roleId) => ({ companyId, userId, roleId })));
  return before.map((r) => r.roleId).sort((a, b) => a - b);
}

/**
 * Sets a new password hash and bumps the token version: every access token issued before fails. A
 * `temporary` one (set by the super administrator) must be changed at the next sign-in.
 */
export async function setPassword(db: Executor, userId: number, passwordHash: string, temporary = false) {
  await db
    .update(users)
    .set({
      passwordHash,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      mustChangePassword: temporary,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}
