import {
  type ChangeEvent,
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { cx } from './cx';
import { FieldShell } from './form/field-shell';
import { IconClose } from './icons-base';
import { UI_MESSAGES } from './messages';

/** Props of {@link TextInput}: every native input prop plus the ones below. */
export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Visible label, linked to the input. */
  label?: string;
  /** Error shown under the field (role="alert"); also sets aria-invalid and aria-describedby. */
  error?: string;
  /** Help text shown under the field when there is no error. */
  hint?: string;
  /** When given, a clear button labelled 'مسح' appears while the field has a value. */
  onClear?: () => void;
  /** Adornment at the inline start (right in RTL). */
  startIcon?: ReactNode;
  /** Adornment at the inline end (left in RTL). */
  endIcon?: ReactNode;
  /** Class of the outer wrapper (label + control + message). `className` goes to the input. */
  containerClassName?: string;
  /** Under the input, before the error or hint (the form kit's length counter). */
  extra?: ReactNode;
}

function filled(value: unknown): boolean {
  return value !== undefined && value !== null && String(value) !== '';
}

/**
 * The reusable text input: label, clear button, start/end icons, an error
 * under the field, and for `type="number"` the mouse wheel does not change the value.
 * Works controlled (`value` + `onChange`) or uncontrolled (`defaultValue`, or a form library's `ref`).
 *
 * @example
 * ```tsx
 * <TextInput
 *   label="الاسم بالعربية"
 *   value={name}
 *   onChange={(e) => setName(e.target.value)}
 *   onClear={() => setName('')}
 *   error={errors.name}
 * />
 * ```
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  {
    label,
    error,
    hint,
    onClear,
    startIcon,
    endIcon,
    containerClassName,
    extra,
    className,
    id,
    type = 'text',
    value,
    defaultValue,
    onChange,
    disabled,
    readOnly,
    required,
    'aria-describedby': ariaDescribedBy,
    ...rest
  },
  ref,
) {
  const autoId = useId();
  const innerRef = useRef<HTMLInputElement | null>(null);

  const isControlled = value !== undefined;
  const [uncontrolledFilled, setUncontrolledFilled] = useState(() => filled(defaultValue));
  const hasValue = isControlled ? filled(value) : uncontrolledFilled;

  // Form libraries (reset, setValue) may write the DOM value without a change event; resync after render.
  useEffect(() => {
    if (!isControlled && innerRef.current) setUncontrolledFilled(innerRef.current.value !== '');
  });

  // React's onWheel is passive, so preventDefault needs a native listener. Browsers only step a number
  // input on wheel while it is focused; the page still scrolls when the field is not focused.
  useEffect(() => {
    const input = innerRef.current;
    if (!input || type !== 'number') return;
    const onWheel = (event: WheelEvent) => {
      if (input.ownerDocument.activeElement === input) event.preventDefault();
    };
    input.addEventListener('wheel', onWheel, { passive: false });
    return () => input.removeEventListener('wheel', onWheel);
  }, [type]);

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      innerRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (!isControlled) setUncontrolledFilled(event.target.value !== '');
    onChange?.(event);
  };

  const handleClear = () => {
    const input = innerRef.current;
    if (!isControlled && input) {
      input.value = '';
      setUncontrolledFilled(false);
    }
    onClear?.();
    input?.focus();
  };

  const showClear = Boolean(onClear) && hasValue && !disabled && !readOnly;

  return (
    <FieldShell
      label={label}
      id={id ?? `cc-input-${autoId}`}
      required={required}
      hint={hint}
      error={error}
      disabled={disabled}
      containerClassName={containerClassName}
      describedBy={ariaDescribedBy}
      extra={extra}
    >
      {(aria) => (
        <>
          {startIcon ? <span className="cc-field__adornment">{startIcon}</span> : null}
          <input
            ref={setRefs}
            {...aria}
            type={type}
            className={cx('cc-field__input', className)}
            value={value}
            defaultValue={defaultValue}
            onChange={handleChange}
            disabled={disabled}
            readOnly={readOnly}
            required={required}
            {...rest}
          />
          {showClear ? (
            <button
              type="button"
              className="cc-field__clear"
              aria-label={UI_MESSAGES.clear}
              title={UI_MESSAGES.clear}
              onClick={handleClear}
            >
              <IconClose size={16} />
            </button>
          ) : null}
          {endIcon ? <span className="cc-field__adornment">{endIcon}</span> : null}
        </>
      )}
    </FieldShell>
  );
});
