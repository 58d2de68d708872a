import type { DealKind } from '@cc/contracts';
import { BUSINESS_MESSAGES as M } from './messages';

/**
 * A deal's kind beside its number («عقد 4» / «وكالة 4»), for every list and picker mixing contracts and
 * authorizations: each kind is numbered in its own series, so a number alone names two deals.
 *
 * @example
 * <DealNumber kind={row.dealKind} number={row.contractNumber} />
 */
export function DealNumber({ kind, number }: { kind: DealKind; number: number }) {
  return (
    <span className="cc-business-deal-number">
      {M.dealKinds[kind]} <bdi className="cc-business-num">{number}</bdi>
    </span>
  );
}
