import type { FieldValues } from 'react-hook-form';
import { TextInput, type TextInputProps } from '../text-input';
import { type FormFieldProps, useTextBinding } from './field-props';
import { useLengthLimit } from './length-counter';

/** Props of {@link TextField}: the kit's field props plus the input's own (placeholder, dir, type…). */
export type TextFieldProps<T extends FieldValues> = FormFieldProps<T> &
  Omit<
    TextInputProps,
    | 'name'
    | 'label'
    | 'required'
    | 'hint'
    | 'error'
    | 'value'
    | 'defaultValue'
    | 'onChange'
    | 'onBlur'
    | 'extra'
  >;

/**
 * A labelled text input bound to a field of the surrounding {@link Form}: the schema's (or the
 * server's) error under it, with aria-invalid and aria-describedby. Empty text is stored as `null`. Its
 * `maxLength` is the schema's `.max()` unless given, with a counter from 80 % of it.
 *
 * @example
 * <TextField<CarInput> name="plateNumber" label="رقم اللوحة" required placeholder="مثال: بغداد 12345 أ" />
 */
export function TextField<T extends FieldValues>({
  name,
  control,
  maxLength: given,
  ...input
}: TextFieldProps<T>) {
  const { error, controlProps } = useTextBinding(name, control);
  const { maxLength, counter, counterId } = useLengthLimit(name, control, given, controlProps.value);
  return (
    <TextInput
      {...input}
      {...controlProps}
      maxLength={maxLength}
      extra={counter}
      aria-describedby={counterId}
      error={error}
    />
  );
}
