import type { FieldValues } from 'react-hook-form';
import { TextInput, type TextInputProps } from '../text-input';
import { type FormFieldProps, useTextBinding } from './field-props';

/** Props of {@link TextField}: the kit's field props plus the input's own (placeholder, dir, type…). */
export type TextFieldProps<T extends FieldValues> = FormFieldProps<T> &
  Omit<
    TextInputProps,
    'name' | 'label' | 'required' | 'hint' | 'error' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
  >;

/**
 * A labelled text input bound to a field of the surrounding {@link Form}: the schema's (or the
 * server's) error under it, with aria-invalid and aria-describedby. Empty text is stored as `null`.
 *
 * @example
 * <TextField<CarInput> name="plateNumber" label="رقم اللوحة" required placeholder="مثال: بغداد 12345 أ" />
 */
export function TextField<T extends FieldValues>({ name, control, ...input }: TextFieldProps<T>) {
  const { error, controlProps } = useTextBinding(name, control);
  return <TextInput {...input} {...controlProps} error={error} />;
}
