import { errorMessage } from '@cc/api-client';
import type { ListEnvelope, Payment } from '@cc/contracts';
import { formatAmount } from '@cc/domain';
import { Badge, Spinner } from '@cc/ui-rtl';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PERSONS_MESSAGES as M } from './messages';
import { personPaths } from './paths';

/** Props of {@link PersonPayments}. */
export interface PersonPaymentsProps {
  personId: number;
  /** The person's payments (PersonsApi.payments), newest first. */
  loadPayments: (personId: number) => Promise<ListEnvelope<Payment>>;
}

function Status({ payment: p }: { payment: Payment }) {
  if (p.kind === 'REVERSAL') {
    return (
      <span className="cc-persons-payment-status">
        <Badge tone="warning">
          {M.reversalOf} <bdi>{p.reversalOf?.receiptNumber}</bdi>
        </Badge>
      </span>
    );
  }
  return (
    <span className="cc-persons-payment-status">
      {p.reversed ? (
        <Badge tone="danger">{M.paymentReversed}</Badge>
      ) : (
        <Badge tone="success">{M.paymentStanding}</Badge>
      )}
      {p.isDownPayment ? <Badge tone="info">{M.downPayment}</Badge> : null}
    </span>
  );
}

/**
 * The payments of the person's deals (as seller, buyer or guarantor): receipt number, date, the deal's
 * kind and number, amount in its currency, method, remaining balance after it, and whether it stands,
 * was reversed ('ملغاة', struck) or is a reversal entry.
 *
 * @example
 * <PersonPayments personId={7} loadPayments={api.payments} />
 */
export function PersonPayments({ personId, loadPayments }: PersonPaymentsProps) {
  const [state, setState] = useState<{ page: ListEnvelope<Payment> | null; error: string | null }>({
    page: null,
    error: null,
  });
  useEffect(() => {
    let live = true;
    setState({ page: null, error: null });
    loadPayments(personId).then(
      (page) => live && setState({ page, error: null }),
      (error: unknown) => live && setState({ page: null, error: errorMessage(error) || M.paymentsFailed }),
    );
    return () => {
      live = false;
    };
  }, [loadPayments, personId]);

  const rows = state.page?.data ?? [];
  const total = state.page?.pagination.totalItems ?? 0;
  return (
    <section className="cc-persons-view__section" aria-labelledby="cc-persons-payments">
      <h2 id="cc-persons-payments" className="cc-persons-view__heading">
        {M.payments}
      </h2>
      {state.error ? (
        <p className="cc-persons-empty">{state.error}</p>
      ) : state.page === null ? (
        <p className="cc-persons-state" role="status">
          <Spinner size={20} /> {M.loading}
        </p>
      ) : rows.length === 0 ? (
        <p className="cc-persons-empty">{M.noPayments}</p>
      ) : (
        <>
          <table className="cc-persons-deals cc-persons-payments">
            <caption className="cc-visually-hidden">{M.payments}</caption>
            <thead>
              <tr>
                <th scope="col">{M.receiptNumber}</th>
                <th scope="col">{M.paidAt}</th>
                <th scope="col">{M.paymentDeal}</th>
                <th scope="col">{M.amount}</th>
                <th scope="col">{M.method}</th>
                <th scope="col">{M.remainingAfter}</th>
                <th scope="col">{M.paymentStatus}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((p) => (
                <tr key={p.id} data-reversed={p.reversed || undefined} data-kind={p.kind}>
                  <td className="cc-persons-struck">
                    <Link to={personPaths.receipt(p.id)} aria-label={M.printReceiptLabel(p.receiptNumber)}>
                      <bdi>{p.receiptNumber}</bdi>
                    </Link>
                  </td>
                  <td>
                    <bdi dir="ltr">{p.paidAt}</bdi>
                  </td>
                  <td>
                    {M.dealKinds[p.dealKind]} <bdi>{p.contractNumber}</bdi>
                  </td>
                  <td className="cc-persons-struck">
                    <bdi dir="ltr">
                      {p.kind === 'REVERSAL' ? '−' : ''}
                      {formatAmount(p.amount, p.currency)}
                    </bdi>
                  </td>
                  <td>{M.methods[p.method]}</td>
                  <td>
                    <bdi dir="ltr">{formatAmount(p.remainingAfter, p.currency)}</bdi>
                  </td>
                  <td>
                    <Status payment={p} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {total > rows.length ? (
            <p className="cc-persons-view__hint">{M.paymentsShown(rows.length, total)}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
