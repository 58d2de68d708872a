import { type SelectHTMLAttributes, useId } from 'react';

/** Props of {@link SelectField}: every native select prop plus a label and an error. */
export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
}

/**
 * A labelled native select styled like the design system's text input (the design system has no select
 * yet); the error sits under the field like {@link TextInput}'s.
 *
 * @example
 * ```tsx
 * <SelectField label="الفرع" value={branchId} onChange={(e) => setBranchId(e.target.value)}
 *   options={[{ value: '', label: 'بدون فرع' }, { value: '1', label: 'الفرع الرئيسي' }]} />
 * ```
 */
export function SelectField({ label, error, hint, options, id, className, ...rest }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? `cc-select-${autoId}`;
  const messageId = `${selectId}-message`;
  return (
    <div className="cc-field" data-invalid={error ? '' : undefined}>
      <label className="cc-field__label" htmlFor={selectId}>
        {label}
      </label>
      <div className="cc-field__control">
        <select
          id={selectId}
          className={['cc-field__input', 'cc-staff-select', className].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          {...rest}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={messageId} className="cc-field__error" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="cc-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
