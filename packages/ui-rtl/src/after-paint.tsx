import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * False until the component's first render has been painted (the next animation frame, then a task),
 * then true. A screen paints what the eye looks for first (its heading, its search box) and renders its
 * heavier parts (long tables, histories) right after: on a slow phone the first part shows before the
 * rest is built, and the work is split in two tasks instead of one long one.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      // A transition: React renders the rest in slices, yielding between them, not in one long task.
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}

/** Props of {@link AfterPaint}. */
export interface AfterPaintProps {
  children: ReactNode;
}

/**
 * Renders its children once the render it first appeared in has been painted ({@link usePainted}):
 * the parts of a screen below its fold, after the parts above it.
 *
 * @example
 * <PageHeader title={title} />
 * <AfterPaint><LongTable rows={rows} /></AfterPaint>
 */
export function AfterPaint({ children }: AfterPaintProps) {
  return usePainted() ? children : null;
}
