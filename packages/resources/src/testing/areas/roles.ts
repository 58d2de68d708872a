import { endpoints, SERVER_MESSAGES as MSG, type Role, type RolePermissions } from '@cc/contracts';
import type { FakeDb } from '../db';
import { FakeFailure, type FakeRoute, notFound, route } from '../fake-api';

const nameTaken = (field: 'displayName' | 'displayNameAr') =>
  new FakeFailure(409, MSG.roleNameTaken, 'CONFLICT', [{ field, message: MSG.roleNameTaken }]);

/**
 * Company roles and their permissions as the server answers them (apps/api/src/features/roles): roles in
 * id order; a new role needs a name unused in the company (English case-insensitive, or Arabic), and
 * takes the Arabic name as its English one when that is empty; grants answer the role's whole list.
 */
export function roleRoutes(db: FakeDb): FakeRoute[] {
  /** `{companyUserId}` must be the company account (the fake's one company). */
  const ownCompany = (companyUserId: number) => {
    const account = db.users.find((u) => u.kind === 'COMPANY');
    if (account && account.id !== companyUserId) throw notFound();
  };
  const findRole = (roleId: number): Role => {
    const role = db.roles.find((r) => r.id === roleId);
    if (!role) throw notFound(MSG.roleNotFound);
    return role;
  };
  const granted = (roleId: number) => new Set(db.rolePermissions.get(roleId) ?? []);
  const listOf = (roleId: number): RolePermissions => {
    const own = granted(roleId);
    return {
      roleId,
      permissions: [...db.permissions]
        .sort((a, b) => a.id - b.id)
        .map((p) => ({ ...p, granted: own.has(p.id) })),
    };
  };
  const assertPermissions = (ids: readonly number[]) => {
    if (ids.some((id) => !db.permissions.some((p) => p.id === id))) throw notFound(MSG.permissionNotFound);
  };
  const setGrants = (roleId: number, ids: Iterable<number>) => {
    db.rolePermissions.set(
      roleId,
      [...new Set(ids)].sort((a, b) => a - b),
    );
  };

  return [
    route(endpoints.roles.list, ({ params }) => {
      ownCompany(params.companyUserId);
      return { data: [...db.roles].sort((a, b) => a.id - b.id) };
    }),
    route(endpoints.roles.create, ({ params, body }) => {
      ownCompany(params.companyUserId);
      const displayName = body.displayName || body.displayNameAr;
      const nameField = body.displayName ? 'displayName' : 'displayNameAr';
      for (const role of db.roles) {
        if (role.displayName.toLowerCase() === displayName.toLowerCase()) throw nameTaken(nameField);
        if (body.displayNameAr && role.displayNameAr === body.displayNameAr) throw nameTaken('displayNameAr');
      }
      const role: Role = {
        id: db.nextId('roles'),
        displayName,
        displayNameAr: body.displayNameAr || null,
        description: body.description || null,
      };
      db.roles.push(role);
      return { data: role, message: MSG.roleCreated };
    }),
    route(endpoints.roles.permissions, () => ({ data: [...db.permissions].sort((a, b) => a.id - b.id) })),
    route(endpoints.roles.rolePermissions, ({ params }) => {
      findRole(params.roleId);
      return { data: listOf(params.roleId) };
    }),
    route(endpoints.roles.link, ({ params, body }) => {
      findRole(params.roleId);
      assertPermissions(body.permissionIds);
      setGrants(params.roleId, [...granted(params.roleId), ...body.permissionIds]);
      return { data: listOf(params.roleId), message: MSG.permissionsLinked };
    }),
    route(endpoints.roles.unlink, ({ params, body }) => {
      findRole(params.roleId);
      assertPermissions(body.permissionIds);
      const revoked = new Set(body.permissionIds);
      setGrants(
        params.roleId,
        [...granted(params.roleId)].filter((id) => !revoked.has(id)),
      );
      return { data: listOf(params.roleId), message: MSG.permissionsUnlinked };
    }),
    route(endpoints.roles.toggleAll, ({ params, query }) => {
      findRole(params.roleId);
      const enableAll = query.enableAll === 'true';
      setGrants(params.roleId, enableAll ? db.permissions.map((p) => p.id) : []);
      return {
        data: listOf(params.roleId),
        message: enableAll ? MSG.permissionsAllEnabled : MSG.permissionsAllDisabled,
      };
    }),
  ];
}
