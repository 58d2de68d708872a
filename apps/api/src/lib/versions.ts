import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { companies } from '../db/schema';

/**
 * Invalidates every cached permission list of the company (the cache key holds this version), so a
 * change of roles, role permissions or role assignments acts on each user's next call (docs/domain/permissions.md).
 * Call it in the transaction of the change.
 */
export async function bumpPermissionsVersion(db: Executor, companyId: number): Promise<void> {
  await db
    .update(companies)
    .set({ permissionsVersion: sql`${companies.permissionsVersion} + 1` })
    .where(eq(companies.id, companyId));
}
