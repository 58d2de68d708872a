import type { ReactNode } from 'react';
import { checkedSchema } from './checked-schema';
import { ComboboxField } from './combobox-field';
import { DateField } from './date-field';
import { Form, FormActions, SubmitButton } from './form';
import type { FieldSpec } from './form-fields';
import { MoneyField } from './money-field';
import { RecordForm } from './record-form';
import { SwitchField } from './switch-field';
import { type ServerFailure, useZodForm } from './use-zod-form';

// Stories and tests of the kit only (not exported). ui-rtl has no zod: its users bring the contracts'
// schemas. This is the shape of a zod v4 schema that zodResolver reads (`_zod`, `parseAsync`, a
// `$ZodError` with issues), with the rules of a small car form.

/** The demo form's values. */
export interface DemoCar {
  name: string | null;
  model: number | null;
  type: string | null;
  notes: string | null;
}

interface Issue {
  path: string[];
  message: string;
}

function check(values: DemoCar): Issue[] {
  const issues: Issue[] = [];
  if (!values.name?.trim()) issues.push({ path: ['name'], message: 'اسم السيارة مطلوب' });
  if (typeof values.model !== 'number') issues.push({ path: ['model'], message: 'سنة الصنع مطلوبة' });
  else if (values.model < 1950)
    issues.push({ path: ['model'], message: 'سنة الصنع يجب أن تكون 1950 أو بعدها' });
  return issues;
}

/** A zod-v4-shaped schema of {@link DemoCar}: trims the name, requires name and year. */
export const demoCarSchema = {
  _zod: { input: {} as DemoCar, output: {} as DemoCar, traits: new Set(['$ZodType']) },
  async parseAsync(values: DemoCar): Promise<DemoCar> {
    const issues = check(values);
    if (issues.length > 0) {
      throw {
        _zod: { traits: new Set(['$ZodError']) },
        issues: issues.map((i) => ({ code: 'custom', ...i })),
      };
    }
    return { ...values, name: values.name?.trim() ?? null };
  },
};

/** The demo form's field list. */
export const DEMO_CAR_FIELDS: readonly FieldSpec<DemoCar>[] = [
  { kind: 'text', name: 'name', label: 'اسم السيارة', required: true, placeholder: 'مثال: تويوتا كامري' },
  { kind: 'number', name: 'model', label: 'سنة الصنع', required: true, hint: 'تقبل الأرقام العربية ٠-٩' },
  {
    kind: 'select',
    name: 'type',
    label: 'النوع',
    options: [
      { value: 'SEDAN', label: 'صالون' },
      { value: 'SUV', label: 'دفع رباعي' },
    ],
  },
  { kind: 'textarea', name: 'notes', label: 'ملاحظات' },
];

/** Props of {@link DemoCarForm}. */
export interface DemoCarFormProps {
  /** Receives the checked values; a rejection ({@link ServerFailure}) is shown like a server's refusal. */
  onSave: (values: DemoCar) => void | Promise<void>;
  /** A record being edited. */
  record?: Partial<DemoCar>;
}

/** The demo form: the kit as a screen uses it. */
export function DemoCarForm({ onSave, record }: DemoCarFormProps) {
  return (
    <RecordForm
      schema={demoCarSchema}
      fields={DEMO_CAR_FIELDS}
      record={record}
      save={async (values) => onSave(values)}
      onSaved={() => undefined}
      errorMessage={(error) => (error as ServerFailure).message ?? ''}
      submitLabel="حفظ"
      cancel={<a href="#/cars">إلغاء</a>}
    />
  );
}

/** The second demo form's values: the kit's money, date, combobox and switch fields. */
export interface DemoDeal {
  price: string | null;
  firstDueDate: string | null;
  buyerId: number | null;
  urgent: boolean;
}

/** A person of the demo combobox. */
export interface DemoPerson {
  id: number;
  fullName: string;
  phone: string;
}

/** Persons the demo combobox offers (two spellings of one name, a phone in Latin digits). */
export const DEMO_PERSONS: readonly DemoPerson[] = [
  { id: 1, fullName: 'أحمد علي', phone: '07701234567' },
  { id: 2, fullName: 'احمد حسين', phone: '07801112222' },
  { id: 3, fullName: 'زينب كاظم', phone: '07509998888' },
];

/** A {@link checkedSchema} of {@link DemoDeal}: price, first due date and buyer required. */
export const demoDealSchema = checkedSchema<DemoDeal, DemoDeal>((values) => {
  const errors = {
    price: values.price === null ? 'السعر مطلوب' : undefined,
    firstDueDate: values.firstDueDate ? undefined : 'تاريخ أول قسط مطلوب',
    buyerId: values.buyerId === null ? 'المشتري مطلوب' : undefined,
  };
  return Object.values(errors).some(Boolean) ? { ok: false, errors } : { ok: true, value: values };
});

/** Props of {@link DemoDealForm}. */
export interface DemoDealFormProps {
  onSave: (values: DemoDeal) => void | Promise<void>;
  currency?: 'IQD' | 'USD';
}

/** Stories and tests only: a form of the kit's money, date, combobox and switch fields. */
export function DemoDealForm({ onSave, currency = 'IQD' }: DemoDealFormProps) {
  const form = useZodForm(demoDealSchema, {
    defaultValues: { price: null, firstDueDate: null, buyerId: null, urgent: false },
  });
  return (
    <Form form={form} onSubmit={async (values) => onSave(values)}>
      <div className="cc-form__grid">
        <MoneyField<DemoDeal> name="price" label="السعر" currency={currency} required />
        <DateField<DemoDeal> name="firstDueDate" label="تاريخ أول قسط" required />
        <ComboboxField<DemoDeal, DemoPerson>
          name="buyerId"
          label="المشتري"
          required
          options={DEMO_PERSONS}
          optionKey={(p) => p.id}
          optionLabel={(p) => `${p.fullName} — ${p.phone}`}
        />
        <SwitchField<DemoDeal> name="urgent" label="عاجل" />
      </div>
      <FormActions>
        <SubmitButton>حفظ</SubmitButton>
      </FormActions>
    </Form>
  );
}

/** The stories' decorator: a form as wide as a page's form column. */
export function formWidth(Story: () => ReactNode) {
  return (
    <div style={{ maxInlineSize: 720 }}>
      <Story />
    </div>
  );
}
