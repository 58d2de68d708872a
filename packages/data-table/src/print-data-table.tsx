import { useId, useMemo, useState } from 'react';
import { ColumnChooser } from './column-chooser';
import { DT_MESSAGES } from './messages';
import { getByPath, isMissing, nextSort } from './query';
import { childrenAt, ExpandHeaderCell, HeaderCell, type RowKey, TableRows } from './table-parts';
import type { ColumnDef, SortState } from './types';

/** Props of {@link PrintDataTable}. */
export interface PrintDataTableProps<Row> {
  /** Columns; `hidden: true` starts unchecked in the column chooser; `sortable` sorts on the client. */
  columns: readonly ColumnDef<Row>[];
  rows: readonly Row[];
  loading?: boolean;
  /** Shown in place of rows when set. */
  error?: string | null;
  rowKey?: RowKey<Row>;
  caption?: string;
  /** Path of the instalment list of a row; rows with a non-empty one expand. Default 'installments'. */
  childPath?: string;
  childColumns?: readonly ColumnDef<never>[];
  /** Shows the 'الأعمدة' chooser. Default true (hidden in print by CSS). */
  columnChooser?: boolean;
  initialSort?: SortState | null;
}

function compare(a: unknown, b: unknown): number {
  if (isMissing(a)) return isMissing(b) ? 0 : 1;
  if (isMissing(b)) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'ar', { numeric: true });
}

/**
 * The data table of the print/list context: client-side sortable columns, a column chooser to
 * hide columns, 'جار التحميل...', 'لا توجد بيانات', 'غير متوفر' for missing values, rows with
 * instalments expanding to child rows, and an error string in place of rows.
 *
 * @example
 * <PrintDataTable columns={columns} rows={contracts} loading={loading} error={error} childPath="paymentPlan.installments" />
 */
export function PrintDataTable<Row>({
  columns,
  rows,
  loading = false,
  error,
  rowKey = 'id',
  caption = DT_MESSAGES.tableCaption,
  childPath = 'installments',
  childColumns,
  columnChooser = true,
  initialSort = null,
}: PrintDataTableProps<Row>) {
  const id = useId();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(
    () => new Set(columns.filter((c) => c.hidden).map((c) => c.key)),
  );
  const [sort, setSort] = useState<SortState | null>(initialSort);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const shown = columns.filter((c) => !c.filterOnly);
  const visible = shown.filter((c) => !hidden.has(c.key));

  const sorted = useMemo(() => {
    if (!sort) return rows.map((row, index) => ({ row, index }));
    const sign = sort.direction === 'asc' ? 1 : -1;
    return rows
      .map((row, index) => ({ row, index }))
      .sort(
        (x, y) => sign * compare(getByPath(x.row, sort.key), getByPath(y.row, sort.key)) || x.index - y.index,
      );
  }, [rows, sort]);

  const expandable = rows.some((row) => childrenAt(row, childPath).length > 0);
  const colSpan = Math.max(1, visible.length + (expandable ? 1 : 0));

  const toggle = (set: ReadonlySet<string>, key: string) => {
    const next = new Set(set);
    if (!next.delete(key)) next.add(key);
    return next;
  };

  return (
    <div className="cc-dt cc-dt--print">
      {columnChooser && (
        <div className="cc-dt-toolbar cc-dt-no-print">
          <ColumnChooser
            columns={shown}
            hidden={hidden}
            size="sm"
            onToggle={(key) => setHidden((set) => toggle(set, key))}
          />
        </div>
      )}
      <div className="cc-dt-scroll">
        <table className="cc-dt-table" aria-busy={loading || undefined}>
          <caption className="cc-visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {expandable && <ExpandHeaderCell />}
              {visible.map((column) => (
                <HeaderCell
                  key={column.key}
                  column={column}
                  sort={sort}
                  onSort={(key) => setSort((s) => nextSort(s, key))}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            <TableRows
              entries={sorted}
              columns={visible}
              rowKey={rowKey}
              childPath={childPath}
              childColumns={childColumns}
              expandable={expandable}
              expanded={expanded}
              onToggle={(key) => setExpanded((s) => toggle(s, key))}
              idPrefix={id}
              colSpan={colSpan}
              error={error}
              loading={loading}
            />
          </tbody>
        </table>
      </div>
    </div>
  );
}
