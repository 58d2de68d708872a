import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clearances } from '../../db/schema';

/**
 * The id of the deal's standing (issued, not voided) clearance, or null. While one stands the deal's
 * ledger is closed to reversals (`reversePayment` in ledger.ts, through admitReversal of @cc/domain) and
 * no second clearance is issued. Read it under the plan's row lock: issuing a clearance takes the same
 * lock, so a reversal and an issue never pass each other (docs/domain/clearance.md).
 */
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
