import type { DealCurrency, Installment } from '@cc/contracts';
import { TableHead } from '@cc/ui-rtl';
import { PRINT_MESSAGES as M } from './messages';
import { moneySegments, printDate } from './resolve';
import { PrintSegments } from './segments';

/** Props of {@link InstallmentsTable}. */
export interface InstallmentsTableProps {
  rows: readonly Installment[];
  currency: DealCurrency;
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
/** Width one group of columns (sequence, due date, amount) needs, in em. */
const GROUP_WIDTH_EM = 15;

/** How the rows are laid out: rows per column group, groups side by side, and the font size. */
export interface TableLayout {
  fontSize: number;
  rowsPerGroup: number;
  groups: number;
}

/**
 * Fits n instalment rows into a box: rows fill a group of columns top to bottom, groups sit side by
 * side (first group at the right, as Arabic reads), and the font shrinks from the item's size until every
 * row fits. Pure, so it is tested without a browser.
 *
 * @example
 * fitTable(12, 696, 136, 12); // { fontSize: 12, rowsPerGroup: 6, groups: 2 }
 */
export function fitTable(count: number, width: number, height: number, fontSize: number): TableLayout {
  const rows = Math.max(count, 1);
  for (let size = fontSize; size >= MIN_FONT_SIZE; size -= 0.5) {
    const rowHeight = size * ROW_HEIGHT_EM;
    // The header repeats at the top of every group.
    const rowsPerGroup = Math.floor(height / rowHeight) - 1;
    if (rowsPerGroup < 1) continue;
    const groups = Math.ceil(rows / rowsPerGroup);
    if (groups * size * GROUP_WIDTH_EM <= width) {
      // Balance the groups so the last is not nearly empty.
      return { fontSize: size, rowsPerGroup: Math.ceil(rows / groups), groups };
    }
  }
  const rowsPerGroup = Math.max(Math.floor(height / (MIN_FONT_SIZE * ROW_HEIGHT_EM)) - 1, 1);
  return { fontSize: MIN_FONT_SIZE, rowsPerGroup, groups: Math.ceil(rows / rowsPerGroup) };
}

/**
 * The instalment table item of a printed contract: sequence, due date and amount of every instalment,
 * in as many side-by-side groups as the box needs.
 */
export function InstallmentsTable({
  rows,
  currency,
  width,
  height,
  fontSize,
  color,
}: InstallmentsTableProps) {
  const layout = fitTable(rows.length, width, height, fontSize);
  if (rows.length === 0) {
    return (
      <p className="cc-print-table__empty" style={{ fontSize, color }}>
        {M.table.empty}
      </p>
    );
  }
  const groups = Array.from({ length: layout.groups }, (_, g) =>
    rows.slice(g * layout.rowsPerGroup, (g + 1) * layout.rowsPerGroup),
  ).filter((group) => group.length > 0);
  return (
    <div className="cc-print-table" dir="rtl" style={{ fontSize: layout.fontSize, color }}>
      {groups.map((group) => (
        <table key={group[0]?.sequence} className="cc-print-table__group">
          <TableHead columns={[M.table.sequence, M.table.dueDate, M.table.amount]} />
          <tbody>
            {group.map((row) => (
              <tr key={row.sequence} data-sequence={row.sequence}>
                <td>
                  <bdi dir="ltr">{row.sequence}</bdi>
                </td>
                <td>
                  <bdi dir="ltr">{printDate(row.dueDate)}</bdi>
                </td>
                <td>
                  <PrintSegments segments={moneySegments(row.amount, currency)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
