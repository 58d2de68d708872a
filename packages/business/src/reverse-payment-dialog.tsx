import { endpoints, type Payment, type PaymentReverseBody, paymentReverseBodySchema } from '@cc/contracts';
import { useResourceMutation } from '@cc/resources';
import { toast } from '@cc/ui-rtl';
import { BUSINESS_MESSAGES as M } from './messages';
import { ReasonDialog } from './reason-dialog';

/** Props of {@link ReversePaymentDialog}. */
export interface ReversePaymentDialogProps {
  /** The payment to reverse; null: closed. */
  payment: Payment | null;
  onClose: () => void;
  /** After the reversal is recorded (the screens showing the plan refetch by themselves). */
  onReversed?: (entry: Payment) => void;
}

/**
 * Reversing a payment (POST /payments/{id}/reverse, the company account only), a form of the kit: what it
 * does, a required reason (paymentReverseBodySchema's message), then 'تم عكس الدفعة — رقم قيد العكس {n}'
 * as a toast. The server's refusals (already reversed) show in the dialog, the reason kept as typed.
 *
 * @example
 * <ReversePaymentDialog payment={target} onClose={() => setTarget(null)} />
 */
export function ReversePaymentDialog({ payment, onClose, onReversed }: ReversePaymentDialogProps) {
  const reverse = useResourceMutation(endpoints.payments.reverse);
  return (
    <ReasonDialog
      open={payment !== null}
      onClose={onClose}
      busy={reverse.isPending}
      schema={paymentReverseBodySchema}
      title={M.reverseTitle}
      description={payment ? M.reverseBody(payment.receiptNumber) : undefined}
      reasonLabel={M.reverseReason}
      save={(body: PaymentReverseBody) => reverse.mutateAsync({ params: { id: payment?.id ?? 0 }, body })}
      onSaved={({ data: entry, message }) => {
        toast.success(M.paymentReversed(entry.receiptNumber, message));
        onClose();
        onReversed?.(entry);
      }}
      submitLabel={M.reverseConfirm}
      cancelLabel={M.close}
    />
  );
}
