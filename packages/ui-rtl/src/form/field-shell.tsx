import { type ReactNode, useId } from 'react';
import { cx } from '../cx';

/** What a control inside a {@link FieldShell} needs to be linked to its label and message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Props of {@link FieldShell}. */
export interface FieldShellProps {
  /** Visible label, linked to the control; none when omitted (the control then needs its own name). */
  label?: string | undefined;
  /** The control's id; default a generated one. */
  id?: string | undefined;
  /** Shows the '*' mark after the label. */
  required?: boolean | undefined;
  /** Help text under the field while it has no error. */
  hint?: string | undefined;
  /** Error under the field (role="alert"); also sets the control's aria-invalid. */
  error?: string | undefined;
  disabled?: boolean | undefined;
  /** Class of the outer wrapper (label + control + message). */
  containerClassName?: string | undefined;
  /** Ids the control is also described by (before the error or hint). */
  describedBy?: string | undefined;
  /** Under the control, before the error or hint (a load failure, an 'add new' link). */
  extra?: ReactNode;
  /** The control(s), given the id and aria attributes that link them to the label and message. */
  children: (control: FieldControlProps) => ReactNode;
}

/** The props a native control shares with its {@link FieldShell} (label, message, wrapper). */
export interface ShellOwnProps {
  label?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  containerClassName?: string | undefined;
  id?: string | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  'aria-describedby'?: string | undefined;
  /** Under the control, before the error or hint (a length counter). */
  extra?: ReactNode;
}

/**
 * Splits a labelled control's props into its {@link FieldShell}'s and the native control's (which keeps
 * `required` and `disabled` too).
 *
 * @example
 * const [shell, native] = splitShellProps(props);
 * return <FieldShell {...shell}>{(aria) => <select {...aria} {...native} />}</FieldShell>;
 */
export function splitShellProps<P extends ShellOwnProps>(props: P) {
  const {
    label,
    error,
    hint,
    containerClassName,
    id,
    'aria-describedby': describedBy,
    extra,
    ...native
  } = props;
  const shell = {
    extra,
    label,
    error,
    hint,
    containerClassName,
    id,
    describedBy,
    required: native.required,
    disabled: native.disabled,
  };
  return [shell, native] as const;
}

/**
 * The one cc-field markup (label with the required mark, control, then the error or the hint) of
 * TextInput, SelectInput, TextAreaInput and any other labelled control.
 *
 * @example
 * <FieldShell label="البحث" error={error}>{(aria) => <input {...aria} className="cc-field__input" />}</FieldShell>
 */
export function FieldShell({
  label,
  id: givenId,
  required,
  hint,
  error,
  disabled,
  containerClassName,
  describedBy,
  extra,
  children,
}: FieldShellProps) {
  const autoId = `cc-field-${useId()}`;
  const id = givenId ?? autoId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const ariaDescribedBy =
    [describedBy, error ? errorId : hint ? hintId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('cc-field', containerClassName)} data-invalid={error ? '' : undefined}>
      {label ? (
        <label className="cc-field__label" htmlFor={id}>
          {label}
          {required ? (
            <span className="cc-field__required" aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
      ) : null}
      <div className="cc-field__control" data-disabled={disabled ? '' : undefined}>
        {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': ariaDescribedBy })}
      </div>
      {extra}
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
