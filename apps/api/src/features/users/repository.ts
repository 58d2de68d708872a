import type { StaffSortKey, StaffUser, StaffUserListQuery } from '@cc/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { branches, roles, signIns, userRoles, users } from '../../db/schema';
import { keywordCondition } from '../../lib/arabic-search';
import { companyIdsIn } from '../../lib/company-rows';
import {
  type ListSort,
  type ListSpec,
  type Page,
  type PageRequest,
  readPage,
  withinRange,
} from '../../lib/paging';

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

const SORT_COLUMNS: Record<StaffSortKey, AnyPgColumn> = {
  id: users.id,
  username: users.username,
  fullName: users.fullName,
  status: users.status,
  createdAt: users.createdAt,
};

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

/** The staff list's filters (every query param but page, size and the cursors). */
export type StaffFilters = Omit<StaffUserListQuery, 'page' | 'size' | 'after' | 'before'>;

/**
 * The company's users (its account included) as lib/paging.ts reads them: filtered, by id unless told
 * (ascending unless told). A company has few users: no sort but the id has an index of its own.
 */
export function staffList(db: Executor, companyId: number, query: StaffFilters): ListSpec<StaffRow> {
  const where = and(
    eq(users.companyId, companyId),
    query.status ? eq(users.status, query.status) : undefined,
    keywordCondition(query.keyword, [users.username, users.fullName, users.phone]),
  );
  const key: StaffSortKey = query.sortBy ?? 'id';
  const sort: ListSort = { key, column: SORT_COLUMNS[key], direction: query.sortDirection ?? 'asc' };
  return {
    id: users.id,
    sort,
    rows: (range) => withinRange(staffQuery(db).$dynamic(), where, range),
    matching: () => db.select({ id: users.id }).from(users).where(where).$dynamic(),
    keyOf: (row) => ({ value: row[key], id: row.id }),
  };
}

/** A page of the company's users, each with its roles, its total and its neighbours' cursors. */
export async function listStaff(
  db: Executor,
  companyId: number,
  filters: StaffFilters,
  request: PageRequest,
): Promise<Page<StaffUser>> {
  const page = await readPage(db, staffList(db, companyId, filters), request);
  const roleRefs = await rolesByUser(
    db,
    page.rows.map((r) => r.id),
  );
  return { ...page, rows: page.rows.map((r) => toStaffUser(r, roleRefs.get(r.id))) };
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

export { branchStatus } from '../../lib/company-rows';

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
 * `temporary` one (set by someone else: the super administrator's or the company's reset) must be
 * changed at the next sign-in.
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
