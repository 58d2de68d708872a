import { amountDue, DateText, DealNumber, Money, PaymentDialog } from '@cc/business';
import { endpoints } from '@cc/contracts';
import { useResource } from '@cc/resources';
import { Button, ButtonLink } from '@cc/ui-rtl';
import { useState } from 'react';
import { Link } from 'react-router';
import { dealPaths } from '../paths';
import type { DeskDeal } from './deal-search';
import { DESK_MESSAGES as M } from './desk-messages';

/**
 * The chosen deal at the desk, its summary first: buyer, car, what is overdue, what is due next and what
 * remains (its instalments, GET /installments?dealId=), then 'تسجيل دفعة' opening the deal page's
 * payment form (PaymentDialog with the same instalments, so the same prefill: the overdue total, else the
 * next instalment's remaining amount, both named under it).
 */
export function DealPanel({ deal, today, canPay }: { deal: DeskDeal; today?: string; canPay: boolean }) {
  // The summary shows first: the cashier reads what is owed before the form covers it.
  const [paying, setPaying] = useState(false);
  const found = useResource(endpoints.installments.list, {
    query: { dealId: deal.dealId, size: 100, sortBy: 'dueDate' },
  });
  const rows = found.data?.data ?? [];
  const due = amountDue(rows, deal.currency, rows[0]?.lateFees ?? null);
  const kind = deal.dealKind === 'CONTRACT' ? 'contracts' : 'authorizations';
  return (
    <section className="cc-deals-section cc-desk-panel" aria-label={M.chosen[deal.dealKind]}>
      <h2 className="cc-deals-heading">
        <DealNumber kind={deal.dealKind} number={deal.contractNumber} />
      </h2>
      <dl className="cc-deals-dl">
        <dt>{M.buyer}</dt>
        <dd>
          {deal.buyer.fullName}{' '}
          {deal.buyer.phone ? (
            <bdi dir="ltr" className="cc-business-num">
              {deal.buyer.phone}
            </bdi>
          ) : null}
        </dd>
        <dt>{M.car}</dt>
        <dd>
          {deal.car.name} <bdi>{deal.car.plateNumber}</bdi>
        </dd>
        <dt>{M.overdue}</dt>
        <dd data-testid="desk-overdue">
          {due.overdue ? <Money amount={due.overdue} currency={deal.currency} /> : M.noOverdue}
        </dd>
        <dt>{M.nextDue}</dt>
        <dd data-testid="desk-next">
          {due.next ? (
            <>
              <Money amount={due.next.remainingAmount} currency={deal.currency} />{' '}
              <DateText value={due.next.dueDate} />
            </>
          ) : (
            M.noNextDue
          )}
        </dd>
        {due.lateFees ? (
          <>
            <dt>{M.lateFees}</dt>
            <dd data-testid="desk-late-fees">
              <Money amount={due.lateFees} currency={deal.currency} />
            </dd>
          </>
        ) : null}
        <dt>{M.remaining}</dt>
        <dd>
          <Money amount={due.remaining} currency={deal.currency} />
        </dd>
      </dl>
      <div className="cc-deals-actions">
        {canPay ? (
          <Button type="button" onClick={() => setPaying(true)} disabled={!found.data}>
            {M.pay}
          </Button>
        ) : null}
        <ButtonLink link={Link} to={dealPaths.view(kind, deal.dealId)} variant="secondary">
          {M.openDeal[deal.dealKind]}
        </ButtonLink>
      </div>
      {canPay && found.data ? (
        <PaymentDialog
          plan={{ id: deal.planId, currency: deal.currency }}
          open={paying}
          onOpenChange={setPaying}
          installments={rows}
          lateFees={due.lateFees}
          {...(today ? { today } : {})}
        />
      ) : null}
    </section>
  );
}
