import { errorMessage } from '@cc/api-client';
import { BUSINESS_MESSAGES as B, DateText, Money, PersonPicker, useCompanyToday } from '@cc/business';
import {
  CAR_EXPENSE_KIND_LABELS,
  CAR_EXPENSE_KINDS,
  type CarCosts,
  type CarExpenseInput,
  type CarPurchaseInput,
  carExpenseInputSchema,
  carPurchaseInputSchema,
  DEAL_CURRENCIES,
  endpoints,
} from '@cc/contracts';
import { useResource, useResourceMutation } from '@cc/resources';
import {
  Button,
  DateField,
  EmptyState,
  FormDialog,
  LoadStatus,
  MoneyField,
  RecordSection,
  readAsBase64,
  SelectField,
  TextAreaField,
  TextField,
  toast,
  useZodForm,
} from '@cc/ui-rtl';
import { type ChangeEvent, useState } from 'react';
import { Link } from 'react-router';
import { CAR_RECORD_MESSAGES } from './record-messages';

const M = CAR_RECORD_MESSAGES.costs;
type Currency = (typeof DEAL_CURRENCIES)[number];

const currencyOptions = DEAL_CURRENCIES.map((c) => ({ value: c, label: M.currencies[c] }));

interface PurchaseForm {
  amount: string | null;
  currency: Currency;
  date: string;
  sellerPersonId: number | null;
  sellerName: string | null;
  note: string | null;
}

/** «سعر الشراء»: what the car was bought for, when, and from whom (an account card, or a name typed). */
function PurchaseDialog({ costs, onClose }: { costs: CarCosts; onClose: () => void }) {
  const save = useResourceMutation(endpoints.carCosts.setPurchase);
  const today = useCompanyToday();
  const p = costs.purchase;
  const form = useZodForm(carPurchaseInputSchema, {
    defaultValues: {
      amount: p?.amount ?? null,
      currency: p?.currency ?? 'IQD',
      date: p?.date ?? today,
      sellerPersonId: p?.seller?.id ?? null,
      sellerName: p?.seller && p.seller.id === null ? p.seller.fullName : null,
      note: p?.note ?? null,
    } as never,
  });
  const currency = (form.watch('currency' as never) as unknown as Currency | undefined) ?? 'IQD';
  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open && !save.isPending) onClose();
      }}
      title={M.purchaseTitle}
      description={M.purchaseHint}
      form={form}
      save={(body: CarPurchaseInput) => save.mutateAsync({ params: { id: costs.carId }, body })}
      onSaved={({ message }) => {
        toast.success(message ?? '');
        onClose();
      }}
      errorMessage={errorMessage}
      submitLabel={B.save}
      cancelLabel={B.close}
    >
      <MoneyField<PurchaseForm> name="amount" label={M.amount} currency={currency} required />
      <SelectField<PurchaseForm> name="currency" label={M.currency} required options={currencyOptions} />
      <DateField<PurchaseForm> name="date" label={M.purchaseDate} required noQuickPicks max={today} />
      <PersonPicker<PurchaseForm> name="sellerPersonId" label={M.sellerPerson} />
      <TextField<PurchaseForm>
        name="sellerName"
        label={M.sellerName}
        hint={M.sellerNameHint}
        maxLength={200}
      />
      <TextAreaField<PurchaseForm> name="note" label={M.note} maxLength={500} />
    </FormDialog>
  );
}

interface ExpenseForm {
  kind: string;
  amount: string | null;
  currency: Currency;
  date: string;
  note: string | null;
}

/** «إضافة مصروف»: a repair, a registration… with the receipt's image, uploaded first (POST /files). */
function ExpenseDialog({ carId, onClose }: { carId: number; onClose: () => void }) {
  const add = useResourceMutation(endpoints.carCosts.addExpense);
  const upload = useResourceMutation(endpoints.files.upload);
  const today = useCompanyToday();
  const [receipt, setReceipt] = useState<{ key: string; name: string } | null>(null);
  const form = useZodForm(carExpenseInputSchema, {
    defaultValues: { kind: 'REPAIR', amount: null, currency: 'IQD', date: today, note: null } as never,
  });
  const currency = (form.watch('currency' as never) as unknown as Currency | undefined) ?? 'IQD';
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      const dataBase64 = await readAsBase64(file, M.receiptFailed);
      const contentType = file.type as 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';
      const { data } = await upload.mutateAsync({ body: { contentType, dataBase64 } });
      setReceipt({ key: data.key, name: file.name });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open && !add.isPending) onClose();
      }}
      title={M.expenseTitle}
      form={form}
      save={(body: CarExpenseInput) =>
        add.mutateAsync({ params: { id: carId }, body: { ...body, receiptFileKey: receipt?.key ?? null } })
      }
      onSaved={({ message }) => {
        toast.success(message ?? '');
        onClose();
      }}
      errorMessage={errorMessage}
      submitLabel={M.addExpense}
      cancelLabel={B.close}
    >
      <SelectField<ExpenseForm>
        name="kind"
        label={M.kind}
        required
        options={CAR_EXPENSE_KINDS.map((k) => ({ value: k, label: CAR_EXPENSE_KIND_LABELS[k] }))}
      />
      <MoneyField<ExpenseForm> name="amount" label={M.amount} currency={currency} required />
      <SelectField<ExpenseForm> name="currency" label={M.currency} required options={currencyOptions} />
      <DateField<ExpenseForm> name="date" label={M.expenseDate} required noQuickPicks max={today} />
      <TextAreaField<ExpenseForm> name="note" label={M.note} maxLength={500} />
      <label className="cc-cars-receipt cc-file-picker">
        <span className="cc-button" data-variant="secondary" data-size="md">
          {M.receipt}
        </span>
        <input type="file" accept="image/png,image/jpeg,image/webp" onChange={pick} />
        {upload.isPending ? <span role="status">{M.uploading}</span> : null}
        {receipt ? <span role="status">{M.receiptReady(receipt.name)}</span> : null}
      </label>
    </FormDialog>
  );
}

/** The profit of the car's sale: the one figure, or each currency's side when they cannot be added. */
function Profit({ costs }: { costs: CarCosts }) {
  if (!costs.sale) return <p>{M.notSold}</p>;
  return (
    <section className="cc-cars-profit" aria-label={M.profit}>
      <p>
        {M.soldIn}{' '}
        <Link to={`/${costs.sale.kind === 'CONTRACT' ? 'contracts' : 'authorizations'}/${costs.sale.dealId}`}>
          {M.deal(costs.sale.kind, costs.sale.contractNumber)}
        </Link>{' '}
        {M.forPrice} <Money amount={costs.sale.price} currency={costs.sale.currency} />
      </p>
      {costs.profit ? (
        <p className="cc-cars-profit__figure">
          {M.profit}: <Money amount={costs.profit.amount} currency={costs.profit.currency} />
        </p>
      ) : (
        <>
          <p>{M.acrossCurrencies}</p>
          <dl className="cc-cars-costs__dl">
            {costs.sides.map((s) => (
              <div key={s.currency}>
                <dt>{M.sideOf[s.currency]}</dt>
                <dd>
                  {M.revenue} <Money amount={s.revenue} currency={s.currency} /> — {M.cost}{' '}
                  <Money amount={s.cost} currency={s.currency} /> ={' '}
                  <Money amount={s.net} currency={s.currency} />
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}

/**
 * «التكاليف والربح» of a car (CAR_COSTS, docs/domain/car-costs.md): its purchase, its expenses with their
 * receipts, and the profit of its sale per currency. Nothing here is shown to anyone without CAR_COSTS:
 * the caller renders it only for them, and the server answers 403 to everyone else.
 *
 * @example
 * {canSeeCosts ? <CarCostsSection carId={car.id} /> : null}
 */
export function CarCostsSection({ carId }: { carId: number }) {
  const found = useResource(endpoints.carCosts.get, { params: { id: carId } });
  const remove = useResourceMutation(endpoints.carCosts.removeExpense);
  const [dialog, setDialog] = useState<'purchase' | 'expense' | null>(null);
  const costs = found.data?.data;
  return (
    <RecordSection title={M.title}>
      {found.error ? (
        <EmptyState>{errorMessage(found.error)}</EmptyState>
      ) : !costs ? (
        <LoadStatus />
      ) : (
        <div className="cc-cars-costs">
          <section aria-label={M.purchase}>
            <h3 className="cc-cars-costs__heading">{M.purchase}</h3>
            {costs.purchase ? (
              <p>
                <Money amount={costs.purchase.amount} currency={costs.purchase.currency} /> —{' '}
                <DateText value={costs.purchase.date} />
                {costs.purchase.seller ? ` — ${M.from} ${costs.purchase.seller.fullName}` : ''}
                {costs.purchase.note ? ` — ${costs.purchase.note}` : ''}
              </p>
            ) : (
              <p>{M.noPurchase}</p>
            )}
            <Button type="button" variant="secondary" onClick={() => setDialog('purchase')}>
              {costs.purchase ? M.editPurchase : M.setPurchase}
            </Button>
          </section>
          <section aria-label={M.expenses}>
            <h3 className="cc-cars-costs__heading">{M.expenses}</h3>
            {costs.expenses.length === 0 ? (
              <p>{M.noExpenses}</p>
            ) : (
              <ul className="cc-cars-costs__list">
                {costs.expenses.map((e) => (
                  <li key={e.id}>
                    <span>
                      {CAR_EXPENSE_KIND_LABELS[e.kind]} — <Money amount={e.amount} currency={e.currency} /> —{' '}
                      <DateText value={e.date} />
                      {e.note ? ` — ${e.note}` : ''}
                    </span>
                    {e.receipt ? (
                      <a href={e.receipt.url} target="_blank" rel="noreferrer">
                        {M.viewReceipt}
                      </a>
                    ) : null}
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={M.removeExpense(CAR_EXPENSE_KIND_LABELS[e.kind])}
                      disabled={remove.isPending}
                      onClick={() =>
                        remove
                          .mutateAsync({ params: { id: carId, expenseId: e.id } })
                          .then(({ message }) => toast.success(message ?? ''))
                          .catch((error: unknown) => toast.error(errorMessage(error)))
                      }
                    >
                      {M.remove}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <Button type="button" variant="secondary" onClick={() => setDialog('expense')}>
              {M.addExpense}
            </Button>
          </section>
          <Profit costs={costs} />
          {dialog === 'purchase' ? <PurchaseDialog costs={costs} onClose={() => setDialog(null)} /> : null}
          {dialog === 'expense' ? <ExpenseDialog carId={carId} onClose={() => setDialog(null)} /> : null}
        </div>
      )}
    </RecordSection>
  );
}
