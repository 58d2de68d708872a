import type { FieldValues } from 'react-hook-form';
import { type FormFieldProps, useTextBinding } from './field-props';
import { FieldShell } from './field-shell';
import { FORM_MESSAGES } from './messages';

/** A choice of a {@link SelectField}: the code stored and its Arabic label. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps<T extends FieldValues> extends FormFieldProps<T> {
  options: readonly SelectOption[];
  /** The empty choice's text; default 'اختر...'. Choosing it stores `null`. */
  placeholder?: string;
}

/**
 * A labelled native select bound to a field of the surrounding {@link Form}, with an empty first choice.
 *
 * @example
 * <SelectField<CarInput> name="type" label="النوع" options={[{ value: 'SUV', label: 'دفع رباعي' }]} />
 */
export function SelectField<T extends FieldValues>({
  name,
  control,
  options,
  placeholder = FORM_MESSAGES.choose,
  ...shell
}: SelectFieldProps<T>) {
  const { error, controlProps } = useTextBinding(name, control);
  return (
    <FieldShell {...shell} error={error}>
      {(aria) => (
        <select
          {...aria}
          {...controlProps}
          className="cc-field__input cc-select"
          required={shell.required}
          disabled={shell.disabled}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
