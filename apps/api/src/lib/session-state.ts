import { PERMISSION_NAMES, type PermissionName } from '@cc/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { companies, permissions, rolePermissions, signIns, userRoles, users } from '../db/schema';
import { BoundedMap } from './bounded-map';
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
  permissionsVersion: number;
  signInRevokedAt: Date | null;
  deviceId: string | null;
}

function sessionStateQuery(db: Executor) {
  return db
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
    .where(and(eq(signIns.id, sql.placeholder('signInId')), eq(signIns.userId, sql.placeholder('userId'))))
    .prepare('session_state');
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
 * two queries, a third of its cost). Kept only while every change can reach this process, and all of
 * it is dropped ({@link clear}) when something a session check reads may have changed:
 *
 * - a write request answered by this process (the auth plugin's onSend hook, before the answer leaves),
 *   so whoever signs out, deactivates a user or changes a role is refused or re-read at the next call;
 * - a change made anywhere else: the database's triggers (migration 0020) notify channel `cc_sessions`,
 *   which every process on PostgreSQL listens to (features/notifications/bus.ts); until that connection
 *   listens, and whenever it drops, nothing is kept ({@link setListening}). The embedded database is one
 *   process's, so there every change is this process's own;
 * - and whatever happens, an entry older than {@link SESSION_STATE_MAX_AGE_MS}.
 *
 * A state read while a change was being made (a clear came during the read) is used once, not kept.
 * Only usable sessions are kept: a refused one is read again on every call.
 */
export class SessionStates {
  private readonly entries: BoundedMap<string, { kept: KeptSession; at: number }>;
  private generation = 0;

  constructor(
    private listening: boolean,
    private readonly maxAgeMs = SESSION_STATE_MAX_AGE_MS,
    maxEntries = 10_000,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.entries = new BoundedMap(maxEntries);
  }

  /** The kept session of a sign-in, or `load`'s answer (kept when it may be). */
  async get(
    userId: number,
    signInId: number,
    load: () => Promise<KeptSession | null>,
  ): Promise<KeptSession | null> {
    const key = `${userId}:${signInId}`;
    const started = this.now();
    const hit = this.entries.get(key);
    if (hit && started - hit.at < this.maxAgeMs) return hit.kept;
    const generation = this.generation;
    const kept = await load();
    if (kept && this.listening && generation === this.generation && isSessionUsable(kept.state))
      this.entries.set(key, { kept, at: started });
    else this.entries.delete(key);
    return kept;
  }

  /** Something a session check reads may have changed: forget every kept state (and reads under way). */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /** How many times the kept states were dropped (tests wait for a change to be heard). */
  get clears(): number {
    return this.generation;
  }

  /** Whether changes made by other processes reach this one; while they do not, nothing is kept. */
  setListening(listening: boolean): void {
    this.clear();
    this.listening = listening;
  }

  get size(): number {
    return this.entries.size;
  }
}
