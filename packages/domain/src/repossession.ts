import { REPOSSESSION_MESSAGES } from './messages/repossession';
import type { MinorUnits } from './money';
import { type Err, err } from './result';

// Repossession (docs/domain/repossession.md): the car of a deal whose buyer stopped paying comes back to
// stock; what remained is written off or kept as the buyer's debt; part of what was paid may be handed
// back; undone only while the car is unsold. The server, the fake API and the screens ask these.

/**
 * What happens to what remained when the car is repossessed: written off (a WRITE_OFF entry of all of
 * it, never money received) or kept as the buyer's debt (the plan still takes payments).
 *
 * @example `const o: RepossessionOutcome = 'WRITE_OFF';`
 */
export type RepossessionOutcome = 'WRITE_OFF' | 'KEEP_DEBT';

/** The outcomes, in the order a form offers them. @example `REPOSSESSION_OUTCOMES[0]; // 'WRITE_OFF'` */
export const REPOSSESSION_OUTCOMES = [
  'WRITE_OFF',
  'KEEP_DEBT',
] as const satisfies readonly RepossessionOutcome[];

/** Why a deal's car may not be repossessed or the repossession undone. @example `'PAID_IN_FULL'` */
export type RepossessionRefusalCode =
  | 'DEAL_CANCELLED'
  | 'ALREADY_REPOSSESSED'
  | 'PAID_IN_FULL'
  | 'NOT_REPOSSESSED'
  | 'REFUND_STANDS'
  | 'CAR_SOLD_AGAIN';

/**
 * Why a deal's car may not be repossessed now, or null: only a deal still being paid (its plan ACTIVE):
 * not a cancelled one, not twice, not one paid in full (its car is the buyer's).
 *
 * @example
 * ```ts
 * repossessionRefusal({ planStatus: 'PAID' })?.error; // 'لا يمكن استرجاع سيارة سُدد ثمنها بالكامل'
 * repossessionRefusal({ planStatus: 'ACTIVE' });      // null
 * ```
 */
export function repossessionRefusal(plan: {
  readonly planStatus: 'ACTIVE' | 'PAID' | 'CANCELLED' | 'REPOSSESSED';
}): Err<RepossessionRefusalCode> | null {
  const m = REPOSSESSION_MESSAGES;
  switch (plan.planStatus) {
    case 'CANCELLED':
      return err('DEAL_CANCELLED', m.dealCancelled);
    case 'REPOSSESSED':
      return err('ALREADY_REPOSSESSED', m.alreadyRepossessed);
    case 'PAID':
      return err('PAID_IN_FULL', m.paidInFull);
    default:
      return null;
  }
}

/**
 * Why a repossession may not be undone now, or null: only a repossessed deal, none while money handed
 * back to the buyer stands (reverse the refund first), and only while its car is in stock unsold
 * (`carAvailable`: Pending with no other open deal).
 *
 * @example
 * ```ts
 * undoRepossessionRefusal({ planStatus: 'REPOSSESSED', refundedAmount: 0, carAvailable: false })?.code;
 * // 'CAR_SOLD_AGAIN'
 * ```
 */
export function undoRepossessionRefusal(facts: {
  readonly planStatus: 'ACTIVE' | 'PAID' | 'CANCELLED' | 'REPOSSESSED';
  readonly refundedAmount: number;
  readonly carAvailable: boolean;
}): Err<RepossessionRefusalCode> | null {
  const m = REPOSSESSION_MESSAGES;
  if (facts.planStatus !== 'REPOSSESSED') return err('NOT_REPOSSESSED', m.notRepossessed);
  if (facts.refundedAmount > 0) return err('REFUND_STANDS', m.refundStands);
  if (!facts.carAvailable) return err('CAR_SOLD_AGAIN', m.carSoldAgain);
  return null;
}

/**
 * What a repossession's write-off settled of each schedule line (in due order), for the screens: the
 * replay settles lines earliest first and the late fees after them, so the write-off, recorded last, is
 * the latest-settled part: first the late fees it settled (what was settled beyond `total`), then the
 * lines from the latest back. A line whose share is its whole paid amount was never paid in money.
 *
 * @example
 * ```ts
 * writtenOffShares([{ paidAmount: 1000 }, { paidAmount: 1000 }, { paidAmount: 1000 }], { writtenOff: 1500, settled: 3000, total: 3000 });
 * // [0, 500, 1000]
 * ```
 */
export function writtenOffShares(
  lines: readonly { readonly paidAmount: MinorUnits }[],
  plan: {
    readonly writtenOff: MinorUnits;
    /** Paid, discounted and written off together. */
    readonly settled: MinorUnits;
    /** The lines' total (the price). */
    readonly total: MinorUnits;
  },
): MinorUnits[] {
  let left = Math.max(0, plan.writtenOff - Math.max(0, plan.settled - plan.total));
  const shares = lines.map(() => 0);
  for (let i = lines.length - 1; i >= 0 && left > 0; i--) {
    const take = Math.min(left, lines[i]!.paidAmount);
    shares[i] = take;
    left -= take;
  }
  return shares;
}
