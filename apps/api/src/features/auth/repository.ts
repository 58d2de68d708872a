import type { SystemRole, User } from '@cc/contracts';
import { and, asc, eq, gt, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { branches, companies, refreshTokens, roles, signIns, userRoles, users } from '../../db/schema';
import type { UserKind } from '../../lib/context';

/** Why a sign-in was revoked when its refresh token came back after its rotation (docs/domain/sessions.md). */
export const REFRESH_TOKEN_REUSE = 'REFRESH_TOKEN_REUSE';
/** Why a sign-in was revoked when its refresh token came from another device. */
export const REFRESH_TOKEN_OTHER_DEVICE = 'REFRESH_TOKEN_OTHER_DEVICE';

/** The user signed in from this address in the last 30 days (a known office). */
export function hasSignedInFrom(db: Executor, userId: number, ip: string): Promise<boolean> {
  return hasSignIn(db, userId, eq(signIns.ip, ip), sql`${signIns.createdAt} > now() - interval '30 days'`);
}

/** Some sign-in of the user meets every condition. */
async function hasSignIn(db: Executor, userId: number, ...conditions: SQL[]): Promise<boolean> {
  const [row] = await db
    .select({ id: signIns.id })
    .from(signIns)
    .where(and(eq(signIns.userId, userId), ...conditions))
    .limit(1);
  return row !== undefined;
}

/**
 * The user signed in on this device (its `X-Device-Id`) and used that sign-in in the last 30 days. A
 * sign-in revoked because its refresh token was reused does not count: that browser's storage leaked.
 */
export function hasSignedInOn(db: Executor, userId: number, deviceId: string): Promise<boolean> {
  return hasSignIn(
    db,
    userId,
    eq(signIns.deviceId, deviceId),
    sql`${signIns.lastSeenAt} > now() - interval '30 days'`,
    sql`${signIns.revokeReason} is distinct from ${REFRESH_TOKEN_REUSE}`,
  );
}

export async function findLoginUser(db: Executor, username: string) {
  const [row] = await db
    .select({
      id: users.id,
      kind: users.kind,
      companyId: users.companyId,
      passwordHash: users.passwordHash,
      status: users.status,
      tokenVersion: users.tokenVersion,
      companyStatus: companies.status,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()));
  return row ?? null;
}

const SYSTEM_ROLE: Record<UserKind, SystemRole> = {
  SUPER_ADMIN: 'ROLE_SUPER_ADMIN',
  COMPANY: 'ROLE_COMPANY',
  USER: 'ROLE_USER',
};
export const systemRolesOf = (kind: UserKind): SystemRole[] => [SYSTEM_ROLE[kind]];

/** The profile of GET /users/me and the login answer, without permissions (they come from the cache). */
export async function findProfile(
  db: Executor,
  userId: number,
): Promise<(Omit<User, 'permissions'> & { kind: UserKind }) | null> {
  const account = alias(users, 'account');
  const [row] = await db
    .select({
      id: users.id,
      kind: users.kind,
      username: users.username,
      fullName: users.fullName,
      phone: users.phone,
      mustChangePassword: users.mustChangePassword,
      companyName: companies.name,
      companyUserId: account.id,
      branchId: branches.id,
      branchName: branches.name,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(account, and(eq(account.companyId, users.companyId), eq(account.kind, 'COMPANY')))
    .leftJoin(branches, and(eq(branches.companyId, users.companyId), eq(branches.id, users.branchId)))
    .where(eq(users.id, userId));
  if (!row) return null;
  const companyRoles = await db
    .select({ id: roles.id, displayName: roles.displayName, displayNameAr: roles.displayNameAr })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.companyId, userRoles.companyId), eq(roles.id, userRoles.roleId)))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.id));
  return {
    id: row.id,
    kind: row.kind,
    username: row.username,
    fullName: row.fullName,
    phone: row.phone,
    companyUserId: row.kind === 'SUPER_ADMIN' ? null : row.companyUserId,
    companyName: row.companyName,
    branch:
      row.branchId !== null && row.branchName !== null ? { id: row.branchId, name: row.branchName } : null,
    roles: systemRolesOf(row.kind),
    companyRoles,
    mustChangePassword: row.mustChangePassword,
  };
}

export interface DeviceInfo {
  deviceId: string | null;
  deviceOs: string | null;
  deviceBrowser: string | null;
  deviceModel: string;
  fcmToken: string | null;
  ip: string | null;
}

export async function insertSignIn(db: Executor, userId: number, device: DeviceInfo) {
  const [row] = await db
    .insert(signIns)
    .values({ userId, ...device })
    .returning({ id: signIns.id });
  return row!.id;
}

/** A push token belongs to one browser: unbind it from every other sign-in (a shared office PC). */
export async function unbindFcmToken(db: Executor, fcmToken: string, exceptSignInId: number) {
  await db
    .update(signIns)
    .set({ fcmToken: null })
    .where(and(eq(signIns.fcmToken, fcmToken), ne(signIns.id, exceptSignInId)));
}

export async function setSignInFcmToken(db: Executor, signInId: number, fcmToken: string | null) {
  await db.update(signIns).set({ fcmToken, lastSeenAt: new Date() }).where(eq(signIns.id, signInId));
}

export async function revokeSignIn(db: Executor, signInId: number, reason: string) {
  await db
    .update(signIns)
    .set({ revokedAt: new Date(), revokeReason: reason, fcmToken: null })
    .where(and(eq(signIns.id, signInId), isNull(signIns.revokedAt)));
}

export async function insertRefreshToken(db: Executor, signInId: number, tokenHash: string, expiresAt: Date) {
  const [row] = await db
    .insert(refreshTokens)
    .values({ signInId, tokenHash, expiresAt })
    .returning({ id: refreshTokens.id });
  return row!.id;
}

/** The refresh token row with its sign-in and user state, locked for the rotation. */
export async function findRefreshTokenForUpdate(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      signInId: refreshTokens.signInId,
      expiresAt: refreshTokens.expiresAt,
      rotatedAt: refreshTokens.rotatedAt,
      successorSecret: refreshTokens.successorSecret,
      userId: signIns.userId,
      companyId: users.companyId,
      deviceId: signIns.deviceId,
      signInRevokedAt: signIns.revokedAt,
    })
    .from(refreshTokens)
    .innerJoin(signIns, eq(signIns.id, refreshTokens.signInId))
    .innerJoin(users, eq(users.id, signIns.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update', { of: refreshTokens });
  return row ?? null;
}

export async function markRotated(db: Executor, id: number, successorId: number, successorSecret: string) {
  await db
    .update(refreshTokens)
    .set({ rotatedAt: new Date(), successorId, successorSecret })
    .where(eq(refreshTokens.id, id));
}

export async function touchSignIn(db: Executor, signInId: number) {
  await db.update(signIns).set({ lastSeenAt: new Date() }).where(eq(signIns.id, signInId));
}

// ---- The signed-in user's own profile and password ----

export async function updateOwnProfile(
  db: Executor,
  userId: number,
  values: { fullName: string; phone: string | null },
) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function findCredentials(db: Executor, userId: number) {
  const [row] = await db
    .select({
      username: users.username,
      passwordHash: users.passwordHash,
      fullName: users.fullName,
      phone: users.phone,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** New hash, token version bumped (older access tokens fail); answers the new version. */
export async function changePassword(db: Executor, userId: number, passwordHash: string): Promise<number> {
  const [row] = await db
    .update(users)
    .set({
      passwordHash,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      mustChangePassword: false,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  return row!.tokenVersion;
}

/** Ends every open sign-in of the user but one, unbinding their push tokens. */
export async function revokeOtherSignIns(db: Executor, userId: number, keepSignInId: number, reason: string) {
  await db
    .update(signIns)
    .set({ revokedAt: new Date(), revokeReason: reason, fcmToken: null })
    .where(and(eq(signIns.userId, userId), ne(signIns.id, keepSignInId), isNull(signIns.revokedAt)));
}

/**
 * Expires every refresh token of a sign-in (rotated ones too, so no grace successor is handed out):
 * a fresh one is issued next. Presented later, they answer 401 without revoking the sign-in.
 */
export async function expireRefreshTokens(db: Executor, signInId: number) {
  await db
    .update(refreshTokens)
    .set({ expiresAt: new Date() })
    .where(and(eq(refreshTokens.signInId, signInId), gt(refreshTokens.expiresAt, new Date())));
}
