import { type ReactNode, useId } from 'react';
import type { CarOption } from './car-labels';
import { CARS_MESSAGES } from './messages';

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string | undefined;
  children: ReactNode;
}

// The same markup as ui-rtl's TextInput (cc-field classes), for controls TextInput does not cover.
function FieldShell({ id, label, required, error, children }: FieldShellProps) {
  return (
    <div className="cc-field" data-invalid={error ? '' : undefined}>
      <label className="cc-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="cc-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className="cc-field__control">{children}</div>
      {error ? (
        <p id={`${id}-error`} className="cc-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly CarOption[];
  onChange: (value: string) => void;
  required?: boolean;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * A labelled native select with an empty 'اختر...' choice and an error under it.
 *
 * @example
 * <SelectField label="النوع" value={values.type} options={CAR_OPTIONS.type} onChange={(v) => setValue('type', v)} />
 */
export function SelectField({
  label,
  value,
  options,
  onChange,
  required,
  error,
  disabled,
}: SelectFieldProps) {
  const id = `cc-cars-${useId()}`;
  return (
    <FieldShell id={id} label={label} required={required ?? false} error={error}>
      <select
        id={id}
        className="cc-field__input cc-cars-select"
        value={value}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{CARS_MESSAGES.choose}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

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
 * A labelled textarea with an error under it.
 *
 * @example
 * <TextAreaField label="ملاحظات" value={values.notes} onChange={(v) => setValue('notes', v)} />
 */
export function TextAreaField({ label, value, onChange, error, disabled, rows = 3 }: TextAreaFieldProps) {
  const id = `cc-cars-${useId()}`;
  return (
    <FieldShell id={id} label={label} error={error}>
      <textarea
        id={id}
        className="cc-field__input cc-cars-textarea"
        value={value}
        rows={rows}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </FieldShell>
  );
}
