import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cx } from './cx';
import { FieldShell, splitShellProps } from './form/field-shell';

/** Props of {@link TextAreaInput}: every native textarea prop plus the ones below. */
export interface TextAreaInputProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Visible label, linked to the textarea. */
  label?: string;
  /** Error shown under the field (role="alert"); also sets aria-invalid and aria-describedby. */
  error?: string | undefined;
  /** Help text shown under the field when there is no error. */
  hint?: string;
  /** Class of the outer wrapper (label + control + message). `className` goes to the textarea. */
  containerClassName?: string;
  /** Under the textarea, before the error or hint (the form kit's length counter). */
  extra?: ReactNode;
}

/**
 * A labelled textarea (3 lines by default) with its error or hint under it (the cc-field markup of
 * TextInput). The form kit's TextAreaField binds it to a form.
 *
 * @example
 * <TextAreaInput label="ملاحظة" value={note} onChange={(e) => setNote(e.target.value)} />
 */
export const TextAreaInput = forwardRef<HTMLTextAreaElement, TextAreaInputProps>(
  function TextAreaInput(props, ref) {
    const [shell, { className, rows = 3, ...rest }] = splitShellProps(props);
    return (
      <FieldShell {...shell}>
        {(aria) => (
          <textarea
            ref={ref}
            {...aria}
            rows={rows}
            className={cx('cc-field__input cc-textarea', className)}
            {...rest}
          />
        )}
      </FieldShell>
    );
  },
);
