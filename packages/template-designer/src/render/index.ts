/**
 * @cc/template-designer/render: prints a saved template filled from any record, on one A4 sheet
 * (docs/domain/printing.md). Import the package's stylesheet once: `import '@cc/template-designer/styles.css'`.
 *
 * @example
 * ```tsx
 * import { TemplateSheet } from '@cc/template-designer/render';
 * <TemplateSheet template={saved} record={contract} fields={myFields} />
 * ```
 */
/** The field catalogue's types, and this product's catalogue (deals, receipts, clearances) as a preset. */
export { DESIGNER_FIELDS, type FieldDef, type FieldFormat, type TableColumn } from '../fields';
export { formatSegments, type PrintValue, plainText, resolveValue } from './resolve';
export { PrintSegments } from './segments';
export {
  fitTable,
  SheetTable,
  type SheetTableProps,
  type SheetTableRow,
  type TableLayout,
} from './sheet-table';
export {
  PRINT_DEFAULT_STYLE,
  type PrintableTemplate,
  RENDER_MESSAGES,
  TemplateSheet,
  type TemplateSheetProps,
} from './template-sheet';
export { groupDigits, isolateRuns, printDate, type Segment, valueAtPath } from './text';
