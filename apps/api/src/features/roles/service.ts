import type { Permission, Role, RolePermissions, roleInputSchema } from '@cc/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { audited } from '../../lib/audit';
import { companyOf, type RequestContext } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, notFound } from '../../lib/errors';
import { MSG } from '../../messages';
import * as repo from './repository';

type RoleInputParsed = z.output<typeof roleInputSchema>;
/** A change's answer, and the users holding the role when something changed (none otherwise). */
type RoleChange = { answer: RolePermissions; holders: number[] };

const roleNameTaken = (field: 'displayName' | 'displayNameAr') =>
  new AppError(409, 'CONFLICT', MSG.roleNameTaken, [{ field, message: MSG.roleNameTaken }]);

/**
 * Company roles and their permissions (docs/domain/permissions.md#roles). Callers are the company account (checked by the
 * route); ids of another company answer 404 like missing ones. Every change acts on each holder's next
 * call (every call reads the permissions) and is audited; once it
 * committed, `permissionsChanged` is told the role's holders (their open sessions re-read them).
 */
export function createRolesService(
  db: Db,
  permissionsChanged: (userIds: readonly number[]) => void = () => {},
) {
  /** `{companyUserId}` in the path must be the caller's own company account. */
  function ownCompany(ctx: RequestContext, companyUserId: number): number {
    const companyId = companyOf(ctx);
    if (ctx.kind !== 'COMPANY' || companyUserId !== ctx.userId) throw notFound();
    return companyId;
  }

  async function lockedRole(tx: Executor, companyId: number, roleId: number) {
    const role = await repo.findRole(tx, companyId, roleId, true);
    if (!role) throw notFound(MSG.roleNotFound);
    return role;
  }

  async function namesOf(tx: Executor, ids: number[]) {
    const byId = new Map((await repo.listPermissions(tx)).map((p) => [p.id, p.name]));
    return ids.map((id) => byId.get(id) ?? String(id));
  }

  /** Records the change (when something changed) and answers the role's whole permission list. */
  async function afterChange(
    tx: Executor,
    ctx: RequestContext,
    companyId: number,
    roleId: number,
    change: { action: string; granted?: number[]; revoked?: number[] },
  ): Promise<RoleChange> {
    const changed = [...(change.granted ?? []), ...(change.revoked ?? [])];
    let holders: number[] = [];
    if (changed.length > 0) {
      holders = await repo.roleHolders(tx, companyId, roleId);
      await audited(tx, ctx, {
        action: change.action,
        entity: 'role',
        entityId: roleId,
        changes: {
          after: {
            ...(change.granted ? { granted: await namesOf(tx, change.granted) } : {}),
            ...(change.revoked ? { revoked: await namesOf(tx, change.revoked) } : {}),
          },
        },
      });
    }
    return { answer: { roleId, permissions: await repo.rolePermissionList(tx, companyId, roleId) }, holders };
  }

  /** Runs a change of a role's permissions, then tells its holders' sessions (after the commit). */
  async function committed(change: Promise<RoleChange>): Promise<RolePermissions> {
    const { answer, holders } = await change;
    if (holders.length > 0) permissionsChanged(holders);
    return answer;
  }

  async function assertPermissionsExist(tx: Executor, ids: number[]) {
    const existing = await repo.existingPermissionIds(tx, ids);
    if (ids.some((id) => !existing.has(id))) throw notFound(MSG.permissionNotFound);
  }

  /** Grants or revokes the given permissions of the role (each named once), then audits what changed. */
  function changePermissions(
    ctx: RequestContext,
    roleId: number,
    permissionIds: number[],
    direction: 'grant' | 'revoke',
  ): Promise<RolePermissions> {
    const companyId = companyOf(ctx);
    const ids = [...new Set(permissionIds)];
    return committed(
      db.transaction(async (tx) => {
        await lockedRole(tx, companyId, roleId);
        await assertPermissionsExist(tx, ids);
        if (direction === 'grant') {
          const granted = await repo.link(tx, companyId, roleId, ids);
          return afterChange(tx, ctx, companyId, roleId, { action: 'ROLE_PERMISSIONS_LINKED', granted });
        }
        const revoked = await repo.unlink(tx, companyId, roleId, ids);
        return afterChange(tx, ctx, companyId, roleId, { action: 'ROLE_PERMISSIONS_UNLINKED', revoked });
      }),
    );
  }

  return {
    async listRoles(ctx: RequestContext, companyUserId: number): Promise<Role[]> {
      return repo.listRoles(db, ownCompany(ctx, companyUserId));
    },

    async createRole(ctx: RequestContext, companyUserId: number, input: RoleInputParsed): Promise<Role> {
      const companyId = ownCompany(ctx, companyUserId);
      // With no English name the Arabic one stands in (the column is required and unique per company).
      const displayName = input.displayName || input.displayNameAr;
      const nameField = input.displayName ? 'displayName' : 'displayNameAr';
      try {
        return await db.transaction(async (tx) => {
          const clashes = await repo.findClashingRoles(tx, companyId, displayName, input.displayNameAr);
          for (const clash of clashes) {
            if (clash.displayName.toLowerCase() === displayName.toLowerCase()) throw roleNameTaken(nameField);
            throw roleNameTaken('displayNameAr');
          }
          const role = await repo.insertRole(tx, {
            companyId,
            displayName,
            displayNameAr: input.displayNameAr || null,
            description: input.description || null,
          });
          await audited(tx, ctx, {
            action: 'ROLE_CREATED',
            entity: 'role',
            entityId: role.id,
            changes: { after: { ...role } },
          });
          return role;
        });
      } catch (error) {
        // Two identical requests at once: the unique constraint decides.
        if (isUniqueViolation(error, 'roles_company_display_name_key')) throw roleNameTaken(nameField);
        throw error;
      }
    },

    listPermissions(): Promise<Permission[]> {
      return repo.listPermissions(db);
    },

    async rolePermissions(ctx: RequestContext, roleId: number): Promise<RolePermissions> {
      const companyId = companyOf(ctx);
      const role = await repo.findRole(db, companyId, roleId);
      if (!role) throw notFound(MSG.roleNotFound);
      return { roleId, permissions: await repo.rolePermissionList(db, companyId, roleId) };
    },

    /** Grants permissions; granting one already granted changes nothing (idempotent). */
    link(ctx: RequestContext, roleId: number, permissionIds: number[]): Promise<RolePermissions> {
      return changePermissions(ctx, roleId, permissionIds, 'grant');
    },

    /** Revokes permissions; revoking one not granted changes nothing (idempotent). */
    unlink(ctx: RequestContext, roleId: number, permissionIds: number[]): Promise<RolePermissions> {
      return changePermissions(ctx, roleId, permissionIds, 'revoke');
    },

    /** Grants every permission (enableAll) or revokes them all. */
    async toggleAll(ctx: RequestContext, roleId: number, enableAll: boolean): Promise<RolePermissions> {
      const companyId = companyOf(ctx);
      return committed(
        db.transaction(async (tx) => {
          await lockedRole(tx, companyId, roleId);
          if (enableAll) {
            const granted = await repo.link(tx, companyId, roleId, await repo.allPermissionIds(tx));
            return afterChange(tx, ctx, companyId, roleId, {
              action: 'ROLE_PERMISSIONS_ALL_ENABLED',
              granted,
            });
          }
          const revoked = await repo.unlink(tx, companyId, roleId, null);
          return afterChange(tx, ctx, companyId, roleId, {
            action: 'ROLE_PERMISSIONS_ALL_DISABLED',
            revoked,
          });
        }),
      );
    },
  };
}
