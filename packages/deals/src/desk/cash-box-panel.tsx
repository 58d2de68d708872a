import { errorMessage } from '@cc/api-client';
import { BUSINESS_MESSAGES as B, DateText, Money } from '@cc/business';
import { type CashBox, type ClosingInput, closingInputSchema, endpoints } from '@cc/contracts';
import { formatMoney, parseMoney } from '@cc/domain';
import { useResource, useResourceMutation } from '@cc/resources';
import { Button, FormDialog, MoneyField, TextAreaField, toast, useZodForm } from '@cc/ui-rtl';
import { useState } from 'react';
import { Link } from 'react-router';
import { DealSection } from '../deal-section';
import { DESK_MESSAGES } from './desk-messages';

const M = DESK_MESSAGES.box;

const minor = (amount: string, currency: CashBox['currency']) => {
  const parsed = parseMoney(amount, currency);
  return parsed.ok ? parsed.value : 0;
};

interface CloseForm {
  currency: CashBox['currency'];
  counted: string | null;
  note: string | null;
}

/** «إغلاق اليوم»: what the drawer holds, counted, and why it differs from what was expected. */
function CloseDayDialog({ box, onClose }: { box: CashBox | null; onClose: () => void }) {
  const close = useResourceMutation(endpoints.cashBox.close);
  const currency = box?.currency ?? 'IQD';
  const form = useZodForm(closingInputSchema, {
    defaultValues: { currency, counted: null, note: null } as never,
  });
  return (
    <FormDialog
      open={box !== null}
      onOpenChange={(open) => {
        if (!open && !close.isPending) onClose();
      }}
      title={M.closeTitle(currency)}
      description={box ? M.closeHint(formatMoney(minor(box.expected, currency), currency)) : ''}
      form={form}
      save={(body: ClosingInput) => close.mutateAsync({ body: { ...body, currency } })}
      onSaved={({ data, message }) => {
        // A shortfall reads «−1,000»: the difference is sent with its sign.
        const short = data.difference.startsWith('-');
        const difference = formatMoney(
          minor(data.difference.replace(/^-/, ''), data.currency),
          data.currency,
        );
        toast.success(M.closed(message ?? '', `${short ? '−' : ''}${difference}`));
        onClose();
      }}
      errorMessage={errorMessage}
      submitLabel={M.close(currency)}
      cancelLabel={B.close}
    >
      <MoneyField<CloseForm> name="counted" label={M.counted(currency)} currency={currency} required />
      <TextAreaField<CloseForm> name="note" label={M.note} maxLength={500} />
    </FormDialog>
  );
}

/** Handovers of cash to the caller still to acknowledge, each with «تأكيد الاستلام». */
function ToAcknowledge() {
  const handovers = useResource(endpoints.cashBox.handovers, {});
  const acknowledge = useResourceMutation(endpoints.cashBox.acknowledge);
  const rows = handovers.data?.data.toAcknowledge ?? [];
  if (rows.length === 0) return null;
  return (
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
  return (
    <DealSection title={M.title}>
      {found.error ? (
        <p role="alert">
          {M.loadFailed}: {errorMessage(found.error)}
        </p>
      ) : !found.data ? (
        <p role="status">{DESK_MESSAGES.searching}</p>
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
      <ToAcknowledge />
      {closing ? (
        <CloseDayDialog key={closing.currency} box={closing} onClose={() => setClosing(null)} />
      ) : null}
    </DealSection>
  );
}
