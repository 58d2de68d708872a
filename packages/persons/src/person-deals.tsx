import { errorMessage } from '@cc/api-client';
import type { Deal } from '@cc/contracts';
import { formatAmount, formatMoney } from '@cc/domain';
import { Spinner } from '@cc/ui-rtl';
import { useEffect, useState } from 'react';
import { PERSONS_MESSAGES as M } from './messages';
import { owedByCurrency, rolesIn } from './owed';

/** Props of {@link PersonDeals}. */
export interface PersonDealsProps {
  personId: number;
  /** The person's deals (PersonsApi.deals). */
  loadDeals: (personId: number) => Promise<Deal[]>;
}

/**
 * The amount the person owes per currency, then their deals (as seller, buyer or guarantor) with the part
 * they play and what remains to be paid.
 *
 * @example
 * <PersonDeals personId={7} loadDeals={api.deals} />
 */
export function PersonDeals({ personId, loadDeals }: PersonDealsProps) {
  const [state, setState] = useState<{ deals: Deal[] | null; error: string | null }>({
    deals: null,
    error: null,
  });
  useEffect(() => {
    let live = true;
    setState({ deals: null, error: null });
    loadDeals(personId).then(
      (deals) => live && setState({ deals, error: null }),
      (error: unknown) => live && setState({ deals: [], error: errorMessage(error) || M.dealsFailed }),
    );
    return () => {
      live = false;
    };
  }, [loadDeals, personId]);

  if (state.deals === null) {
    return (
      <p className="cc-persons-state" role="status">
        <Spinner size={20} /> {M.loading}
      </p>
    );
  }
  if (state.error) return <p className="cc-persons-empty">{state.error}</p>;
  const owed = owedByCurrency(state.deals, personId);
  return (
    <>
      <section className="cc-persons-view__section" aria-labelledby="cc-persons-owed">
        <h2 id="cc-persons-owed" className="cc-persons-view__heading">
          {M.owed}
        </h2>
        {owed.length === 0 ? (
          <p className="cc-persons-empty">{M.nothingOwed}</p>
        ) : (
          <ul className="cc-persons-owed" aria-describedby="cc-persons-owed-hint">
            {owed.map(({ currency, minor }) => (
              <li key={currency} className="cc-persons-owed__item" data-currency={currency}>
                <bdi dir="ltr">{formatMoney(minor, currency)}</bdi>
              </li>
            ))}
          </ul>
        )}
        <p id="cc-persons-owed-hint" className="cc-persons-view__hint">
          {M.owedHint}
        </p>
      </section>
      <section className="cc-persons-view__section" aria-labelledby="cc-persons-deals">
        <h2 id="cc-persons-deals" className="cc-persons-view__heading">
          {M.deals}
        </h2>
        {state.deals.length === 0 ? (
          <p className="cc-persons-empty">{M.noDeals}</p>
        ) : (
          <table className="cc-persons-deals">
            <caption className="cc-visually-hidden">{M.deals}</caption>
            <thead>
              <tr>
                <th scope="col">{M.dealKind}</th>
                <th scope="col">{M.dealNumber}</th>
                <th scope="col">{M.dealDate}</th>
                <th scope="col">{M.dealRole}</th>
                <th scope="col">{M.dealCar}</th>
                <th scope="col">{M.dealPrice}</th>
                <th scope="col">{M.dealRemaining}</th>
                <th scope="col">{M.dealStatus}</th>
              </tr>
            </thead>
            <tbody>
              {state.deals.map((deal) => (
                <tr key={`${deal.kind}-${deal.id}`}>
                  <td>{M.dealKinds[deal.kind]}</td>
                  <td>
                    <bdi>{deal.contractNumber}</bdi>
                  </td>
                  <td>
                    <bdi dir="ltr">{deal.contractDate}</bdi>
                  </td>
                  <td>
                    {rolesIn(deal, personId)
                      .map((role) => M.roles[role])
                      .join('، ')}
                  </td>
                  <td>{deal.car.name}</td>
                  <td>
                    <bdi dir="ltr">{formatAmount(deal.price, deal.currency)}</bdi>
                  </td>
                  <td>
                    <bdi dir="ltr">{formatAmount(deal.paymentPlan.remainingAmount, deal.currency)}</bdi>
                  </td>
                  <td>
                    {deal.status === 'CANCELLED' ? M.dealCancelled : M.planStatuses[deal.paymentPlan.status]}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
