import type { Deal } from '@cc/contracts';
import { EmptyState, TableHead } from '@cc/ui-rtl';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BUSINESS_MESSAGES as M } from './messages';
import { DateText } from './money';
import { PlanStatusBadge } from './status-badges';

/** A deal's page, by its kind. */
export const dealPath = (deal: Deal): string =>
  `/${deal.kind === 'CONTRACT' ? 'contracts' : 'authorizations'}/${deal.id}`;

/** A column a {@link DealsTable} shows between the deal's date and its status. */
export interface DealColumn {
  header: string;
  cell: (deal: Deal) => ReactNode;
}

/** Props of {@link DealsTable}. */
export interface DealsTableProps {
  deals: readonly Deal[];
  /** Shown instead of the table when there is no deal. */
  empty: string;
  /** The columns of the screen (buyer, car, price…), after the date. */
  columns?: readonly DealColumn[];
}

/**
 * Deals as a table: kind, number (a link to the deal's page), date, the given columns, then the plan's
 * status ('ملغى' for a cancelled deal); the `empty` text when there is none.
 *
 * @example
 * <DealsTable deals={deals} empty="لا توجد عقود" columns={[{ header: 'المشتري', cell: (d) => d.buyer.fullName }]} />
 */
export function DealsTable({ deals, empty, columns = [] }: DealsTableProps) {
  if (deals.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <div className="cc-stack-wrap">
      <table className="cc-business-table cc-stack">
        <caption className="cc-business-caption">{M.deals}</caption>
        <TableHead
          columns={[M.dealKind, M.dealNumber, M.dealDate, ...columns.map((c) => c.header), M.dealStatus]}
        />
        <tbody>
          {deals.map((deal) => (
            <tr key={`${deal.kind}-${deal.id}`}>
              <td data-label={M.dealKind}>{M.dealKinds[deal.kind]}</td>
              <td data-label={M.dealNumber}>
                <Link to={dealPath(deal)}>
                  <bdi>{deal.contractNumber}</bdi>
                </Link>
              </td>
              <td data-label={M.dealDate}>
                <DateText value={deal.contractDate} />
              </td>
              {columns.map((column) => (
                <td key={column.header} data-label={column.header}>
                  {column.cell(deal)}
                </td>
              ))}
              <td data-label={M.dealStatus}>
                <PlanStatusBadge
                  status={deal.status === 'CANCELLED' ? 'CANCELLED' : deal.paymentPlan.status}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
