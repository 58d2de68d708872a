import type { Deal, DealParty, Payment } from '@cc/contracts';
import { A4Page, Badge, Button, PageHeader } from '@cc/ui-rtl';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { DealsApi, DealsKind } from './api';
import { DateText, InstallmentsTable, Money, PlanStatusBadge } from './deal-parts';
import { failureMessage } from './failure';
import { DEALS_MESSAGES as M } from './messages';
import { dealPaths } from './paths';
import { PaymentDialog } from './payment-dialog';
import { RescheduleDialog } from './reschedule-dialog';
import { ReversePaymentDialog } from './reverse-payment-dialog';

/** Props of {@link DealViewScreen}. */
export interface DealViewScreenProps {
  api: DealsApi;
  kind: DealsKind;
  dealId: number;
  /** UPDATE_INSTALLMENT: 'تسجيل دفعة'. */
  canRecordPayment: boolean;
  /** UPDATE_PAYMENT_PLAN: 'إعادة الجدولة'. */
  canReschedule: boolean;
  /** The company account: 'عكس' on each standing payment (domain.md §3). Default false. */
  canReverse?: boolean;
  /** GET_INSTALLMENT (GET /payments needs it): the payments section. Default true. */
  canSeePayments?: boolean;
}

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ok'; deal: Deal };

function Party({ title, party }: { title: string; party: DealParty | null }) {
  return (
    <div className="cc-deals-card">
      <h3 className="cc-deals-subheading">{title}</h3>
      {party ? (
        <dl className="cc-deals-dl">
          <dt>{M.fullName}</dt>
          <dd>{party.fullName}</dd>
          <dt>{M.phone}</dt>
          <dd>{party.phone ? <bdi dir="ltr">{party.phone}</bdi> : M.missing}</dd>
          <dt>{M.nationalId}</dt>
          <dd>{party.nationalId ? <bdi>{party.nationalId}</bdi> : M.missing}</dd>
        </dl>
      ) : (
        <p className="cc-deals-muted">{M.missing}</p>
      )}
    </div>
  );
}

function PaymentMarks({ payment: p }: { payment: Payment }) {
  return (
    <span className="cc-deals-badges">
      {p.isDownPayment ? <Badge tone="info">{M.downPaymentMark}</Badge> : null}
      {p.kind === 'REVERSAL' ? <Badge tone="warning">{M.reversalEntry}</Badge> : null}
      {p.reversalOf ? (
        <span>
          {M.reversalOfReceipt} <bdi className="cc-deals-num">{p.reversalOf.receiptNumber}</bdi>
        </span>
      ) : null}
      {p.reversed ? <Badge tone="danger">{M.reversed}</Badge> : null}
      {p.reversal ? (
        <span>
          {M.reversedByReceipt} <bdi className="cc-deals-num">{p.reversal.receiptNumber}</bdi>
        </span>
      ) : null}
      {p.reverseReason ? (
        <span>
          {M.reverseReason}: {p.reverseReason}
        </span>
      ) : null}
      {p.note}
    </span>
  );
}

function PaymentsTable({
  payments,
  deal,
  onReverse,
}: {
  payments: Payment[];
  deal: Deal;
  /** Set for the company account: 'عكس' on each standing payment. */
  onReverse?: ((payment: Payment) => void) | undefined;
}) {
  if (payments.length === 0) return <p className="cc-deals-muted">{M.noPayments}</p>;
  const reversible = (p: Payment) => deal.status === 'ACTIVE' && p.kind === 'PAYMENT' && !p.reversed;
  return (
    <table className="cc-deals-table">
      <caption className="cc-deals-caption">{M.payments}</caption>
      <thead>
        <tr>
          <th scope="col">{M.receiptNumber}</th>
          <th scope="col">{M.paidAt}</th>
          <th scope="col">{M.amount}</th>
          <th scope="col">{M.method}</th>
          <th scope="col">{M.remaining}</th>
          <th scope="col">{M.note}</th>
          <th scope="col">{M.actions}</th>
        </tr>
      </thead>
      <tbody>
        {payments.map((p) => (
          <tr key={p.id} data-reversed={p.reversed || undefined} data-kind={p.kind}>
            <td className="cc-deals-struck">
              <bdi className="cc-deals-num">{p.receiptNumber}</bdi>
            </td>
            <td>
              <DateText value={p.paidAt} />
            </td>
            <td className="cc-deals-struck">
              {p.kind === 'REVERSAL' ? <span aria-hidden="true">−</span> : null}
              <Money amount={p.amount} currency={deal.currency} />
            </td>
            <td>{M.methods[p.method]}</td>
            <td>
              <Money amount={p.remainingAfter} currency={deal.currency} />
            </td>
            <td>
              <PaymentMarks payment={p} />
            </td>
            <td>
              <div className="cc-deals-row-actions">
                <Link
                  to={dealPaths.receipt(p.id)}
                  className="cc-button"
                  data-variant="ghost"
                  data-size="sm"
                  aria-label={M.printReceiptLabel(p.receiptNumber)}
                >
                  {M.printReceipt}
                </Link>
                {onReverse && reversible(p) ? (
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    aria-label={M.reverseLabel(p.receiptNumber)}
                    onClick={() => onReverse(p)}
                  >
                    {M.reverse}
                  </Button>
                ) : null}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A contract's or authorization's page: parties, car, plan summary (total, paid, remaining in its
 * currency), the schedule with statuses and overdue marks, the payments, print link, and for an active
 * plan 'تسجيل دفعة' (receipt number shown after) and 'إعادة الجدولة'; for the company account 'عكس' on
 * each standing payment (a reason, then the deal reloads). Reversed payments show struck and 'ملغاة',
 * reversal entries 'قيد عكس' with the receipt they reverse.
 *
 * @example
 * <DealViewScreen api={contractsApi} kind="contracts" dealId={7} canRecordPayment canReschedule canReverse />
 */
export function DealViewScreen({
  api,
  kind,
  dealId,
  canRecordPayment,
  canReschedule,
  canReverse = false,
  canSeePayments = true,
}: DealViewScreenProps) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  // Null: the payments could not be loaded (said so, rather than 'no payments').
  const [payments, setPayments] = useState<Payment[] | null>([]);
  const [paying, setPaying] = useState(false);
  const [rescheduling, setRescheduling] = useState(false);
  const [reversing, setReversing] = useState<Payment | null>(null);

  const reload = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const deal = await api.get(dealId, signal ? { signal } : {});
        if (signal?.aborted) return;
        setLoad({ state: 'ok', deal });
        if (!canSeePayments) return;
        const list = await api.payments(deal.id).catch(() => null);
        if (!signal?.aborted) setPayments(list);
      } catch (error) {
        if (!signal?.aborted) setLoad({ state: 'error', message: failureMessage(error, M.loadFailed) });
      }
    },
    [api, dealId, canSeePayments],
  );

  useEffect(() => {
    const controller = new AbortController();
    void reload(controller.signal);
    return () => controller.abort();
  }, [reload]);

  if (load.state === 'loading') {
    return (
      <A4Page className="cc-deals-page">
        <p role="status">{M.loading}</p>
      </A4Page>
    );
  }
  if (load.state === 'error') {
    return (
      <A4Page className="cc-deals-page">
        <p role="alert">{load.message}</p>
      </A4Page>
    );
  }
  const { deal } = load;
  const plan = deal.paymentPlan;
  const active = deal.status === 'ACTIVE' && plan.status === 'ACTIVE';
  return (
    <A4Page className="cc-deals-page">
      <PageHeader
        title={`${M.viewTitle[kind]} رقم ${deal.contractNumber}`}
        subtitle={<DateText value={deal.contractDate} />}
        actions={
          <div className="cc-deals-actions">
            <Link
              to={dealPaths.print(kind, deal.id)}
              className="cc-button"
              data-variant="secondary"
              data-size="md"
            >
              {M.print}
            </Link>
            {active && canReschedule && plan.paymentType === 'INSTALLMENTS' ? (
              <Button type="button" variant="secondary" onClick={() => setRescheduling(true)}>
                {M.reschedule}
              </Button>
            ) : null}
            {active && canRecordPayment ? (
              <Button type="button" onClick={() => setPaying(true)}>
                {M.recordPayment}
              </Button>
            ) : null}
          </div>
        }
      />
      {deal.status === 'CANCELLED' ? (
        <p className="cc-deals-form-error" role="note">
          {M.cancelledBadge}
          {deal.cancelReason ? ` — ${M.cancelReasonLabel}: ${deal.cancelReason}` : ''}
        </p>
      ) : null}

      <section aria-label={M.parties} className="cc-deals-section">
        <h2 className="cc-deals-heading">{M.parties}</h2>
        <div className="cc-deals-cards">
          <Party title={`${M.seller} (${M.sellerTypes[deal.sellerType]})`} party={deal.seller} />
          <Party title={M.buyer} party={deal.buyer} />
          <Party title={M.guarantor} party={deal.guarantor} />
        </div>
      </section>

      <section aria-label={M.car} className="cc-deals-section">
        <h2 className="cc-deals-heading">{M.car}</h2>
        <dl className="cc-deals-dl">
          <dt>{M.car}</dt>
          <dd>{deal.car.name}</dd>
          <dt>{M.model}</dt>
          <dd>
            <bdi>{deal.car.model}</bdi>
          </dd>
          <dt>{M.color}</dt>
          <dd>{deal.car.color}</dd>
          <dt>{M.plate}</dt>
          <dd>
            <bdi>{deal.car.plateNumber}</bdi>
          </dd>
          <dt>{M.chassis}</dt>
          <dd>
            <bdi dir="ltr">{deal.car.chassisNumber}</bdi>
          </dd>
          {deal.branch ? (
            <>
              <dt>{M.branch}</dt>
              <dd>{deal.branch.name}</dd>
            </>
          ) : null}
        </dl>
      </section>

      <section aria-label={M.planSummary} className="cc-deals-section">
        <h2 className="cc-deals-heading">{M.planSummary}</h2>
        <dl className="cc-deals-dl">
          <dt>{M.paymentType}</dt>
          <dd>{M.paymentTypes[plan.paymentType]}</dd>
          <dt>{M.status}</dt>
          <dd>
            <PlanStatusBadge status={plan.status} />
          </dd>
          <dt>{M.total}</dt>
          <dd>
            <Money amount={plan.totalAmount} currency={deal.currency} />
          </dd>
          <dt>{M.downPayment}</dt>
          <dd>
            <Money amount={plan.downPayment} currency={deal.currency} />
          </dd>
          <dt>{M.paid}</dt>
          <dd>
            <Money amount={plan.paidAmount} currency={deal.currency} />
          </dd>
          <dt>{M.remaining}</dt>
          <dd>
            <Money amount={plan.remainingAmount} currency={deal.currency} />
          </dd>
          {deal.notes ? (
            <>
              <dt>{M.notes}</dt>
              <dd>{deal.notes}</dd>
            </>
          ) : null}
        </dl>
      </section>

      <section aria-label={M.schedule} className="cc-deals-section">
        <h2 className="cc-deals-heading">{M.schedule}</h2>
        <InstallmentsTable installments={plan.installments} currency={deal.currency} />
      </section>

      {canSeePayments ? (
        <section aria-label={M.payments} className="cc-deals-section">
          <h2 className="cc-deals-heading">{M.payments}</h2>
          {payments === null ? (
            <p className="cc-deals-muted" role="alert">
              {M.paymentsFailed}
            </p>
          ) : (
            <PaymentsTable
              payments={payments}
              deal={deal}
              onReverse={canReverse ? setReversing : undefined}
            />
          )}
        </section>
      ) : null}

      <PaymentDialog
        deal={deal}
        open={paying}
        onOpenChange={setPaying}
        record={api.recordPayment}
        onRecorded={() => void reload()}
      />
      <ReversePaymentDialog
        payment={reversing}
        onClose={() => setReversing(null)}
        reverse={api.reversePayment}
        onReversed={() => void reload()}
      />
      <RescheduleDialog
        plan={plan}
        open={rescheduling}
        onOpenChange={setRescheduling}
        reschedule={api.reschedule}
        onDone={() => void reload()}
      />
    </A4Page>
  );
}
