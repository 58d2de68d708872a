import { errorMessage, fieldErrorMap } from '@cc/api-client';
import { endpoints, type Payment, paymentReverseBodySchema } from '@cc/contracts';
import { useResourceMutation } from '@cc/resources';
import { Button, Dialog, TextAreaInput, toast } from '@cc/ui-rtl';
import { useState } from 'react';
import { BUSINESS_MESSAGES as M } from './messages';

/** Props of {@link ReversePaymentDialog}. */
export interface ReversePaymentDialogProps {
  /** The payment to reverse; null: closed. */
  payment: Payment | null;
  onClose: () => void;
  /** After the reversal is recorded (the screens showing the plan refetch by themselves). */
  onReversed?: (entry: Payment) => void;
}

/**
 * Reversing a payment (POST /payments/{id}/reverse, the company account only): what it does, a required
 * reason (paymentReverseBodySchema's message), then 'تم عكس الدفعة — رقم قيد العكس {n}' as a toast. The
 * server's refusals (already reversed) show in the dialog and as a toast.
 *
 * @example
 * <ReversePaymentDialog payment={target} onClose={() => setTarget(null)} />
 */
export function ReversePaymentDialog({ payment, onClose, onReversed }: ReversePaymentDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reverse = useResourceMutation(endpoints.payments.reverse);

  const close = () => {
    if (reverse.isPending) return;
    setReason('');
    setError(null);
    onClose();
  };

  const submit = async () => {
    if (!payment) return;
    const parsed = paymentReverseBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      const { data: entry, message } = await reverse.mutateAsync({
        params: { id: payment.id },
        body: parsed.data,
      });
      toast.success(M.paymentReversed(entry.receiptNumber, message));
      setReason('');
      onClose();
      onReversed?.(entry);
    } catch (failure) {
      const text = errorMessage(failure);
      setError(fieldErrorMap(failure).reason ?? text);
      toast.error(text);
    }
  };

  return (
    <Dialog
      open={payment !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={M.reverseTitle}
      description={payment ? M.reverseBody(payment.receiptNumber) : undefined}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={close}>
            {M.close}
          </Button>
          <Button type="button" variant="danger" loading={reverse.isPending} onClick={() => void submit()}>
            {M.reverseConfirm}
          </Button>
        </>
      }
    >
      <TextAreaInput
        label={M.reverseReason}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={error ?? undefined}
      />
    </Dialog>
  );
}
