/**
 * @cc/data-table: the generic paginated table (docs/domain/lists-and-search.md#in-the-browser) over a declared list endpoint, as a headless
 * core ({@link useDataTable}, reading through `@cc/resources`) and a styled layer ({@link DataTable}:
 * search, filters, sort, pager, expandable rows, CSV export, saved views); the print/list-context table
 * ({@link PrintDataTable}); and the date filter fields. Import the stylesheet once:
 * `import '@cc/data-table/styles.css'`.
 *
 * @example
 * <DataTable<Car>
 *   endpoint={endpoints.cars.list}
 *   exportEndpoint={endpoints.cars.export}
 *   views={{ resource: 'cars', canShare }}
 *   caption="السيارات"
 *   columns={CAR_COLUMNS}
 * />
 */

/** The styled table and its view over a controller. */
export {
  DataTable,
  type DataTableProps,
  DataTableView,
  type DataTableViewProps,
} from './data-table';
/** The date filter field (yyyy / MM / dd, dropdowns, quick picks). */
export { DateField, type DateFieldProps } from './date-field';
/** The date-range filter field (start, end, reset). */
export { DateRangeField, type DateRangeFieldProps } from './date-range-field';
/** Saves a blob as a downloaded file (a report's CSV made in the browser). */
export { saveBlob } from './export-button';
/** The editor of one column's filter, chosen by its filterType. */
export { FilterField, type FilterFieldProps } from './filter-panel';
/** The pager of the table, for a list that shows its rows its own way over {@link useDataTable}. */
export { Pager, type PagerProps } from './pager';
/** The print/list-context table. */
export { PrintDataTable, type PrintDataTableProps } from './print-data-table';
/**
 * Filters from a link's query string (a page opened from a link starts filtered); a table's first
 * query, for a read started before it mounts.
 */
export {
  DEFAULT_PAGE_SIZE,
  type FilterColumn,
  filtersFromSearch,
  firstPageQuery,
  type ListStart,
} from './query';
/** Shared cell parts, for screens that render their own rows. */
export { CellValue, INSTALLMENT_COLUMNS, type RowKey } from './table-parts';
/** Column, filter, query, endpoint and view types. */
export type {
  ColumnDef,
  ColumnKind,
  DateRange,
  ExportEndpoint,
  FilterOption,
  Filters,
  FilterType,
  FilterValue,
  ListEndpoint,
  ListQuery,
  QueryParam,
  SortDirection,
  SortState,
  TableViews,
  ViewState,
} from './types';
/** A row's actions (the `rowActions` prop), from the design system's ActionMenu. */
export type { LinkComponent, MenuAction, MenuActions } from './ui';
/** The headless core. */
export { type DataTableController, type UseDataTableOptions, useDataTable } from './use-data-table';
