import { PERMISSION_NAMES, type PermissionName } from '@cc/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { prepareNamed } from '../db/named-statements';
import { companies, permissions, rolePermissions, signIns, userRoles, users } from '../db/schema';
import { BoundedMap } from './bounded-map';
import type { UserKind } from './context';
import { keptIn } from './kept-in';
import { KeptReads } from './kept-reads';

export interface SessionState {
  userId: number;
  kind: UserKind;
  userStatus: 'ACTIVE' | 'INACTIVE';
  tokenVersion: number;
  /** Signs in with a temporary password: only the profile, the password change and sign-out. */
  mustChangePassword: boolean;
  companyId: number | null;
  companyStatus: 'ACTIVE' | 'SUSPENDED' | null;
  permissionsVersion: number;
  signInRevokedAt: Date | null;
  deviceId: string | null;
}

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
      permissionsVersion: companies.permissionsVersion,
      signInRevokedAt: signIns.revokedAt,
      deviceId: signIns.deviceId,
    })
    .from(signIns)
    .innerJoin(users, eq(users.id, signIns.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(signIns.id, sql.placeholder('signInId')), eq(signIns.userId, sql.placeholder('userId'))));
  return prepareNamed(query, 'session_state');
}

/**
 * The query prepared once per database (or transaction): built once instead of on every request, and
 * on PostgreSQL a named statement, parsed once per connection and planned from a cached plan.
 */
const prepared = new WeakMap<Executor, ReturnType<typeof sessionStateQuery>>();

/**
 * Everything a signed-in request must check, in ONE query: user, company and sign-in state, read from
 * the database. The auth plugin keeps recent answers in {@link SessionStates}, dropped whenever any of
 * it changes, so a revoked sign-in, a deactivated user or a suspended company is still refused at its
 * next call.
 */
export async function loadSessionState(
  db: Executor,
  userId: number,
  signInId: number,
): Promise<SessionState | null> {
  const [row] = await keptIn(prepared, db, () => sessionStateQuery(db)).execute({ signInId, userId });
  return row ? { ...row, permissionsVersion: row.permissionsVersion ?? 0 } : null;
}

/** A session may act only while the user and its company are active and the sign-in is not revoked. */
export const isSessionUsable = (s: SessionState) =>
  s.userStatus === 'ACTIVE' && s.companyStatus !== 'SUSPENDED' && s.signInRevokedAt === null;

/** The company account holds every permission, the super administrator none, staff the union of roles. */
export async function loadPermissionNames(
  db: Executor,
  userId: number,
  kind: UserKind,
): Promise<PermissionName[]> {
  if (kind === 'COMPANY') return [...PERMISSION_NAMES];
  if (kind === 'SUPER_ADMIN') return [];
  const rows = await db
    .selectDistinct({ name: permissions.name })
    .from(userRoles)
    .innerJoin(
      rolePermissions,
      and(eq(rolePermissions.roleId, userRoles.roleId), eq(rolePermissions.companyId, userRoles.companyId)),
    )
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(userRoles.userId, userId));
  const known = new Set<string>(PERMISSION_NAMES);
  // Keep the canonical order of the spec's list.
  const held = new Set(rows.map((r) => r.name).filter((n) => known.has(n)));
  return PERMISSION_NAMES.filter((n) => held.has(n));
}

/**
 * In-process cache of permission lists keyed by (user, token version, company permissions version):
 * any change bumps a version, so the next request misses the cache and reloads. Bounded in size.
 */
export class PermissionCache {
  private readonly entries: BoundedMap<string, PermissionName[]>;
  constructor(maxEntries = 10_000) {
    this.entries = new BoundedMap(maxEntries);
  }

  async get(
    db: Executor,
    state: Pick<SessionState, 'userId' | 'kind' | 'tokenVersion' | 'permissionsVersion'>,
  ) {
    const key = `${state.userId}:${state.tokenVersion}:${state.permissionsVersion}`;
    const hit = this.entries.get(key);
    if (hit) return hit;
    const names = await loadPermissionNames(db, state.userId, state.kind);
    this.entries.set(key, names);
    return names;
  }

  clear() {
    this.entries.clear();
  }
}

/** What a signed-in request's check reads: the session's state and the user's permissions. */
export interface KeptSession {
  state: SessionState;
  permissions: ReadonlySet<PermissionName>;
}

/** How long a kept session state is trusted at most, even with no change announced (ms). */
export const SESSION_STATE_MAX_AGE_MS = 5_000;

/**
 * The session states of recent calls in this process (issue 18: the session check was one of a list's
 * two queries, a third of its cost), kept as {@link KeptReads} are: dropped by every write request this
 * process answers, by every change made elsewhere (the triggers of migration 0020 notify channel
 * `cc_sessions`), and after {@link SESSION_STATE_MAX_AGE_MS} whatever happens. Only usable sessions are
 * kept: a refused one is read again on every call.
 */
export class SessionStates extends KeptReads<KeptSession | null> {
  constructor(
    listening: boolean,
    maxAgeMs = SESSION_STATE_MAX_AGE_MS,
    maxEntries = 10_000,
    now: () => number = () => performance.now(),
  ) {
    super(listening, maxAgeMs, maxEntries, now);
  }

  /** The kept session of a sign-in, or `load`'s answer (kept when it may be). */
  get(
    userId: number,
    signInId: number,
    load: () => Promise<KeptSession | null>,
  ): Promise<KeptSession | null> {
    return this.read(`${userId}:${signInId}`, load, (kept) => kept !== null && isSessionUsable(kept.state));
  }
}
