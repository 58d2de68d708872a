import {
  CONTACT_KIND_LABELS_AR,
  CONTACT_OUTCOME_LABELS_AR,
  type DealKind,
  PROMISE_STATUS_LABELS_AR,
} from '@cc/contracts';
import { DEAL_TITLES } from './titles';

/** Arabic texts of the collections screen, its contact dialog and its reminders. */
export const COLLECTIONS_MESSAGES = {
  title: DEAL_TITLES.collections,
  caption: 'العقود المتأخرة والوعود المستحقة',
  columns: {
    contractNumber: 'العقد',
    buyer: 'المشتري',
    phone: 'الهاتف',
    guarantor: 'الكفيل',
    car: 'السيارة',
    overdueAmount: 'المبلغ المتأخر',
    daysOverdue: 'أيام التأخير',
    lastContact: 'آخر تواصل',
    nextActionOn: 'الإجراء التالي',
    collector: 'المحصّل',
    promise: 'الوعد',
  },
  days: (n: number) =>
    n === 0 ? 'لا تأخير' : n === 1 ? 'يوم واحد' : n === 2 ? 'يومان' : n <= 10 ? `${n} أيام` : `${n} يوماً`,
  brokenPromise: 'وعد لم يُوفَ',
  promiseToday: 'وعد يستحق اليوم',
  kinds: CONTACT_KIND_LABELS_AR,
  outcomes: CONTACT_OUTCOME_LABELS_AR,
  promiseStatuses: PROMISE_STATUS_LABELS_AR,
  view: { CONTRACT: 'عرض العقد', AUTHORIZATION: 'عرض الوكالة' } satisfies Record<DealKind, string>,
  logContact: 'تسجيل تواصل',
  assign: 'إسناد إلى محصّل',
  assignTitle: (kind: DealKind, number: number) =>
    `إسناد ${kind === 'CONTRACT' ? 'العقد' : 'الوكالة'} ${number} إلى محصّل`,
  assignSave: 'إسناد',
  assigned: 'تم إسناد العقود',
  nobody: 'بدون محصّل',
  remindBuyer: 'تذكير المشتري عبر واتساب',
  remindBuyerSms: 'تذكير المشتري برسالة نصية',
  remindGuarantor: 'تذكير الكفيل عبر واتساب',
  // The contact dialog
  dialogTitle: (kind: DealKind, number: number, buyer: string) =>
    `التواصل بشأن ${kind === 'CONTRACT' ? 'العقد' : 'الوكالة'} ${number} — ${buyer}`,
  log: 'سجل التواصل',
  logEmpty: 'لا يوجد تواصل مسجّل بعد',
  logFailed: 'تعذر تحميل سجل التواصل',
  kind: 'طريقة التواصل',
  outcome: 'النتيجة',
  note: 'ملاحظة',
  promiseDate: 'تاريخ الوعد',
  promiseAmount: 'مبلغ الوعد',
  nextActionOn: 'تاريخ الإجراء التالي',
  nextActionHint: 'يُترك فارغاً: غداً إذا لم يرد، وتاريخ الوعد إذا وعد',
  save: 'حفظ التواصل',
  cancel: 'إغلاق',
  saved: 'تم تسجيل التواصل',
  by: 'بواسطة',
} as const;

/**
 * The reminder a buyer (or guarantor) receives, ready to send: their name, the overdue amount in figures
 * and its currency, since when, the deal, and the company's name and phone.
 *
 * @example
 * reminderText({ name: 'علي', amount: '2,000,000 د.ع', since: '2026/10/15', deal: 'عقد 12', company: 'معرض الأمانة', companyPhone: '07701234567', guarantor: false });
 */
export function reminderText(r: {
  name: string;
  amount: string;
  since: string | null;
  deal: string;
  company: string;
  companyPhone: string | null;
  guarantor: boolean;
}): string {
  const owed = r.since
    ? `مبلغاً متأخراً قدره ${r.amount} مستحقاً منذ ${r.since}`
    : `مبلغاً مستحقاً قدره ${r.amount}`;
  const who = r.guarantor
    ? `بصفتكم كفيلاً في ${r.deal}، نودّ إعلامكم بأن على المشتري`
    : `نذكّركم بأن على ${r.deal}`;
  const contact = r.companyPhone ? ` للاستفسار: ${r.companyPhone}.` : '';
  return `السيد/السيدة ${r.name} المحترم، ${who} ${owed}. يرجى المبادرة بالتسديد. ${r.company}.${contact}`;
}
