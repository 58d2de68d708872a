import { CLEARANCE_COLUMN_TITLES_AR, CLEARANCE_STATUS_LABELS_AR } from '@cc/contracts';

/** Arabic texts of the clearance screen and of the deal page's clearance section. */
export const CLEARANCE_MESSAGES = {
  title: 'براءة الذمة',
  tabs: { awaiting: 'بانتظار براءة الذمة', issued: 'براءات الذمة الصادرة' },
  tabsLabel: 'قوائم براءة الذمة',
  columns: CLEARANCE_COLUMN_TITLES_AR,
  statuses: CLEARANCE_STATUS_LABELS_AR,
  issue: 'إصدار براءة الذمة',
  issueTitle: 'تأكيد إصدار براءة الذمة',
  issueBody: (contractNumber: number, buyer: string) =>
    `هل تريد إصدار براءة ذمة للعقد رقم ${contractNumber} باسم «${buyer}»؟ بعد إصدارها لا يمكن عكس دفعات العقد إلا بإلغائها.`,
  issueConfirm: 'نعم، أصدر البراءة',
  issued: (number: number) => `تم إصدار براءة الذمة رقم ${number}`,
  print: 'طباعة البراءة',
  void: 'إلغاء البراءة',
  voidTitle: 'إلغاء براءة الذمة',
  voidBody: (number: number) =>
    `ستُلغى براءة الذمة رقم ${number} وتبقى في السجل مع سبب الإلغاء، ويصبح عكس دفعات العقد ممكناً.`,
  voidReason: 'سبب الإلغاء',
  voidConfirm: 'إلغاء البراءة',
  voided: (number: number) => `تم إلغاء براءة الذمة رقم ${number}`,
  cancel: 'تراجع',
  view: 'عرض العقد',
  // The deal page's section
  section: 'براءة الذمة',
  sectionNone: 'لم تصدر براءة ذمة لهذا العقد بعد.',
  sectionNotPaid: 'تصدر براءة الذمة بعد تسديد كامل المبلغ.',
  number: 'رقم البراءة',
  date: 'تاريخ البراءة',
  issuedBy: 'أصدرها',
  voidedNote: (number: number, reason: string | null) =>
    `براءة الذمة رقم ${number} ملغاة${reason ? ` — السبب: ${reason}` : ''}`,
  loadFailed: 'تعذر تحميل براءة الذمة',
  loading: 'جار التحميل...',
} as const;
