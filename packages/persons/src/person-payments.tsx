import { errorMessage } from '@cc/api-client';
import { PaymentsTable } from '@cc/business';
import { endpoints } from '@cc/contracts';
import { useResource } from '@cc/resources';
import { LoadStatus, RecordSection } from '@cc/ui-rtl';
import { PERSONS_MESSAGES as M } from './messages';

/** How many of a person's payments the account card shows (the newest first). */
const PAGE_SIZE = 100;

/** Props of {@link PersonPayments}. */
export interface PersonPaymentsProps {
  personId: number;
  /** @deprecated Ignored: the section reads GET /payments itself. Kept until the account card stops passing it. */
  loadPayments?: unknown;
}

/**
 * The payments of the person's deals, as seller, buyer or guarantor (GET /payments?personId=, newest
 * first; the card shows it with GET_INSTALLMENT): @cc/business's ledger with each entry's deal, reversed
 * payments struck 'ملغاة', reversal entries 'قيد عكس', each receipt's print link. A failed load says why.
 *
 * @example
 * {canSeePayments ? <PersonPayments personId={person.id} /> : null}
 */
export function PersonPayments({ personId }: PersonPaymentsProps) {
  const payments = useResource(endpoints.payments.list, {
    query: { personId, size: PAGE_SIZE, sortDirection: 'desc' },
  });
  const page = payments.data;
  return (
    <RecordSection title={M.payments}>
      {!page ? (
        <LoadStatus error={payments.error && errorMessage(payments.error)} />
      ) : (
        <>
          <PaymentsTable payments={page.data} showDeal caption={M.payments} emptyText={M.noPayments} />
          {page.pagination.totalItems > page.data.length ? (
            <p className="cc-persons-view__hint">
              {M.paymentsShown(page.data.length, page.pagination.totalItems)}
            </p>
          ) : null}
        </>
      )}
    </RecordSection>
  );
}
