import { errorMessage } from '@cc/api-client';
import { isCompanyAccount, useSession } from '@cc/auth';
import { BUSINESS_MESSAGES as B, DateText, Money, ReasonDialog } from '@cc/business';
import {
  type Deal,
  endpoints,
  PAYMENT_METHODS,
  REPOSSESSION_OUTCOME_LABELS,
  type RefundInput,
  type RepossessInput,
  refundInputSchema,
  repossessInputSchema,
  undoRepossessionInputSchema,
} from '@cc/contracts';
import { formatMoney, parseMoney, REPOSSESSION_OUTCOMES } from '@cc/domain';
import { useResourceMutation } from '@cc/resources';
import { Button, FormDialog, MoneyField, SelectField, TextAreaField, toast, useZodForm } from '@cc/ui-rtl';
import { useState } from 'react';
import { DealSection } from './deal-section';
import { DEALS_MESSAGES } from './messages';

const M = DEALS_MESSAGES.repossession;

const minor = (amount: string, currency: Deal['currency']) => {
  const parsed = parseMoney(amount, currency);
  return parsed.ok ? parsed.value : 0;
};

/**
 * «استرجاع السيارة» (the company account, an active plan; docs/domain/repossession.md): a reason and what
 * becomes of what remains, written off or kept as the buyer's debt. The page reads the deal again after.
 *
 * @example
 * <RepossessDialog deal={repossessing ? deal : null} onClose={() => setRepossessing(false)} />
 */
export function RepossessDialog({ deal, onClose }: { deal: Deal | null; onClose: () => void }) {
  const repossess = useResourceMutation(endpoints.plans.repossess);
  const form = useZodForm(repossessInputSchema, {
    defaultValues: { reason: null, outcome: 'WRITE_OFF' } as never,
  });
  const remaining = deal
    ? formatMoney(minor(deal.paymentPlan.remainingAmount, deal.currency), deal.currency)
    : '';
  return (
    <FormDialog
      open={deal !== null}
      onOpenChange={(open) => {
        if (!open && !repossess.isPending) onClose();
      }}
      title={M.title}
      description={M.hint(remaining)}
      form={form}
      save={(body: RepossessInput) =>
        repossess.mutateAsync({ params: { id: deal?.paymentPlan.id ?? 0 }, body })
      }
      onSaved={({ message }) => {
        toast.success(message ?? '');
        onClose();
      }}
      errorMessage={errorMessage}
      submitLabel={M.submit}
      submitVariant="danger"
      cancelLabel={B.close}
    >
      <SelectField<{ outcome: string }>
        name="outcome"
        label={M.outcome}
        required
        options={REPOSSESSION_OUTCOMES.map((o) => ({ value: o, label: M.outcomes[o] }))}
      />
      <TextAreaField<{ reason: string | null }> name="reason" label={M.reason} required maxLength={500} />
    </FormDialog>
  );
}

interface RefundForm {
  amount: string | null;
  method: string;
  reason: string | null;
}

/** Money handed back to the buyer (POST /payment-plans/{id}/refund): amount, method, reason; its voucher prints from the ledger. */
function RefundDialog({ deal, onClose }: { deal: Deal | null; onClose: () => void }) {
  const refund = useResourceMutation(endpoints.plans.refund);
  const form = useZodForm(refundInputSchema, {
    defaultValues: { amount: null, method: 'CASH', reason: null } as never,
  });
  const plan = deal?.paymentPlan;
  const currency = deal?.currency ?? 'IQD';
  const refundable = plan ? minor(plan.paidAmount, currency) - minor(plan.refundedAmount, currency) : 0;
  return (
    <FormDialog
      open={deal !== null}
      onOpenChange={(open) => {
        if (!open && !refund.isPending) onClose();
      }}
      title={M.refundTitle}
      description={M.refundHint(formatMoney(refundable, currency))}
      form={form}
      save={(body: RefundInput) => refund.mutateAsync({ params: { id: plan?.id ?? 0 }, body })}
      onSaved={({ data, message }) => {
        toast.success(M.refundDone(data.receiptNumber, message ?? ''));
        onClose();
      }}
      errorMessage={errorMessage}
      submitLabel={B.save}
      cancelLabel={B.close}
    >
      <MoneyField<RefundForm> name="amount" label={M.refundAmountIn(currency)} currency={currency} required />
      <SelectField<RefundForm>
        name="method"
        label={B.method}
        required
        options={PAYMENT_METHODS.map((m) => ({ value: m, label: B.methods[m] }))}
      />
      <TextAreaField<RefundForm> name="reason" label={M.refundReason} required maxLength={500} />
    </FormDialog>
  );
}

/**
 * A repossessed deal's section: «مسترجعة», since when and why, what became of what remained (written
 * off, or the debt kept), what was handed back; for the company account «إرجاع مبلغ للمشتري» (while
 * something paid is not handed back) and «التراجع عن الاسترجاع». Nothing for a deal not repossessed.
 *
 * @example
 * <DealRepossession deal={deal} />
 */
export function DealRepossession({ deal }: { deal: Deal }) {
  const isCompany = useSession((s) => isCompanyAccount(s));
  const undo = useResourceMutation(endpoints.plans.undoRepossession);
  const [refunding, setRefunding] = useState(false);
  const [undoing, setUndoing] = useState(false);
  const taken = deal.repossession;
  if (!taken) return null;
  const plan = deal.paymentPlan;
  const c = deal.currency;
  const refundable = minor(plan.paidAmount, c) - minor(plan.refundedAmount, c);
  return (
    <DealSection title={M.mark}>
      <p className="cc-deals-form-error" role="note">
        {M.since} <DateText value={taken.date} />: {taken.reason} —{' '}
        {REPOSSESSION_OUTCOME_LABELS[taken.outcome]}
      </p>
      <dl className="cc-deals-dl">
        {minor(plan.writtenOffAmount, c) > 0 ? (
          <>
            <dt>{M.writtenOff}</dt>
            <dd>
              <Money amount={plan.writtenOffAmount} currency={c} />
            </dd>
          </>
        ) : null}
        {minor(plan.refundedAmount, c) > 0 ? (
          <>
            <dt>{M.refunded}</dt>
            <dd>
              <Money amount={plan.refundedAmount} currency={c} />
            </dd>
          </>
        ) : null}
      </dl>
      {isCompany ? (
        <div className="cc-deals-actions" data-wrap="">
          {refundable > 0 ? (
            <Button type="button" variant="secondary" onClick={() => setRefunding(true)}>
              {M.refund}
            </Button>
          ) : null}
          <Button type="button" variant="secondary" onClick={() => setUndoing(true)}>
            {M.undo}
          </Button>
        </div>
      ) : null}
      <RefundDialog deal={refunding ? deal : null} onClose={() => setRefunding(false)} />
      <ReasonDialog
        open={undoing}
        onClose={() => setUndoing(false)}
        busy={undo.isPending}
        schema={undoRepossessionInputSchema}
        title={M.undoTitle}
        description={M.undoHint}
        reasonLabel={M.undoReason}
        submitLabel={M.undo}
        save={(body) => undo.mutateAsync({ params: { id: plan.id }, body })}
        onSaved={({ message }) => {
          toast.success(message ?? '');
          setUndoing(false);
        }}
      />
    </DealSection>
  );
}
