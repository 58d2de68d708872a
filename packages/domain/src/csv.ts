// Pure on purpose: the API's streamed export and the browser's table share these escaping rules.

/** A column of a CSV file. `value` overrides reading `key` (a dotted path) from the row. */
export interface CsvColumn<Row = Record<string, unknown>> {
  key: string;
  title: string;
  value?: (row: Row) => unknown;
}

/** UTF-8 byte order mark: without it Excel reads the file as ANSI and garbles Arabic. */
export const CSV_BOM = '\uFEFF';
const EOL = '\r\n';
// Cells Excel would evaluate as a formula (CSV injection); tab and CR start formulas too in some tools.
const FORMULA_START = /^[=+\-@\t\r]/;

function read(row: unknown, path: string): unknown {
  let value: unknown = row;
  for (const part of path.split('.')) {
    if (value === null || value === undefined || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * One CSV cell: quoted when it holds a comma, quote or line break (quotes doubled); a text starting with
 * = + - @ (a formula to Excel) is prefixed with a single quote. Numbers are written as they are.
 *
 * @example
 * csvCell('قال "نعم"'); // '"قال ""نعم"""'
 * csvCell('=SUM(A1)');  // "'=SUM(A1)"
 * csvCell(-5);          // '-5'
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') text = String(value);
  else if (value instanceof Date) text = Number.isNaN(value.getTime()) ? '' : value.toISOString();
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The header line (with the BOM when `bom` is true, the default) of a streamed export, ending in CRLF.
 *
 * @example
 * reply.raw.write(csvHeader(columns));
 * for await (const row of rows) reply.raw.write(csvRow(row, columns));
 */
export function csvHeader(columns: readonly CsvColumn<never>[], bom = true): string {
  return (bom ? CSV_BOM : '') + columns.map((c) => csvCell(c.title)).join(',') + EOL;
}

/** One data line of a CSV file, ending in CRLF. */
export function csvRow<Row>(row: Row, columns: readonly CsvColumn<Row>[]): string {
  return columns.map((c) => csvCell(c.value ? c.value(row) : read(row, c.key))).join(',') + EOL;
}

/**
 * A whole CSV file that Excel opens with Arabic intact: UTF-8 BOM, a header of column titles, CRLF line
 * ends, quotes doubled, and formula-like cells neutralised.
 *
 * @example
 * toCsv([{ name: 'تويوتا', price: 100 }], [{ key: 'name', title: 'الاسم' }, { key: 'price', title: 'السعر' }]);
 * // '\uFEFFالاسم,السعر\r\nتويوتا,100\r\n'
 */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  let out = csvHeader(columns as readonly CsvColumn<never>[]);
  for (const row of rows) out += csvRow(row, columns);
  return out;
}

/**
 * One line of raw cells ending in CRLF (the server's streamed export writes its rows with it).
 *
 * @example
 * csvLine([1, null, 'تويوتا']); // '1,,تويوتا\r\n'
 */
export function csvLine(cells: readonly unknown[]): string {
  return cells.map(csvCell).join(',') + EOL;
}
