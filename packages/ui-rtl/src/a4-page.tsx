import type { ReactNode } from 'react';
import { cx } from './cx';

/** Props of {@link A4Page}. */
export interface A4PageProps {
  children: ReactNode;
  className?: string;
  /**
   * Keep the exact A4 size (794x1123 px at 96 dpi) on screen too, e.g. for the print page or the
   * designer canvas. By default the sheet takes the available width on screen and is A4 only in print.
   */
  fixed?: boolean;
}

/** A4 at 96 dpi (docs/domain/printing.md). */
export const A4_SIZE = { width: 794, height: 1123 } as const;

/**
 * The white sheet every screen's content sits on; it prints as one A4 page width (zero page margin,
 * exact colours).
 *
 * @example
 * ```tsx
 * <A4Page>
 *   <PageHeader title="السيارات" actions={<Button>+ اضافة سيارة</Button>} />
 *   <CarsTable />
 * </A4Page>
 * ```
 */
export function A4Page({ children, className, fixed = false }: A4PageProps) {
  return (
    <div className={cx('cc-a4-page', className)} data-fixed={fixed ? '' : undefined}>
      {children}
    </div>
  );
}
