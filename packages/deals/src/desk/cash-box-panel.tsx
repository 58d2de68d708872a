import { errorMessage } from '@cc/api-client';
import { DateText, Money } from '@cc/business';
import { type CashBox, DEAL_CURRENCIES, endpoints } from '@cc/contracts';
import { parseMoney } from '@cc/domain';
import { useResource, useResourceMutation } from '@cc/resources';
import { Button, toast } from '@cc/ui-rtl';
import { useState } from 'react';
import { Link } from 'react-router';
import { DealSection } from '../deal-section';
import { CloseDayDialog, HandOverDialog } from '../lazy-dialogs';
import { DESK_MESSAGES } from './desk-messages';

const M = DESK_MESSAGES.box;

const minor = (amount: string, currency: CashBox['currency']) => {
  const parsed = parseMoney(amount, currency);
  return parsed.ok ? parsed.value : 0;
};

/** Handovers of cash to the caller still to acknowledge, each with «تأكيد الاستلام»; those they gave that wait. */
function Handovers() {
  const handovers = useResource(endpoints.cashBox.handovers, {});
  const acknowledge = useResourceMutation(endpoints.cashBox.acknowledge);
  const rows = handovers.data?.data.toAcknowledge ?? [];
  const awaiting = handovers.data?.data.awaiting ?? [];
  return (
    <>
      {awaiting.length > 0 ? (
        <div className="cc-desk-box__handovers">
          <h3 className="cc-deals-subheading">{M.awaiting}</h3>
          <ul>
            {awaiting.map((h) => (
              <li key={h.id}>
                {M.to} {h.to.fullName}: <Money amount={h.amount} currency={h.currency} /> —{' '}
                <DateText value={h.day} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {rows.length > 0 ? (
        <div className="cc-desk-box__handovers">
          <h3 className="cc-deals-subheading">{M.toAcknowledge}</h3>
          <ul>
            {rows.map((h) => (
              <li key={h.id}>
                {M.from} {h.from.fullName}: <Money amount={h.amount} currency={h.currency} /> —{' '}
                <DateText value={h.day} />{' '}
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  disabled={acknowledge.isPending}
                  onClick={() =>
                    acknowledge
                      .mutateAsync({ params: { id: h.id } })
                      .then(({ message }) => toast.success(message ?? ''))
                      .catch((error) => toast.error(errorMessage(error)))
                  }
                >
                  {M.acknowledge}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

/**
 * The boxes' cards while they load, with their titles and first lines and no figures: the ledger below
 * keeps its place when the figures arrive (no layout shift).
 */
function BoxesLoading() {
  return (
    <div className="cc-deals-cards" role="status" aria-busy="true" aria-label={DESK_MESSAGES.searching}>
      {DEAL_CURRENCIES.map((currency) => (
        <section key={currency} className="cc-deals-card" aria-hidden="true">
          <h3 className="cc-deals-subheading">{M.of[currency]}</h3>
          <dl className="cc-deals-dl">
            <dt>{M.expected}</dt>
            <dd>…</dd>
            <dt>{M.lastClosing}</dt>
            <dd>…</dd>
            <dt>{M.received}</dt>
            <dd>…</dd>
          </dl>
          <Button type="button" variant="secondary" disabled tabIndex={-1}>
            {M.close(currency)}
          </Button>
        </section>
      ))}
    </div>
  );
}

/**
 * The cashier's box on the payments desk (UPDATE_INSTALLMENT; docs/domain/cash-box.md): per currency
 * what the drawer should hold since the last closing and why (cash received, refunded, handed over), the
 * last closing with its print, and «إغلاق اليوم»; then cash handed to the cashier to acknowledge.
 *
 * @example
 * {canPay ? <CashBoxPanel /> : null}
 */
export function CashBoxPanel() {
  const found = useResource(endpoints.cashBox.get, {});
  const [closing, setClosing] = useState<CashBox | null>(null);
  const [handingOver, setHandingOver] = useState(false);
  return (
    <DealSection title={M.title}>
      {found.error ? (
        <p role="alert">
          {M.loadFailed}: {errorMessage(found.error)}
        </p>
      ) : !found.data ? (
        <BoxesLoading />
      ) : (
        <div className="cc-deals-cards">
          {found.data.data.map((box) => (
            <section key={box.currency} className="cc-deals-card" aria-label={M.of[box.currency]}>
              <h3 className="cc-deals-subheading">{M.of[box.currency]}</h3>
              <dl className="cc-deals-dl">
                <dt>{M.expected}</dt>
                <dd>
                  <Money amount={box.expected} currency={box.currency} />
                </dd>
                <dt>{M.lastClosing}</dt>
                <dd>
                  {box.lastClosing ? (
                    <>
                      <DateText value={box.lastClosing.day} />{' '}
                      <Link to={`/cash-box/closings/${box.lastClosing.id}`}>{M.printClosing}</Link>
                    </>
                  ) : (
                    M.never
                  )}
                </dd>
                <dt>{M.received}</dt>
                <dd>
                  <Money amount={box.received} currency={box.currency} />
                </dd>
                {minor(box.refunded, box.currency) !== 0 ? (
                  <>
                    <dt>{M.refunded}</dt>
                    <dd>
                      <Money amount={box.refunded} currency={box.currency} />
                    </dd>
                  </>
                ) : null}
                {minor(box.handedOut, box.currency) !== 0 || minor(box.handedIn, box.currency) !== 0 ? (
                  <>
                    <dt>{M.handedOut}</dt>
                    <dd>
                      <Money amount={box.handedOut} currency={box.currency} />
                    </dd>
                    <dt>{M.handedIn}</dt>
                    <dd>
                      <Money amount={box.handedIn} currency={box.currency} />
                    </dd>
                  </>
                ) : null}
              </dl>
              {box.lastClosing?.day === box.today ? null : (
                <Button type="button" variant="secondary" onClick={() => setClosing(box)}>
                  {M.close(box.currency)}
                </Button>
              )}
            </section>
          ))}
        </div>
      )}
      <div className="cc-deals-actions" data-wrap="">
        <Button type="button" variant="secondary" onClick={() => setHandingOver(true)}>
          {M.handOver}
        </Button>
      </div>
      <Handovers />
      {handingOver ? <HandOverDialog open onClose={() => setHandingOver(false)} /> : null}
      {closing ? (
        <CloseDayDialog key={closing.currency} box={closing} onClose={() => setClosing(null)} />
      ) : null}
    </DealSection>
  );
}
