import { type CSSProperties, type ReactNode, useLayoutEffect, useRef } from 'react';
import { DT_MESSAGES } from './messages';
import { getByPath, isMissing } from './query';
import type { ColumnDef, ColumnKind, SortState } from './types';
import { IconChevronDown } from './ui';

/** Row key: a field name (dotted path allowed) or a function. */
export type RowKey<Row> = string | ((row: Row, index: number) => string | number);

export function keyOf<Row>(rowKey: RowKey<Row>, row: Row, index: number): string {
  const key = typeof rowKey === 'function' ? rowKey(row, index) : getByPath(row, rowKey);
  return key === null || key === undefined ? String(index) : String(key);
}

/** The placeholder for a missing value. */
export function Missing() {
  return <span className="cc-dt-missing">{DT_MESSAGES.missing}</span>;
}

/** Shows a value by kind: numbers, codes and dates isolated in `<bdi>`; missing as 'غير متوفر'. */
export function CellValue({ value, kind }: { value: unknown; kind?: ColumnKind | undefined }) {
  if (isMissing(value)) return <Missing />;
  const effective: ColumnKind = kind ?? (typeof value === 'number' ? 'number' : 'text');
  if (effective === 'amount' && (typeof value === 'number' || /^-?\d+(\.\d+)?$/.test(String(value)))) {
    // Amounts may travel as decimal strings (docs/domain/money.md): group the integer part without float parsing.
    const [whole = '', fraction] = String(value).split('.');
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return <bdi className="cc-dt-num">{fraction ? `${grouped}.${fraction}` : grouped}</bdi>;
  }
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (effective === 'text') return <>{text}</>;
  const numeric = effective === 'number' || effective === 'amount';
  return (
    <bdi className={numeric ? 'cc-dt-num' : 'cc-dt-code'} dir={effective === 'date' ? 'ltr' : undefined}>
      {text}
    </bdi>
  );
}

/** A cell's content: the column's render, else its value by kind. */
export function renderCell<Row>(column: ColumnDef<Row>, row: Row): ReactNode {
  if (column.render) {
    const rendered = column.render(row);
    return isMissing(rendered) ? <Missing /> : rendered;
  }
  return <CellValue value={getByPath(row, column.key)} kind={column.kind} />;
}

/** A header cell; sortable headers hold a button and carry aria-sort. */
export function HeaderCell({
  column,
  sort,
  onSort,
}: {
  column: Pick<ColumnDef<never>, 'key' | 'title' | 'sortable' | 'kind'>;
  sort: SortState | null;
  onSort?: ((key: string) => void) | undefined;
}) {
  const active = sort?.key === column.key ? sort.direction : null;
  if (!column.sortable || !onSort) {
    return (
      <th scope="col" data-kind={column.kind}>
        {column.title}
      </th>
    );
  }
  return (
    <th
      scope="col"
      data-kind={column.kind}
      aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none'}
    >
      <button type="button" className="cc-dt-sort" onClick={() => onSort(column.key)}>
        {column.title}
        <span className="cc-dt-sort__icon" data-direction={active ?? 'none'} aria-hidden="true">
          {active === 'asc' ? '▲' : active === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

/** The expand/collapse toggle of a row with a child list. */
export function ExpandToggle({
  expanded,
  controls,
  onToggle,
  label,
}: {
  expanded: boolean;
  controls: string;
  onToggle: () => void;
  label?: string | undefined;
}) {
  return (
    <button
      type="button"
      className="cc-dt-expand"
      aria-expanded={expanded}
      aria-controls={controls}
      aria-label={label ?? (expanded ? DT_MESSAGES.collapse : DT_MESSAGES.expand)}
      onClick={onToggle}
    >
      <IconChevronDown size={16} />
    </button>
  );
}

/** The nested table of a row's child list (instalments by default). */
export function ChildTable<Child>({
  rows,
  columns,
  caption = DT_MESSAGES.childCaption,
}: {
  rows: readonly Child[];
  columns: readonly ColumnDef<Child>[];
  caption?: string;
}) {
  return (
    <table className="cc-dt-child cc-stack">
      <caption className="cc-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col" data-kind={c.kind}>
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((child, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: child rows have no guaranteed id and never reorder
          <tr key={index}>
            {columns.map((c) => (
              <td key={c.key} data-kind={c.kind} data-label={c.title}>
                {renderCell(c, child)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The columns of instalment child rows (docs/domain/schedules.md). */
export const INSTALLMENT_COLUMNS: ColumnDef<Record<string, unknown>>[] = [
  { key: 'sequence', title: DT_MESSAGES.installment.sequence, kind: 'number' },
  { key: 'dueDate', title: DT_MESSAGES.installment.dueDate, kind: 'date' },
  { key: 'amount', title: DT_MESSAGES.installment.amount, kind: 'amount' },
  { key: 'paidAmount', title: DT_MESSAGES.installment.paidAmount, kind: 'amount' },
  {
    key: 'status',
    title: DT_MESSAGES.installment.status,
    render: (row) => {
      const status = row.status;
      return typeof status === 'string' ? (DT_MESSAGES.installment.statuses[status] ?? status) : null;
    },
  },
];

/** A full-width row of text in place of data rows (loading, empty, error). */
export function MessageRow({
  colSpan,
  children,
  role,
}: {
  colSpan: number;
  children: ReactNode;
  role?: 'alert' | 'status';
}) {
  return (
    <tr className="cc-dt-message">
      <td colSpan={colSpan} role={role}>
        {children}
      </td>
    </tr>
  );
}

/** The child list of a row at a (dotted) path; [] when there is none. */
export function childrenAt(row: unknown, path: string): unknown[] {
  const list = getByPath(row, path);
  return Array.isArray(list) ? list : [];
}

/** The header cell above the expand toggles (present when some row expands). */
export function ExpandHeaderCell() {
  return (
    <th scope="col" className="cc-dt-expand-cell">
      <span className="cc-visually-hidden">{DT_MESSAGES.childCaption}</span>
    </th>
  );
}

/**
 * Widest a cell grows when its column names no `maxWidth`, in rem: one long unbroken value (a 40-letter
 * colour, a chassis number) must not widen the table past the screen.
 */
export const DEFAULT_CLIP_REM = 12;

/**
 * A cell's value on one line, at most `maxWidth` rem wide, ending in '…' when longer; its `title` holds
 * the whole text (read from what was rendered, so labels and badges show as the user sees them). In the
 * stacked cards of a narrow screen it ends at the card's edge instead.
 */
export function ClippedValue({ maxWidth, children }: { maxWidth: number; children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  // Written to the DOM after each render rather than kept in state: the text is known only once rendered.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const text = element.querySelector('.cc-dt-missing') ? '' : (element.textContent ?? '').trim();
    if (text) element.title = text;
    else element.removeAttribute('title');
  });
  return (
    <span ref={ref} className="cc-dt-clip" style={{ '--cc-dt-clip': `${maxWidth}rem` } as CSSProperties}>
      {children}
    </span>
  );
}

/** Props of {@link TableRows}. */
export interface TableRowsProps<Row> {
  /** The rows in display order, each with its index in the answer (the key when the row has no id). */
  entries: readonly { row: Row; index: number }[];
  /** The visible columns. */
  columns: readonly ColumnDef<Row>[];
  rowKey: RowKey<Row>;
  /** Path of a row's child list. */
  childPath: string;
  childColumns?: readonly ColumnDef<never>[] | undefined;
  renderChildren?: ((children: unknown[], row: Row) => ReactNode) | undefined;
  /** Content of the last cell (the row's actions). */
  actions?: ((row: Row) => ReactNode) | undefined;
  /** Whether the table has the expand column (some row has children). */
  expandable: boolean;
  expanded: ReadonlySet<string>;
  onToggle(key: string): void;
  /** Prefix of the child rows' ids (the toggles' aria-controls). */
  idPrefix: string;
  colSpan: number;
  /** Shown in place of rows. */
  error?: string | null | undefined;
  /** Shows the loading row in place of rows. */
  loading: boolean;
}

/**
 * The body rows of a table: the error, loading or empty row, else each row with its expand toggle, cells
 * and actions, followed by its child rows (instalments by default) when it has any.
 */
export function TableRows<Row>({
  entries,
  columns,
  rowKey,
  childPath,
  childColumns,
  renderChildren,
  actions,
  expandable,
  expanded,
  onToggle,
  idPrefix,
  colSpan,
  error,
  loading,
}: TableRowsProps<Row>) {
  if (error) {
    return (
      <MessageRow colSpan={colSpan} role="alert">
        {error}
      </MessageRow>
    );
  }
  if (loading) {
    return (
      <MessageRow colSpan={colSpan} role="status">
        {DT_MESSAGES.loading}
      </MessageRow>
    );
  }
  if (entries.length === 0) return <MessageRow colSpan={colSpan}>{DT_MESSAGES.empty}</MessageRow>;
  return entries.map(({ row, index }) => {
    const key = keyOf(rowKey, row, index);
    const children = childrenAt(row, childPath);
    const isOpen = children.length > 0 && expanded.has(key);
    const childId = `${idPrefix}-child-${key}`;
    return [
      <tr key={key} data-expanded={isOpen || undefined}>
        {expandable && (
          <td className="cc-dt-expand-cell">
            {children.length > 0 && (
              <ExpandToggle expanded={isOpen} controls={childId} onToggle={() => onToggle(key)} />
            )}
          </td>
        )}
        {columns.map((column) => (
          // data-label: the column's title, shown beside the value when rows become stacked cards.
          <td key={column.key} data-kind={column.kind} data-label={column.title}>
            <ClippedValue maxWidth={column.maxWidth ?? DEFAULT_CLIP_REM}>
              {renderCell(column, row)}
            </ClippedValue>
          </td>
        ))}
        {actions && (
          <td className="cc-dt-actions" data-label={DT_MESSAGES.actions}>
            <div className="cc-dt-actions__inner">{actions(row)}</div>
          </td>
        )}
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
