import { type FieldPath, type FieldValues, get, set } from 'react-hook-form';
import type { SelectOption } from '../select-input';
import type { TextInputProps } from '../text-input';
import { NumberField } from './number-field';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

interface FieldSpecBase<T extends FieldValues> {
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  hint?: string;
  placeholder?: string;
  /** The most characters the schema takes: the browser stops typing there (text and textarea). */
  maxLength?: number;
}

/**
 * One field of a form's field list: which control, bound to which key of the schema's input. A form is
 * its list, so adding a column to a record adds one line here.
 *
 * @example
 * const CAR_FIELDS: FieldSpec<CarInput>[] = [
 *   { kind: 'text', name: 'name', label: 'اسم السيارة', required: true },
 *   { kind: 'number', name: 'model', label: 'سنة الصنع', required: true },
 *   { kind: 'select', name: 'type', label: 'النوع', options: CAR_TYPE_OPTIONS },
 *   { kind: 'textarea', name: 'notes', label: 'ملاحظات' },
 * ];
 */
export type FieldSpec<T extends FieldValues> =
  | (FieldSpecBase<T> & {
      kind: 'text';
      type?: 'text' | 'tel' | 'email';
      dir?: 'ltr' | 'rtl';
      inputMode?: TextInputProps['inputMode'];
      autoComplete?: string;
    })
  | (FieldSpecBase<T> & { kind: 'number' })
  | (FieldSpecBase<T> & { kind: 'select'; options: readonly SelectOption[] })
  | (FieldSpecBase<T> & { kind: 'textarea'; rows?: number });

function FieldOf<T extends FieldValues>({ spec }: { spec: FieldSpec<T> }) {
  switch (spec.kind) {
    case 'text': {
      const { kind: _text, ...props } = spec;
      return <TextField<T> {...props} />;
    }
    case 'number': {
      const { kind: _number, ...props } = spec;
      return <NumberField<T> {...props} />;
    }
    case 'select': {
      const { kind: _select, ...props } = spec;
      return <SelectField<T> {...props} />;
    }
    case 'textarea': {
      const { kind: _textarea, ...props } = spec;
      return <TextAreaField<T> {...props} containerClassName="cc-form__wide" />;
    }
  }
}

/**
 * A form's fields from its field list, in a two-column grid (one column on narrow screens; textareas
 * take the whole row). Place inside a {@link Form}.
 *
 * @example
 * <FormFields fields={CAR_FIELDS} />
 */
export function FormFields<T extends FieldValues>({ fields }: { fields: readonly FieldSpec<T>[] }) {
  return (
    <div className="cc-form__grid">
      {fields.map((spec) => (
        <FieldOf<T> key={spec.name} spec={spec} />
      ))}
    </div>
  );
}

/**
 * The starting values of a form: each listed field's value in `record` (a loaded record being edited),
 * `null` when it has none or there is no record (a new one). No conversion: the fields store what the
 * schema takes.
 *
 * @example
 * useZodForm(carInputSchema, { defaultValues: formValues(CAR_FIELDS, car) });
 */
export function formValues<T extends FieldValues>(
  fields: readonly FieldSpec<T>[],
  record?: object | null,
): T {
  const values = {};
  for (const { name } of fields) set(values, name, get(record ?? {}, name) ?? null);
  return values as T;
}
