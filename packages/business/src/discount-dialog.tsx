import { errorMessage } from '@cc/api-client';
import {
  type DealCurrency,
  type DiscountInput,
  discountInputSchema,
  endpoints,
  type Payment,
} from '@cc/contracts';
import { useResourceMutation } from '@cc/resources';
import { FormDialog, MoneyField, TextAreaField, toast, useZodForm } from '@cc/ui-rtl';
import { BUSINESS_MESSAGES as M } from './messages';

/** Props of {@link DiscountDialog}. */
export interface DiscountDialogProps {
  /** The plan discounted; null: closed. */
  plan: { id: number; currency: DealCurrency } | null;
  onClose: () => void;
  /** After the discount is recorded (the screens showing the plan refetch by themselves). */
  onRecorded?: (entry: Payment) => void;
}

interface DiscountForm {
  amount: string | null;
  reason: string | null;
}

/**
 * A settlement discount (POST /payment-plans/{id}/discount, the company account only), a form of the
 * kit: the amount in the plan's currency and a required reason; then 'تم تسجيل الخصم — رقم القيد {n}'.
 * A discount larger than what remains is the server's 409, shown under the amount.
 *
 * @example
 * <DiscountDialog plan={discounting ? deal.paymentPlan : null} onClose={() => setDiscounting(false)} />
 */
export function DiscountDialog({ plan, onClose, onRecorded }: DiscountDialogProps) {
  const discount = useResourceMutation(endpoints.plans.discount);
  const form = useZodForm(discountInputSchema, { defaultValues: { amount: null, reason: null } as never });
  return (
    <FormDialog
      open={plan !== null}
      onOpenChange={(open) => {
        if (!open && !discount.isPending) onClose();
      }}
      title={M.discountTitle}
      description={M.discountHint}
      form={form}
      save={(body: DiscountInput) => discount.mutateAsync({ params: { id: plan?.id ?? 0 }, body })}
      onSaved={({ data: entry, message }) => {
        toast.success(M.discountRecorded(entry.receiptNumber, message));
        onClose();
        onRecorded?.(entry);
      }}
      errorMessage={errorMessage}
      submitLabel={M.save}
      cancelLabel={M.close}
    >
      <MoneyField<DiscountForm>
        name="amount"
        label={M.discountAmountIn(plan?.currency ?? 'IQD')}
        currency={plan?.currency ?? 'IQD'}
        required
      />
      <TextAreaField<DiscountForm> name="reason" label={M.discountReason} required maxLength={500} />
    </FormDialog>
  );
}
