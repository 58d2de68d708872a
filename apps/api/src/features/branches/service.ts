import type { Branch, BranchStatus, branchInputSchema } from '@cc/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { audited } from '../../lib/audit';
import { companyOf, type RequestContext } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, notFound } from '../../lib/errors';
import { MSG } from '../../messages';
import * as repo from './repository';

type Input = z.output<typeof branchInputSchema>;

const nameTaken = () =>
  new AppError(409, 'CONFLICT', MSG.branchNameTaken, [{ field: 'name', message: MSG.branchNameTaken }]);

const detailsOf = (input: Input) => ({
  name: input.name,
  address: input.address || null,
  phone: input.phone || null,
});

/**
 * The company's branches (docs/domain/staff-and-settings.md#branches): names unique within the company
 * (case-insensitive: 409), renamed and deactivated rather than deleted (no route deletes one, so the
 * deals and users naming a branch keep it). Another company's branch answers 404 like a missing one.
 */
export function createBranchesService(db: Db) {
  /** Runs a write, answering the unique constraint's refusal (a race of two equal names) as the check does. */
  async function guarded<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, 'branches_company_name_key')) throw nameTaken();
      throw error;
    }
  }

  return {
    list(ctx: RequestContext): Promise<Branch[]> {
      return repo.listBranches(db, companyOf(ctx));
    },

    /** A new branch, active. */
    async create(ctx: RequestContext, input: Input): Promise<Branch> {
      const companyId = companyOf(ctx);
      return guarded(() =>
        db.transaction(async (tx) => {
          if (await repo.nameTaken(tx, companyId, input.name)) throw nameTaken();
          const branch = await repo.insertBranch(tx, { companyId, ...detailsOf(input) });
          await audited(tx, ctx, {
            action: 'BRANCH_CREATED',
            entity: 'branch',
            entityId: branch.id,
            changes: { after: { ...branch } },
          });
          return branch;
        }),
      );
    },

    /** Replaces the name, address and phone (a rename shows at once wherever the branch is named). */
    async update(ctx: RequestContext, branchId: number, input: Input): Promise<Branch> {
      const companyId = companyOf(ctx);
      return guarded(() =>
        db.transaction(async (tx) => {
          const before = await repo.findBranchForUpdate(tx, companyId, branchId);
          if (!before) throw notFound(MSG.branchNotFound);
          if (await repo.nameTaken(tx, companyId, input.name, branchId)) throw nameTaken();
          const after = await repo.updateBranch(tx, companyId, branchId, detailsOf(input));
          await audited(tx, ctx, {
            action: 'BRANCH_UPDATED',
            entity: 'branch',
            entityId: branchId,
            changes: { before: { ...before }, after: { ...after } },
          });
          return after;
        }),
      );
    },

    /**
     * Deactivates or reactivates: an inactive branch is offered to no new deal or user (409 there), while
     * the records naming it keep it. Setting the status it has changes nothing and is not audited.
     */
    async setStatus(ctx: RequestContext, branchId: number, status: BranchStatus): Promise<Branch> {
      const companyId = companyOf(ctx);
      return db.transaction(async (tx) => {
        const before = await repo.findBranchForUpdate(tx, companyId, branchId);
        if (!before) throw notFound(MSG.branchNotFound);
        if (before.status === status) return before;
        const after = await repo.updateBranch(tx, companyId, branchId, { status });
        await audited(tx, ctx, {
          action: 'BRANCH_STATUS_CHANGED',
          entity: 'branch',
          entityId: branchId,
          changes: { before: { status: before.status }, after: { status } },
        });
        return after;
      });
    },
  };
}
