import { errorMessage } from '@cc/api-client';
import {
  type DealCurrency,
  endpoints,
  IDEMPOTENCY_KEY_HEADER,
  PAYMENT_METHODS,
  type Payment,
  type PaymentInput,
  type PaymentMethod,
  paymentInputSchema,
} from '@cc/contracts';
import { useResourceMutation } from '@cc/resources';
import {
  Button,
  checkedSchema,
  FormDialog,
  MoneyField,
  SelectField,
  TextAreaField,
  toast,
  useZodForm,
  zodErrors,
} from '@cc/ui-rtl';
import { useMemo, useRef, useState } from 'react';
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

/** The dialog's fields: the amount as plain decimal text (the money field reads ٠-٩ and separators). */
interface PaymentForm {
  amount: string | null;
  method: PaymentMethod;
  note: string | null;
}

const EMPTY: PaymentForm = { amount: null, method: 'CASH', note: null };

/**
 * Records a payment on a plan (POST /payments, UPDATE_INSTALLMENT), a form of the kit: the amount in the
 * plan's currency (Arabic-Indic digits and separators accepted, sent as plain decimal text), the method
 * (نقداً / تحويل) and a note. One Idempotency-Key per opening of the dialog: a retry after a lost answer
 * (no network, a timeout) sends the same key, so the server answers the first payment instead of
 * recording a second; closing the dialog ends it. Then 'تم تسجيل الدفعة — رقم الإيصال {n}' and the
 * receipt's print link; the server's refusals (an overpayment names what remains) show under their field.
 *
 * @example
 * <PaymentDialog plan={deal.paymentPlan} open={paying} onOpenChange={setPaying} />
 */
export function PaymentDialog({ plan, open, onOpenChange, onRecorded }: PaymentDialogProps) {
  const [receipt, setReceipt] = useState<{ payment: Payment; message: string } | null>(null);
  const key = useRef<string | null>(null);
  const record = useResourceMutation(endpoints.payments.create);
  const schema = useMemo(
    () =>
      checkedSchema<PaymentForm, PaymentInput>((values) => {
        if (values.amount === null) return { ok: false, errors: { amount: M.amountRequired } };
        if (Number(values.amount) <= 0) return { ok: false, errors: { amount: M.amountPositive } };
        const parsed = paymentInputSchema.safeParse({ planId: plan.id, ...values });
        return parsed.success
          ? { ok: true, value: parsed.data }
          : { ok: false, errors: zodErrors(parsed.error) };
      }),
    [plan.id],
  );
  const form = useZodForm(schema, { defaultValues: EMPTY });

  const close = (next: boolean) => {
    if (!next) {
      setReceipt(null);
      key.current = null;
    }
    onOpenChange(next);
  };

  const save = (body: PaymentInput) => {
    key.current ??= newIdempotencyKey();
    return record.mutateAsync({ body, options: { headers: { [IDEMPOTENCY_KEY_HEADER]: key.current } } });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={M.recordPayment}
      form={form}
      save={save}
      keepOpen
      onSaved={({ data: payment, message }) => {
        const text = M.paymentRecorded(payment.receiptNumber, message);
        key.current = null;
        setReceipt({ payment, message: text });
        toast.success(text);
        onRecorded?.(payment);
      }}
      errorMessage={errorMessage}
      submitLabel={M.save}
      cancelLabel={M.close}
      done={
        receipt
          ? {
              body: (
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
              ),
              footer: (
                <Button type="button" onClick={() => close(false)}>
                  {M.close}
                </Button>
              ),
            }
          : null
      }
    >
      <div className="cc-business-stack">
        <MoneyField<PaymentForm>
          name="amount"
          label={M.amountIn(plan.currency)}
          currency={plan.currency}
          required
        />
        <SelectField<PaymentForm>
          name="method"
          label={M.method}
          required
          options={PAYMENT_METHODS.map((m) => ({ value: m, label: M.methods[m] }))}
        />
        <TextAreaField<PaymentForm> name="note" label={M.note} />
      </div>
    </FormDialog>
  );
}
