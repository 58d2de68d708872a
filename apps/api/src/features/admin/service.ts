import type {
  AdminAuditQuery,
  AdminCompany,
  AdminCompanyCreated,
  AdminCompanyListQuery,
  AdminCompanyStatusBody,
  AdminCompanyUpdate,
  TemporaryPassword,
} from '@cc/contracts';
import type { Db, Executor } from '../../db/client';
import { audited } from '../../lib/audit';
import type { RequestContext } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { pageEnvelope, readPage } from '../../lib/paging';
import { hashPassword, temporaryPassword } from '../../lib/passwords';
import { MSG } from '../../messages';
import * as users from '../users/repository';
import * as repo from './repository';

const usernameTaken = () =>
  new AppError(409, 'CONFLICT', MSG.usernameTaken, [{ field: 'username', message: MSG.usernameTaken }]);
const companyNotFound = () => new AppError(404, 'NOT_FOUND', MSG.companyNotFound);

/** The company's details as the answers carry them (read in the transaction that changed them). */
async function detail(db: Executor, id: number): Promise<AdminCompany> {
  const company = await repo.findCompany(db, id);
  if (!company) throw companyNotFound();
  return company;
}

/**
 * Platform administration (docs/domain/platform-admin.md): the super administrator's calls. The route
 * access rule (`superAdmin`) already refused everyone else; every change writes an audit entry naming
 * the company, in the change's transaction.
 */
export function createAdminService(db: Db) {
  return {
    stats: () => repo.platformStats(db),

    async list(query: AdminCompanyListQuery) {
      const { page, size, after, before, ...filters } = query;
      const request = { page, size, after, before };
      return pageEnvelope(await readPage(db, repo.companyList(db, filters), request), request);
    },

    get: (id: number) => detail(db, id),

    /**
     * A new company with its company account (temporary password, to change at the first sign-in) and
     * its first branch. Nothing else: no roles, no demo data; it sees the system templates only.
     */
    async create(
      ctx: RequestContext,
      input: {
        name: string;
        phone?: string | null | undefined;
        address?: string | null | undefined;
        username: string;
        timeZone: string;
        branchName: string;
      },
    ): Promise<AdminCompanyCreated> {
      const password = temporaryPassword();
      const passwordHash = await hashPassword(password);
      try {
        const company = await db.transaction(async (tx) => {
          if (await users.usernameExists(tx, input.username)) throw usernameTaken();
          const values = {
            name: input.name,
            phone: input.phone || null,
            address: input.address || null,
            timeZone: input.timeZone,
          };
          const companyId = await repo.insertCompany(tx, values);
          const branchId = await repo.insertBranch(tx, companyId, input.branchName);
          const accountId = await repo.insertCompanyAccount(tx, {
            companyId,
            username: input.username,
            fullName: input.name,
            phone: values.phone,
            passwordHash,
          });
          await audited(tx, ctx, {
            action: 'COMPANY_CREATED',
            entity: 'company',
            entityId: companyId,
            companyId,
            changes: {
              after: {
                ...values,
                username: input.username,
                accountId,
                branchId,
                branchName: input.branchName,
              },
            },
          });
          return detail(tx, companyId);
        });
        return { company, temporaryPassword: password };
      } catch (error) {
        if (isUniqueViolation(error, 'users_username_lower_key')) throw usernameTaken();
        throw error;
      }
    },

    async update(ctx: RequestContext, id: number, input: AdminCompanyUpdate): Promise<AdminCompany> {
      return db.transaction(async (tx) => {
        const before = await repo.lockCompany(tx, id);
        if (!before) throw companyNotFound();
        const after = { name: input.name.trim(), phone: input.phone || null, address: input.address || null };
        await repo.updateCompany(tx, id, after);
        await audited(tx, ctx, {
          action: 'COMPANY_UPDATED',
          entity: 'company',
          entityId: id,
          companyId: id,
          changes: {
            before: { name: before.name, phone: before.phone, address: before.address },
            after,
          },
        });
        return detail(tx, id);
      });
    },

    /**
     * Suspends or reactivates. A suspended company's sign-ins and refreshes are refused and its open
     * sessions end at their next call (the auth hook reads the company's status on every request);
     * nothing is revoked, so reactivation restores the sessions that have not expired meanwhile.
     */
    async setStatus(ctx: RequestContext, id: number, input: AdminCompanyStatusBody): Promise<AdminCompany> {
      return db.transaction(async (tx) => {
        const before = await repo.lockCompany(tx, id);
        if (!before) throw companyNotFound();
        if (before.status === input.status) {
          throw new AppError(
            409,
            'CONFLICT',
            input.status === 'ACTIVE' ? MSG.companyAlreadyActive : MSG.companyAlreadySuspended,
          );
        }
        const reason = input.reason.trim();
        await repo.setCompanyStatus(tx, id, { status: input.status, reason, actorUserId: ctx.userId });
        await audited(tx, ctx, {
          action: input.status === 'SUSPENDED' ? 'COMPANY_SUSPENDED' : 'COMPANY_REACTIVATED',
          entity: 'company',
          entityId: id,
          companyId: id,
          changes: { before: { status: before.status }, after: { status: input.status, reason } },
        });
        return detail(tx, id);
      });
    },

    /**
     * A new temporary password for the company account, answered once: the account must change it at
     * its next sign-in, and its open sessions end now.
     */
    async resetPassword(ctx: RequestContext, id: number): Promise<TemporaryPassword> {
      const password = temporaryPassword();
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        if (!(await repo.lockCompany(tx, id))) throw companyNotFound();
        const accountId = await repo.companyAccountId(tx, id);
        if (accountId === null) throw new AppError(409, 'CONFLICT', MSG.companyHasNoAccount);
        await users.setPassword(tx, accountId, passwordHash, true);
        await users.revokeAllSignIns(tx, accountId, 'PASSWORD_RESET');
        await audited(tx, ctx, {
          action: 'COMPANY_PASSWORD_RESET',
          entity: 'company',
          entityId: id,
          companyId: id,
          changes: { after: { accountId } },
        });
      });
      return { temporaryPassword: password };
    },

    async audit(query: AdminAuditQuery) {
      const { page, size, after, before, ...filters } = query;
      const request = { page, size, after, before };
      return pageEnvelope(await readPage(db, repo.adminAuditList(db, filters), request), request);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
