import type { UserStatusResult } from '@cc/contracts';
import type { Db } from '../../db/client';
import { audited } from '../../lib/audit';
import type { RequestContext } from '../../lib/context';
import { forbidden, notFound } from '../../lib/errors';
import { MSG } from '../../messages';
import * as repo from './repository';

export function createUsersService(db: Db) {
  return {
    /**
     * Activates or deactivates one of the company's staff. Deactivation bumps the token version and
     * revokes every sign-in, so the user's next call fails with 401.
     */
    async setStatus(
      ctx: RequestContext,
      userId: number,
      status: 'ACTIVE' | 'INACTIVE',
    ): Promise<UserStatusResult> {
      if (ctx.companyId === null) throw forbidden();
      const companyId = ctx.companyId;
      return db.transaction(async (tx) => {
        const user = await repo.findStaffForUpdate(tx, companyId, userId);
        if (!user) throw notFound(MSG.userNotFound);
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
  };
}
