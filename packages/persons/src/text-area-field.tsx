import { useId } from 'react';

/** Props of {@link TextAreaField}. */
export interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
  rows?: number;
}

/**
 * A labelled textarea with an error under it, in ui-rtl's TextInput markup (cc-field classes), which
 * covers single-line inputs only.
 *
 * @example
 * <TextAreaField label="ملاحظات" value={values.notes} onChange={(v) => setValue('notes', v)} />
 */
export function TextAreaField({ label, value, onChange, error, disabled, rows = 3 }: TextAreaFieldProps) {
  const id = `cc-persons-${useId()}`;
  return (
    <div className="cc-field" data-invalid={error ? '' : undefined}>
      <label className="cc-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="cc-field__control">
        <textarea
          id={id}
          className="cc-field__input cc-persons-textarea"
          value={value}
          rows={rows}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="cc-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
