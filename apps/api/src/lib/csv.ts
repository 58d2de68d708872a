// The same escaping rules as @cc/data-table's csv.ts (the browser's export). That package is a React
// package the server must not depend on, so the few lines are repeated here; keep both in step.

/** UTF-8 byte order mark: without it Excel reads the file as ANSI and garbles Arabic. */
export const CSV_BOM = '\uFEFF';
const EOL = '\r\n';
// Cells Excel would evaluate as a formula (CSV injection); tab and CR start formulas too in some tools.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: quoted when it holds a comma, quote or line break (quotes doubled); a text starting with
 * = + - @ (a formula to Excel) is prefixed with a single quote. Numbers are written as they are.
 *
 * @example
 * csvCell('قال "نعم"'); // '"قال ""نعم"""'
 * csvCell('=SUM(A1)');  // "'=SUM(A1)"
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  let text: string;
  if (value instanceof Date) text = Number.isNaN(value.getTime()) ? '' : value.toISOString();
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells ending in CRLF. */
export function csvLine(cells: readonly unknown[]): string {
  return cells.map(csvCell).join(',') + EOL;
}
