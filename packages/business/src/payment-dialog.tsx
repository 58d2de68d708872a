import { errorMessage, fieldErrorMap } from '@cc/api-client';
import {
  type DealCurrency,
  endpoints,
  IDEMPOTENCY_KEY_HEADER,
  PAYMENT_METHODS,
  type Payment,
  type PaymentMethod,
  paymentInputSchema,
} from '@cc/contracts';
import { parseMoney, toMajorString } from '@cc/domain';
import { useResourceMutation } from '@cc/resources';
import { Button, Dialog, SelectInput, TextAreaInput, TextInput, toast } from '@cc/ui-rtl';
import { useState } from 'react';
import { Link } from 'react-router';
import { newIdempotencyKey } from './idempotency';
import { BUSINESS_MESSAGES as M } from './messages';
import { receiptPath } from './paths';

/** Props of {@link PaymentDialog}. */
export interface PaymentDialogProps {
  /** The plan paid into: a deal's `paymentPlan`, or an instalment row's `{ id: planId, currency }`. */
  plan: { id: number; currency: DealCurrency };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a payment is recorded (the screens showing the plan refetch by themselves). */
  onRecorded?: (payment: Payment) => void;
}

type Field = 'amount' | 'method' | 'note';

/**
 * Records a payment on a plan (POST /payments, UPDATE_INSTALLMENT): the amount in the plan's currency
 * (Arabic-Indic digits and separators accepted, sent as the plain decimal text), the method (نقداً /
 * تحويل) and a note, with a fresh Idempotency-Key per submit. Then 'تم تسجيل الدفعة — رقم الإيصال {n}'
 * and the receipt's print link; the server's refusals (an overpayment names what remains) show under
 * their field and as a toast.
 *
 * @example
 * <PaymentDialog plan={deal.paymentPlan} open={paying} onOpenChange={setPaying} />
 */
export function PaymentDialog({ plan, open, onOpenChange, onRecorded }: PaymentDialogProps) {
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('CASH');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [receipt, setReceipt] = useState<{ payment: Payment; message: string } | null>(null);
  const record = useResourceMutation(endpoints.payments.create);

  const close = (next: boolean) => {
    if (!next) {
      setAmount('');
      setMethod('CASH');
      setNote('');
      setErrors({});
      setReceipt(null);
    }
    onOpenChange(next);
  };

  const submit = async () => {
    const money = parseMoney(amount, plan.currency);
    if (!money.ok || money.value <= 0) {
      setErrors({ amount: money.ok ? M.amountPositive : money.error });
      return;
    }
    const parsed = paymentInputSchema.safeParse({
      planId: plan.id,
      amount: toMajorString(money.value, plan.currency),
      method,
      note: note.trim() || null,
    });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const { data: payment, message } = await record.mutateAsync({
        body: parsed.data,
        options: { headers: { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() } },
      });
      const text = M.paymentRecorded(payment.receiptNumber, message);
      setReceipt({ payment, message: text });
      toast.success(text);
      onRecorded?.(payment);
    } catch (error) {
      setErrors(fieldErrorMap(error));
      toast.error(errorMessage(error));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={M.recordPayment}
      footer={
        receipt ? (
          <Button type="button" onClick={() => close(false)}>
            {M.close}
          </Button>
        ) : (
          <>
            <Button type="button" variant="secondary" onClick={() => close(false)}>
              {M.close}
            </Button>
            <Button type="button" loading={record.isPending} onClick={() => void submit()}>
              {M.save}
            </Button>
          </>
        )
      }
    >
      {receipt ? (
        <div className="cc-business-stack">
          <p className="cc-business-receipt" role="status">
            {receipt.message}
          </p>
          <Link
            to={receiptPath(receipt.payment.id)}
            className="cc-button"
            data-variant="secondary"
            data-size="md"
          >
            {M.printReceipt}
          </Link>
        </div>
      ) : (
        <div className="cc-business-stack">
          <TextInput
            label={M.amountIn(plan.currency)}
            required
            inputMode="decimal"
            dir="ltr"
            value={amount}
            {...(errors.amount ? { error: errors.amount } : {})}
            onChange={(e) => setAmount(e.target.value)}
          />
          <SelectInput
            label={M.method}
            required
            value={method}
            options={PAYMENT_METHODS.map((m) => ({ value: m, label: M.methods[m] }))}
            onChange={(e) => setMethod(e.target.value as PaymentMethod)}
            error={errors.method}
          />
          <TextAreaInput
            label={M.note}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            error={errors.note}
          />
        </div>
      )}
    </Dialog>
  );
}
