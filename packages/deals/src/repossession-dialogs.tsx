import { errorMessage } from '@cc/api-client';
import { BUSINESS_MESSAGES as B } from '@cc/business';
import {
  type Deal,
  endpoints,
  PAYMENT_METHODS,
  type RefundInput,
  type RepossessInput,
  refundInputSchema,
  repossessInputSchema,
} from '@cc/contracts';
import { formatMoney, parseMoney, REPOSSESSION_OUTCOMES } from '@cc/domain';
import { useResourceMutation } from '@cc/resources';
import { FormDialog, MoneyField, SelectField, TextAreaField, toast, useZodForm } from '@cc/ui-rtl';
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
export function RefundDialog({ deal, onClose }: { deal: Deal | null; onClose: () => void }) {
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
