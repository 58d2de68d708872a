import { errorMessage } from '@cc/api-client';
import { DateText, Money } from '@cc/business';
import { CAR_EXPENSE_KIND_LABELS, type CarCosts, endpoints } from '@cc/contracts';
import { useResource, useResourceMutation } from '@cc/resources';
import { Button, EmptyState, LoadStatus, lazyDialog, RecordSection, toast } from '@cc/ui-rtl';
import { useState } from 'react';
import { Link } from 'react-router';
import type {
  ExpenseDialog as ExpenseDialogType,
  PurchaseDialog as PurchaseDialogType,
} from './car-cost-dialogs';
import { CAR_RECORD_MESSAGES } from './record-messages';

// The dialogs' code (react-hook-form, the contract's schemas, zod, the date field) loads when one opens.
const PurchaseDialog = lazyDialog<Parameters<typeof PurchaseDialogType>[0]>(() =>
  import('./car-cost-dialogs').then((m) => m.PurchaseDialog),
);
const ExpenseDialog = lazyDialog<Parameters<typeof ExpenseDialogType>[0]>(() =>
  import('./car-cost-dialogs').then((m) => m.ExpenseDialog),
);

const M = CAR_RECORD_MESSAGES.costs;

/** The profit of the car's sale: the one figure, or each currency's side when they cannot be added. */
function Profit({ costs }: { costs: CarCosts }) {
  if (!costs.sale) return <p>{M.notSold}</p>;
  return (
    <section className="cc-cars-profit" aria-label={M.profit}>
      <p>
        {M.soldIn}{' '}
        <Link to={`/${costs.sale.kind === 'CONTRACT' ? 'contracts' : 'authorizations'}/${costs.sale.dealId}`}>
          {M.deal(costs.sale.kind, costs.sale.contractNumber)}
        </Link>{' '}
        {M.forPrice} <Money amount={costs.sale.price} currency={costs.sale.currency} />
      </p>
      {costs.profit ? (
        <p className="cc-cars-profit__figure">
          {M.profit}: <Money amount={costs.profit.amount} currency={costs.profit.currency} />
        </p>
      ) : (
        <>
          <p>{M.acrossCurrencies}</p>
          <dl className="cc-cars-costs__dl">
            {costs.sides.map((s) => (
              <div key={s.currency}>
                <dt>{M.sideOf[s.currency]}</dt>
                <dd>
                  {M.revenue} <Money amount={s.revenue} currency={s.currency} /> — {M.cost}{' '}
                  <Money amount={s.cost} currency={s.currency} /> ={' '}
                  <Money amount={s.net} currency={s.currency} />
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}

/**
 * «التكاليف والربح» of a car (CAR_COSTS, docs/domain/car-costs.md): its purchase, its expenses with their
 * receipts, and the profit of its sale per currency. Nothing here is shown to anyone without CAR_COSTS:
 * the caller renders it only for them, and the server answers 403 to everyone else.
 *
 * @example
 * {canSeeCosts ? <CarCostsSection carId={car.id} /> : null}
 */
export function CarCostsSection({ carId }: { carId: number }) {
  const found = useResource(endpoints.carCosts.get, { params: { id: carId } });
  const remove = useResourceMutation(endpoints.carCosts.removeExpense);
  const [dialog, setDialog] = useState<'purchase' | 'expense' | null>(null);
  const costs = found.data?.data;
  return (
    <RecordSection title={M.title}>
      {found.error ? (
        <EmptyState>{errorMessage(found.error)}</EmptyState>
      ) : !costs ? (
        <LoadStatus />
      ) : (
        <div className="cc-cars-costs">
          <section aria-label={M.purchase}>
            <h3 className="cc-cars-costs__heading">{M.purchase}</h3>
            {costs.purchase ? (
              <p>
                <Money amount={costs.purchase.amount} currency={costs.purchase.currency} /> —{' '}
                <DateText value={costs.purchase.date} />
                {costs.purchase.seller ? ` — ${M.from} ${costs.purchase.seller.fullName}` : ''}
                {costs.purchase.note ? ` — ${costs.purchase.note}` : ''}
              </p>
            ) : (
              <p>{M.noPurchase}</p>
            )}
            <Button type="button" variant="secondary" onClick={() => setDialog('purchase')}>
              {costs.purchase ? M.editPurchase : M.setPurchase}
            </Button>
          </section>
          <section aria-label={M.expenses}>
            <h3 className="cc-cars-costs__heading">{M.expenses}</h3>
            {costs.expenses.length === 0 ? (
              <p>{M.noExpenses}</p>
            ) : (
              <ul className="cc-cars-costs__list">
                {costs.expenses.map((e) => (
                  <li key={e.id}>
                    <span>
                      {CAR_EXPENSE_KIND_LABELS[e.kind]} — <Money amount={e.amount} currency={e.currency} /> —{' '}
                      <DateText value={e.date} />
                      {e.note ? ` — ${e.note}` : ''}
                    </span>
                    {e.receipt ? (
                      <a href={e.receipt.url} target="_blank" rel="noreferrer">
                        {M.viewReceipt}
                      </a>
                    ) : null}
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={M.removeExpense(CAR_EXPENSE_KIND_LABELS[e.kind])}
                      disabled={remove.isPending}
                      onClick={() =>
                        remove
                          .mutateAsync({ params: { id: carId, expenseId: e.id } })
                          .then(({ message }) => toast.success(message ?? ''))
                          .catch((error: unknown) => toast.error(errorMessage(error)))
                      }
                    >
                      {M.remove}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <Button type="button" variant="secondary" onClick={() => setDialog('expense')}>
              {M.addExpense}
            </Button>
          </section>
          <Profit costs={costs} />
          {dialog === 'purchase' ? <PurchaseDialog costs={costs} onClose={() => setDialog(null)} /> : null}
          {dialog === 'expense' ? <ExpenseDialog carId={carId} onClose={() => setDialog(null)} /> : null}
        </div>
      )}
    </RecordSection>
  );
}
