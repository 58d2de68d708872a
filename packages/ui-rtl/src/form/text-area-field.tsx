import type { FieldValues } from 'react-hook-form';
import { type FormFieldProps, useTextBinding } from './field-props';
import { FieldShell } from './field-shell';

/** Props of {@link TextAreaField}. */
export interface TextAreaFieldProps<T extends FieldValues> extends FormFieldProps<T> {
  /** Visible lines; default 3. */
  rows?: number;
  placeholder?: string;
}

/**
 * A labelled textarea bound to a field of the surrounding {@link Form}. Empty text is stored as `null`.
 *
 * @example
 * <TextAreaField<CarInput> name="notes" label="ملاحظات" />
 */
export function TextAreaField<T extends FieldValues>({
  name,
  control,
  rows = 3,
  placeholder,
  ...shell
}: TextAreaFieldProps<T>) {
  const { error, controlProps } = useTextBinding(name, control);
  return (
    <FieldShell {...shell} error={error}>
      {(aria) => (
        <textarea
          {...aria}
          {...controlProps}
          className="cc-field__input cc-textarea"
          rows={rows}
          placeholder={placeholder}
          required={shell.required}
          disabled={shell.disabled}
        />
      )}
    </FieldShell>
  );
}
