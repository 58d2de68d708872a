/**
 * @cc/print: prints a contract or authorization on its template (spec §2 print page). Import its
 * stylesheet (the `./styles.css` subpath) once in the app.
 */
export { createPrintApi, type PrintApi } from './api';
export {
  fitTable,
  InstallmentsTable,
  type InstallmentsTableProps,
  type TableLayout,
} from './installments-table';
export { PRINT_MESSAGES } from './messages';
export {
  FALLBACK_AUTHORIZATION_TEMPLATE_ID,
  FALLBACK_RECEIPT_TEMPLATE_ID,
  PrintScreen,
  type PrintScreenProps,
  ReceiptPrintScreen,
  type ReceiptPrintScreenProps,
} from './print-screen';
export { PRINT_DEFAULT_STYLE, type PrintableTemplate, PrintSheet, type PrintSheetProps } from './print-sheet';
export {
  isolateRuns,
  moneySegments,
  type PrintRecord,
  type PrintValue,
  plainText,
  printDate,
  resolveField,
  type Segment,
  valueAtPath,
} from './resolve';
export { PrintSegments } from './segments';
