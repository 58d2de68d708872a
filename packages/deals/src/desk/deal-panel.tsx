import { DateText, Money, PaymentDialog } from '@cc/business';
import { DEAL_KIND_LABELS, endpoints, type InstallmentRow } from '@cc/contracts';
import { type Currency, formatMoney, parseMoney, toMajorString } from '@cc/domain';
import { useResource } from '@cc/resources';
import { Button, ButtonLink } from '@cc/ui-rtl';
import { useState } from 'react';
import { Link } from 'react-router';
import { dealPaths } from '../paths';
import type { DeskDeal } from './deal-search';
import { DESK_MESSAGES as M } from './desk-messages';

const minor = (amount: string, currency: Currency) => {
  const parsed = parseMoney(amount, currency);
  return parsed.ok ? parsed.value : 0;
};

/** What the desk shows of a plan: the overdue total, the next instalment due, what remains. */
export function dueOf(rows: readonly InstallmentRow[], currency: Currency) {
  let overdue = 0;
  let remaining = 0;
  let next: InstallmentRow | null = null;
  for (const r of rows) {
    if (r.status === 'PAID') continue;
    const left = minor(r.remainingAmount, currency);
    remaining += left;
    if (r.overdue) overdue += left;
    else if (!next || r.dueDate < next.dueDate) next = r;
  }
  return {
    overdue: overdue > 0 ? toMajorString(overdue, currency) : null,
    next,
    remaining: toMajorString(remaining, currency),
  };
}

/**
 * The chosen deal at the desk: buyer, car, what is overdue and what is due next (its unpaid instalments,
 * GET /installments?dealId=), and the payment form of the deal page (PaymentDialog), its amount prefilled
 * with the overdue total, else the next instalment's remaining amount, both named beside it.
 */
export function DealPanel({ deal, today, canPay }: { deal: DeskDeal; today?: string; canPay: boolean }) {
  const [paying, setPaying] = useState(canPay);
  const found = useResource(endpoints.installments.list, {
    query: { dealId: deal.dealId, size: 100, sortBy: 'dueDate' },
  });
  const rows = found.data?.data ?? [];
  const due = dueOf(rows, deal.currency);
  const nextAmount = due.next?.remainingAmount ?? null;
  const kind = deal.dealKind === 'CONTRACT' ? 'contracts' : 'authorizations';
  return (
    <section className="cc-deals-section cc-desk-panel" aria-label={M.chosen}>
      <h2 className="cc-deals-heading">
        {DEAL_KIND_LABELS[deal.dealKind]} <bdi className="cc-business-num">{deal.contractNumber}</bdi>
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
        <dt>{M.remaining}</dt>
        <dd>
          <Money amount={due.remaining} currency={deal.currency} />
        </dd>
      </dl>
      <div className="cc-deals-actions">
        {canPay ? (
          <Button type="button" onClick={() => setPaying(true)}>
            {M.pay}
          </Button>
        ) : null}
        <ButtonLink link={Link} to={dealPaths.view(kind, deal.dealId)} variant="secondary">
          {M.openDeal}
        </ButtonLink>
      </div>
      {canPay && found.data ? (
        <PaymentDialog
          plan={{ id: deal.planId, currency: deal.currency }}
          open={paying}
          onOpenChange={setPaying}
          defaultAmount={due.overdue ?? nextAmount}
          amountHint={M.amountHint(
            due.overdue ? formatMoney(minor(due.overdue, deal.currency), deal.currency) : null,
            nextAmount ? formatMoney(minor(nextAmount, deal.currency), deal.currency) : null,
          )}
          {...(today ? { today } : {})}
        />
      ) : null}
    </section>
  );
}
