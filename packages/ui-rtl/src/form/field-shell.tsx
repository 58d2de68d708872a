import { type ReactNode, useId } from 'react';
import { cx } from '../cx';

/** What a control inside a {@link FieldShell} needs to be linked to its label and message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldShellProps {
  label: string;
  required?: boolean | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  disabled?: boolean | undefined;
  containerClassName?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The cc-field markup of TextInput (label with the required mark, control, then the error or the hint)
 * around a control TextInput does not cover (select, textarea). Internal to the form kit.
 */
export function FieldShell({
  label,
  required,
  hint,
  error,
  disabled,
  containerClassName,
  children,
}: FieldShellProps) {
  const id = `cc-field-${useId()}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={cx('cc-field', containerClassName)} data-invalid={error ? '' : undefined}>
      <label className="cc-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="cc-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className="cc-field__control" data-disabled={disabled ? '' : undefined}>
        {children({
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : hint ? hintId : undefined,
        })}
      </div>
      {error ? (
        <p id={errorId} className="cc-field__error" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="cc-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
