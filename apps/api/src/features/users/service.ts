import type {
  ListEnvelope,
  StaffUser,
  staffUserCreateSchema,
  staffUserListQuerySchema,
  staffUserUpdateSchema,
  UserStatusResult,
} from '@cc/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { audited } from '../../lib/audit';
import { companyOf, type RequestContext } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, conflict, notFound } from '../../lib/errors';
import { pageEnvelope } from '../../lib/paging';
import { hashPassword } from '../../lib/passwords';
import { MSG } from '../../messages';
import * as repo from './repository';

type CreateInput = z.output<typeof staffUserCreateSchema>;
type UpdateInput = z.output<typeof staffUserUpdateSchema>;
type ListQuery = z.output<typeof staffUserListQuerySchema>;

// Neutral on purpose: it does not say whether the name exists in this company or another one.
const usernameTaken = () =>
  new AppError(409, 'CONFLICT', MSG.usernameTaken, [{ field: 'username', message: MSG.usernameTaken }]);

/**
 * Staff management by the company account (docs/domain/staff-and-settings.md). Ids of another company's users, roles or
 * branches answer 404 like missing ones; the company account's own row keeps every permission and
 * cannot be deactivated, given roles or reset here (409). Every change is audited in its transaction.
 * `permissionsChanged` is told, after the commit, of a user whose roles changed (their open sessions).
 */
export function createUsersService(
  db: Db,
  permissionsChanged: (userIds: readonly number[]) => void = () => {},
) {
  async function lockedUser(tx: Executor, companyId: number, userId: number) {
    const user = await repo.findCompanyUserForUpdate(tx, companyId, userId);
    if (!user) throw notFound(MSG.userNotFound);
    return user;
  }

  async function assertRoles(tx: Executor, companyId: number, roleIds: number[]) {
    const found = await repo.companyRoleIds(tx, companyId, roleIds);
    if (roleIds.some((id) => !found.has(id))) throw notFound(MSG.roleNotFound);
  }

  /** The company's branch, active unless it is the one the user already has (`kept`): 404, 409. */
  async function assertBranch(
    tx: Executor,
    companyId: number,
    branchId: number | null | undefined,
    kept: number | null = null,
  ) {
    if (branchId == null) return;
    const status = await repo.branchStatus(tx, companyId, branchId);
    if (!status) throw notFound(MSG.branchNotFound);
    if (status === 'INACTIVE' && branchId !== kept)
      throw new AppError(409, 'CONFLICT', MSG.branchInactive, [
        { field: 'branchId', message: MSG.branchInactive },
      ]);
  }

  async function reload(tx: Executor, companyId: number, userId: number): Promise<StaffUser> {
    const user = await repo.findStaffUser(tx, companyId, userId);
    if (!user) throw notFound(MSG.userNotFound);
    return user;
  }

  return {
    async list(ctx: RequestContext, query: ListQuery): Promise<ListEnvelope<StaffUser>> {
      const { page, size, after, before, ...filters } = query;
      const request = { page, size, after, before };
      return pageEnvelope(await repo.listStaff(db, companyOf(ctx), filters, request), request);
    },

    async get(ctx: RequestContext, userId: number): Promise<StaffUser> {
      return reload(db, companyOf(ctx), userId);
    },

    async create(ctx: RequestContext, input: CreateInput): Promise<StaffUser> {
      const companyId = companyOf(ctx);
      const roleIds = [...new Set(input.roleIds)];
      // Hashing is slow: done before the transaction, which then holds its locks briefly.
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          if (await repo.usernameExists(tx, input.username)) throw usernameTaken();
          await assertBranch(tx, companyId, input.branchId);
          await assertRoles(tx, companyId, roleIds);
          const userId = await repo.insertStaffUser(tx, {
            companyId,
            username: input.username,
            passwordHash,
            fullName: input.fullName,
            phone: input.phone || null,
            branchId: input.branchId ?? null,
          });
          if (roleIds.length > 0) await repo.replaceRoles(tx, companyId, userId, roleIds);
          const user = await reload(tx, companyId, userId);
          await audited(tx, ctx, {
            action: 'USER_CREATED',
            entity: 'user',
            entityId: userId,
            changes: {
              after: {
                username: user.username,
                fullName: user.fullName,
                phone: user.phone,
                branchId: user.branch?.id ?? null,
                roleIds,
              },
            },
          });
          return user;
        });
      } catch (error) {
        // Two sign-ups of one name at once: the unique index decides, with the same neutral answer.
        if (isUniqueViolation(error, 'users_username_lower_key')) throw usernameTaken();
        throw error;
      }
    },

    async update(ctx: RequestContext, userId: number, input: UpdateInput): Promise<StaffUser> {
      const companyId = companyOf(ctx);
      return db.transaction(async (tx) => {
        const before = await lockedUser(tx, companyId, userId);
        await assertBranch(tx, companyId, input.branchId, before.branchId);
        const values = {
          fullName: input.fullName,
          phone: input.phone || null,
          // Omitted keeps the branch; null removes it.
          branchId: input.branchId === undefined ? before.branchId : input.branchId,
        };
        await repo.updateStaffUser(tx, userId, values);
        await audited(tx, ctx, {
          action: 'USER_UPDATED',
          entity: 'user',
          entityId: userId,
          changes: {
            before: { fullName: before.fullName, phone: before.phone, branchId: before.branchId },
            after: values,
          },
        });
        return reload(tx, companyId, userId);
      });
    },

    /** Replaces the user's roles; every call reads the permissions, so it acts on the user's next call. */
    async setRoles(ctx: RequestContext, userId: number, roleIds: number[]): Promise<StaffUser> {
      const companyId = companyOf(ctx);
      const ids = [...new Set(roleIds)].sort((a, b) => a - b);
      let changed = false;
      const answer = await db.transaction(async (tx) => {
        const user = await lockedUser(tx, companyId, userId);
        if (user.kind !== 'USER') throw conflict(MSG.companyAccountNoRoles);
        await assertRoles(tx, companyId, ids);
        const before = await repo.replaceRoles(tx, companyId, userId, ids);
        changed = before.join() !== ids.join();
        if (changed) {
          await audited(tx, ctx, {
            action: 'USER_ROLES_CHANGED',
            entity: 'user',
            entityId: userId,
            changes: { before: { roleIds: before }, after: { roleIds: ids } },
          });
        }
        return reload(tx, companyId, userId);
      });
      if (changed) permissionsChanged([userId]);
      return answer;
    },

    /**
     * Activates or deactivates one of the company's staff. Deactivation bumps the token version and
     * revokes every sign-in, so the user's next call fails with 401 and so does their refresh.
     */
    async setStatus(
      ctx: RequestContext,
      userId: number,
      status: 'ACTIVE' | 'INACTIVE',
    ): Promise<UserStatusResult> {
      const companyId = companyOf(ctx);
      return db.transaction(async (tx) => {
        const user = await lockedUser(tx, companyId, userId);
        if (user.kind !== 'USER') throw conflict(MSG.companyAccountNoStatus);
        if (user.status === status) return { id: userId, status };
        await repo.setStatus(tx, userId, status, status === 'INACTIVE');
        if (status === 'INACTIVE') await repo.revokeAllSignIns(tx, userId, 'USER_DEACTIVATED');
        await audited(tx, ctx, {
          action: 'USER_STATUS_CHANGED',
          entity: 'user',
          entityId: userId,
          changes: { before: { status: user.status }, after: { status } },
        });
        return { id: userId, status };
      });
    },

    /**
     * Sets a staff user's password: their access tokens stop working, every sign-in ends, and it is
     * temporary (the company knows it): the user must change it at the next sign-in, as after the super
     * administrator's reset of a company account.
     */
    async resetPassword(ctx: RequestContext, userId: number, password: string): Promise<StaffUser> {
      const companyId = companyOf(ctx);
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const user = await lockedUser(tx, companyId, userId);
        if (user.kind !== 'USER') throw conflict(MSG.companyAccountOwnPassword);
        await repo.setPassword(tx, userId, passwordHash, true);
        await repo.revokeAllSignIns(tx, userId, 'PASSWORD_RESET');
        await audited(tx, ctx, { action: 'USER_PASSWORD_RESET', entity: 'user', entityId: userId });
        return reload(tx, companyId, userId);
      });
    },
  };
}
