import { fieldErrorMap } from '@cc/api-client';
import { type PaymentPlan, type RescheduleBody, rescheduleBodySchema } from '@cc/contracts';
import { Button, Dialog, TextInput, toast } from '@cc/ui-rtl';
import { useState } from 'react';
import { failureMessage } from './failure';
import { DEALS_MESSAGES as M } from './messages';

/** Props of {@link RescheduleDialog}. */
export interface RescheduleDialogProps {
  plan: PaymentPlan;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** PUT /payment-plans/{id}/schedule. */
  reschedule: (planId: number, body: RescheduleBody) => Promise<PaymentPlan>;
  onDone: (plan: PaymentPlan) => void;
}

type Field = keyof RescheduleBody;

/**
 * Re-spreads what is unpaid (UPDATE_PAYMENT_PLAN): a new count and first due date, checked with
 * rescheduleBodySchema; the server keeps the remaining total.
 *
 * @example
 * <RescheduleDialog plan={deal.paymentPlan} open={open} onOpenChange={setOpen} reschedule={api.reschedule} onDone={reload} />
 */
export function RescheduleDialog({ plan, open, onOpenChange, reschedule, onDone }: RescheduleDialogProps) {
  const [count, setCount] = useState('');
  const [firstDueDate, setFirstDueDate] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

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
    setBusy(true);
    try {
      const updated = await reschedule(plan.id, parsed.data);
      toast.success(M.rescheduled);
      onDone(updated);
      close(false);
    } catch (error) {
      setErrors(fieldErrorMap(error));
      toast.error(failureMessage(error, M.rescheduleFailed));
    } finally {
      setBusy(false);
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
          <Button type="button" loading={busy} onClick={() => void submit()}>
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
