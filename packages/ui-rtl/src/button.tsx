import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { cx } from './cx';
import { Spinner } from './spinner';

/** Visual weight of a {@link Button}. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
/** Height of a {@link Button}. */
export type ButtonSize = 'sm' | 'md';

/** Props of {@link Button}: every native button prop plus the ones below. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Default `primary`. */
  variant?: ButtonVariant;
  /** Default `md`. */
  size?: ButtonSize;
  /** Shows a spinner, disables the button and sets aria-busy. */
  loading?: boolean;
  /** Icon before the label (inline start: right in RTL). Replaced by the spinner while loading. */
  startIcon?: ReactNode;
  /** Icon after the label (inline end). */
  endIcon?: ReactNode;
}

/**
 * The product's button. `type` keeps the native default (submit inside a form), so pass
 * `type="button"` for buttons in forms that must not submit.
 *
 * @example
 * ```tsx
 * <Button variant="danger" loading={deleting} onClick={remove}>نعم، احذف</Button>
 * ```
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    disabled,
    startIcon,
    endIcon,
    className,
    children,
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      className={cx('cc-button', className)}
      data-variant={variant}
      data-size={size}
      data-loading={loading || undefined}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size={size === 'sm' ? 14 : 16} /> : startIcon}
      {children}
      {endIcon}
    </button>
  );
});
