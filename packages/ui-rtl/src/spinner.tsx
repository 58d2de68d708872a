import { cx } from './cx';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Diameter in pixels. Default 24. */
  size?: number;
  /** Stroke colour. Default `currentColor` (inherits the text colour). */
  color?: string;
  /** When given, the spinner is announced (role="status") with this label; otherwise it is decorative. */
  label?: string;
  className?: string;
}

/**
 * A rotating ring. Decorative by default; pass `label` to announce it.
 *
 * @example
 * ```tsx
 * <Spinner size={60} color="#1976d2" label={UI_MESSAGES.loading} />
 * ```
 */
export function Spinner({ size = 24, color = 'currentColor', label, className }: SpinnerProps) {
  const ring = (
    <svg
      className={cx('cc-spinner', className)}
      width={size}
      height={size}
      viewBox="0 0 50 50"
      focusable="false"
      aria-hidden="true"
    >
      <circle cx="25" cy="25" r="20" fill="none" stroke={color} strokeOpacity={0.2} strokeWidth={5} />
      <circle
        className="cc-spinner__arc"
        cx="25"
        cy="25"
        r="20"
        fill="none"
        stroke={color}
        strokeWidth={5}
        strokeLinecap="round"
        strokeDasharray="90 150"
      />
    </svg>
  );
  if (!label) return ring;
  return (
    <span className="cc-spinner-status" role="status" aria-label={label}>
      {ring}
    </span>
  );
}
