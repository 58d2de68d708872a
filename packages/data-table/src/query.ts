import type { ColumnDef, DateRange, Filters, FilterValue, ListQuery, SortState } from './types';

/**
 * What the query of a list is built from: a column's filter, its parameter's name and its seed. The
 * columns themselves qualify; a start-up read that must not carry the columns' rendering (the app's
 * entry) can hand these parts alone.
 */
export type FilterColumn = Pick<ColumnDef<never>, 'key' | 'filterType' | 'paramKey' | 'defaultValue'>;

/** Rows per page of a table that names no page size. */
export const DEFAULT_PAGE_SIZE = 10;

/**
 * The cursor a page was asked with: the shown answer's `nextCursor` sent as `after` (the next page) or
 * its `previousCursor` as `before` (the previous page); none for a page asked by its number.
 */
export interface PageStep {
  after?: string;
  before?: string;
}

/** The query-relevant state of a table. */
export interface QueryState {
  keyword: string;
  filters: Filters;
  sort: SortState | null;
  page: number;
  size: number;
  /** The cursor sent with the page ({@link PageStep}); none when the page is asked by number. */
  step?: PageStep;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A date's local calendar day as 'yyyy-MM-dd'.
 *
 * @example
 * formatIsoDate(new Date(2026, 0, 5)); // '2026-01-05'
 */
export function formatIsoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

// How dayjs reads a date string without a zone: 'yyyy-MM-dd', 'yyyy/MM/dd', an optional local time.
const LOCAL_DATE =
  /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

/**
 * Normalises a date to 'yyyy-MM-dd' ('' when empty or invalid). A string without a zone is read as a
 * local date (an out-of-range day rolls over, as Date does); other strings as `new Date` reads them.
 * Without dayjs: this runs on every list's first paint (dayjs loads with the date fields).
 *
 * @example
 * toIsoDate('2026-01-05'); // '2026-01-05'
 * toIsoDate('not a date'); // ''
 */
export function toIsoDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  let date: Date;
  const parts = typeof value === 'string' && !/z$/i.test(value) ? LOCAL_DATE.exec(value) : null;
  if (parts) {
    const [year, month, day, hour, minute, second] = parts.slice(1, 7).map((p) => Number(p || 0));
    date = new Date(year!, (month || 1) - 1, day || 1, hour, minute, second);
  } else date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatIsoDate(date);
}

function isRange(value: FilterValue): value is DateRange {
  return typeof value === 'object' && value !== null;
}

/** True for '', whitespace, null, undefined and a range with neither end. */
export function isEmptyFilter(value: FilterValue): boolean {
  if (value === null || value === undefined) return true;
  if (isRange(value)) return !toIsoDate(value.from) && !toIsoDate(value.to);
  return value.trim() === '';
}

/** Names of the two parameters of a date range filter: fromDate/toDate, or `${paramKey}From/To`. */
export function rangeParamNames(column: Pick<FilterColumn, 'paramKey'>): [string, string] {
  return column.paramKey ? [`${column.paramKey}From`, `${column.paramKey}To`] : ['fromDate', 'toDate'];
}

/** Filters seeded from each column's defaultValue. */
export function initialFilters(columns: readonly FilterColumn[], overrides: Filters = {}): Filters {
  const filters: Filters = {};
  for (const column of columns) {
    if (column.filterType && column.defaultValue !== undefined) filters[column.key] = column.defaultValue;
  }
  return { ...filters, ...overrides };
}

/** Adds one filter's parameters to `query`, dropping empty values. */
function addFilter(query: ListQuery, column: FilterColumn, value: FilterValue) {
  if (isEmptyFilter(value)) return;
  if (column.filterType === 'startEndDate') {
    const range: DateRange = isRange(value) ? value : { from: value };
    const [fromName, toName] = rangeParamNames(column);
    const from = toIsoDate(range.from);
    const to = toIsoDate(range.to);
    if (from) query[fromName] = from;
    if (to) query[toName] = to;
    return;
  }
  if (isRange(value) || value === null || value === undefined) return;
  const name = column.paramKey ?? column.key;
  if (column.filterType === 'date') {
    const date = toIsoDate(value);
    if (date) query[name] = date;
    return;
  }
  query[name] = column.filterType === 'text' ? value.trim() : value;
}

/**
 * The query of one list call, the only place a table's query is built (docs/domain/lists-and-search.md#in-the-browser):
 * the fixed `params`, one parameter per active filter (named by paramKey or key; empty values dropped;
 * dates as yyyy-MM-dd), sortBy and sortDirection when sorting, keyword when non-empty, then page
 * (zero-based), size and the page's cursor (`after` or `before`) when it has one. `page`, `size` and the
 * cursor are left out when `state.size` is 0 (the export).
 *
 * @example
 * buildQuery({ keyword: ' تويوتا ', filters: { status: 'Pending', color: '' }, sort: { key: 'model', direction: 'asc' }, page: 0, size: 10 }, columns);
 * // { status: 'Pending', sortBy: 'model', sortDirection: 'asc', keyword: 'تويوتا', page: 0, size: 10 }
 * buildQuery({ ...state, page: 1, step: { after: 'WyJtb2RlbCIs…' } }, columns, { carId: 5 });
 * // { carId: 5, status: 'Pending', …, page: 1, size: 10, after: 'WyJtb2RlbCIs…' }
 */
export function buildQuery(
  state: QueryState,
  columns: readonly FilterColumn[],
  params?: ListQuery,
): ListQuery {
  const query: ListQuery = { ...params };
  for (const column of columns) {
    if (column.filterType) addFilter(query, column, state.filters[column.key]);
  }
  if (state.sort) {
    query.sortBy = state.sort.key;
    query.sortDirection = state.sort.direction;
  }
  const keyword = state.keyword.trim();
  if (keyword) query.keyword = keyword;
  if (state.size > 0) {
    query.page = state.page;
    query.size = state.size;
    if (state.step?.after) query.after = state.step.after;
    if (state.step?.before) query.before = state.step.before;
  }
  return query;
}

/** The options of a table that decide its first query (those of `useDataTable`). */
export interface ListStart {
  /** Filters merged over the columns' defaultValue seeds. */
  initialFilters?: Filters;
  initialKeyword?: string;
  initialSort?: SortState | null;
  /** Rows per page ({@link DEFAULT_PAGE_SIZE}). */
  pageSize?: number;
  /** Fixed parameters sent with every call (and the export), e.g. `{ carId: 5 }`. */
  params?: ListQuery;
}

/**
 * The state a table starts in with these options: the filters over the columns' seeds, the keyword and
 * sort, page 0 asked by number. `useDataTable` starts from it.
 */
export function startState(columns: readonly FilterColumn[], start: ListStart = {}): QueryState {
  return {
    keyword: start.initialKeyword ?? '',
    filters: initialFilters(columns, start.initialFilters),
    sort: start.initialSort ?? null,
    page: 0,
    size: start.pageSize ?? DEFAULT_PAGE_SIZE,
  };
}

/**
 * The query of a table's first page: {@link buildQuery} of its {@link startState}, which is what
 * `useDataTable` asks for when it mounts with these options. A read started before the table mounts (a
 * page's start-up prefetch) uses it, so both share one cache entry and one request.
 *
 * @example
 * firstPageQuery(CAR_COLUMNS, { initialFilters: filtersFromSearch(CAR_COLUMNS, '?color=أحمر') });
 * // { color: 'أحمر', status: 'Pending', page: 0, size: 10 }
 */
export function firstPageQuery(columns: readonly FilterColumn[], start: ListStart = {}): ListQuery {
  return buildQuery(startState(columns, start), columns, start.params);
}

/**
 * The zero-based page indices of the pager: `size` (5) buttons around `current`, shifted to stay
 * within 0…`last`.
 *
 * @example
 * pageWindow(0, 9); // [0, 1, 2, 3, 4]
 * pageWindow(5, 9); // [3, 4, 5, 6, 7]
 * pageWindow(9, 9); // [5, 6, 7, 8, 9]
 * pageWindow(1, 2); // [0, 1, 2]
 */
export function pageWindow(current: number, last: number, size = 5): number[] {
  const lastPage = Math.max(0, last);
  const page = Math.min(Math.max(0, current), lastPage);
  const start = Math.max(0, Math.min(page - Math.floor(size / 2), lastPage - size + 1));
  const end = Math.min(lastPage, start + size - 1);
  const pages: number[] = [];
  for (let p = start; p <= end; p++) pages.push(p);
  return pages;
}

/**
 * The next sort after a header click: a new column starts ascending, the same column toggles.
 *
 * @example
 * nextSort(null, 'model'); // { key: 'model', direction: 'asc' }
 * nextSort({ key: 'model', direction: 'asc' }, 'model'); // { key: 'model', direction: 'desc' }
 */
export function nextSort(current: SortState | null, key: string): SortState {
  if (current?.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/**
 * Reads a value by dotted path ('paymentPlan.installments'); undefined when any step is missing.
 *
 * @example
 * getByPath({ paymentPlan: { installments: [1] } }, 'paymentPlan.installments'); // [1]
 */
export function getByPath(source: unknown, path: string): unknown {
  let value: unknown = source;
  for (const part of path.split('.')) {
    if (value === null || value === undefined || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** True when a cell value should show the 'غير متوفر' placeholder. */
export function isMissing(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/**
 * The filters a link carries in its query string, read back through the same parameter names
 * {@link buildQuery} sends (a date range from fromDate/toDate or its paramKey's pair; other filters by
 * paramKey or key): a page opened from a link (the dashboard's cards) starts filtered. Parameters that
 * name no filter column are ignored; a filter the link does not name keeps its default.
 *
 * @example
 * filtersFromSearch(columns, '?status=Active'); // { status: 'Active' }
 * filtersFromSearch(columns, '?overdue=true&fromDate=2026-03-01&toDate=2026-03-31');
 * // { overdue: 'true', dueDate: { from: '2026-03-01', to: '2026-03-31' } }
 */
export function filtersFromSearch(columns: readonly FilterColumn[], search: string): Filters {
  const params = new URLSearchParams(search);
  const filters: Filters = {};
  for (const column of columns) {
    if (!column.filterType) continue;
    if (column.filterType === 'startEndDate') {
      const [fromName, toName] = rangeParamNames(column);
      const from = toIsoDate(params.get(fromName));
      const to = toIsoDate(params.get(toName));
      if (from || to) filters[column.key] = { from: from || null, to: to || null };
      continue;
    }
    const value = params.get(column.paramKey ?? column.key);
    if (value !== null && value !== '') filters[column.key] = value;
  }
  return filters;
}
