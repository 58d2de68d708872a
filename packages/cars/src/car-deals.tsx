import { errorMessage } from '@cc/api-client';
import { DateText, PlanStatusBadge } from '@cc/business';
import { DEAL_KIND_LABELS, type Deal, endpoints } from '@cc/contracts';
import { useResource } from '@cc/resources';
import { EmptyState, LoadStatus, RecordSection } from '@cc/ui-rtl';
import { Link } from 'react-router';
import { CARS_MESSAGES as M } from './messages';

/** A deal's page, by its kind. */
const dealPath = (deal: Deal) => `/${deal.kind === 'CONTRACT' ? 'contracts' : 'authorizations'}/${deal.id}`;

function DealsTable({ deals }: { deals: readonly Deal[] }) {
  if (deals.length === 0) return <EmptyState>{M.noDeals}</EmptyState>;
  return (
    <table className="cc-business-table">
      <caption className="cc-business-caption">{M.deals}</caption>
      <thead>
        <tr>
          <th scope="col">{M.dealKind}</th>
          <th scope="col">{M.dealNumber}</th>
          <th scope="col">{M.dealDate}</th>
          <th scope="col">{M.dealBuyer}</th>
          <th scope="col">{M.dealStatus}</th>
        </tr>
      </thead>
      <tbody>
        {deals.map((deal) => (
          <tr key={`${deal.kind}-${deal.id}`}>
            <td>{DEAL_KIND_LABELS[deal.kind]}</td>
            <td>
              <Link to={dealPath(deal)}>
                <bdi>{deal.contractNumber}</bdi>
              </Link>
            </td>
            <td>
              <DateText value={deal.contractDate} />
            </td>
            <td>{deal.buyer.fullName}</td>
            <td>
              <PlanStatusBadge status={deal.status === 'CANCELLED' ? 'CANCELLED' : deal.paymentPlan.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The car's contracts and authorizations (GET /contracts and /authorizations with `carId`), contracts
 * first; each number opens the deal. A user without GET_CONTRACT is told so (the server's message).
 */
export function CarDeals({ carId }: { carId: number }) {
  const query = { carId, size: 100 };
  const contracts = useResource(endpoints.contracts.list, { query });
  const authorizations = useResource(endpoints.authorizations.list, { query });
  const failed = contracts.error ?? authorizations.error;
  return (
    <RecordSection title={M.deals}>
      {failed ? (
        <EmptyState>{errorMessage(failed)}</EmptyState>
      ) : contracts.data && authorizations.data ? (
        <DealsTable deals={[...contracts.data.data, ...authorizations.data.data]} />
      ) : (
        <LoadStatus />
      )}
    </RecordSection>
  );
}
