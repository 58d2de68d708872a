import { type ReactNode, type Ref, useId, useImperativeHandle, useState } from 'react';
import { ExportButton } from './export-button';
import { FilterPanel } from './filter-panel';
import { DT_MESSAGES } from './messages';
import { Pager } from './pager';
import { getByPath, isEmptyFilter } from './query';
import { SavedViews } from './saved-views';
import {
  ChildTable,
  ExpandToggle,
  HeaderCell,
  INSTALLMENT_COLUMNS,
  keyOf,
  MessageRow,
  type RowKey,
  renderCell,
} from './table-parts';
import type { ColumnDef, ListQuery, ViewsAdapter } from './types';
import { Button, IconFilter, IconSearch, TextInput } from './ui';
import { type DataTableController, type UseDataTableOptions, useDataTable } from './use-data-table';

/** Props of {@link DataTableView}: how a {@link DataTableController} is shown. */
export interface DataTableViewProps<Row> {
  /** Row id: a field name (dotted path allowed) or a function. Default 'id'. */
  rowKey?: RowKey<Row>;
  /** Visually hidden caption naming the table for screen readers. */
  caption?: string;
  /** Content of the last column 'الإجراءات' (edit, delete, view links). */
  actions?: (row: Row) => ReactNode;
  /** Path of a row's child list; a row expands only when it is non-empty. Default 'installations' (spec). */
  childPath?: string;
  /** Columns of the child rows; default: instalment columns. */
  childColumns?: readonly ColumnDef<never>[];
  /** Custom child content instead of the child table. */
  renderChildren?: (children: unknown[], row: Row) => ReactNode;
  /** Extra toolbar content (e.g. the '+ اضافة سيارة' link). */
  toolbarExtra?: ReactNode;
  /** Shows 'تصدير CSV' (the whole filtered list, through `${endpoint}/export` or `onExport`). */
  exportable?: boolean;
  /** Custom export, given the filters/sort/keyword query with `columns=key1,key2`. */
  onExport?: (query: ListQuery) => Promise<void> | void;
  /** Saved views ('طرق العرض'); omitted: no menu. */
  views?: ViewsAdapter;
  /** Load, export and views failures, with an Arabic message (e.g. toast them). */
  onError?: (message: string, error: unknown) => void;
  /** Whether the filter panel starts open. */
  defaultFiltersOpen?: boolean;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> extends UseDataTableOptions<Row>, DataTableViewProps<Row> {
  /** Imperative handle: `refresh()` after a delete. */
  ref?: Ref<DataTableHandle>;
}

/** Imperative handle of {@link DataTable}. */
export interface DataTableHandle {
  /** Reloads the current page. */
  refresh(): void;
}

/**
 * The styled table over a {@link DataTableController} (react-admin's List over ListBase): toolbar with
 * search, filter toggle, views and export; a real `<table>` with sortable headers and expandable rows;
 * loading, empty and error rows; and the pager.
 *
 * @example
 * const table = useDataTable<Car>({ endpoint: 'car', columns });
 * <DataTableView table={table} caption="السيارات" actions={(car) => <CarActions car={car} />} />
 */
export function DataTableView<Row>({
  table,
  rowKey = 'id',
  caption = DT_MESSAGES.tableCaption,
  actions,
  childPath = 'installations',
  childColumns,
  renderChildren,
  toolbarExtra,
  exportable,
  onExport,
  views,
  onError,
  defaultFiltersOpen = false,
}: DataTableViewProps<Row> & { table: DataTableController<Row> }) {
  const id = useId();
  const [filtersOpen, setFiltersOpen] = useState(defaultFiltersOpen);
  const { columns, rows, loading, error, pagination } = table;
  const visible = columns.filter((c) => !c.filterOnly && !c.hidden);
  const hasFilters = columns.some((c) => c.filterType);
  const activeFilters = columns.filter((c) => c.filterType && !isEmptyFilter(table.filters[c.key])).length;

  const childrenOf = (row: Row): unknown[] => {
    const list = getByPath(row, childPath);
    return Array.isArray(list) ? list : [];
  };
  const expandable = rows.some((row) => childrenOf(row).length > 0);
  const colSpan = visible.length + (expandable ? 1 : 0) + (actions ? 1 : 0);

  let body: ReactNode;
  if (error) {
    body = (
      <MessageRow colSpan={colSpan} role="alert">
        {error}
      </MessageRow>
    );
  } else if (loading && rows.length === 0) {
    body = (
      <MessageRow colSpan={colSpan} role="status">
        {DT_MESSAGES.loading}
      </MessageRow>
    );
  } else if (rows.length === 0) {
    body = <MessageRow colSpan={colSpan}>{DT_MESSAGES.empty}</MessageRow>;
  } else {
    body = rows.map((row, index) => {
      const key = keyOf(rowKey, row, index);
      const children = childrenOf(row);
      const isOpen = children.length > 0 && table.expanded.has(key);
      const childId = `${id}-child-${key}`;
      return [
        <tr key={key} data-expanded={isOpen || undefined}>
          {expandable && (
            <td className="cc-dt-expand-cell">
              {children.length > 0 && (
                <ExpandToggle
                  expanded={isOpen}
                  controls={childId}
                  onToggle={() => table.toggleExpanded(key)}
                />
              )}
            </td>
          )}
          {visible.map((column) => (
            <td key={column.key} data-kind={column.kind}>
              {renderCell(column, row)}
            </td>
          ))}
          {actions && <td className="cc-dt-actions">{actions(row)}</td>}
        </tr>,
        children.length > 0 && (
          <tr key={`${key}-children`} id={childId} className="cc-dt-child-row" hidden={!isOpen}>
            {isOpen && (
              <td colSpan={colSpan}>
                {renderChildren ? (
                  renderChildren(children, row)
                ) : (
                  <ChildTable
                    rows={children as Record<string, unknown>[]}
                    columns={(childColumns ?? INSTALLMENT_COLUMNS) as ColumnDef<Record<string, unknown>>[]}
                  />
                )}
              </td>
            )}
          </tr>
        ),
      ];
    });
  }

  return (
    <div className="cc-dt">
      <div className="cc-dt-toolbar">
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
        {views && (
          <SavedViews
            adapter={views}
            current={table.viewState}
            onApply={table.applyView}
            {...(onError ? { onError } : {})}
          />
        )}
        {exportable && (
          <ExportButton
            endpoint={table.endpoint}
            query={table.exportQuery}
            columnKeys={visible.map((c) => c.key)}
            {...(onExport ? { onExport } : {})}
            {...(onError ? { onError } : {})}
          />
        )}
        {toolbarExtra && <div className="cc-dt-toolbar__extra">{toolbarExtra}</div>}
      </div>
      {activeFilters > 0 && (
        <span id={`${id}-filter-count`} className="cc-dt-sr-only">
          {DT_MESSAGES.activeFilters(activeFilters)}
        </span>
      )}
      {hasFilters && (
        <div hidden={!filtersOpen}>
          <FilterPanel
            id={`${id}-filters`}
            columns={columns as readonly ColumnDef<never>[]}
            filters={table.filters}
            onChange={table.setFilter}
            onReset={table.resetFilters}
          />
        </div>
      )}
      <div className="cc-dt-scroll">
        <table className="cc-dt-table" aria-busy={loading || undefined}>
          <caption className="cc-dt-sr-only">{caption}</caption>
          <thead>
            <tr>
              {expandable && (
                <th scope="col" className="cc-dt-expand-cell">
                  <span className="cc-dt-sr-only">{DT_MESSAGES.childCaption}</span>
                </th>
              )}
              {visible.map((column) => (
                <HeaderCell key={column.key} column={column} sort={table.sort} onSort={table.toggleSort} />
              ))}
              {actions && <th scope="col">{DT_MESSAGES.actions}</th>}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      {!error && pagination && rows.length > 0 && (
        <div className="cc-dt-footer">
          <Pager page={table.page} lastPage={pagination.lastPage} onPage={table.setPage} />
          {pagination.totalItems !== undefined && (
            <span className="cc-dt-total">{DT_MESSAGES.totalItems(pagination.totalItems)}</span>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * The generic paginated table of spec §2: {@link useDataTable} plus {@link DataTableView}.
 *
 * @example
 * const ref = useRef<DataTableHandle>(null);
 * <DataTable<Car>
 *   ref={ref}
 *   endpoint="car"
 *   caption="السيارات"
 *   columns={carColumns}
 *   actions={(car) => <CarActions car={car} onDeleted={() => ref.current?.refresh()} />}
 *   exportable
 *   views={localViewsAdapter('cc-views:cars')}
 *   onError={(message) => toast.error(message)}
 * />
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const {
    ref,
    endpoint,
    columns,
    fetcher,
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
    ...(fetcher ? { fetcher } : {}),
    ...(pageSize !== undefined ? { pageSize } : {}),
    ...(debounceMs !== undefined ? { debounceMs } : {}),
    ...(initialSort !== undefined ? { initialSort } : {}),
    ...(initialFilters ? { initialFilters } : {}),
    ...(initialKeyword !== undefined ? { initialKeyword } : {}),
    ...(params ? { params } : {}),
    ...(onError ? { onError } : {}),
  });
  useImperativeHandle(ref, () => ({ refresh: table.refresh }), [table.refresh]);
  return <DataTableView table={table} {...view} {...(onError ? { onError } : {})} />;
}
