/**
 * @cc/data-table: the generic paginated table (spec §2) as a headless core ({@link useDataTable}) and a
 * styled layer ({@link DataTable}), the print/list-context table ({@link PrintDataTable}), the date
 * filter fields, CSV export and saved views. Import the stylesheet once: `import '@cc/data-table/styles.css'`.
 */

/** CSV helpers free of DOM and React (the API's streamed export uses them too). */
export { CSV_BOM, type CsvColumn, csvCell, csvHeader, csvRow, toCsv } from '@cc/domain';
/** Data source: the provider, its hook and the api-client adapter. */
export {
  apiClientSource,
  DataTableProvider,
  type DataTableSource,
  type ListClient,
  useDataTableSource,
} from './data-source';
/** The styled table, its view over a controller and its handle. */
export {
  DataTable,
  type DataTableHandle,
  type DataTableProps,
  DataTableView,
  type DataTableViewProps,
} from './data-table';
/** The date filter field (yyyy / MM / dd, dropdowns, quick picks). */
export { DateField, type DateFieldProps } from './date-field';
/** The date-range filter field (start, end, reset). */
export { DateRangeField, type DateRangeFieldProps } from './date-range-field';
/** Pure date helpers of the date field. */
export { applyQuickPick, formatDisplayDate, type QuickPick } from './date-utils';
/** The CSV export button and its helpers. */
export { ExportButton, type ExportButtonProps, exportRequestQuery, saveBlob } from './export-button';
/** Filter editors. */
export { FilterField, type FilterFieldProps, FilterPanel, type FilterPanelProps } from './filter-panel';
/** Arabic texts of the package. */
export { DT_MESSAGES, MONTHS_AR } from './messages';
/** The pager. */
export { Pager, type PagerProps } from './pager';
/** The print/list-context table. */
export { PrintDataTable, type PrintDataTableProps } from './print-data-table';
/** Pure query rules (unit-testable, shared with list screens). */
export {
  buildQuery,
  getByPath,
  initialFilters,
  isEmptyFilter,
  isMissing,
  nextSort,
  pageWindow,
  type QueryState,
  rangeParamNames,
  toIsoDate,
} from './query';
/** The saved-views menu. */
export { SavedViews, type SavedViewsProps } from './saved-views';
/** Shared cell parts, for screens that render their own rows. */
export { CellValue, INSTALLMENT_COLUMNS, type RowKey } from './table-parts';
/** Column, filter, query, data-source and view types. */
export type {
  ColumnDef,
  ColumnKind,
  DateRange,
  FileDownloader,
  FilterOption,
  Filters,
  FilterType,
  FilterValue,
  ListFetcher,
  ListPage,
  ListQuery,
  QueryParam,
  SavedView,
  SortDirection,
  SortState,
  ViewState,
  ViewsAdapter,
} from './types';
/** The headless core. */
export { type DataTableController, type UseDataTableOptions, useDataTable } from './use-data-table';
/** The local-storage saved-views adapter. */
export { apiViewsAdapter, localViewsAdapter } from './views-adapter';
