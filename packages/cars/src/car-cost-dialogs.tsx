// The car costs' dialogs (purchase price, an expense), loaded when first opened (car-costs.tsx).
import { errorMessage } from '@cc/api-client';
import { BUSINESS_MESSAGES as B, PersonPicker, useCompanyToday } from '@cc/business';
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
import { useResourceMutation } from '@cc/resources';
import {
  DateField,
  FormDialog,
  MoneyField,
  readAsBase64,
  SelectField,
  TextAreaField,
  TextField,
  toast,
  useZodForm,
} from '@cc/ui-rtl';
import { type ChangeEvent, useState } from 'react';
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
export function PurchaseDialog({ costs, onClose }: { costs: CarCosts; onClose: () => void }) {
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
export function ExpenseDialog({ carId, onClose }: { carId: number; onClose: () => void }) {
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
