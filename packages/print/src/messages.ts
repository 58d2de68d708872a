import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_TYPE_LABELS,
  PLAN_STATUS_LABELS,
  SELLER_TYPE_LABELS,
} from '@cc/contracts';

/** Arabic texts of the print page and of the values it prints. */
export const PRINT_MESSAGES = {
  /** Route titles (the document title until the record names the PDF). */
  titles: { print: 'طباعة', receipt: 'طباعة الوصل', clearance: 'طباعة براءة الذمة' },
  print: 'طباعة',
  back: 'رجوع',
  loading: 'جار التحميل...',
  /** A load the page cannot print without failed (the deal, the payment, the template). */
  loadFailed: 'تعذر تحميل الصفحة للطباعة',
  /** Loads the page prints without (shown above the sheet, never printed). */
  logoFailed: 'تعذر تحميل شعار الشركة، وستُطبع الصفحة بدونه',
  imageFailed: 'تعذر تحميل صورة من صور القالب، وستُطبع الصفحة بدونها',
  contract: 'عقد',
  authorization: 'وكالة',
  receipt: 'وصل قبض',
  clearance: 'براءة ذمة',
  logoAlt: 'شعار الشركة',
  imageAlt: 'صورة',
  planStatuses: PLAN_STATUS_LABELS,
  paymentTypes: PAYMENT_TYPE_LABELS,
  dealStatuses: { ACTIVE: 'نافذ', CANCELLED: 'ملغى' },
  sellerTypes: SELLER_TYPE_LABELS,
  paymentMethods: PAYMENT_METHOD_LABELS,
  handedOver: 'المسلَّم',
  atRate: 'بسعر صرف',
  table: {
    sequence: 'ت',
    dueDate: 'تاريخ الاستحقاق',
    amount: 'مبلغ القسط',
    empty: 'لا توجد أقساط',
  },
} as const;
