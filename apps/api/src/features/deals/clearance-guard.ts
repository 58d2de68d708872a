import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clearances } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { MSG } from '../../messages';

/** The id of the deal's standing (issued, not voided) clearance, or null. */
export async function standingClearanceId(
  tx: Executor,
  plan: { companyId: number; dealId: number },
): Promise<number | null> {
  const [standing] = await tx
    .select({ id: clearances.id })
    .from(clearances)
    .where(
      and(
        eq(clearances.companyId, plan.companyId),
        eq(clearances.dealId, plan.dealId),
        isNull(clearances.voidedAt),
      ),
    )
    .limit(1);
  return standing?.id ?? null;
}

/**
 * Refuses (409, Arabic) a change to the ledger of a deal whose clearance stands (issued, not voided):
 * the certificate says nothing remains, so no payment of the deal is reversed (nor a discount, once
 * discounts are reversible) until the company account voids it (docs/domain/clearance.md). Call it under
 * the plan's row lock: issuing a clearance takes the same lock, so the two never pass each other.
 *
 * @example
 * await assertNoStandingClearance(tx, plan); // plan: { companyId, dealId }
 */
export async function assertNoStandingClearance(
  tx: Executor,
  plan: { companyId: number; dealId: number },
): Promise<void> {
  if ((await standingClearanceId(tx, plan)) !== null) throw conflict(MSG.clearanceBlocksReversal);
}
