import { errorMessage } from '@cc/api-client';
import { type DealColumn, DealsTable, useDealsOf } from '@cc/business';
import { EmptyState, LoadStatus, RecordSection } from '@cc/ui-rtl';
import { CARS_MESSAGES as M } from './messages';

const BUYER_COLUMN: DealColumn[] = [{ header: M.dealBuyer, cell: (deal) => deal.buyer.fullName }];

/**
 * The car's contracts and authorizations (GET /contracts and /authorizations with `carId`), contracts
 * first; each number opens the deal. A user without GET_CONTRACT is told so (the server's message).
 */
export function CarDeals({ carId }: { carId: number }) {
  const { deals, error } = useDealsOf({ carId });
  return (
    <RecordSection title={M.deals}>
      {error ? (
        <EmptyState>{errorMessage(error)}</EmptyState>
      ) : deals ? (
        <DealsTable deals={deals} empty={M.noDeals} columns={BUYER_COLUMN} />
      ) : (
        <LoadStatus />
      )}
    </RecordSection>
  );
}
