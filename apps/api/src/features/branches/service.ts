import type { Branch, branchInputSchema } from '@cc/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { audited } from '../../lib/audit';
import { companyOf, type RequestContext } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { MSG } from '../../messages';
import * as repo from './repository';

const nameTaken = () =>
  new AppError(409, 'CONFLICT', MSG.branchNameTaken, [{ field: 'name', message: MSG.branchNameTaken }]);

export function createBranchesService(db: Db) {
  return {
    list(ctx: RequestContext): Promise<Branch[]> {
      return repo.listBranches(db, companyOf(ctx));
    },

    /** A new branch; its name is unique within the company (case-insensitive): 409 otherwise. */
    async create(ctx: RequestContext, input: z.output<typeof branchInputSchema>): Promise<Branch> {
      const companyId = companyOf(ctx);
      try {
        return await db.transaction(async (tx) => {
          if (await repo.nameTaken(tx, companyId, input.name)) throw nameTaken();
          const branch = await repo.insertBranch(tx, {
            companyId,
            name: input.name,
            address: input.address || null,
            phone: input.phone || null,
          });
          await audited(tx, ctx, {
            action: 'BRANCH_CREATED',
            entity: 'branch',
            entityId: branch.id,
            changes: { after: { ...branch } },
          });
          return branch;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'branches_company_name_key')) throw nameTaken();
        throw error;
      }
    },
  };
}
