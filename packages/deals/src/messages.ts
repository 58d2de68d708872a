import { PLAN_STATUS_LABELS } from '@cc/contracts';
import { NEW_DEAL_MESSAGES } from './messages/new-deal';
import { DEAL_TITLES } from './titles';

/**
 * Every Arabic user-facing text of @cc/deals (the issue's labels, strings of the spec, the contracts'
 * labels), in one place so the exact texts are easy to review; the texts of one page alone (the
 * settlement, the cash boxes, a cash closing) are beside it in messages/, imported from there by that
 * page only, so no other page loads them (docs/architecture.md, "Bundle budget").
 *
 * @example
 * toast.success(DEALS_MESSAGES.saved.contracts); // 'تم حفظ العقد'
 */
/** The two fates of what remains when a car is repossessed, as the form offers them. */
const REPOSSESSION_OUTCOME_CHOICES = {
  WRITE_OFF: 'شطب المتبقي (خسارة على الشركة)',
  KEEP_DEBT: 'إبقاؤه ديناً على المشتري',
} as const;

export const DEALS_MESSAGES = {
  ...NEW_DEAL_MESSAGES,
  // Titles per kind
  listTitle: DEAL_TITLES.listTitle,
  /** The document titles of a record's page. */
  pageTitle: DEAL_TITLES.pageTitle,
  add: DEAL_TITLES.add,
  notFound: { contracts: 'العقد غير موجود', authorizations: 'الوكالة غير موجودة' },
  // List columns
  columns: {
    contractNumber: 'الرقم',
    contractDate: 'التاريخ',
    buyer: 'المشتري',
    seller: 'البائع',
    car: 'السيارة',
    price: 'المبلغ الكلي',
    paidAmount: 'المدفوع',
    remainingAmount: 'المتبقي',
    planStatus: 'حالة الخطة',
    nextDueDate: 'الاستحقاق القادم',
  },
  filters: {
    overdue: 'المتأخرة',
    cancelled: 'الملغاة',
    yes: 'نعم',
    no: 'لا',
    overdueOnly: 'المتأخرة فقط',
  },
  planStatuses: PLAN_STATUS_LABELS,
  overdue: 'متأخر',
  cancelledBadge: 'ملغى',
  // Row actions
  view: 'عرض',
  print: 'طباعة',
  statement: 'كشف حساب',
  cancelDeal: 'إلغاء',
  // Cancel dialog
  cancelTitle: { contracts: 'إلغاء العقد', authorizations: 'إلغاء الوكالة' },
  cancelReason: 'سبب الإلغاء',
  cancelReasonRequired: 'سبب الإلغاء مطلوب',
  cancelNext: 'متابعة',
  confirmTitle: 'تأكيد الإلغاء',
  /** Names the deal's kind: «إلغاء العقد رقم 10» / «إلغاء الوكالة رقم 10» (the numbers are per kind). */
  confirmBody: (kind: 'contracts' | 'authorizations', number: number) =>
    `هل أنت متأكد أنك تريد إلغاء ${kind === 'contracts' ? 'العقد' : 'الوكالة'} رقم ${number}؟ تعود السيارة غير مبيوعة ويبقى الرقم محجوزاً.`,
  confirmYes: 'نعم، ألغِ',
  close: 'إغلاق',
  back: 'رجوع',
  cancelled: 'تم الإلغاء بنجاح',
  fullName: 'الاسم الكامل',
  phone: 'رقم الهاتف',
  nationalId: 'رقم الهوية',
  printNotes: 'طباعة الكمبيالات',
  /** The profit of a deal's sale (CAR_COSTS, docs/domain/car-costs.md). */
  profit: {
    title: 'ربح البيع',
    loading: 'جارٍ التحميل…',
    sideOf: { IQD: 'بالدينار', USD: 'بالدولار' },
    noPurchase: 'لم يُسجَّل سعر شراء السيارة بعد: الربح هنا هو سعر البيع كله.',
    costs: 'تكاليف السيارة',
  },
  /** Repossession (docs/domain/repossession.md): the mark, the write-off or debt, refunds and the undo. */
  repossession: {
    open: 'استرجاع السيارة',
    title: 'استرجاع السيارة',
    hint: (remaining: string) =>
      `تعود السيارة إلى المخزون بحالة «قيد الانتظار» وتبقى الصفقة ودفعاتها في السجل. المتبقي الآن ${remaining}.`,
    reason: 'سبب الاسترجاع',
    outcome: 'المبلغ المتبقي',
    outcomes: REPOSSESSION_OUTCOME_CHOICES,
    submit: 'استرجاع السيارة',
    mark: 'مسترجعة',
    since: 'استُرجعت السيارة بتاريخ',
    writtenOff: 'المشطوب',
    refunded: 'المُعاد للمشتري',
    refund: 'إرجاع مبلغ للمشتري',
    refundTitle: 'إرجاع مبلغ للمشتري',
    refundHint: (refundable: string) =>
      `مبلغ تدفعه الشركة للمشتري مما سدده، بسند صرف. يمكن إرجاع ${refundable} كحد أقصى.`,
    refundAmountIn: (currency: 'IQD' | 'USD') => `المبلغ المُعاد (${currency === 'IQD' ? 'د.ع' : '$'})`,
    refundReason: 'سبب الإرجاع',
    refundDone: (number: number, message: string) => `${message} — رقم السند ${number}`,
    undo: 'التراجع عن الاسترجاع',
    undoTitle: 'التراجع عن استرجاع السيارة',
    undoHint: 'يُلغى الشطب إن وُجد، وتعود الصفقة نشطة والسيارة مباعة لمشتريها. لا يُتاح بعد بيع السيارة مجدداً.',
    undoReason: 'سبب التراجع',
  },
  schedule: 'جدول الأقساط',
  paid: 'المدفوع',
  remaining: 'المتبقي',
  status: 'الحالة',
  payments: 'الدفعات',
  paymentsFailed: 'تعذر تحميل الدفعات',
  discount: 'خصم تسوية',
  discountTotal: 'الخصومات',
  lateFees: 'غرامات التأخير',
  recordPayment: 'تسجيل دفعة',
  total: 'المبلغ الكلي',
  missing: 'غير متوفر',
  plate: 'رقم اللوحة',
  chassis: 'رقم الشاصي',
  model: 'سنة الصنع',
  color: 'اللون',
  cancelReasonLabel: 'سبب الإلغاء',
  // Reschedule
  reschedule: 'إعادة الجدولة',
  rescheduled: 'تمت إعادة الجدولة',
  rescheduleFacts: 'ما تشمله إعادة الجدولة',
  rescheduleSpread: 'يُعاد توزيعه',
  rescheduleOver: (count: number) => `— الأقساط غير المدفوعة: ${count}`,
  rescheduleEarliest: 'أقرب تاريخ مسموح لأول قسط',
  rescheduleAnyDate: 'أي تاريخ (لا أقساط مدفوعة)',
  rescheduleKept: 'الأقساط المدفوعة كلياً أو جزئياً (تبقى كما هي)',
  rescheduleNoneKept: 'لا أقساط مدفوعة كلياً أو جزئياً: يُعاد توزيع الأقساط كلها',
  reschedulePreview: 'معاينة الجدول الجديد',
  reschedulePreviewEmpty: 'أدخل عدد الأقساط وتاريخ أول قسط لمعاينة الجدول الجديد',
} as const;
