import type { FilterColumn } from '@cc/data-table';

/** The car whose status a list is filtered to on entry. */
export const DEFAULT_CAR_STATUS_FILTER = 'Pending';

/**
 * The filters of the cars list by column: the kind of each and its seed (status Pending on entry).
 * The columns (car-columns.tsx) take their filters from here, and so does the list's first read
 * (reads.ts), which the app's entry carries for the start-up prefetch: this module holds no texts and
 * no rendering, so the entry stays small.
 *
 * @example
 * { key: 'status', title: F.status, ...CAR_FILTER.status, filterOptions: CAR_OPTIONS.status }
 */
export const CAR_FILTER = {
  model: { filterType: 'text' },
  color: { filterType: 'text' },
  type: { filterType: 'select' },
  engineType: { filterType: 'select' },
  origin: { filterType: 'select' },
  status: { filterType: 'select', defaultValue: DEFAULT_CAR_STATUS_FILTER },
} as const satisfies Record<string, Omit<FilterColumn, 'key'>>;

/** {@link CAR_FILTER} as filter columns (what `firstPageQuery` and `filtersFromSearch` take). */
export const CAR_FILTER_COLUMNS: readonly FilterColumn[] = Object.entries(CAR_FILTER).map(
  ([key, filter]) => ({ key, ...filter }),
);
