import type { ReactNode } from 'react';
import { DT_MESSAGES } from './messages';
import { pageWindow } from './query';
import { Button, IconChevronEnd, IconChevronStart } from './ui';

/** Props of {@link Pager}. */
export interface PagerProps {
  /** Zero-based current page. */
  page: number;
  /** Zero-based index of the last page. */
  lastPage: number;
  /** A page by its number: the numbered buttons, first and last. */
  onPage(page: number): void;
  /** The next button (a list that steps by cursor sends the shown page's cursor). */
  onNext(): void;
  /** The previous button. */
  onPrevious(): void;
  /** How many numbered buttons (5). */
  windowSize?: number;
  disabled?: boolean;
  /** The last page comes from an estimated total (the list response's `totalIsEstimate`): «من نحو N». */
  estimate?: boolean;
}

/** One of the pager's four step buttons (first, previous, next, last): a chevron with a spoken label. */
function StepButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean | undefined;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <Button type="button" variant="ghost" size="sm" aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
    </Button>
  );
}

/**
 * The pager: first, previous, 5 numbered buttons around the current page (shown 1-based, zero-based in
 * the query), next, last. Chevrons follow the reading direction (previous points to the inline start).
 * Next and previous are steps (`onNext`, `onPrevious`); every other button names its page (`onPage`).
 *
 * @example
 * <Pager page={table.page} lastPage={table.pagination.lastPage} onPage={table.setPage}
 *   onNext={table.nextPage} onPrevious={table.previousPage} />
 */
export function Pager({
  page,
  lastPage,
  onPage,
  onNext,
  onPrevious,
  windowSize = 5,
  disabled,
  estimate,
}: PagerProps) {
  const atStart = page <= 0;
  const atEnd = page >= lastPage;
  return (
    <nav className="cc-dt-pager" aria-label={DT_MESSAGES.pager}>
      <StepButton label={DT_MESSAGES.firstPage} disabled={disabled || atStart} onClick={() => onPage(0)}>
        <span className="cc-dt-pager__double" aria-hidden="true">
          <IconChevronStart size={16} />
          <IconChevronStart size={16} />
        </span>
      </StepButton>
      <StepButton label={DT_MESSAGES.previousPage} disabled={disabled || atStart} onClick={onPrevious}>
        <IconChevronStart size={16} />
      </StepButton>
      <ul className="cc-dt-pager__pages">
        {pageWindow(page, lastPage, windowSize).map((p) => (
          <li key={p}>
            <Button
              type="button"
              size="sm"
              variant={p === page ? 'primary' : 'secondary'}
              aria-label={DT_MESSAGES.page(p + 1)}
              aria-current={p === page ? 'page' : undefined}
              disabled={disabled}
              onClick={() => p !== page && onPage(p)}
            >
              <bdi>{p + 1}</bdi>
            </Button>
          </li>
        ))}
      </ul>
      <StepButton label={DT_MESSAGES.nextPage} disabled={disabled || atEnd} onClick={onNext}>
        <IconChevronEnd size={16} />
      </StepButton>
      <StepButton label={DT_MESSAGES.lastPage} disabled={disabled || atEnd} onClick={() => onPage(lastPage)}>
        <span className="cc-dt-pager__double" aria-hidden="true">
          <IconChevronEnd size={16} />
          <IconChevronEnd size={16} />
        </span>
      </StepButton>
      <span className="cc-dt-pager__info">
        {(estimate ? DT_MESSAGES.pageOfAbout : DT_MESSAGES.pageOf)(page + 1, lastPage + 1)}
      </span>
    </nav>
  );
}
