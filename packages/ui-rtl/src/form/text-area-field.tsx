import type { FieldValues } from 'react-hook-form';
import { TextAreaInput } from '../text-area-input';
import { type FormFieldProps, useTextBinding } from './field-props';
import { useLengthLimit } from './length-counter';

/** Props of {@link TextAreaField}. */
export interface TextAreaFieldProps<T extends FieldValues> extends FormFieldProps<T> {
  /** Visible lines; default 3. */
  rows?: number;
  placeholder?: string;
  /** The most characters it takes; default the schema's `.max()` (the browser stops typing there). */
  maxLength?: number;
}

/**
 * A labelled textarea ({@link TextAreaInput}) bound to a field of the surrounding {@link Form}. Empty text
 * is stored as `null`. Its `maxLength` is the schema's `.max()` unless given, with a counter from 80 % of it.
 *
 * @example
 * <TextAreaField<CarInput> name="notes" label="ملاحظات" />
 */
export function TextAreaField<T extends FieldValues>({
  name,
  control,
  maxLength: given,
  ...input
}: TextAreaFieldProps<T>) {
  const { error, controlProps } = useTextBinding(name, control);
  const { maxLength, counter, counterId } = useLengthLimit(name, control, given, controlProps.value);
  return (
    <TextAreaInput
      {...input}
      {...controlProps}
      maxLength={maxLength}
      extra={counter}
      aria-describedby={counterId}
      error={error}
    />
  );
}
