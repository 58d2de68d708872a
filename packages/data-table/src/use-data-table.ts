import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useDataTableSource } from './data-source';
import { DT_MESSAGES } from './messages';
import { buildQuery, initialFilters, nextSort } from './query';
import type {
  ColumnDef,
  Filters,
  FilterValue,
  ListFetcher,
  ListPage,
  ListQuery,
  SortState,
  ViewState,
} from './types';

/** Options of {@link useDataTable}. */
export interface UseDataTableOptions<Row> {
  /** List path, e.g. 'car' or 'contracts'. Changing it resets the page to 0. */
  endpoint: string;
  columns: readonly ColumnDef<Row>[];
  /** Loads a page; default: the {@link DataTableProvider}'s source. */
  fetcher?: ListFetcher<Row>;
  /** Rows per page (spec §9: 10). */
  pageSize?: number;
  /** Delay after the last keyword or filter change before the request (spec §9: 500 ms). */
  debounceMs?: number;
  initialSort?: SortState | null;
  /** Filters merged over the columns' defaultValue seeds. */
  initialFilters?: Filters;
  initialKeyword?: string;
  /** Fixed parameters sent with every call (and the export). */
  params?: ListQuery;
  /** Called with the Arabic message when a page fails to load (e.g. to toast it). */
  onError?: (message: string, error: unknown) => void;
}

/** The state and actions of one paginated table (the headless core under {@link DataTable}). */
export interface DataTableController<Row> {
  endpoint: string;
  columns: readonly ColumnDef<Row>[];
  keyword: string;
  filters: Filters;
  sort: SortState | null;
  /** Zero-based page index. */
  page: number;
  pageSize: number;
  rows: Row[];
  pagination: ListPage<Row>['pagination'] | null;
  loading: boolean;
  /** The message shown in place of rows, or null. */
  error: string | null;
  /** The query of the current page. */
  query: ListQuery;
  /** The query of the whole filtered list (no page/size), for the export. */
  exportQuery: ListQuery;
  /** keyword, filters and sort, as a saved view stores them. */
  viewState: ViewState;
  expanded: ReadonlySet<string>;
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
  /** Restores a saved view's keyword, filters and sort (page 0). */
  applyView(state: ViewState): void;
  /** Reloads the current page at once (e.g. after a delete). */
  refresh(): void;
}

interface State {
  keyword: string;
  filters: Filters;
  sort: SortState | null;
  page: number;
  endpoint: string;
  expanded: string[];
  /** Bumped by refresh() so the effect runs for an unchanged query. */
  version: number;
  /** Whether the change that produced this state waits for the debounce. */
  debounced: boolean;
}

type Action =
  | { type: 'keyword'; keyword: string }
  | { type: 'filters'; filters: Filters }
  | { type: 'sort'; sort: SortState | null }
  | { type: 'page'; page: number }
  | { type: 'endpoint'; endpoint: string }
  | { type: 'expand'; rowId: string }
  | { type: 'view'; view: ViewState }
  | { type: 'refresh' };

// Spec §4: changing a filter, the keyword, the sort or the endpoint resets the page to 0.
function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'keyword':
      return { ...state, keyword: action.keyword, page: 0, debounced: true };
    case 'filters':
      return { ...state, filters: action.filters, page: 0, debounced: true };
    case 'sort':
      return { ...state, sort: action.sort, page: 0, debounced: false };
    case 'page':
      return { ...state, page: Math.max(0, action.page), debounced: false };
    case 'endpoint':
      return { ...state, endpoint: action.endpoint, page: 0, expanded: [], debounced: false };
    case 'expand':
      return {
        ...state,
        expanded: state.expanded.includes(action.rowId)
          ? state.expanded.filter((id) => id !== action.rowId)
          : [...state.expanded, action.rowId],
      };
    case 'view':
      return { ...state, ...action.view, page: 0, debounced: false };
    case 'refresh':
      return { ...state, version: state.version + 1, debounced: false };
  }
}

function messageOf(error: unknown): string {
  const response = (error as { response?: { data?: { message?: unknown } } } | null)?.response;
  if (typeof response?.data?.message === 'string' && response.data.message) return response.data.message;
  if (error instanceof Error && error.message) return error.message;
  return DT_MESSAGES.fetchFailed;
}

const missingSource: ListFetcher<never> = () => Promise.reject(new Error(DT_MESSAGES.noDataSource));

interface Data<Row> {
  rows: Row[];
  pagination: ListPage<Row>['pagination'] | null;
  loading: boolean;
  error: string | null;
}

/**
 * The headless core of the generic paginated table (spec §2, §4, §7, §9): keyword, filters seeded from
 * each column's defaultValue, sort, zero-based page, expanded rows, and the page request — sent 500 ms
 * after the last keyword/filter change (at once for paging, sorting and refresh), with the page reset to 0
 * on any filter, keyword, sort or endpoint change, and a newer request always winning over an older one
 * (a stale answer is dropped and the older request aborted).
 *
 * @example
 * const table = useDataTable<Car>({ endpoint: 'car', columns });
 * table.setKeyword('تويوتا');
 * await deleteCar(id); table.refresh();
 */
export function useDataTable<Row>(options: UseDataTableOptions<Row>): DataTableController<Row> {
  const { endpoint, columns, pageSize = 10, debounceMs = 500, params } = options;
  const source = useDataTableSource();
  const fetcher = (options.fetcher ??
    (source?.fetcher as ListFetcher<Row> | undefined) ??
    missingSource) as ListFetcher<Row>;

  const [state, dispatch] = useReducer(reducer, undefined, () => ({
    keyword: options.initialKeyword ?? '',
    filters: initialFilters(columns as readonly ColumnDef<never>[], options.initialFilters),
    sort: options.initialSort ?? null,
    page: 0,
    endpoint,
    expanded: [],
    version: 0,
    debounced: false,
  }));
  // Endpoint changed: reset during render so the stale page never reaches the request.
  if (endpoint !== state.endpoint) dispatch({ type: 'endpoint', endpoint });

  const [data, setData] = useState<Data<Row>>({ rows: [], pagination: null, loading: true, error: null });

  const columnsForQuery = columns as readonly ColumnDef<never>[];
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
    }),
    [params, state.keyword, state.filters, state.sort, state.page, pageSize, columnsForQuery],
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
  const queryKey = JSON.stringify(query);

  // Read the latest values inside the effect without making them triggers.
  const latest = useRef({ fetcher, query, onError: options.onError, debounced: state.debounced });
  latest.current = { fetcher, query, onError: options.onError, debounced: state.debounced };
  const requestId = useRef(0);
  const inflight = useRef<AbortController | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: queryKey and version are the triggers by design
  useEffect(() => {
    const run = () => {
      const id = ++requestId.current;
      inflight.current?.abort();
      const controller = new AbortController();
      inflight.current = controller;
      setData((d) => ({ ...d, loading: true }));
      const { fetcher: load, query: q } = latest.current;
      let pending: Promise<ListPage<Row>>;
      try {
        pending = load(state.endpoint, q, { signal: controller.signal });
      } catch (error) {
        pending = Promise.reject(error);
      }
      pending.then(
        (page) => {
          if (id !== requestId.current) return; // a newer request was sent: this answer is stale
          const rows = Array.isArray(page?.data) ? page.data : [];
          const pagination = page?.pagination ?? null;
          // The page emptied under us (e.g. its last row deleted): go to the new last page.
          if (
            rows.length === 0 &&
            pagination &&
            q.page !== undefined &&
            Number(q.page) > pagination.lastPage
          ) {
            dispatch({ type: 'page', page: pagination.lastPage });
            return;
          }
          setData({ rows, pagination, loading: false, error: null });
        },
        (error: unknown) => {
          if (id !== requestId.current) return;
          const message = messageOf(error);
          setData({ rows: [], pagination: null, loading: false, error: message });
          latest.current.onError?.(message, error);
        },
      );
    };
    if (latest.current.debounced && debounceMs > 0) {
      const timer = setTimeout(run, debounceMs);
      return () => clearTimeout(timer);
    }
    run();
    return undefined;
  }, [queryKey, state.endpoint, state.version, debounceMs]);

  useEffect(
    () => () => {
      requestId.current++;
      inflight.current?.abort();
    },
    [],
  );

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
  const setPage = useCallback((page: number) => dispatch({ type: 'page', page }), []);
  const toggleExpanded = useCallback((rowId: string) => dispatch({ type: 'expand', rowId }), []);
  const applyView = useCallback((view: ViewState) => dispatch({ type: 'view', view }), []);
  const refresh = useCallback(() => dispatch({ type: 'refresh' }), []);
  const expanded = useMemo(() => new Set(state.expanded), [state.expanded]);
  const viewState = useMemo<ViewState>(
    () => ({ keyword: state.keyword, filters: state.filters, sort: state.sort }),
    [state.keyword, state.filters, state.sort],
  );

  return {
    endpoint: state.endpoint,
    columns,
    keyword: state.keyword,
    filters: state.filters,
    sort: state.sort,
    page: state.page,
    pageSize,
    rows: data.rows,
    pagination: data.pagination,
    loading: data.loading,
    error: data.error,
    query,
    exportQuery,
    viewState,
    expanded,
    setKeyword,
    setFilter,
    setFilters,
    resetFilters,
    toggleSort,
    setSort,
    setPage,
    toggleExpanded,
    applyView,
    refresh,
  };
}
