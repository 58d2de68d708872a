import { type ChangeEvent, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { TextInput, type TextInputProps } from '../text-input';
import type { FormFieldProps } from './field-props';
import { numberFieldText, parseNumberText, UnparsedNumber } from './number-text';

/** Props of {@link NumberField}. */
export type NumberFieldProps<T extends FieldValues> = FormFieldProps<T> &
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
    | 'type'
    | 'inputMode'
  >;

/**
 * A number typed the way people type it here: a text input with the numeric keyboard that reads Latin,
 * Arabic-Indic (٠-٩) and Eastern (۰-۹) digits and separators ('٬' ',' '٫') and stores a number (`null`
 * when empty). Text that is not a number is kept as typed and reported under the field
 * ({@link FORM_MESSAGES.notANumber}) when the form is checked; it is never silently dropped.
 *
 * @example
 * <NumberField<CarInput> name="model" label="سنة الصنع" required />  // '٢٠٢١' is sent as 2021
 */
export function NumberField<T extends FieldValues>({ name, control, ...input }: NumberFieldProps<T>) {
  const typed = useTypedNumber(name, control, numberFieldText, (text) => {
    const parsed = parseNumberText(text);
    return parsed.ok ? parsed.value : new UnparsedNumber(text);
  });
  return <TextInput {...input} {...typed.inputProps} inputMode="numeric" />;
}

/**
 * Binds a text input to a number or money field that keeps the text as typed ('٢٠' stays '٢٠' while the
 * value is 20) and stores `read(text)`; a value set from outside (the loaded record, a reset) shows as
 * `show(value)`. Returns the input's props (with the field's error) and `retype` to read the shown text
 * again (a money field's currency changed).
 */
export function useTypedNumber<T extends FieldValues>(
  name: FieldPath<T>,
  control: Control<T> | undefined,
  show: (value: unknown) => string,
  read: (text: string) => unknown,
) {
  const { field, fieldState } = useController({ name, control });
  const [shown, setShown] = useState(() => ({ value: field.value as unknown, text: show(field.value) }));
  const text = Object.is(shown.value, field.value) ? shown.text : show(field.value);
  const type = (typed: string) => {
    const value = read(typed);
    setShown({ value, text: typed });
    field.onChange(value);
  };
  return {
    text,
    retype: () => {
      if (text !== '') type(text);
    },
    inputProps: {
      ref: field.ref,
      name: field.name,
      type: 'text',
      error: fieldState.error?.message,
      value: text,
      onChange: (event: ChangeEvent<HTMLInputElement>) => type(event.target.value),
      onBlur: field.onBlur,
    },
  };
}
