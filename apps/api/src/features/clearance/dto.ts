import type { Clearance, ClearanceRow, ClearanceSummary } from '@cc/contracts';
import { amountInArabicWords, type Currency, toMajorString } from '@cc/domain';
import type { cars, clearances, deals, paymentPlans, persons, users } from '../../db/schema';

type Deal = typeof deals.$inferSelect;

/** A row of the awaiting tab as repository.ts reads it: a paid deal with its buyer and car. */
export interface AwaitingJoinRow {
  dealId: Deal['id'];
  dealKind: Deal['kind'];
  contractNumber: Deal['contractNumber'];
  contractDate: Deal['contractDate'];
  currency: Deal['currency'];
  paidAmount: (typeof paymentPlans.$inferSelect)['paidAmount'];
  buyer: Pick<typeof persons.$inferSelect, 'id' | 'fullName' | 'phone'>;
  car: Pick<typeof cars.$inferSelect, 'id' | 'name' | 'plateNumber' | 'chassisNumber'>;
}

type UserRef = Pick<typeof users.$inferSelect, 'id' | 'fullName'> | null;

/** A row of the issued tab: the deal's columns, its clearance, and who issued and voided it. */
export interface IssuedJoinRow extends AwaitingJoinRow {
  clearance: typeof clearances.$inferSelect;
  issuer: UserRef;
  voider: UserRef;
}

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
