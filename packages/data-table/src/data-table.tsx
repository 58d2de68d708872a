import { lazy, type ReactNode, Suspense, useId, useMemo, useState } from 'react';
import { ColumnChooser } from './column-chooser';
import { ExportButton } from './export-button';
import { DT_MESSAGES } from './messages';
import { Pager } from './pager';
import { isEmptyFilter } from './query';
import { SavedViews } from './saved-views';
import { childrenAt, ExpandHeaderCell, HeaderCell, type RowKey, TableRows } from './table-parts';
import type { ColumnDef, ExportEndpoint, TableViews } from './types';
import {
  ActionMenu,
  Button,
  IconFilter,
  IconSearch,
  type LinkComponent,
  type MenuActions,
  TextInput,
} from './ui';
import { type DataTableController, type UseDataTableOptions, useDataTable } from './use-data-table';

// The filter panel (its date fields and dayjs) loads when first opened, not with the list: a list's
// first paint stays small (docs/architecture.md, "Bundle budget").
const FilterPanel = lazy(() => import('./filter-panel').then((m) => ({ default: m.FilterPanel })));

/** Props of {@link DataTableView}: how a {@link DataTableController} is shown. */
export interface DataTableViewProps<Row> {
  /** Row id: a field name (dotted path allowed) or a function. Default 'id'. */
  rowKey?: RowKey<Row>;
  /** Visually hidden caption naming the table for screen readers. */
  caption?: string;
  /**
   * A row's actions, shown as one compact menu pinned at the row's end ('الإجراءات' column): a '⋮'
   * button named «إجراءات <rowLabel>» opening the list (Radix DropdownMenu: keyboard, RTL, stays on a
   * phone's screen). One action marked `primary` (with an icon) stays visible beside the menu: keep it
   * for the row's most used harmless action ('عرض'). Falsy entries are left out; a row with none shows
   * nothing. See {@link MenuAction}.
   */
  rowActions?: (row: Row) => MenuActions;
  /** The row's identity for the menu's accessible name ('تويوتا كامري 2022', 'عقد 1001'). */
  rowLabel?: (row: Row) => string;
  /** The router's link component for actions with `to` (react-router's `Link`). */
  link?: LinkComponent;
  /**
   * Free content of the last column 'الإجراءات', for a row whose actions are not a menu; prefer
   * {@link DataTableViewProps.rowActions}. Ignored when `rowActions` is given.
   */
  actions?: (row: Row) => ReactNode;
  /** Path of a row's child list; a row expands only when it is non-empty. Default 'installations' (spec). */
  childPath?: string;
  /** Columns of the child rows; default: instalment columns. */
  childColumns?: readonly ColumnDef<never>[];
  /** Custom child content instead of the child table. */
  renderChildren?: (children: unknown[], row: Row) => ReactNode;
  /** Extra toolbar content (e.g. the '+ اضافة سيارة' link). */
  toolbarExtra?: ReactNode;
  /**
   * Shows 'تصدير CSV': downloads the whole filtered list (no page/size, `columns=` the visible columns)
   * from this declared file endpoint, e.g. `endpoints.cars.export`.
   */
  exportEndpoint?: ExportEndpoint;
  /** Saved views ('طرق العرض') of this list; omitted: no menu. */
  views?: TableViews;
  /** Whether the filter panel starts open. */
  defaultFiltersOpen?: boolean;
  /** Shows 'الأعمدة', where the user shows or hides columns. Default true. */
  columnChooser?: boolean;
  /** Shows the search box; false for a list whose endpoint takes no keyword (the admin audit). Default true. */
  search?: boolean;
}

/** Props of {@link DataTable}. */
export type DataTableProps<Row> = UseDataTableOptions<Row> & DataTableViewProps<Row>;

/**
 * The styled table over a {@link DataTableController} (react-admin's List over ListBase): toolbar with
 * search, filter toggle, views and export; a real `<table>` with sortable headers and expandable rows;
 * loading, empty and error rows; and the pager.
 *
 * @example
 * const table = useDataTable<Car>({ endpoint: endpoints.cars.list, columns });
 * <DataTableView table={table} caption="السيارات" link={Link} rowLabel={(car) => car.name}
 *   rowActions={(car) => [{ label: 'عرض', to: `/car/${car.id}/view`, icon: <IconEye />, primary: true }]} />
 */
export function DataTableView<Row>({
  table,
  rowKey = 'id',
  caption = DT_MESSAGES.tableCaption,
  actions: freeActions,
  rowActions,
  rowLabel,
  link,
  childPath = 'installations',
  childColumns,
  renderChildren,
  toolbarExtra,
  exportEndpoint,
  views,
  defaultFiltersOpen = false,
  columnChooser = true,
  search = true,
}: DataTableViewProps<Row> & { table: DataTableController<Row> }) {
  const id = useId();
  const [filtersOpen, setFiltersOpen] = useState(defaultFiltersOpen);
  // Mounted from the first opening on, then only hidden (its fields keep their state).
  const [filtersMounted, setFiltersMounted] = useState(defaultFiltersOpen);
  if (filtersOpen && !filtersMounted) setFiltersMounted(true);
  const { columns, rows, loading, error, pagination } = table;
  const shown = columns.filter((c) => !c.filterOnly);
  const visible = shown.filter((c) => !table.hiddenColumns.has(c.key));
  const hasFilters = columns.some((c) => c.filterType);
  const activeFilters = columns.filter((c) => c.filterType && !isEmptyFilter(table.filters[c.key])).length;

  const actions = rowActions
    ? (row: Row) => <ActionMenu actions={rowActions(row)} label={rowLabel?.(row)} link={link} />
    : freeActions;
  const expandable = rows.some((row) => childrenAt(row, childPath).length > 0);
  const colSpan = visible.length + (expandable ? 1 : 0) + (actions ? 1 : 0);
  const entries = useMemo(() => rows.map((row, index) => ({ row, index })), [rows]);

  return (
    <div className="cc-dt">
      <div className="cc-dt-toolbar">
        {search ? (
          <div className="cc-dt-toolbar__search">
            <TextInput
              type="search"
              aria-label={DT_MESSAGES.searchLabel}
              placeholder={DT_MESSAGES.searchPlaceholder}
              startIcon={<IconSearch size={18} />}
              value={table.keyword}
              onChange={(e) => table.setKeyword(e.target.value)}
              onClear={() => table.setKeyword('')}
            />
          </div>
        ) : null}
        {hasFilters && (
          <Button
            type="button"
            variant="secondary"
            startIcon={<IconFilter size={18} />}
            aria-expanded={filtersOpen}
            aria-controls={`${id}-filters`}
            aria-describedby={activeFilters > 0 ? `${id}-filter-count` : undefined}
            onClick={() => setFiltersOpen((o) => !o)}
          >
            {DT_MESSAGES.filters}
            {activeFilters > 0 && (
              <span className="cc-dt-count" aria-hidden="true">
                <bdi>{activeFilters}</bdi>
              </span>
            )}
          </Button>
        )}
        {columnChooser && shown.length > 1 && (
          <ColumnChooser
            columns={shown as readonly ColumnDef<never>[]}
            hidden={table.hiddenColumns}
            onToggle={table.toggleColumn}
          />
        )}
        {views && (
          <SavedViews
            resource={views.resource}
            canShare={views.canShare}
            current={table.viewState}
            onApply={table.applyView}
          />
        )}
        {exportEndpoint && (
          <ExportButton
            endpoint={exportEndpoint}
            query={table.exportQuery}
            columnKeys={visible.map((c) => c.key)}
          />
        )}
        {toolbarExtra && <div className="cc-dt-toolbar__extra">{toolbarExtra}</div>}
      </div>
      {activeFilters > 0 && (
        <span id={`${id}-filter-count`} className="cc-visually-hidden">
          {DT_MESSAGES.activeFilters(activeFilters)}
        </span>
      )}
      {hasFilters && filtersMounted && (
        <div hidden={!filtersOpen}>
          <Suspense fallback={null}>
            <FilterPanel
              id={`${id}-filters`}
              columns={columns as readonly ColumnDef<never>[]}
              filters={table.filters}
              onChange={table.setFilter}
              onReset={table.resetFilters}
            />
          </Suspense>
        </div>
      )}
      <div className="cc-dt-scroll">
        <table className="cc-dt-table cc-stack" aria-busy={loading || undefined}>
          <caption className="cc-visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {expandable && <ExpandHeaderCell />}
              {visible.map((column) => (
                <HeaderCell key={column.key} column={column} sort={table.sort} onSort={table.toggleSort} />
              ))}
              {actions && (
                <th scope="col" className="cc-dt-actions">
                  {DT_MESSAGES.actions}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            <TableRows
              entries={entries}
              columns={visible}
              rowKey={rowKey}
              childPath={childPath}
              childColumns={childColumns}
              renderChildren={renderChildren}
              actions={actions}
              expandable={expandable}
              expanded={table.expanded}
              onToggle={table.toggleExpanded}
              idPrefix={id}
              colSpan={colSpan}
              error={error}
              loading={loading && rows.length === 0}
            />
          </tbody>
        </table>
      </div>
      {!error && pagination && rows.length > 0 && (
        <div className="cc-dt-footer">
          <Pager
            page={table.page}
            lastPage={pagination.lastPage}
            onPage={table.setPage}
            onNext={table.nextPage}
            onPrevious={table.previousPage}
            estimate={pagination.totalIsEstimate === true}
          />
          {pagination.totalItems !== undefined && (
            <span className="cc-dt-total">
              {(pagination.totalIsEstimate ? DT_MESSAGES.totalItemsAbout : DT_MESSAGES.totalItems)(
                pagination.totalItems,
              )}
            </span>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * The generic paginated table (docs/domain/lists-and-search.md#in-the-browser): {@link useDataTable} plus {@link DataTableView}. It reads the
 * list endpoint through the shared cache, so a mutation of the same tag elsewhere (a delete in a row's
 * actions) reloads the page by itself.
 *
 * @example
 * <DataTable<Car>
 *   endpoint={endpoints.cars.list}
 *   exportEndpoint={endpoints.cars.export}
 *   views={{ resource: 'cars', canShare: isCompanyAccount }}
 *   caption="السيارات"
 *   columns={CAR_COLUMNS}
 *   link={Link}
 *   rowLabel={(car) => car.name}
 *   rowActions={(car) => [
 *     { label: 'عرض', to: `/car/${car.id}/view`, icon: <IconEye size={18} />, primary: true },
 *     car.status === 'Pending' && { label: 'حذف', onSelect: () => setTarget(car), tone: 'danger' },
 *   ]}
 *   onError={(message) => toast.error(message)}
 * />
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const {
    endpoint,
    columns,
    pageSize,
    debounceMs,
    initialSort,
    initialFilters,
    initialKeyword,
    params,
    onError,
    ...view
  } = props;
  const table = useDataTable<Row>({
    endpoint,
    columns,
    ...(pageSize !== undefined ? { pageSize } : {}),
    ...(debounceMs !== undefined ? { debounceMs } : {}),
    ...(initialSort !== undefined ? { initialSort } : {}),
    ...(initialFilters ? { initialFilters } : {}),
    ...(initialKeyword !== undefined ? { initialKeyword } : {}),
    ...(params ? { params } : {}),
    ...(onError ? { onError } : {}),
  });
  return <DataTableView table={table} {...view} />;
}
