import { errorMessage } from '@cc/api-client';
import { endpoints, type RescheduleBody, rescheduleBodySchema } from '@cc/contracts';
import { useResourceMutation } from '@cc/resources';
import { DateField, FormDialog, NumberField, toast, useZodForm } from '@cc/ui-rtl';
import { DEALS_MESSAGES as M } from './messages';

/** Props of {@link RescheduleDialog}. */
export interface RescheduleDialogProps {
  planId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The dialog's fields (empty: null, refused by the schema with its Arabic message). */
type RescheduleForm = { installmentCount: number | null; firstDueDate: string | null };

/**
 * Re-spreads what is unpaid (PUT /payment-plans/{id}/schedule, UPDATE_PAYMENT_PLAN), a form of the kit
 * checked by rescheduleBodySchema: a new count (Arabic-Indic digits accepted) and first due date
 * (yyyy / MM / dd); the server keeps the remaining total and the deal reloads by itself.
 *
 * @example
 * <RescheduleDialog planId={deal.paymentPlan.id} open={open} onOpenChange={setOpen} />
 */
export function RescheduleDialog({ planId, open, onOpenChange }: RescheduleDialogProps) {
  const reschedule = useResourceMutation(endpoints.plans.reschedule);
  const form = useZodForm(rescheduleBodySchema, {
    defaultValues: { installmentCount: null, firstDueDate: null } as RescheduleForm as never,
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={M.reschedule}
      form={form}
      save={(body: RescheduleBody) => reschedule.mutateAsync({ params: { id: planId }, body })}
      onSaved={({ message }) => toast.success(message ?? M.rescheduled)}
      errorMessage={errorMessage}
      submitLabel={M.save}
      cancelLabel={M.close}
    >
      <div className="cc-deals-stack">
        <NumberField<RescheduleForm> name="installmentCount" label={M.installmentCount} required dir="ltr" />
        <DateField<RescheduleForm> name="firstDueDate" label={M.firstDueDate} required />
      </div>
    </FormDialog>
  );
}
