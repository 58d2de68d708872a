import { CLEARANCE_COLUMN_TITLES_AR, CLEARANCE_STATUS_LABELS_AR, type DealKind } from '@cc/contracts';
import { DEAL_TITLES } from './titles';

/** 'العقد' / 'الوكالة': a clearance is of a contract or of an authorization, and says which. */
const THE: Readonly<Record<DealKind, string>> = { CONTRACT: 'العقد', AUTHORIZATION: 'الوكالة' };
const FOR_THE: Readonly<Record<DealKind, string>> = { CONTRACT: 'للعقد', AUTHORIZATION: 'للوكالة' };

/** Arabic texts of the clearance screen and of the deal page's clearance section. */
export const CLEARANCE_MESSAGES = {
  title: DEAL_TITLES.clearance,
  tabs: { awaiting: 'بانتظار براءة الذمة', issued: 'براءات الذمة الصادرة' },
  tabsLabel: 'قوائم براءة الذمة',
  columns: CLEARANCE_COLUMN_TITLES_AR,
  statuses: CLEARANCE_STATUS_LABELS_AR,
  issue: 'إصدار براءة الذمة',
  issueTitle: 'تأكيد إصدار براءة الذمة',
  issueBody: (kind: DealKind, contractNumber: number, buyer: string) =>
    `هل تريد إصدار براءة ذمة ${FOR_THE[kind]} رقم ${contractNumber} باسم «${buyer}»؟ بعد إصدارها لا يمكن عكس دفعات ${THE[kind]} إلا بإلغائها.`,
  issueConfirm: 'نعم، أصدر البراءة',
  issued: (number: number) => `تم إصدار براءة الذمة رقم ${number}`,
  print: 'طباعة البراءة',
  void: 'إلغاء البراءة',
  voidTitle: 'إلغاء براءة الذمة',
  voidBody: (kind: DealKind, number: number) =>
    `ستُلغى براءة الذمة رقم ${number} وتبقى في السجل مع سبب الإلغاء، ويصبح عكس دفعات ${THE[kind]} ممكناً.`,
  voidReason: 'سبب الإلغاء',
  voidConfirm: 'إلغاء البراءة',
  voided: (number: number) => `تم إلغاء براءة الذمة رقم ${number}`,
  cancel: 'تراجع',
  view: { CONTRACT: 'عرض العقد', AUTHORIZATION: 'عرض الوكالة' } satisfies Record<DealKind, string>,
  // The deal page's section
  section: 'براءة الذمة',
  sectionNone: (kind: DealKind) =>
    `لم تصدر براءة ذمة ${kind === 'CONTRACT' ? 'لهذا العقد' : 'لهذه الوكالة'} بعد.`,
  sectionNotPaid: 'تصدر براءة الذمة بعد تسديد كامل المبلغ.',
  number: 'رقم البراءة',
  date: 'تاريخ البراءة',
  issuedBy: 'أصدرها',
  voidedNote: (number: number, reason: string | null) =>
    `براءة الذمة رقم ${number} ملغاة${reason ? ` — السبب: ${reason}` : ''}`,
  loadFailed: 'تعذر تحميل براءة الذمة',
  loading: 'جار التحميل...',
} as const;
