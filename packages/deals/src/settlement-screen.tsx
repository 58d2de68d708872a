import { errorMessage } from '@cc/api-client';
import { isCompanyAccount, useCan, useSession } from '@cc/auth';
import {
  BUSINESS_MESSAGES as B,
  DateText,
  Money,
  newIdempotencyKey,
  planBusyRetry,
  receiptPath,
  useCompanyToday,
  useTodayField,
} from '@cc/business';
import {
  dealName,
  endpoints,
  IDEMPOTENCY_KEY_HEADER,
  PAYMENT_METHODS,
  type Payment,
  type SettlementInput,
  type SettlementQuote,
} from '@cc/contracts';
import { parseMoney, toMajorString } from '@cc/domain';
import { useResource, useResourceMutation } from '@cc/resources';
import {
  A4Page,
  Button,
  ButtonLink,
  DateField,
  Form,
  formSubmit,
  MoneyField,
  PageHeader,
  SelectField,
  Spinner,
  SubmitButton,
  TextAreaField,
  TextField,
  toast,
  useZodForm,
} from '@cc/ui-rtl';
import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { DEALS_MESSAGES as M } from './messages';
import { SETTLEMENT_MESSAGES } from './messages/settlement';
import { dealPaths } from './paths';
import { loadSettlementSchema } from './schema-loaders';

const S = SETTLEMENT_MESSAGES;

interface SettlementForm {
  total: string;
  discount: string | null;
  discountReason: string | null;
  method: SettlementInput['method'];
  paidAt: string | null;
  note: string | null;
}

/** The discount typed, in minor units (0 while empty or not a number; a money field may hold `{ text }`). */
function discountOf(value: unknown, quote: SettlementQuote): number {
  const text =
    value !== null && typeof value === 'object' && 'text' in value
      ? String((value as { text: unknown }).text)
      : String(value ?? '');
  const parsed = parseMoney(text.trim() || '0', quote.currency);
  return parsed.ok ? parsed.value : 0;
}

/** What the quote owes and what settling it pays, as printed (the discount typed, and the rest). */
function QuoteSheet({ quote, discount }: { quote: SettlementQuote; discount: number }) {
  const total = parseMoney(quote.total, quote.currency);
  const toPay = (total.ok ? total.value : 0) - discount;
  const money = (amount: string) => <Money amount={amount} currency={quote.currency} />;
  return (
    <section className="cc-settlement" aria-label={S.printTitle}>
      <header className="cc-settlement__head">
        <strong>{quote.company.name}</strong>
        {quote.company.phone ? <bdi dir="ltr">{quote.company.phone}</bdi> : null}
        {quote.company.address ? <span>{quote.company.address}</span> : null}
      </header>
      <h2 className="cc-settlement__title">{S.printTitle}</h2>
      <dl className="cc-deals-dl">
        <div>
          <dt>{S.asOf}</dt>
          <dd>
            <DateText value={quote.asOf} />
          </dd>
        </div>
        <div>
          <dt>{S.deal}</dt>
          <dd>
            {dealName(quote.kind, quote.contractNumber)} — <DateText value={quote.contractDate} />
          </dd>
        </div>
        <div>
          <dt>{S.buyer}</dt>
          <dd>{quote.buyer.fullName}</dd>
        </div>
        <div>
          <dt>{S.car}</dt>
          <dd>
            {quote.car.name} — <bdi>{quote.car.plateNumber}</bdi>
          </dd>
        </div>
      </dl>
      {quote.lines.length > 0 ? (
        <table className="cc-business-table cc-stack">
          <caption className="cc-business-caption">{S.lines}</caption>
          <thead>
            <tr>
              <th scope="col">{S.line}</th>
              <th scope="col">{S.dueDate}</th>
              <th scope="col">{S.remaining}</th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((l) => (
              <tr key={l.sequence} data-overdue={l.overdue || undefined}>
                <th scope="row" data-label={S.line}>
                  {l.name}
                  {l.overdue ? <span className="cc-settlement__late"> ({S.overdue})</span> : null}
                </th>
                <td data-label={S.dueDate}>
                  <DateText value={l.dueDate} />
                </td>
                <td data-label={S.remaining}>{money(l.remaining)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <dl className="cc-deals-dl cc-settlement__totals">
        {Number(quote.downPayment) > 0 ? (
          <div>
            <dt>{S.downPayment}</dt>
            <dd>{money(quote.downPayment)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{S.instalments}</dt>
          <dd>{money(quote.instalments)}</dd>
        </div>
        {Number(quote.lateFees) > 0 ? (
          <div>
            <dt>{S.lateFees}</dt>
            <dd>{money(quote.lateFees)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{S.total}</dt>
          <dd>{money(quote.total)}</dd>
        </div>
        {discount > 0 ? (
          <div>
            <dt>{S.discount}</dt>
            <dd>{money(toMajorString(discount, quote.currency))}</dd>
          </div>
        ) : null}
        <div className="cc-settlement__due">
          <dt>{S.toPay}</dt>
          <dd>{money(toMajorString(Math.max(0, toPay), quote.currency))}</dd>
        </div>
      </dl>
      {discount === 0 ? (
        <p>
          {S.inWords} {quote.totalInWords}
        </p>
      ) : null}
      <p className="cc-deals-muted">{S.validity}</p>
      <div className="cc-settlement__signatures">
        <span>{S.signature}</span>
        <span>{S.buyerSignature}</span>
      </div>
    </section>
  );
}

/**
 * /settlements/:planId (GET_INSTALLMENT): the early-settlement quote of a plan (GET
 * /payment-plans/{id}/settlement) as it prints on A4, and, for who records payments (UPDATE_INSTALLMENT),
 * the form that settles it: a discount (the company account's, with its reason), the method, date and
 * note; the quote's total is sent with it, so a settlement never pays a figure nobody saw (the server's
 * 409 says what remains now). After it: the receipt to print and the way back to the deal, whose
 * clearance may now be issued.
 *
 * @example
 * <SettlementScreen planId={12} />
 */
export function SettlementScreen({ planId }: { planId: number }) {
  const canSettle = useCan('UPDATE_INSTALLMENT');
  const canDiscount = useSession((s) => isCompanyAccount(s));
  const found = useResource(endpoints.plans.settlement, { params: { id: planId } });
  const quote = found.data?.data;
  return (
    <A4Page className="cc-deals-page">
      <PageHeader
        title={S.title}
        actions={
          <div className="cc-deals-actions" data-wrap="">
            {quote ? (
              <ButtonLink
                link={Link}
                to={dealPaths.view(quote.kind === 'CONTRACT' ? 'contracts' : 'authorizations', quote.dealId)}
                variant="secondary"
              >
                {S.backToDeal}
              </ButtonLink>
            ) : null}
            <Button type="button" variant="secondary" disabled={!quote} onClick={() => window.print()}>
              {S.print}
            </Button>
          </div>
        }
      />
      {found.isError ? (
        <p role="alert">{errorMessage(found.error)}</p>
      ) : !quote ? (
        <Spinner label={M.loading} />
      ) : (
        <Settlement quote={quote} canSettle={canSettle} canDiscount={canDiscount} />
      )}
    </A4Page>
  );
}

function Settlement({
  quote,
  canSettle,
  canDiscount,
}: {
  quote: SettlementQuote;
  canSettle: boolean;
  canDiscount: boolean;
}) {
  const today = useCompanyToday();
  // 409 PLAN_BUSY (another write held the plan) is sent again under the same key.
  const settle = useResourceMutation(endpoints.plans.settle, planBusyRetry);
  const key = useRef<string | null>(null);
  const [done, setDone] = useState<{ payment: Payment; message: string } | null>(null);
  const form = useZodForm(loadSettlementSchema, {
    defaultValues: {
      total: quote.total,
      discount: null,
      discountReason: null,
      method: 'CASH',
      paidAt: today,
      note: null,
    } as never,
  });
  useTodayField(form, 'paidAt' as never, today);
  const typed: unknown = useWatch({ control: form.control, name: 'discount' as never });
  const discount = discountOf(typed, quote);
  const active = quote.planStatus === 'ACTIVE' && Number(quote.total) > 0;

  const submit = formSubmit(form, {
    save: (body: SettlementInput) => {
      key.current ??= newIdempotencyKey();
      return settle.mutateAsync({
        params: { id: quote.planId },
        body: { ...body, total: quote.total },
        options: { headers: { [IDEMPOTENCY_KEY_HEADER]: key.current } },
      });
    },
    onSaved: ({ data: payment, message }) => {
      key.current = null;
      const text = S.done(payment.receiptNumber, message ?? '');
      setDone({ payment, message: text });
      toast.success(text);
    },
    errorMessage,
  });

  return (
    <>
      <QuoteSheet quote={quote} discount={done ? 0 : discount} />
      {done ? (
        <div className="cc-business-stack cc-no-print">
          <p className="cc-business-receipt" role="status">
            {done.message}
          </p>
          <p className="cc-deals-muted">{S.clearanceNext}</p>
          <ButtonLink link={Link} to={receiptPath(done.payment.id)} variant="secondary">
            {B.printReceipt}
          </ButtonLink>
        </div>
      ) : !active ? (
        <p className="cc-deals-note cc-no-print" role="note">
          {S.notActive}
        </p>
      ) : canSettle ? (
        <Form form={form} onSubmit={submit} className="cc-deals-form cc-no-print">
          <fieldset className="cc-deals-fieldset">
            <legend>{S.formTitle}</legend>
            <div className="cc-deals-grid">
              {canDiscount ? (
                <MoneyField<SettlementForm>
                  name="discount"
                  label={S.discount}
                  currency={quote.currency}
                  hint={S.discountHint}
                />
              ) : null}
              {canDiscount && discount > 0 ? (
                <TextField<SettlementForm> name="discountReason" label={S.discountReason} required />
              ) : null}
              <SelectField<SettlementForm>
                name="method"
                label={B.method}
                required
                options={PAYMENT_METHODS.map((m) => ({ value: m, label: B.methods[m] }))}
              />
              <DateField<SettlementForm>
                name="paidAt"
                label={B.paidAt}
                noQuickPicks
                min={quote.contractDate}
                max={today}
              />
            </div>
            <TextAreaField<SettlementForm> name="note" label={B.note} />
          </fieldset>
          <div className="cc-deals-form-actions">
            <SubmitButton>{S.submit}</SubmitButton>
          </div>
        </Form>
      ) : null}
    </>
  );
}
