import type { Clearance, ClearanceRow, ClearanceSummary } from '@cc/contracts';
import { amountInArabicWords, type Currency, toMajorString } from '@cc/domain';
import type { AwaitingJoinRow, IssuedJoinRow } from './repository';

const userOf = (u: { id: number | null; fullName: string | null } | null) =>
  u?.id ? { id: u.id, fullName: u.fullName ?? '' } : null;

function summaryOf(r: IssuedJoinRow): ClearanceSummary {
  const c = r.clearance;
  return {
    id: c.id,
    number: c.number,
    issuedAt: c.issuedAt,
    issuedBy: userOf(r.issuer),
    voided: c.voidedAt !== null,
    voidedAt: c.voidedAt?.toISOString() ?? null,
    voidReason: c.voidReason,
    voidedBy: userOf(r.voider),
  };
}

/**
 * A row of either tab: a paid deal, and in the issued tab its clearance, whose `total_paid` (stored when
 * issued) is the total shown; the awaiting tab shows the plan's paid amount.
 */
export function toClearanceRow(r: AwaitingJoinRow | IssuedJoinRow): ClearanceRow {
  const issued = 'clearance' in r ? r : null;
  const paid = issued ? issued.clearance.totalPaid : r.paidAmount;
  return {
    id: issued ? issued.clearance.id : r.dealId,
    dealId: r.dealId,
    dealKind: r.dealKind,
    contractNumber: r.contractNumber,
    contractDate: r.contractDate,
    currency: r.currency,
    totalPaid: toMajorString(paid, r.currency as Currency),
    buyer: r.buyer,
    car: r.car,
    clearance: issued ? summaryOf(issued) : null,
  };
}

/** GET /clearance/{id}: the row with its clearance and the total paid in Arabic words. */
export function toClearance(r: IssuedJoinRow): Clearance {
  return {
    ...toClearanceRow(r),
    clearance: summaryOf(r),
    totalPaidInWords: amountInArabicWords(r.clearance.totalPaid, r.currency as Currency),
  };
}
