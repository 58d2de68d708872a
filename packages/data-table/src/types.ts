import type { EndpointDef, EndpointSchemas, ListEnvelope, ViewResource } from '@cc/contracts';
import type { ReactNode } from 'react';

/** Filter editors of a column. */
export type FilterType = 'text' | 'select' | 'radio' | 'date' | 'startEndDate';

/** One choice of a select or radio filter. */
export interface FilterOption {
  label: string;
  value: string;
}

/** A date range filter value; each end is 'yyyy-MM-dd' or empty. */
export interface DateRange {
  from?: string | null;
  to?: string | null;
}

/** The value of one filter: text, a select/radio value, a 'yyyy-MM-dd' date, or a range. */
export type FilterValue = string | DateRange | null | undefined;

/** Current filters by column key. */
export type Filters = Record<string, FilterValue>;

/**
 * How a cell's value is shown: numbers, Latin codes and dates are isolated in `<bdi>`; `amount` is a number
 * with thousands separators (prices, kilometres), `number` is shown as is (ids, years).
 */
export type ColumnKind = 'text' | 'number' | 'amount' | 'code' | 'date';

export type SortDirection = 'asc' | 'desc';

/** The sort of a table: one column and its direction. */
export interface SortState {
  key: string;
  direction: SortDirection;
}

/**
 * A column of the table and, when `filterType` is set, its filter.
 *
 * @example
 * const status: ColumnDef<Car> = {
 *   key: 'status', title: 'الحالة', sortable: true,
 *   filterType: 'select', defaultValue: 'Pending',
 *   filterOptions: [{ label: 'غير مبيوعة', value: 'Pending' }, { label: 'مباعة', value: 'Paid' }],
 * };
 */
export interface ColumnDef<Row = Record<string, unknown>> {
  /** Field of the row (a dotted path such as 'buyer.fullName' is read by path); also sortBy and filter key. */
  key: string;
  /** Header text (Arabic). */
  title: string;
  /** Display kind; numbers and codes are isolated in `<bdi>`. Default: 'number' for numeric values, else 'text'. */
  kind?: ColumnKind;
  /** Custom cell content. Returning null/undefined/'' shows 'غير متوفر'. */
  render?: (row: Row) => ReactNode;
  /** Whether the header sorts the list (new column ascending, second click toggles). */
  sortable?: boolean;
  /** The filter editor; no filter when omitted. */
  filterType?: FilterType;
  /** Choices of a select or radio filter. */
  filterOptions?: FilterOption[];
  /**
   * Renames the query parameter of the filter (default: `key`). For `startEndDate` the pair is sent as
   * `fromDate`/`toDate` without a paramKey, and as `${paramKey}From`/`${paramKey}To` with one.
   */
  paramKey?: string;
  /** Initial filter value (e.g. status 'Pending' on the cars list). */
  defaultValue?: FilterValue;
  /**
   * Hidden by default: a column of low priority, left out so the default columns fit a 1366 px screen
   * without sideways scroll. The 'الأعمدة' chooser starts with it unchecked; the user may show it (and a
   * saved view remembers the choice).
   */
  hidden?: boolean;
  /**
   * Widest the cell grows, in rem: longer content ends in '…' so the row stays on one line (the whole
   * value shows in the stacked cards of a narrow screen and on the record's page).
   */
  maxWidth?: number;
  /** A filter with no column in the table (e.g. a creation-date range). */
  filterOnly?: boolean;
  /** Title of the filter field when it differs from the header. */
  filterTitle?: string;
}

/** A query value; empty ones are never sent. */
export type QueryParam = string | number | boolean;
export type ListQuery = Record<string, QueryParam>;

/** The part of a response schema the table relies on: what parsing an answer yields. */
interface ParsesTo<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** The schemas of a list or file endpoint: a query, no path parameters. */
interface QuerySchemas<Response> {
  readonly params?: undefined;
  readonly query: NonNullable<EndpointSchemas['query']>;
  readonly response: Response;
}

/**
 * A declared list endpoint of `@cc/contracts` (GET, query only) answering rows of `Row` in the list
 * envelope `{data, pagination}`, e.g. `endpoints.cars.list`.
 */
export type ListEndpoint<Row> = EndpointDef & {
  readonly method: 'GET';
  readonly schemas: () => Promise<QuerySchemas<ParsesTo<ListEnvelope<Row>>>>;
};

/** A declared file endpoint (GET, query only) such as `endpoints.cars.export` (a CSV stream). */
export type ExportEndpoint = EndpointDef & {
  readonly method: 'GET';
  readonly schemas: () => Promise<QuerySchemas<EndpointSchemas['response']>>;
};

/** What a saved view restores. */
export interface ViewState {
  keyword: string;
  filters: Filters;
  sort: SortState | null;
  /** Keys of the columns the user hid; absent: the columns' defaults (`ColumnDef.hidden`). */
  hiddenColumns?: string[] | undefined;
}

/**
 * Saved views of a table ('طرق العرض'): the list they belong to, and whether the user may share a view
 * with the whole company (the company account).
 */
export interface TableViews {
  resource: ViewResource;
  canShare: boolean;
}
