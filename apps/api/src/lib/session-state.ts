import { PERMISSION_NAMES, type PermissionName } from '@cc/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { prepareNamed } from '../db/named-statements';
import { companies, permissions, rolePermissions, signIns, userRoles, users } from '../db/schema';
import type { UserKind } from './context';
import { keptIn } from './kept-in';

export interface SessionState {
  userId: number;
  kind: UserKind;
  userStatus: 'ACTIVE' | 'INACTIVE';
  tokenVersion: number;
  /** Signs in with a temporary password: only the profile, the password change and sign-out. */
  mustChangePassword: boolean;
  companyId: number | null;
  companyStatus: 'ACTIVE' | 'SUSPENDED' | null;
  signInRevokedAt: Date | null;
  deviceId: string | null;
  /**
   * What the user may do, in the spec's order: the company account every permission, the super
   * administrator none, a staff member the union of their roles'.
   */
  permissions: PermissionName[];
}

/** The names of the permissions a user's roles hold (read with the session, in the same statement). */
const rolePermissionNames = sql<string[] | null>`array(
  select distinct ${permissions.name} from ${userRoles}
  join ${rolePermissions} on ${rolePermissions.roleId} = ${userRoles.roleId}
    and ${rolePermissions.companyId} = ${userRoles.companyId}
  join ${permissions} on ${permissions.id} = ${rolePermissions.permissionId}
  where ${userRoles.userId} = ${users.id})`;

function sessionStateQuery(db: Executor) {
  const query = db
    .select({
      userId: users.id,
      kind: users.kind,
      userStatus: users.status,
      tokenVersion: users.tokenVersion,
      mustChangePassword: users.mustChangePassword,
      companyId: users.companyId,
      companyStatus: companies.status,
      signInRevokedAt: signIns.revokedAt,
      deviceId: signIns.deviceId,
      roleNames: rolePermissionNames,
    })
    .from(signIns)
    .innerJoin(users, eq(users.id, signIns.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(signIns.id, sql.placeholder('signInId')), eq(signIns.userId, sql.placeholder('userId'))));
  return prepareNamed(query, 'session_state');
}

/**
 * The query prepared once per database (or transaction): built once instead of on every request, and
 * on PostgreSQL a named statement, parsed once per connection and planned from a cached plan. It holds
 * a plan, never an answer.
 */
const prepared = new WeakMap<Executor, ReturnType<typeof sessionStateQuery>>();

/** The permissions of a kind of user holding roles that grant `names` (unknown names left out). */
function permissionsOf(kind: UserKind, names: readonly string[]): PermissionName[] {
  if (kind === 'COMPANY') return [...PERMISSION_NAMES];
  if (kind === 'SUPER_ADMIN') return [];
  const held = new Set(names);
  return PERMISSION_NAMES.filter((n) => held.has(n));
}

/**
 * Everything a signed-in request must check, in ONE query: user, company and sign-in state, and the
 * permissions the user's roles hold, read from the database on every call: a revoked sign-in, a
 * deactivated user, a suspended company or a permission taken away acts on the next call through any
 * process.
 */
export async function loadSessionState(
  db: Executor,
  userId: number,
  signInId: number,
): Promise<SessionState | null> {
  const [row] = await keptIn(prepared, db, () => sessionStateQuery(db)).execute({ signInId, userId });
  if (!row) return null;
  const { roleNames, ...state } = row;
  return { ...state, permissions: permissionsOf(row.kind, roleNames ?? []) };
}

/** A session may act only while the user and its company are active and the sign-in is not revoked. */
export const isSessionUsable = (s: SessionState) =>
  s.userStatus === 'ACTIVE' && s.companyStatus !== 'SUSPENDED' && s.signInRevokedAt === null;
