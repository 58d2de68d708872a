import type { FieldValues } from 'react-hook-form';
import { TextAreaInput } from '../text-area-input';
import { type FormFieldProps, useTextBinding } from './field-props';

/** Props of {@link TextAreaField}. */
export interface TextAreaFieldProps<T extends FieldValues> extends FormFieldProps<T> {
  /** Visible lines; default 3. */
  rows?: number;
  placeholder?: string;
  /** The most characters the schema takes (the browser stops typing there). */
  maxLength?: number;
}

/**
 * A labelled textarea ({@link TextAreaInput}) bound to a field of the surrounding {@link Form}. Empty text
 * is stored as `null`.
 *
 * @example
 * <TextAreaField<CarInput> name="notes" label="ملاحظات" />
 */
export function TextAreaField<T extends FieldValues>({ name, control, ...input }: TextAreaFieldProps<T>) {
  const { error, controlProps } = useTextBinding(name, control);
  return <TextAreaInput {...input} {...controlProps} error={error} />;
}
