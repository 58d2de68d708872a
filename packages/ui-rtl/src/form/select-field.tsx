import type { FieldValues } from 'react-hook-form';
import { SelectInput, type SelectOption } from '../select-input';
import { type FormFieldProps, useTextBinding } from './field-props';
import { FORM_MESSAGES } from './messages';

/** Props of {@link SelectField}. */
export interface SelectFieldProps<T extends FieldValues> extends FormFieldProps<T> {
  options: readonly SelectOption[];
  /** The empty choice's text; default 'اختر...'. Choosing it stores `null`. */
  placeholder?: string;
}

/**
 * A labelled native select ({@link SelectInput}) bound to a field of the surrounding {@link Form}, with an
 * empty first choice.
 *
 * @example
 * <SelectField<CarInput> name="type" label="النوع" options={[{ value: 'SUV', label: 'دفع رباعي' }]} />
 */
export function SelectField<T extends FieldValues>({
  name,
  control,
  placeholder = FORM_MESSAGES.choose,
  ...input
}: SelectFieldProps<T>) {
  const { error, controlProps } = useTextBinding(name, control);
  return <SelectInput {...input} {...controlProps} placeholder={placeholder} error={error} />;
}
