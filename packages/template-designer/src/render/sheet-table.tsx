import { TableHead } from '@cc/ui-rtl';
import { PrintSegments } from './segments';
import type { Segment } from './text';

/** One row of a printed table: a key (unique in the table) and its cells in column order. */
export interface SheetTableRow {
  key: string | number;
  cells: readonly (readonly Segment[])[];
}

/** Props of {@link SheetTable}. */
export interface SheetTableProps {
  /** Column headers, in order (the first at the right, as Arabic reads). */
  columns: readonly string[];
  rows: readonly SheetTableRow[];
  /** Printed in place of the table when it has no rows. */
  empty: string;
  /** The item's box on the page, in px. */
  width: number;
  height: number;
  /** The item's font size: the largest the table uses. */
  fontSize: number;
  color: string;
}

/** Below this the table stops shrinking and clips instead (a 120-instalment plan in a small box). */
const MIN_FONT_SIZE = 7;
const ROW_HEIGHT_EM = 1.6;
/** Width one column needs, in em (three columns: 15 em a group). */
const COLUMN_WIDTH_EM = 5;

/** How the rows are laid out: rows per column group, groups side by side, and the font size. */
export interface TableLayout {
  fontSize: number;
  rowsPerGroup: number;
  groups: number;
}

/**
 * Fits n rows into a box: rows fill a group of columns top to bottom, groups sit side by side (the first
 * group at the right, as Arabic reads), and the font shrinks from the item's size until every row fits.
 * Pure, so it is tested without a browser.
 *
 * @example
 * fitTable(12, 696, 136, 12); // { fontSize: 12, rowsPerGroup: 6, groups: 2 } (three columns)
 */
export function fitTable(
  count: number,
  width: number,
  height: number,
  fontSize: number,
  columns = 3,
): TableLayout {
  const rows = Math.max(count, 1);
  const groupWidthEm = COLUMN_WIDTH_EM * Math.max(columns, 1);
  for (let size = fontSize; size >= MIN_FONT_SIZE; size -= 0.5) {
    const rowHeight = size * ROW_HEIGHT_EM;
    // The header repeats at the top of every group.
    const rowsPerGroup = Math.floor(height / rowHeight) - 1;
    if (rowsPerGroup < 1) continue;
    const groups = Math.ceil(rows / rowsPerGroup);
    if (groups * size * groupWidthEm <= width) {
      // Balance the groups so the last is not nearly empty.
      return { fontSize: size, rowsPerGroup: Math.ceil(rows / groups), groups };
    }
  }
  const rowsPerGroup = Math.max(Math.floor(height / (MIN_FONT_SIZE * ROW_HEIGHT_EM)) - 1, 1);
  return { fontSize: MIN_FONT_SIZE, rowsPerGroup, groups: Math.ceil(rows / rowsPerGroup) };
}

/**
 * A table item of a printed template (the instalment table of a contract, any list of a record): every
 * row, in as many side-by-side groups as the box needs, each cell's numbers isolated.
 */
export function SheetTable({ columns, rows, empty, width, height, fontSize, color }: SheetTableProps) {
  if (rows.length === 0) {
    return (
      <p className="cc-print-table__empty" style={{ fontSize, color }}>
        {empty}
      </p>
    );
  }
  const layout = fitTable(rows.length, width, height, fontSize, columns.length);
  const groups = Array.from({ length: layout.groups }, (_, g) =>
    rows.slice(g * layout.rowsPerGroup, (g + 1) * layout.rowsPerGroup),
  ).filter((group) => group.length > 0);
  return (
    <div className="cc-print-table" dir="rtl" style={{ fontSize: layout.fontSize, color }}>
      {groups.map((group) => (
        <table key={group[0]!.key} className="cc-print-table__group">
          <TableHead columns={columns} />
          <tbody>
            {group.map((row) => (
              <tr key={row.key} data-row={row.key}>
                {row.cells.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the cells are the columns, in order.
                  <td key={index}>
                    <PrintSegments segments={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
