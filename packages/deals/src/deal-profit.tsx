import { errorMessage } from '@cc/api-client';
import { Money } from '@cc/business';
import { endpoints } from '@cc/contracts';
import { useResource } from '@cc/resources';
import { Link } from 'react-router';
import { DealSection } from './deal-section';
import { DEALS_MESSAGES } from './messages';

const M = DEALS_MESSAGES.profit;

/**
 * «ربح البيع» on a deal's page (CAR_COSTS only, docs/domain/car-costs.md): what the sale earned over what
 * the car cost, or each currency's side when they cannot be added; the costs are on the car's page.
 *
 * @example
 * {canSeeCosts ? <DealProfit carId={deal.car.id} /> : null}
 */
export function DealProfit({ carId }: { carId: number }) {
  const found = useResource(endpoints.carCosts.get, { params: { id: carId } });
  const costs = found.data?.data;
  return (
    <DealSection title={M.title}>
      {found.error ? (
        <p role="alert">{errorMessage(found.error)}</p>
      ) : !costs ? (
        <p role="status">{M.loading}</p>
      ) : (
        <>
          {costs.profit ? (
            <p className="cc-deals-strong">
              <Money amount={costs.profit.amount} currency={costs.profit.currency} />
            </p>
          ) : (
            <ul>
              {costs.sides.map((s) => (
                <li key={s.currency}>
                  {M.sideOf[s.currency]}: <Money amount={s.net} currency={s.currency} />
                </li>
              ))}
            </ul>
          )}
          {!costs.purchase ? <p>{M.noPurchase}</p> : null}
          <Link to={`/car/${carId}/view`}>{M.costs}</Link>
        </>
      )}
    </DealSection>
  );
}
