import { errorMessage } from '@cc/api-client';
import { hasPermission, isCompanyAccount, useCan, useSession } from '@cc/auth';
import {
  BUSINESS_MESSAGES,
  DateText,
  DiscountDialog,
  InstallmentsTable,
  Money,
  owedLateFees,
  PaymentDialog,
  PaymentsTable,
  PlanStatusBadge,
  RecordHistory,
  ReversePaymentDialog,
} from '@cc/business';
import {
  type Deal,
  type DealParty,
  endpoints,
  HISTORY_RECORD_PERMISSIONS,
  type Payment,
} from '@cc/contracts';
import { reversalRefusal } from '@cc/domain';
import { useResource } from '@cc/resources';
import { A4Page, AfterPaint, Button, ButtonLink, PageHeader } from '@cc/ui-rtl';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { DealClearance } from './deal-clearance';
import { DealCollection } from './deal-collection';
import { DealLateFees } from './deal-late-fees';
import { DealProfit } from './deal-profit';
import { dealRead } from './deal-reads';
import { DealRepossession } from './deal-repossession';
import { DealSection } from './deal-section';
import type { DealsKind } from './kind';
import { RepossessDialog, RescheduleDialog } from './lazy-dialogs';
import { DEALS_MESSAGES as M } from './messages';
import { SETTLEMENT_MESSAGES } from './messages/settlement';
import { dealPaths } from './paths';

/** Props of {@link DealViewScreen}. */
export interface DealViewScreenProps {
  kind: DealsKind;
  dealId: number;
}

/** A term of the deal and its value: the `<dt>` and its `<dd>`. */
function Term({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

function Party({ title, party }: { title: string; party: DealParty | null }) {
  return (
    <div className="cc-deals-card">
      <h3 className="cc-deals-subheading">{title}</h3>
      {party ? (
        <dl className="cc-deals-dl">
          <Term label={M.fullName} value={party.fullName} />
          <Term label={M.phone} value={party.phone ? <bdi dir="ltr">{party.phone}</bdi> : M.missing} />
          <Term label={M.nationalId} value={party.nationalId ? <bdi>{party.nationalId}</bdi> : M.missing} />
        </dl>
      ) : (
        <p className="cc-deals-muted">{M.missing}</p>
      )}
    </div>
  );
}

/** The deal's ledger (GET /payments?dealId=, GET_INSTALLMENT); the company account reverses from it. */
function DealPayments({ deal }: { deal: Deal }) {
  // Reversing a payment is the company account's alone (docs/domain/payments-and-reversal.md), not a permission.
  const canReverse = useSession((s) => isCompanyAccount(s));
  const [reversing, setReversing] = useState<Payment | null>(null);
  const payments = useResource(endpoints.payments.list, { query: { dealId: deal.id, size: 100 } });
  // A standing clearance blocks reversals (the clearance section's own read, so one request).
  const clearances = useResource(
    endpoints.clearance.list,
    { query: { tab: 'issued', dealId: deal.id, size: 100 } },
    { enabled: canReverse && deal.paymentPlan.status === 'PAID' },
  );
  const cleared =
    deal.paymentPlan.status === 'PAID' &&
    (clearances.data?.data ?? []).some((r) => r.clearance && !r.clearance.voided);
  return (
    <DealSection title={M.payments}>
      {payments.error ? (
        <p className="cc-deals-muted" role="alert">
          {M.paymentsFailed}: {errorMessage(payments.error)}
        </p>
      ) : !payments.data ? (
        <p role="status">{M.loading}</p>
      ) : (
        <PaymentsTable
          payments={payments.data.data}
          onReverse={canReverse ? setReversing : undefined}
          canReverse={() => deal.status === 'ACTIVE'}
          reverseRefusal={(p) => reversalRefusal(p, { clearanceStands: cleared })?.error ?? null}
        />
      )}
      <ReversePaymentDialog payment={reversing} onClose={() => setReversing(null)} />
    </DealSection>
  );
}

/**
 * A contract's or authorization's page: parties, car, plan summary (total, paid, remaining in its
 * currency), the schedule with statuses and overdue marks, the print link; with GET_INSTALLMENT the
 * payments; for an active plan 'تسجيل دفعة' (UPDATE_INSTALLMENT, the receipt number shown after) and
 * 'إعادة الجدولة' (UPDATE_PAYMENT_PLAN); for the company account 'عكس' on each standing payment; with
 * AUDIT_READ the deal's history («السجل»: its plan's, clearances' and, with GET_INSTALLMENT, payments'
 * entries too). After any of them the page reads the deal again by itself.
 *
 * @example
 * <DealViewScreen kind="contracts" dealId={7} />
 */
export function DealViewScreen({ kind, dealId }: DealViewScreenProps) {
  const canRecordPayment = useCan('UPDATE_INSTALLMENT');
  const canReschedule = useCan('UPDATE_PAYMENT_PLAN');
  const canSeePayments = useCan('GET_INSTALLMENT');
  // A settlement discount is the company account's alone, like a reversal.
  const canDiscount = useSession((s) => isCompanyAccount(s));
  const canSeeClearance = useCan('GET_PAYMENT_PLAN');
  const canSeeCollections = useCan('COLLECTIONS_READ');
  const canSeeCosts = useCan('CAR_COSTS');
  const canReadHistory = useSession(
    (s) => hasPermission(s, 'AUDIT_READ') && hasPermission(s, HISTORY_RECORD_PERMISSIONS.deal),
  );
  const [paying, setPaying] = useState(false);
  const [discounting, setDiscounting] = useState(false);
  const [rescheduling, setRescheduling] = useState(false);
  const [repossessing, setRepossessing] = useState(false);
  const found = useResource(...dealRead(kind, dealId));

  if (!found.data) {
    return (
      <A4Page className="cc-deals-page">
        {found.error ? <p role="alert">{errorMessage(found.error)}</p> : <p role="status">{M.loading}</p>}
      </A4Page>
    );
  }
  const deal = found.data.data;
  const plan = deal.paymentPlan;
  const active = deal.status === 'ACTIVE' && plan.status === 'ACTIVE';
  // A repossessed deal whose rest was kept as the buyer's debt still takes payments.
  const owesDebt = plan.status === 'REPOSSESSED' && Number(plan.remainingAmount) > 0;
  return (
    <A4Page className="cc-deals-page">
      <PageHeader
        title={`${M.viewTitle[kind]} رقم ${deal.contractNumber}`}
        subtitle={<DateText value={deal.contractDate} />}
        actions={
          <div className="cc-deals-actions" data-wrap="">
            <ButtonLink link={Link} to={dealPaths.print(kind, deal.id)} variant="secondary">
              {M.print}
            </ButtonLink>
            <ButtonLink link={Link} to={dealPaths.statement(deal.id)} variant="secondary">
              {M.statement}
            </ButtonLink>
            {active && plan.paymentType === 'INSTALLMENTS' ? (
              <ButtonLink link={Link} to={dealPaths.notes(kind, deal.id)} variant="secondary">
                {M.printNotes}
              </ButtonLink>
            ) : null}
            {active && canReschedule && plan.paymentType === 'INSTALLMENTS' ? (
              <Button type="button" variant="secondary" onClick={() => setRescheduling(true)}>
                {M.reschedule}
              </Button>
            ) : null}
            {active && canSeePayments && Number(plan.remainingAmount) > 0 ? (
              <ButtonLink link={Link} to={dealPaths.settlement(plan.id)} variant="secondary">
                {SETTLEMENT_MESSAGES.open}
              </ButtonLink>
            ) : null}
            {active && canDiscount ? (
              <Button type="button" variant="secondary" onClick={() => setDiscounting(true)}>
                {M.discount}
              </Button>
            ) : null}
            {active && canDiscount && plan.paymentType === 'INSTALLMENTS' ? (
              <Button type="button" variant="danger" onClick={() => setRepossessing(true)}>
                {M.repossession.open}
              </Button>
            ) : null}
            {(active || owesDebt) && canRecordPayment ? (
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

      <DealRepossession deal={deal} />

      <DealSection title={M.parties}>
        <div className="cc-deals-cards">
          <Party title={`${M.seller} (${M.sellerTypes[deal.sellerType]})`} party={deal.seller} />
          <Party title={M.buyer} party={deal.buyer} />
          <Party title={M.guarantor} party={deal.guarantor} />
        </div>
      </DealSection>

      <DealSection title={M.car}>
        <dl className="cc-deals-dl">
          <Term label={M.car} value={deal.car.name} />
          <Term label={M.model} value={<bdi>{deal.car.model}</bdi>} />
          <Term label={M.color} value={deal.car.color} />
          <Term label={M.plate} value={<bdi>{deal.car.plateNumber}</bdi>} />
          <Term label={M.chassis} value={<bdi dir="ltr">{deal.car.chassisNumber}</bdi>} />
          {deal.branch ? <Term label={M.branch} value={deal.branch.name} /> : null}
        </dl>
      </DealSection>

      {canSeeCosts && deal.status !== 'CANCELLED' && !deal.repossession ? (
        <DealProfit carId={deal.car.id} />
      ) : null}

      <DealSection title={M.planSummary}>
        <dl className="cc-deals-dl">
          <Term label={M.paymentType} value={M.paymentTypes[plan.paymentType]} />
          <Term label={M.status} value={<PlanStatusBadge status={plan.status} />} />
          <Term label={M.total} value={<Money amount={plan.totalAmount} currency={deal.currency} />} />
          <Term label={M.downPayment} value={<Money amount={plan.downPayment} currency={deal.currency} />} />
          <Term label={M.paid} value={<Money amount={plan.paidAmount} currency={deal.currency} />} />
          {Number(plan.discountAmount) > 0 ? (
            <Term
              label={M.discountTotal}
              value={<Money amount={plan.discountAmount} currency={deal.currency} />}
            />
          ) : null}
          {Number(plan.chargeAmount) > 0 ? (
            <Term label={M.lateFees} value={<Money amount={plan.chargeAmount} currency={deal.currency} />} />
          ) : null}
          <Term
            label={M.remaining}
            value={<Money amount={plan.remainingAmount} currency={deal.currency} />}
          />
          {deal.notes ? <Term label={M.notes} value={deal.notes} /> : null}
        </dl>
      </DealSection>

      {/* The heading, parties, car and plan summary paint first; the schedule, the ledger, the collecting
          and the history (the larger part of the page's work) render right after (docs/architecture.md,
          "Bundle budget"). */}
      <AfterPaint>
        {canSeeClearance && plan.status === 'PAID' ? <DealClearance deal={deal} /> : null}

        <DealSection title={M.schedule}>
          <InstallmentsTable installments={plan.installments} currency={deal.currency} />
        </DealSection>

        {canSeeClearance ? <DealLateFees deal={deal} /> : null}

        {canSeePayments ? <DealPayments deal={deal} /> : null}

        {canSeeCollections && deal.status === 'ACTIVE' && (plan.status !== 'REPOSSESSED' || owesDebt) ? (
          <DealCollection deal={deal} />
        ) : null}

        {canReadHistory ? (
          <DealSection title={BUSINESS_MESSAGES.history.title}>
            <RecordHistory entity="deal" id={deal.id} />
          </DealSection>
        ) : null}

        <PaymentDialog
          plan={plan}
          installments={plan.installments}
          lateFees={owedLateFees(plan)}
          open={paying}
          onOpenChange={setPaying}
        />
        <DiscountDialog plan={discounting ? plan : null} onClose={() => setDiscounting(false)} />
        <RescheduleDialog plan={plan} open={rescheduling} onOpenChange={setRescheduling} />
        <RepossessDialog deal={repossessing ? deal : null} onClose={() => setRepossessing(false)} />
      </AfterPaint>
    </A4Page>
  );
}
