import { type ReactNode, useId } from 'react';
import { BUSINESS_MESSAGES as M } from './messages';

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean | undefined;
  error?: string | undefined;
  children: ReactNode;
  /** Under the control, before the error (e.g. 'إضافة حساب جديد'). */
  extra?: ReactNode;
}

/** ui-rtl's cc-field markup for the controls TextInput does not cover (select, textarea, search select). */
export function FieldShell({ id, label, required, error, children, extra }: FieldShellProps) {
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
      {extra}
      {error ? (
        <p id={`${id}-error`} className="cc-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A choice of a {@link SelectField}. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  required?: boolean;
  /** Shown under the field (role="alert"), also its accessible description. */
  error?: string | undefined;
  /** Adds the empty 'اختر...' choice (optional fields). */
  allowEmpty?: boolean;
  /** Disables the select (while its choices load). */
  disabled?: boolean;
}

/**
 * A labelled native select with its error under it.
 *
 * @example
 * <SelectField label="العملة" value={currency} options={[{ value: 'IQD', label: 'دينار' }]} onChange={setCurrency} />
 */
export function SelectField({
  label,
  value,
  options,
  onChange,
  required,
  error,
  allowEmpty,
  disabled,
}: SelectFieldProps) {
  const id = `cc-business-${useId()}`;
  return (
    <FieldShell id={id} label={label} required={required} error={error}>
      <select
        id={id}
        className="cc-field__input cc-business-select"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {allowEmpty ? <option value="">{M.choose}</option> : null}
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
  required?: boolean;
  error?: string | undefined;
}

/**
 * A labelled textarea with its error under it.
 *
 * @example
 * <TextAreaField label="ملاحظة" value={note} onChange={setNote} />
 */
export function TextAreaField({ label, value, onChange, required, error }: TextAreaFieldProps) {
  const id = `cc-business-${useId()}`;
  return (
    <FieldShell id={id} label={label} required={required} error={error}>
      <textarea
        id={id}
        className="cc-field__input cc-business-textarea"
        rows={3}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </FieldShell>
  );
}
