import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cx } from './cx';
import { FieldShell, splitShellProps } from './form/field-shell';

/** A choice of a {@link SelectInput}: the code stored and its Arabic label. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of {@link SelectInput}: every native select prop plus the ones below. */
export interface SelectInputProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  /** Visible label, linked to the select. */
  label?: string;
  options: readonly SelectOption[];
  /** When given, an empty first choice with this text ('اختر...'). */
  placeholder?: string;
  /** Error shown under the field (role="alert"); also sets aria-invalid and aria-describedby. */
  error?: string | undefined;
  /** Help text shown under the field when there is no error. */
  hint?: string;
  /** Class of the outer wrapper (label + control + message). `className` goes to the select. */
  containerClassName?: string;
}

/**
 * A labelled native select with its error or hint under it (the cc-field markup of TextInput).
 * Controlled with `value` + `onChange` like a native select; the form kit's SelectField binds it to a form.
 *
 * @example
 * <SelectInput label="العملة" value={currency} options={[{ value: 'IQD', label: 'دينار' }]} onChange={(e) => setCurrency(e.target.value)} />
 */
export const SelectInput = forwardRef<HTMLSelectElement, SelectInputProps>(function SelectInput(props, ref) {
  const [shell, { options, placeholder, className, ...rest }] = splitShellProps(props);
  return (
    <FieldShell {...shell}>
      {(aria) => (
        <select ref={ref} {...aria} className={cx('cc-field__input cc-select', className)} {...rest}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
});
