import { errorMessage } from '@cc/api-client';
import { DateText, DealsTable, Money, useDealsOf } from '@cc/business';
import type { Deal } from '@cc/contracts';
import { formatMoney, isMonthlyLine } from '@cc/domain';
import { Badge, LoadStatus, RecordSection } from '@cc/ui-rtl';
import { PERSONS_MESSAGES as M } from './messages';
import { owedByCurrency, rolesIn } from './owed';

/** Props of {@link PersonDeals}. */
export interface PersonDealsProps {
  personId: number;
  /** @deprecated Ignored: the section reads the deals itself. Kept until the account card stops passing it. */
  loadDeals?: unknown;
}

/** The first unpaid line's due date, with «متأخر» (and what the line is) when it is past. */
function NextDue({ deal }: { deal: Deal }) {
  if (!deal.nextDueDate) return null;
  const overdue = deal.paymentPlan.installments.find((i) => i.overdue);
  return (
    <span className="cc-persons-next-due">
      <DateText value={deal.nextDueDate} />
      {overdue ? (
        <Badge tone="danger">{!isMonthlyLine(overdue) ? M.downPaymentOverdue : M.overdue}</Badge>
      ) : null}
    </span>
  );
}

function OwedAndDeals({ deals, personId }: { deals: readonly Deal[]; personId: number }) {
  const owed = owedByCurrency(deals, personId);
  return (
    <>
      <RecordSection title={M.owed}>
        {owed.length === 0 ? (
          <p className="cc-empty">{M.nothingOwed}</p>
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
        <DealsTable
          deals={deals}
          empty={M.noDeals}
          columns={[
            {
              header: M.dealRole,
              cell: (deal) =>
                rolesIn(deal, personId)
                  .map((role) => M.roles[role])
                  .join('، '),
            },
            { header: M.dealCar, cell: (deal) => deal.car.name },
            { header: M.dealPrice, cell: (deal) => <Money amount={deal.price} currency={deal.currency} /> },
            {
              header: M.dealRemaining,
              cell: (deal) => <Money amount={deal.paymentPlan.remainingAmount} currency={deal.currency} />,
            },
            {
              // Since when something is owed: the first unpaid line's date (an unpaid down payment's is
              // the deal's date), marked when it is past.
              header: M.dealNextDue,
              cell: (deal) => <NextDue deal={deal} />,
            },
          ]}
        />
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
