/**
 * The titles the deals feature's manifest names its pages with. They live apart from
 * {@link DEALS_MESSAGES} (which spreads them) so the app's first chunk, which holds every feature's
 * manifest, carries these few words rather than every text of the feature.
 */
export const DEAL_TITLES = {
  listTitle: { contracts: 'العقود', authorizations: 'الوكالات' },
  /** The document titles of a record's page. */
  pageTitle: { contracts: 'عرض العقد', authorizations: 'عرض الوكالة' },
  add: { contracts: 'إضافة عقد', authorizations: 'إضافة وكالة' },
  clearance: 'براءة الذمة',
  collections: 'التحصيل',
  reminderTexts: 'نصوص التذكير',
  collectionSettings: 'التحصيل',
  aging: 'أعمار الديون',
  collectionsReport: 'تقرير التحصيل',
  statement: 'كشف حساب',
  settlement: 'تسوية مبكرة',
  cashClosing: 'إغلاق الصندوق',
  cashBoxes: 'الصناديق',
} as const;
