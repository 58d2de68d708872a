import { fieldErrorMap } from '@cc/api-client';
import { type Payment, paymentReverseBodySchema } from '@cc/contracts';
import { Button, Dialog, toast } from '@cc/ui-rtl';
import { useState } from 'react';
import { failureMessage } from './failure';
import { TextAreaField } from './form-fields';
import { DEALS_MESSAGES as M } from './messages';

/** Props of {@link ReversePaymentDialog}. */
export interface ReversePaymentDialogProps {
  /** The payment to reverse; null: closed. */
  payment: Payment | null;
  onClose: () => void;
  /** POST /payments/{id}/reverse: resolves with the reversal entry. */
  reverse: (paymentId: number, reason: string) => Promise<Payment>;
  /** After the reversal is recorded (reload the deal and its payments). */
  onReversed: (entry: Payment) => void;
}

/**
 * Reversing a payment (the company account only): what it does, a required reason (checked with
 * paymentReverseBodySchema), then 'تم عكس الدفعة — رقم قيد العكس {n}' as a toast. The server's 409s
 * (already reversed) show in the dialog and as a toast.
 *
 * @example
 * <ReversePaymentDialog payment={target} onClose={() => setTarget(null)} reverse={api.reversePayment} onReversed={reload} />
 */
export function ReversePaymentDialog({ payment, onClose, reverse, onReversed }: ReversePaymentDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setReason('');
    setError(null);
    onClose();
  };

  const submit = async () => {
    if (!payment) return;
    const parsed = paymentReverseBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? M.reverseFailed);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const entry = await reverse(payment.id, parsed.data.reason);
      toast.success(M.paymentReversed(entry.receiptNumber));
      setReason('');
      onClose();
      onReversed(entry);
    } catch (failure) {
      const message = failureMessage(failure, M.reverseFailed);
      setError(fieldErrorMap(failure).reason ?? message);
      toast.error(message);
    } finally {
      setBusy(false);
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
          <Button type="button" variant="danger" loading={busy} onClick={() => void submit()}>
            {M.reverseConfirm}
          </Button>
        </>
      }
    >
      <TextAreaField label={M.reverseReason} value={reason} onChange={setReason} error={error ?? undefined} />
    </Dialog>
  );
}
