import { errorMessage } from '@cc/api-client';
import { DateText, Money, PlanStatusBadge, useDealsOf } from '@cc/business';
import type { Deal } from '@cc/contracts';
import { formatMoney } from '@cc/domain';
import { LoadStatus, RecordSection } from '@cc/ui-rtl';
import { Link } from 'react-router';
import { PERSONS_MESSAGES as M } from './messages';
import { owedByCurrency, rolesIn } from './owed';

/** Props of {@link PersonDeals}. */
export interface PersonDealsProps {
  personId: number;
  /** @deprecated Ignored: the section reads the deals itself. Kept until the account card stops passing it. */
  loadDeals?: unknown;
}

/** A deal's page, by its kind. */
const dealPath = (deal: Deal) => `/${deal.kind === 'CONTRACT' ? 'contracts' : 'authorizations'}/${deal.id}`;

function OwedAndDeals({ deals, personId }: { deals: readonly Deal[]; personId: number }) {
  const owed = owedByCurrency(deals, personId);
  return (
    <>
      <RecordSection title={M.owed}>
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
      </RecordSection>
      <RecordSection title={M.deals}>
        {deals.length === 0 ? (
          <p className="cc-persons-empty">{M.noDeals}</p>
        ) : (
          <table className="cc-business-table">
            <caption className="cc-business-caption">{M.deals}</caption>
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
              {deals.map((deal) => (
                <tr key={`${deal.kind}-${deal.id}`}>
                  <td>{M.dealKinds[deal.kind]}</td>
                  <td>
                    <Link to={dealPath(deal)}>
                      <bdi>{deal.contractNumber}</bdi>
                    </Link>
                  </td>
                  <td>
                    <DateText value={deal.contractDate} />
                  </td>
                  <td>
                    {rolesIn(deal, personId)
                      .map((role) => M.roles[role])
                      .join('، ')}
                  </td>
                  <td>{deal.car.name}</td>
                  <td>
                    <Money amount={deal.price} currency={deal.currency} />
                  </td>
                  <td>
                    <Money amount={deal.paymentPlan.remainingAmount} currency={deal.currency} />
                  </td>
                  <td>
                    <PlanStatusBadge
                      status={deal.status === 'CANCELLED' ? 'CANCELLED' : deal.paymentPlan.status}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </RecordSection>
    </>
  );
}

/**
 * The amount the person owes per currency, then their contracts and authorizations (as seller, buyer or
 * guarantor: GET /contracts and /authorizations with `personId`; the card shows it with GET_CONTRACT)
 * with the part they play, what remains in each deal's currency and the plan's status; each number opens
 * the deal. A failed load says why.
 *
 * @example
 * {canSeeDeals ? <PersonDeals personId={person.id} /> : null}
 */
export function PersonDeals({ personId }: PersonDealsProps) {
  const { deals, error } = useDealsOf({ personId });
  if (!deals) {
    return (
      <RecordSection title={M.deals}>
        <LoadStatus error={error ? errorMessage(error) : null} />
      </RecordSection>
    );
  }
  return <OwedAndDeals deals={deals} personId={personId} />;
}
