import type { FieldDef, FieldFormat } from '../fields';
import type { SheetTableRow } from './sheet-table';
import { groupDigits, isolateRuns, printDate, type Segment, valueAtPath } from './text';

/** What a template item prints once its field is resolved on a record. */
export type PrintValue =
  | { type: 'text'; segments: Segment[] }
  | { type: 'image'; src: string | null }
  | { type: 'table'; columns: readonly string[]; rows: readonly SheetTableRow[]; empty?: string };

/** A value of a given format as printed pieces; nothing for a missing or non-scalar value. */
export function formatSegments(
  value: unknown,
  format: Exclude<FieldFormat, 'image' | 'table'> = 'text',
): Segment[] {
  if (value === null || value === undefined || value === '') return [];
  if (typeof value !== 'string' && typeof value !== 'number') return [];
  const text = String(value);
  switch (format) {
    case 'date':
      return [{ text: printDate(text), dir: 'ltr' }];
    case 'money':
      return [{ text: groupDigits(text), dir: 'ltr' }];
    case 'number':
    case 'code':
      return [{ text, dir: 'ltr' }];
    default:
      return isolateRuns(text);
  }
}

/**
 * A field resolved on any record by its catalogue entry: the value at the field's id as a dotted path
 * (`buyer.fullName`), printed by the entry's `format` (text when none; a TABLE field's rows by its
 * `columns`). Missing values print empty.
 *
 * @example
 * resolveValue({ buyer: { address: 'شارع 14 رمضان' } }, 'buyer.address');
 * // { type: 'text', segments: [{ text: 'شارع ' }, { text: '14', dir: 'ltr' }, { text: ' رمضان' }] }
 */
export function resolveValue(record: unknown, fieldId: string, field?: FieldDef): PrintValue {
  const value = valueAtPath(record, fieldId);
  const format = field?.format ?? (field?.kind === 'TABLE' ? 'table' : 'text');
  if (format === 'image') return { type: 'image', src: typeof value === 'string' && value ? value : null };
  if (format === 'table') {
    const columns = field?.columns ?? [];
    const rows = Array.isArray(value) ? value : [];
    return {
      type: 'table',
      columns: columns.map((c) => c.label),
      rows: rows.map((row, index) => ({
        key: index,
        cells: columns.map((c) => formatSegments(valueAtPath(row, c.path), c.format)),
      })),
    };
  }
  return { type: 'text', segments: formatSegments(value, format) };
}

/** The plain text of a resolved value (for tests, titles and accessible names). */
export function plainText(value: PrintValue): string {
  return value.type === 'text' ? value.segments.map((s) => s.text).join('') : '';
}
