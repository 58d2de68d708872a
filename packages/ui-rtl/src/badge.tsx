import type { ReactNode } from 'react';
import { cx } from './cx';

/** Colour of a {@link Badge}. */
export type BadgeTone = 'success' | 'warning' | 'neutral' | 'danger' | 'info';

/** Props of {@link Badge}. */
export interface BadgeProps {
  tone: BadgeTone;
  children: ReactNode;
  className?: string;
}

/**
 * A small coloured label, e.g. a car status.
 *
 * @example
 * ```tsx
 * <Badge tone="warning">غير مبيوعة</Badge>
 * ```
 */
export function Badge({ tone, children, className }: BadgeProps) {
  return (
    <span className={cx('cc-badge', className)} data-tone={tone}>
      {children}
    </span>
  );
}
