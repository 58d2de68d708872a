import { fieldErrorMap } from '@cc/api-client';
import {
  type Deal,
  PAYMENT_METHODS,
  type Payment,
  type PaymentInput,
  type PaymentMethod,
  paymentInputSchema,
} from '@cc/contracts';
import { parseMoney } from '@cc/domain';
import { Button, Dialog, TextInput, toast } from '@cc/ui-rtl';
import { useState } from 'react';
import { Link } from 'react-router';
import { failureMessage } from './failure';
import { SelectField, TextAreaField } from './form-fields';
import { DEALS_MESSAGES as M } from './messages';
import { dealPaths } from './paths';

/** Props of {@link PaymentDialog}. */
export interface PaymentDialogProps {
  deal: Deal;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** POST /payments (a fresh Idempotency-Key per call). */
  record: (input: PaymentInput) => Promise<Payment>;
  /** After a payment is recorded (reload the deal). */
  onRecorded: (payment: Payment) => void;
}

type Field = 'amount' | 'method' | 'note';

/**
 * Records a payment on the deal's plan (UPDATE_INSTALLMENT): amount in the deal's currency, method
 * (نقداً / تحويل) and note; afterwards shows 'تم تسجيل الدفعة — رقم الإيصال {n}'.
 *
 * @example
 * <PaymentDialog deal={deal} open={open} onOpenChange={setOpen} record={api.recordPayment} onRecorded={reload} />
 */
export function PaymentDialog({ deal, open, onOpenChange, record, onRecorded }: PaymentDialogProps) {
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('CASH');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [receipt, setReceipt] = useState<Payment | null>(null);

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
    const money = parseMoney(amount, deal.currency);
    if (!money.ok || money.value <= 0) {
      setErrors({ amount: money.ok ? M.amountPositive : money.error });
      return;
    }
    const parsed = paymentInputSchema.safeParse({
      planId: deal.paymentPlan.id,
      amount: amount.trim(),
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
    setBusy(true);
    try {
      const payment = await record(parsed.data);
      setReceipt(payment);
      toast.success(M.paymentRecorded(payment.receiptNumber));
      onRecorded(payment);
    } catch (error) {
      setErrors(fieldErrorMap(error));
      toast.error(failureMessage(error, M.paymentFailed));
    } finally {
      setBusy(false);
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
            <Button type="button" loading={busy} onClick={() => void submit()}>
              {M.save}
            </Button>
          </>
        )
      }
    >
      {receipt ? (
        <div className="cc-deals-stack">
          <p className="cc-deals-receipt" role="status">
            {M.paymentRecorded(receipt.receiptNumber)}
          </p>
          <Link
            to={dealPaths.receipt(receipt.id)}
            className="cc-button"
            data-variant="secondary"
            data-size="md"
          >
            {M.printReceipt}
          </Link>
        </div>
      ) : (
        <div className="cc-deals-stack">
          <TextInput
            label={`${M.amount} (${deal.currency})`}
            required
            inputMode="decimal"
            dir="ltr"
            value={amount}
            {...(errors.amount ? { error: errors.amount } : {})}
            onChange={(e) => setAmount(e.target.value)}
          />
          <SelectField
            label={M.method}
            required
            value={method}
            options={PAYMENT_METHODS.map((m) => ({ value: m, label: M.methods[m] }))}
            onChange={(v) => setMethod(v as PaymentMethod)}
            error={errors.method}
          />
          <TextAreaField label={M.note} value={note} onChange={setNote} error={errors.note} />
        </div>
      )}
    </Dialog>
  );
}
