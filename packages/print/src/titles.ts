/**
 * The print pages' route titles (the document title until the record names the PDF). Apart from
 * {@link PRINT_MESSAGES} (which spreads them) so the app's first chunk, which holds every feature's
 * manifest, carries these few words rather than every text of the print pages.
 */
export const PRINT_TITLES = {
  print: 'طباعة',
  receipt: 'طباعة الوصل',
  clearance: 'طباعة براءة الذمة',
  statement: 'طباعة كشف الحساب',
  notes: 'طباعة الكمبيالات',
} as const;
