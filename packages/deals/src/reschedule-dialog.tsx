import { errorMessage, fieldErrorMap } from '@cc/api-client';
import { endpoints, type RescheduleBody, rescheduleBodySchema } from '@cc/contracts';
import { useResourceMutation } from '@cc/resources';
import { Button, Dialog, TextInput, toast } from '@cc/ui-rtl';
import { useState } from 'react';
import { DEALS_MESSAGES as M } from './messages';

/** Props of {@link RescheduleDialog}. */
export interface RescheduleDialogProps {
  planId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Field = keyof RescheduleBody;

/**
 * Re-spreads what is unpaid (PUT /payment-plans/{id}/schedule, UPDATE_PAYMENT_PLAN): a new count and
 * first due date, checked with rescheduleBodySchema; the server keeps the remaining total and the deal
 * reloads by itself.
 *
 * @example
 * <RescheduleDialog planId={deal.paymentPlan.id} open={open} onOpenChange={setOpen} />
 */
export function RescheduleDialog({ planId, open, onOpenChange }: RescheduleDialogProps) {
  const [count, setCount] = useState('');
  const [firstDueDate, setFirstDueDate] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const reschedule = useResourceMutation(endpoints.plans.reschedule);

  const close = (next: boolean) => {
    if (!next) {
      setCount('');
      setFirstDueDate('');
      setErrors({});
    }
    onOpenChange(next);
  };

  const submit = async () => {
    const parsed = rescheduleBodySchema.safeParse({
      installmentCount: count.trim() ? Number(count.trim()) : undefined,
      firstDueDate: firstDueDate || undefined,
    });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    try {
      const { message } = await reschedule.mutateAsync({ params: { id: planId }, body: parsed.data });
      toast.success(message ?? M.rescheduled);
      close(false);
    } catch (error) {
      setErrors(fieldErrorMap(error));
      toast.error(errorMessage(error));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={M.reschedule}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={() => close(false)}>
            {M.close}
          </Button>
          <Button type="button" loading={reschedule.isPending} onClick={() => void submit()}>
            {M.save}
          </Button>
        </>
      }
    >
      <div className="cc-deals-stack">
        <TextInput
          label={M.installmentCount}
          required
          inputMode="numeric"
          dir="ltr"
          value={count}
          {...(errors.installmentCount ? { error: errors.installmentCount } : {})}
          onChange={(e) => setCount(e.target.value)}
        />
        <TextInput
          label={M.firstDueDate}
          required
          type="date"
          value={firstDueDate}
          {...(errors.firstDueDate ? { error: errors.firstDueDate } : {})}
          onChange={(e) => setFirstDueDate(e.target.value)}
        />
      </div>
    </Dialog>
  );
}
