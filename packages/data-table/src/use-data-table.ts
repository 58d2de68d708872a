import { errorMessage } from '@cc/api-client';
import type { ListEnvelope } from '@cc/contracts';
import { useResource } from '@cc/resources';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { DT_MESSAGES } from './messages';
import { buildQuery, DEFAULT_PAGE_SIZE, initialFilters, nextSort } from './query';
import type { ColumnDef, Filters, FilterValue, ListEndpoint, ListQuery, SortState, ViewState } from './types';

/** Options of {@link useDataTable}. */
export interface UseDataTableOptions<Row> {
  /** A declared list endpoint, e.g. `endpoints.cars.list`. Changing it resets the page to 0. */
  endpoint: ListEndpoint<Row>;
  columns: readonly ColumnDef<Row>[];
  /** Rows per page (10). */
  pageSize?: number;
  /** Delay after the last keyword or filter change before the request (500 ms). */
  debounceMs?: number;
  initialSort?: SortState | null;
  /** Filters merged over the columns' defaultValue seeds. */
  initialFilters?: Filters;
  initialKeyword?: string;
  /** Fixed parameters sent with every call (and the export), e.g. `{ carId: 5 }`. */
  params?: ListQuery;
  /** Called with the Arabic message when a page fails to load (e.g. to toast it). */
  onError?: (message: string, error: unknown) => void;
}

/** The state and actions of one paginated table (the headless core under {@link DataTable}). */
export interface DataTableController<Row> {
  endpoint: ListEndpoint<Row>;
  columns: readonly ColumnDef<Row>[];
  keyword: string;
  filters: Filters;
  sort: SortState | null;
  /** Zero-based page index. */
  page: number;
  pageSize: number;
  rows: Row[];
  pagination: ListEnvelope<Row>['pagination'] | null;
  /** A page is being loaded (the previous page's rows stay on screen meanwhile). */
  loading: boolean;
  /** The message shown in place of rows, or null. */
  error: string | null;
  /** The query of the current page. */
  query: ListQuery;
  /** The query of the whole filtered list (no page/size), for the export. */
  exportQuery: ListQuery;
  /** keyword, filters, sort and hidden columns, as a saved view stores them. */
  viewState: ViewState;
  expanded: ReadonlySet<string>;
  /** Keys of the columns not shown (seeded from `ColumnDef.hidden`, changed in 'الأعمدة'). */
  hiddenColumns: ReadonlySet<string>;
  /** Shows a hidden column or hides a shown one. */
  toggleColumn(key: string): void;
  setKeyword(keyword: string): void;
  setFilter(key: string, value: FilterValue): void;
  setFilters(filters: Filters): void;
  /** Back to the columns' defaultValue seeds. */
  resetFilters(): void;
  /** Header click: a new column starts ascending, the same column toggles. */
  toggleSort(key: string): void;
  setSort(sort: SortState | null): void;
  setPage(page: number): void;
  toggleExpanded(rowId: string): void;
  /** Restores a saved view's keyword, filters, sort and hidden columns (page 0). */
  applyView(state: ViewState): void;
}

/** How a page was asked for: after the row its next cursor names, before its previous cursor's, or by number. */
interface Step {
  after?: string;
  before?: string;
}

interface State {
  keyword: string;
  filters: Filters;
  sort: SortState | null;
  page: number;
  /** The cursor sent with the page (stepped to with next or previous), none when asked by number. */
  step: Step;
  endpoint: unknown;
  expanded: string[];
  hiddenColumns: string[];
  /** Whether the change that produced this state waits for the debounce (keyword, filters). */
  debounced: boolean;
}

type Action =
  | { type: 'keyword'; keyword: string }
  | { type: 'filters'; filters: Filters }
  | { type: 'sort'; sort: SortState | null }
  | { type: 'page'; page: number; step?: Step }
  | { type: 'endpoint'; endpoint: unknown }
  | { type: 'expand'; rowId: string }
  | { type: 'column'; key: string }
  | { type: 'view'; view: ViewState };

/** The list without `item` when it holds it, else with `item` added at the end. */
function toggled(list: readonly string[], item: string): string[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

// Changing a filter, the keyword, the sort or the endpoint resets the page to 0 (and drops the cursor).
function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'keyword':
      return { ...state, keyword: action.keyword, page: 0, step: {}, debounced: true };
    case 'filters':
      return { ...state, filters: action.filters, page: 0, step: {}, debounced: true };
    case 'sort':
      return { ...state, sort: action.sort, page: 0, step: {}, debounced: false };
    case 'page':
      return { ...state, page: Math.max(0, action.page), step: action.step ?? {}, debounced: false };
    case 'endpoint':
      return { ...state, endpoint: action.endpoint, page: 0, step: {}, expanded: [], debounced: false };
    case 'expand':
      return { ...state, expanded: toggled(state.expanded, action.rowId) };
    case 'column':
      return { ...state, hiddenColumns: toggled(state.hiddenColumns, action.key) };
    case 'view': {
      const { hiddenColumns, ...rest } = action.view;
      // A view saved before hidden columns were remembered keeps the columns as they are.
      return {
        ...state,
        ...rest,
        ...(hiddenColumns ? { hiddenColumns } : {}),
        page: 0,
        step: {},
        debounced: false,
      };
    }
  }
}

/**
 * The query actually requested: follows `query` at once, or `delayMs` after its last change while
 * `wait` is set (typing a keyword, editing a filter), so fast typing sends one request.
 */
function useSettledQuery(query: ListQuery, wait: boolean, delayMs: number): ListQuery {
  const key = JSON.stringify(query);
  const [settled, setSettled] = useState({ key, query });
  const immediate = !wait || delayMs <= 0;
  // Not waiting: adopt the new query during this render, so no request goes out with the old one.
  if (immediate && settled.key !== key) setSettled({ key, query });
  const latest = useRef(query);
  latest.current = query;
  useEffect(() => {
    if (immediate || settled.key === key) return;
    const timer = setTimeout(() => setSettled({ key, query: latest.current }), delayMs);
    return () => clearTimeout(timer);
  }, [immediate, key, settled.key, delayMs]);
  return immediate ? query : settled.query;
}

/**
 * The headless core of the generic paginated table (docs/domain/lists-and-search.md#in-the-browser): keyword, filters seeded from
 * each column's defaultValue, sort, zero-based page and expanded rows; the page is read through the
 * shared cache (`useResource`), 500 ms after the last keyword/filter change and at once for paging and
 * sorting, with the page reset to 0 on any filter, keyword, sort or endpoint change. The previous page
 * stays on screen while the next loads; an answer to an older query never replaces a newer one; after a
 * mutation of the endpoint's tag the page reloads by itself.
 *
 * @example
 * const table = useDataTable<Car>({ endpoint: endpoints.cars.list, columns: CAR_COLUMNS });
 * table.setKeyword('تويوتا');
 * <DataTableView table={table} caption="السيارات" />
 */
export function useDataTable<Row>(options: UseDataTableOptions<Row>): DataTableController<Row> {
  const { endpoint, columns, pageSize = DEFAULT_PAGE_SIZE, debounceMs = 500, params } = options;

  const [state, dispatch] = useReducer(reducer, undefined, () => ({
    keyword: options.initialKeyword ?? '',
    filters: initialFilters(columns as readonly ColumnDef<never>[], options.initialFilters),
    sort: options.initialSort ?? null,
    page: 0,
    step: {},
    endpoint,
    expanded: [],
    hiddenColumns: columns.filter((c) => c.hidden && !c.filterOnly).map((c) => c.key),
    debounced: false,
  }));
  // Endpoint changed: reset during render so the stale page never reaches the request.
  if (endpoint !== state.endpoint) dispatch({ type: 'endpoint', endpoint });

  const columnsForQuery = columns as readonly ColumnDef<never>[];
  // On the first render this is firstPageQuery(columns, options) (query.ts): keep the two in step.
  const query = useMemo(
    () => ({
      ...params,
      ...buildQuery(
        {
          keyword: state.keyword,
          filters: state.filters,
          sort: state.sort,
          page: state.page,
          size: pageSize,
        },
        columnsForQuery,
      ),
      ...state.step,
    }),
    [params, state.keyword, state.filters, state.sort, state.page, state.step, pageSize, columnsForQuery],
  );
  const exportQuery = useMemo(
    () => ({
      ...params,
      ...buildQuery(
        { keyword: state.keyword, filters: state.filters, sort: state.sort, page: 0, size: 0 },
        columnsForQuery,
      ),
    }),
    [params, state.keyword, state.filters, state.sort, columnsForQuery],
  );

  const requested = useSettledQuery(query, state.debounced, debounceMs);
  const result = useResource(endpoint, { query: requested }, { keepPrevious: true });
  const body = result.data as ListEnvelope<Row> | undefined;
  const rows = Array.isArray(body?.data) ? body.data : [];
  const pagination = body?.pagination ?? null;
  const error = result.error ? errorMessage(result.error) || DT_MESSAGES.fetchFailed : null;

  // The page emptied under us (e.g. its last row deleted elsewhere): go to the new last page.
  if (
    !result.isPlaceholderData &&
    pagination &&
    rows.length === 0 &&
    state.page > pagination.lastPage &&
    Number(requested.page) === state.page
  ) {
    dispatch({ type: 'page', page: pagination.lastPage });
  }

  // Report each failed load once (a toast); the message also shows in place of rows.
  const onError = useRef(options.onError);
  onError.current = options.onError;
  useEffect(() => {
    if (result.error) onError.current?.(errorMessage(result.error) || DT_MESSAGES.fetchFailed, result.error);
  }, [result.error]);

  const setKeyword = useCallback((keyword: string) => dispatch({ type: 'keyword', keyword }), []);
  const filtersRef = useRef(state.filters);
  filtersRef.current = state.filters;
  const setFilter = useCallback(
    (key: string, value: FilterValue) =>
      dispatch({ type: 'filters', filters: { ...filtersRef.current, [key]: value } }),
    [],
  );
  const setFilters = useCallback((filters: Filters) => dispatch({ type: 'filters', filters }), []);
  const columnsRef = useRef(columnsForQuery);
  columnsRef.current = columnsForQuery;
  const resetFilters = useCallback(
    () => dispatch({ type: 'filters', filters: initialFilters(columnsRef.current) }),
    [],
  );
  const sortRef = useRef(state.sort);
  sortRef.current = state.sort;
  const toggleSort = useCallback(
    (key: string) => dispatch({ type: 'sort', sort: nextSort(sortRef.current, key) }),
    [],
  );
  const setSort = useCallback((sort: SortState | null) => dispatch({ type: 'sort', sort }), []);
  // Stepping to the next or previous page sends the cursor the shown page's answer gave (lists that
  // step by cursor: docs/domain/lists-and-search.md#stepping-by-cursor), so the server reads it as an
  // index range instead of skipping rows; a page already visited is asked as it was then (the cache
  // answers it); any other page, and the first, by its number.
  const shown =
    !result.isPlaceholderData &&
    pagination?.currentPage === state.page &&
    Number(requested.page) === state.page
      ? { page: state.page, next: pagination.nextCursor, previous: pagination.previousCursor }
      : null;
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const listKey = JSON.stringify({ ...requested, page: undefined, after: undefined, before: undefined });
  const visited = useRef({ key: listKey, steps: new Map<number, Step>() });
  if (visited.current.key !== listKey) visited.current = { key: listKey, steps: new Map() };
  visited.current.steps.set(Number(requested.page), {
    ...(typeof requested.after === 'string' ? { after: requested.after } : {}),
    ...(typeof requested.before === 'string' ? { before: requested.before } : {}),
  });
  const setPage = useCallback((page: number) => {
    const current = shownRef.current;
    let step = visited.current.steps.get(page);
    if (!step && page > 0 && current) {
      if (page === current.page + 1 && current.next) step = { after: current.next };
      if (page === current.page - 1 && current.previous) step = { before: current.previous };
    }
    dispatch({ type: 'page', page, ...(step ? { step } : {}) });
  }, []);
  const toggleExpanded = useCallback((rowId: string) => dispatch({ type: 'expand', rowId }), []);
  const applyView = useCallback((view: ViewState) => dispatch({ type: 'view', view }), []);
  const toggleColumn = useCallback((key: string) => dispatch({ type: 'column', key }), []);
  const expanded = useMemo(() => new Set(state.expanded), [state.expanded]);
  const hiddenColumns = useMemo(() => new Set(state.hiddenColumns), [state.hiddenColumns]);
  const viewState = useMemo<ViewState>(
    () => ({
      keyword: state.keyword,
      filters: state.filters,
      sort: state.sort,
      hiddenColumns: state.hiddenColumns,
    }),
    [state.keyword, state.filters, state.sort, state.hiddenColumns],
  );

  return {
    endpoint,
    columns,
    keyword: state.keyword,
    filters: state.filters,
    sort: state.sort,
    page: state.page,
    pageSize,
    rows,
    pagination,
    loading: result.isFetching,
    error,
    query,
    exportQuery,
    viewState,
    expanded,
    hiddenColumns,
    toggleColumn,
    setKeyword,
    setFilter,
    setFilters,
    resetFilters,
    toggleSort,
    setSort,
    setPage,
    toggleExpanded,
    applyView,
  };
}
