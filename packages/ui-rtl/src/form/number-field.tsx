import { useState } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
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
  const { field, fieldState } = useController({ name, control });
  // The text as typed, for the value it was typed for: '٢٠' stays '٢٠' while the value is 20. A value
  // set from outside (the loaded record, a reset) shows as its own text.
  const [shown, setShown] = useState(() => ({
    value: field.value as unknown,
    text: numberFieldText(field.value),
  }));
  const text = Object.is(shown.value, field.value) ? shown.text : numberFieldText(field.value);

  return (
    <TextInput
      {...input}
      ref={field.ref}
      name={field.name}
      type="text"
      inputMode="numeric"
      error={fieldState.error?.message}
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        const parsed = parseNumberText(typed);
        const value = parsed.ok ? parsed.value : new UnparsedNumber(typed);
        setShown({ value, text: typed });
        field.onChange(value);
      }}
      onBlur={field.onBlur}
    />
  );
}
