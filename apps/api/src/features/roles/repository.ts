import type { Permission, Role, RolePermission } from '@cc/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { permissions, rolePermissions, roles, userRoles } from '../../db/schema';

const roleColumns = {
  id: roles.id,
  displayName: roles.displayName,
  displayNameAr: roles.displayNameAr,
  description: roles.description,
};

export async function listRoles(db: Executor, companyId: number): Promise<Role[]> {
  return db.select(roleColumns).from(roles).where(eq(roles.companyId, companyId)).orderBy(asc(roles.id));
}

/** The company's role, locked when `lock` (writes on its permissions serialise on it); null otherwise. */
export async function findRole(db: Executor, companyId: number, roleId: number, lock = false) {
  const query = db
    .select(roleColumns)
    .from(roles)
    .where(and(eq(roles.companyId, companyId), eq(roles.id, roleId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Roles of the company whose English name (case-insensitive) or Arabic name equals one given. */
export async function findClashingRoles(
  db: Executor,
  companyId: number,
  displayName: string,
  displayNameAr: string,
) {
  const names = [sql`lower(${roles.displayName}) = lower(${displayName})`];
  if (displayNameAr) names.push(sql`${roles.displayNameAr} = ${displayNameAr}`);
  return db
    .select({ displayName: roles.displayName, displayNameAr: roles.displayNameAr })
    .from(roles)
    .where(and(eq(roles.companyId, companyId), sql`(${sql.join(names, sql` or `)})`));
}

export async function insertRole(
  db: Executor,
  values: {
    companyId: number;
    displayName: string;
    displayNameAr: string | null;
    description: string | null;
  },
): Promise<Role> {
  const [row] = await db.insert(roles).values(values).returning(roleColumns);
  return row!;
}

export async function listPermissions(db: Executor): Promise<Permission[]> {
  const rows = await db
    .select({ id: permissions.id, name: permissions.name, displayNameAr: permissions.displayNameAr })
    .from(permissions)
    .orderBy(asc(permissions.id));
  return rows as Permission[];
}

/** Which of the ids name an existing permission. */
export async function existingPermissionIds(db: Executor, ids: number[]): Promise<Set<number>> {
  const rows = await db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Every permission with `granted` for the role. */
export async function rolePermissionList(
  db: Executor,
  companyId: number,
  roleId: number,
): Promise<RolePermission[]> {
  const rows = await db
    .select({
      id: permissions.id,
      name: permissions.name,
      displayNameAr: permissions.displayNameAr,
      granted: sql<boolean>`${rolePermissions.permissionId} is not null`,
    })
    .from(permissions)
    .leftJoin(
      rolePermissions,
      and(
        eq(rolePermissions.permissionId, permissions.id),
        eq(rolePermissions.roleId, roleId),
        eq(rolePermissions.companyId, companyId),
      ),
    )
    .orderBy(asc(permissions.id));
  return rows.map((r) => ({ ...r, granted: Boolean(r.granted) })) as RolePermission[];
}

/** Grants the permissions; answers the ids newly granted (already granted ones are left alone). */
export async function link(db: Executor, companyId: number, roleId: number, permissionIds: number[]) {
  if (permissionIds.length === 0) return [];
  const rows = await db
    .insert(rolePermissions)
    .values(permissionIds.map((permissionId) => ({ companyId, roleId, permissionId })))
    .onConflictDoNothing()
    .returning({ permissionId: rolePermissions.permissionId });
  return rows.map((r) => r.permissionId);
}

/** Revokes the permissions (all when `permissionIds` is null); answers the ids actually revoked. */
export async function unlink(
  db: Executor,
  companyId: number,
  roleId: number,
  permissionIds: number[] | null,
) {
  const rows = await db
    .delete(rolePermissions)
    .where(
      and(
        eq(rolePermissions.companyId, companyId),
        eq(rolePermissions.roleId, roleId),
        permissionIds ? inArray(rolePermissions.permissionId, permissionIds) : undefined,
      ),
    )
    .returning({ permissionId: rolePermissions.permissionId });
  return rows.map((r) => r.permissionId);
}

export async function allPermissionIds(db: Executor): Promise<number[]> {
  const rows = await db.select({ id: permissions.id }).from(permissions).orderBy(asc(permissions.id));
  return rows.map((r) => r.id);
}

/** The ids of the company's users holding the role (their open sessions are told of its changes). */
export async function roleHolders(db: Executor, companyId: number, roleId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.companyId, companyId), eq(userRoles.roleId, roleId)));
  return rows.map((r) => r.userId);
}
