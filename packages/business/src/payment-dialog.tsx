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
import { paymentDateProblem, receivedAmount, toMajorString } from '@cc/domain';
import { useResourceMutation } from '@cc/resources';
import {
  Button,
  ButtonLink,
  checkedSchema,
  DateField,
  FormDialog,
  MoneyField,
  SelectField,
  TextAreaField,
  TextField,
  toast,
  useZodForm,
  zodErrors,
} from '@cc/ui-rtl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { amountDue, type DueInstallment } from './amount-due';
import { useCompanyRate } from './company-rate';
import { useCompanyToday, useTodayField } from './company-today';
import { newIdempotencyKey, planBusyRetry } from './idempotency';
import { BUSINESS_MESSAGES as M } from './messages';
import { Money } from './money';
import { receiptPath } from './paths';

/** Props of {@link PaymentDialog}. */
export interface PaymentDialogProps {
  /** The plan paid into: a deal's `paymentPlan`, or an instalment row's `{ id: planId, currency }`. */
  plan: { id: number; currency: DealCurrency };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a payment is recorded (the screens showing the plan refetch by themselves). */
  onRecorded?: (payment: Payment) => void;
  /**
   * The plan's instalments: the form starts from what is due ({@link amountDue}: the overdue total, else
   * the next instalment), named under the amount ('المتأخر … — القسط القادم …'). The deal page and the
   * desk both pass them, so the same payment starts from the same amount in both places.
   */
  installments?: readonly DueInstallment[];
  /** The late fees owed on the plan ({@link owedLateFees}): the form starts from them when nothing else is due. */
  lateFees?: string | null;
  /** The amount the form starts with, over the one computed from `installments`. */
  defaultAmount?: string | null;
  /** Shown under the amount, over the one computed from `installments`. */
  amountHint?: string;
  /**
   * Today in the company's time zone ('yyyy-MM-dd'); by default read from the company's settings (the
   * device's date until they answer), so a device in another zone never defaults to a day the server,
   * which checks the date in the company's zone, refuses (before the contract's date, or after today).
   */
  today?: string;
}

/** The dialog's fields: amounts as plain decimal text (the money fields read ٠-٩ and separators). */
interface PaymentForm {
  amount: string | null;
  method: PaymentMethod;
  paidAt: string | null;
  note: string | null;
  /** The currency handed over: the deal's, or the other one (then the amount handed over and the rate). */
  handedCurrency: DealCurrency;
  handedAmount: string | null;
  exchangeRate: string | null;
}

const otherCurrency = (c: DealCurrency): DealCurrency => (c === 'IQD' ? 'USD' : 'IQD');

/**
 * What the form says was received, read as the server reads it (receivedAmount of @cc/domain): the amount
 * in the deal's currency, or the conversion of the money handed over in the other one.
 */
const received = (values: PaymentForm, currency: DealCurrency) =>
  receivedAmount(
    values.handedCurrency !== currency
      ? {
          handedCurrency: values.handedCurrency,
          handedAmount: values.handedAmount,
          exchangeRate: values.exchangeRate,
        }
      : { amount: values.amount },
    currency,
  );

/**
 * Records a payment on a plan (POST /payments, UPDATE_INSTALLMENT), a form of the kit, the one form of
 * the deal page and the payments desk: the currency handed over (the deal's, or the other one with the
 * amount handed over and the exchange rate, which starts from the company's default rate and stays
 * editable: the entry is in the deal's currency, converted as the server does with @cc/domain's
 * receivedAmount, shown before saving), the amount (Arabic-Indic digits and
 * separators accepted; more than zero), the method (نقداً / تحويل), the date (today by default, never
 * after today: paymentDateProblem) and a note. One Idempotency-Key per opening of the dialog: a retry after a lost answer sends the same key, so
 * the server answers the first payment instead of recording a second; closing the dialog ends it. Then
 * 'تم تسجيل الدفعة — رقم الإيصال {n}' and the receipt's print link; the server's refusals (an
 * overpayment names what remains) show under their field.
 *
 * @example
 * <PaymentDialog plan={deal.paymentPlan} open={paying} onOpenChange={setPaying} />
 */
export function PaymentDialog({
  plan,
  open,
  onOpenChange,
  onRecorded,
  installments,
  lateFees = null,
  defaultAmount: givenAmount,
  amountHint: givenHint,
  today,
}: PaymentDialogProps) {
  const due = installments ? amountDue(installments, plan.currency, lateFees) : null;
  const defaultAmount = givenAmount !== undefined ? givenAmount : (due?.prefill ?? null);
  const amountHint = givenHint ?? (due?.hint || undefined);
  const [receipt, setReceipt] = useState<{ payment: Payment; message: string } | null>(null);
  const key = useRef<string | null>(null);
  // 409 PLAN_BUSY (another write held the plan) is sent again under the same key.
  const record = useResourceMutation(endpoints.payments.create, planBusyRetry);
  const companyToday = useCompanyToday(open && today === undefined);
  const day = today ?? companyToday;
  // The company's default rate fills the rate in; each payment may still change it.
  const defaultRate = useCompanyRate(open);
  const other = otherCurrency(plan.currency);
  const schema = useMemo(
    () =>
      checkedSchema<PaymentForm, PaymentInput>((values) => {
        const foreign = values.handedCurrency !== plan.currency;
        if (!foreign && values.amount === null) return { ok: false, errors: { amount: M.amountRequired } };
        // The server's rules of the amount and the date, refused before sending with the server's words.
        const money = received(values, plan.currency);
        if (!money.ok)
          return { ok: false, errors: Object.fromEntries(money.errors.map((e) => [e.field, e.message])) };
        const date =
          values.paidAt && paymentDateProblem({ paidAt: values.paidAt, contractDate: null, today: day });
        if (date) return { ok: false, errors: { paidAt: date.message } };
        const { amount, handedCurrency, handedAmount, exchangeRate, ...rest } = values;
        const parsed = paymentInputSchema.safeParse({
          planId: plan.id,
          ...rest,
          paidAt: values.paidAt ?? undefined,
          ...(foreign ? { handedCurrency, handedAmount, exchangeRate } : { amount }),
        });
        return parsed.success
          ? { ok: true, value: parsed.data }
          : { ok: false, errors: zodErrors(parsed.error) };
      }),
    [plan.id, plan.currency, day],
  );
  const defaults = useMemo<PaymentForm>(
    () => ({
      amount: defaultAmount,
      method: 'CASH',
      paidAt: day,
      note: null,
      handedCurrency: plan.currency,
      handedAmount: null,
      exchangeRate: defaultRate,
    }),
    [defaultAmount, day, plan.currency, defaultRate],
  );
  const form = useZodForm(schema, { defaultValues: defaults });
  // Each opening (and another plan) starts from the defaults of that moment (the desk's prefill);
  // a refetch while open never wipes what is being typed.
  const latest = useRef(defaults);
  latest.current = defaults;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on opening and on another plan only
  useEffect(() => {
    if (open) form.reset(latest.current);
  }, [open, plan.id]);
  useTodayField(form, 'paidAt', day);
  // The company's day once its settings answer, unless the date was already changed by hand.
  useEffect(() => {
    if (open && !form.getFieldState('paidAt').isDirty) form.setValue('paidAt', day);
  }, [open, day, form]);
  // The default rate once it answers, unless a rate was already typed.
  useEffect(() => {
    if (open && defaultRate && !form.getFieldState('exchangeRate').isDirty)
      form.setValue('exchangeRate', defaultRate);
  }, [open, defaultRate, form]);
  const handedCurrency = useWatch({ control: form.control, name: 'handedCurrency' });
  const handedAmount = useWatch({ control: form.control, name: 'handedAmount' });
  const exchangeRate = useWatch({ control: form.control, name: 'exchangeRate' });
  const foreign = handedCurrency !== plan.currency;
  const conversion = foreign
    ? received({ ...defaults, handedCurrency, handedAmount, exchangeRate }, plan.currency)
    : null;
  const inDealCurrency = conversion?.ok ? toMajorString(conversion.value.amount, plan.currency) : null;

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
                  <ButtonLink link={Link} to={receiptPath(receipt.payment.id)} variant="secondary">
                    {M.printReceipt}
                  </ButtonLink>
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
        <SelectField<PaymentForm>
          name="handedCurrency"
          label={M.handedCurrency}
          required
          options={[
            { value: plan.currency, label: M.dealCurrency(plan.currency) },
            { value: other, label: M.otherCurrency(other) },
          ]}
        />
        {foreign ? (
          <>
            <MoneyField<PaymentForm>
              name="handedAmount"
              label={M.handedAmountIn(other)}
              currency={other}
              required
            />
            <TextField<PaymentForm>
              name="exchangeRate"
              label={M.exchangeRate}
              inputMode="decimal"
              dir="ltr"
              required
              {...(defaultRate && exchangeRate === defaultRate ? { hint: M.defaultRateHint } : {})}
            />
            <p className="cc-business-muted" role="status">
              {M.convertedAmount}:{' '}
              {inDealCurrency ? <Money amount={inDealCurrency} currency={plan.currency} /> : '—'}
            </p>
          </>
        ) : (
          <MoneyField<PaymentForm>
            name="amount"
            label={M.amountIn(plan.currency)}
            currency={plan.currency}
            required
            {...(amountHint ? { hint: amountHint } : {})}
          />
        )}
        <SelectField<PaymentForm>
          name="method"
          label={M.method}
          required
          options={PAYMENT_METHODS.map((m) => ({ value: m, label: M.methods[m] }))}
        />
        <DateField<PaymentForm> name="paidAt" label={M.paidAt} noQuickPicks max={day} />
        <TextAreaField<PaymentForm> name="note" label={M.note} />
      </div>
    </FormDialog>
  );
}
