import { errorMessage } from '@cc/api-client';
import type { ListEnvelope } from '@cc/contracts';
import { useResource } from '@cc/resources';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { DT_MESSAGES } from './messages';
import {
  buildQuery,
  DEFAULT_PAGE_SIZE,
  initialFilters,
  type ListStart,
  nextSort,
  type PageStep,
  startState,
} from './query';
import type { ColumnDef, Filters, FilterValue, ListEndpoint, ListQuery, SortState, ViewState } from './types';

/**
 * Options of {@link useDataTable}: the endpoint and columns, and how the table starts ({@link ListStart}:
 * filters, keyword, sort, page size, fixed params; `firstPageQuery` of the same options is its first query).
 */
export interface UseDataTableOptions<Row> extends ListStart {
  /** A declared list endpoint, e.g. `endpoints.cars.list`. Changing it resets the page to 0. */
  endpoint: ListEndpoint<Row>;
  columns: readonly ColumnDef<Row>[];
  /** Delay after the last keyword or filter change before the request (500 ms). */
  debounceMs?: number;
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
  /** Goes to a page by its number (a page button, first, last, a page typed or chosen by the screen). */
  setPage(page: number): void;
  /** The next page: asked with the shown answer's `nextCursor` (`after`), by number when it gave none. */
  nextPage(): void;
  /**
   * The previous page: asked with the shown answer's `previousCursor` (`before`), by number when it gave
   * none; page 0 always by number.
   */
  previousPage(): void;
  toggleExpanded(rowId: string): void;
  /** Restores a saved view's keyword, filters, sort and hidden columns (page 0). */
  applyView(state: ViewState): void;
}

interface State {
  keyword: string;
  filters: Filters;
  sort: SortState | null;
  page: number;
  /** The cursor sent with the page (stepped to with next or previous), none when asked by number. */
  step: PageStep;
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
  | { type: 'page'; page: number; step?: PageStep }
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
 * sorting, with the page reset to 0 on any filter, keyword, sort or endpoint change. Its paging state is
 * the page and the cursor sent with it: next and previous step with the shown answer's cursor, any other
 * page goes by number. The previous page stays on screen while the next loads; an answer to an older
 * query never replaces a newer one; after a mutation of the endpoint's tag the page reloads by itself.
 *
 * @example
 * const table = useDataTable<Car>({ endpoint: endpoints.cars.list, columns: CAR_COLUMNS });
 * table.setKeyword('تويوتا');
 * <DataTableView table={table} caption="السيارات" />
 */
export function useDataTable<Row>(options: UseDataTableOptions<Row>): DataTableController<Row> {
  const { endpoint, columns, pageSize = DEFAULT_PAGE_SIZE, debounceMs = 500, params } = options;

  const [state, dispatch] = useReducer(reducer, undefined, (): State => {
    // The same start as firstPageQuery(columns, options): the first query is that one.
    const { keyword, filters, sort, page } = startState(columns as readonly ColumnDef<never>[], options);
    return {
      keyword,
      filters,
      sort,
      page,
      step: {},
      endpoint,
      expanded: [],
      hiddenColumns: columns.filter((c) => c.hidden && !c.filterOnly).map((c) => c.key),
      debounced: false,
    };
  });
  // Endpoint changed: reset during render so the stale page never reaches the request.
  if (endpoint !== state.endpoint) dispatch({ type: 'endpoint', endpoint });

  const columnsForQuery = columns as readonly ColumnDef<never>[];
  const { keyword, filters, sort, page, step } = state;
  const query = useMemo(
    () => buildQuery({ keyword, filters, sort, page, size: pageSize, step }, columnsForQuery, params),
    [params, keyword, filters, sort, page, step, pageSize, columnsForQuery],
  );
  const exportQuery = useMemo(
    () => buildQuery({ keyword, filters, sort, page: 0, size: 0 }, columnsForQuery, params),
    [params, keyword, filters, sort, columnsForQuery],
  );

  const requested = useSettledQuery(query, state.debounced, debounceMs);
  const result = useResource(endpoint, { query: requested }, { keepPrevious: true });
  const body = result.data as ListEnvelope<Row> | undefined;
  const rows = Array.isArray(body?.data) ? body.data : [];
  const pagination = body?.pagination ?? null;
  const error = result.error ? errorMessage(result.error) || DT_MESSAGES.fetchFailed : null;

  // The answer on screen is the current query's own: not rows kept on screen while a newer query loads
  // or waits for its debounce.
  const settled = requested === query || JSON.stringify(requested) === JSON.stringify(query);
  const answered = !result.isPlaceholderData && settled ? pagination : null;

  // The page emptied under us (e.g. its last row deleted elsewhere): go to the new last page.
  if (answered && rows.length === 0 && page > answered.lastPage) {
    dispatch({ type: 'page', page: answered.lastPage });
  }

  // Report each failed load once (a toast); the message also shows in place of rows.
  const onError = useRef(options.onError);
  onError.current = options.onError;
  useEffect(() => {
    if (result.error) onError.current?.(errorMessage(result.error) || DT_MESSAGES.fetchFailed, result.error);
  }, [result.error]);

  const setKeyword = useCallback((keyword: string) => dispatch({ type: 'keyword', keyword }), []);
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
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
  const sortRef = useRef(sort);
  sortRef.current = sort;
  const toggleSort = useCallback(
    (key: string) => dispatch({ type: 'sort', sort: nextSort(sortRef.current, key) }),
    [],
  );
  const setSort = useCallback((sort: SortState | null) => dispatch({ type: 'sort', sort }), []);
  // The only paging state is the page and the cursor sent with it. Next and previous send the cursor of
  // the answer on screen, when it is this page's own (docs/domain/lists-and-search.md#stepping-by-cursor):
  // the server then reads an index range instead of skipping rows. A list whose answers carry no cursors,
  // page 0, and any page chosen by number are asked by number. A page seen before is asked as it is now;
  // the shared cache answers it when the same query was asked before.
  const shown = useRef({ page, answered });
  shown.current = { page, answered: answered?.currentPage === page ? answered : null };
  const setPage = useCallback((to: number) => dispatch({ type: 'page', page: to }), []);
  const nextPage = useCallback(() => {
    const { page: from, answered } = shown.current;
    const after = answered?.nextCursor;
    dispatch({ type: 'page', page: from + 1, ...(after ? { step: { after } } : {}) });
  }, []);
  const previousPage = useCallback(() => {
    const { page: from, answered } = shown.current;
    const before = from > 1 ? answered?.previousCursor : undefined;
    dispatch({ type: 'page', page: from - 1, ...(before ? { step: { before } } : {}) });
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
    nextPage,
    previousPage,
    toggleExpanded,
    applyView,
  };
}
