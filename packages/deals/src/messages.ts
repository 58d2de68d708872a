import { PAYMENT_TYPE_LABELS, PLAN_STATUS_LABELS, SELLER_TYPE_LABELS } from '@cc/contracts';
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
  // Titles per kind
  listTitle: DEAL_TITLES.listTitle,
  newTitle: { contracts: 'عقد جديد', authorizations: 'وكالة جديدة' },
  viewTitle: { contracts: 'العقد', authorizations: 'الوكالة' },
  /** The document titles of a record's page. */
  pageTitle: DEAL_TITLES.pageTitle,
  add: DEAL_TITLES.add,
  saved: { contracts: 'تم حفظ العقد', authorizations: 'تم حفظ الوكالة' },
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
  // Form
  sellerType: 'نوع البائع',
  sellerTypes: SELLER_TYPE_LABELS,
  seller: 'البائع',
  buyer: 'المشتري',
  guarantor: 'الكفيل',
  car: 'السيارة',
  fullName: 'الاسم الكامل',
  phone: 'رقم الهاتف',
  nationalId: 'رقم الهوية',
  contractDate: 'تاريخ العقد',
  price: 'السعر',
  currency: 'العملة',
  currencies: { IQD: 'دينار عراقي (IQD)', USD: 'دولار أمريكي (USD)' },
  downPayment: 'الدفعة المقدمة',
  paymentType: 'طريقة الدفع',
  paymentTypes: PAYMENT_TYPE_LABELS,
  installmentCount: 'عدد الأقساط',
  firstDueDate: 'تاريخ أول قسط',
  branch: 'الفرع',
  notes: 'الملاحظات',
  save: 'حفظ',
  saving: 'جار الحفظ...',
  fixErrors: 'يرجى تصحيح الحقول المشار إليها',
  loading: 'جار التحميل...',
  required: {
    contractDate: 'تاريخ العقد مطلوب',
    buyerId: 'المشتري مطلوب',
    carId: 'السيارة مطلوبة',
    installmentCount: 'عدد الأقساط مطلوب',
    firstDueDate: 'تاريخ أول قسط مطلوب',
    sellerId: 'البائع مطلوب عندما يكون البائع شخصاً',
  },
  preview: 'معاينة جدول الأقساط',
  previewEmpty: 'أدخل السعر وعدد الأقساط وتاريخ أول قسط لمعاينة الجدول',
  previewTotal: 'المجموع',
  previewDeferredTotal: 'مجموع باقي المقدمة',
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
  /** The down payment's deferred portions on the new-deal form (باقي المقدمة). */
  deferred: {
    title: 'باقي المقدمة',
    hint: 'جزء من الدفعة المقدمة يدفعه المشتري لاحقاً، بعد تاريخ العقد وقبل أول قسط',
    amount: (n: number) => `مبلغ الدفعة ${n}`,
    dueDate: (n: number) => `تاريخ الدفعة ${n}`,
    remove: (n: number) => `حذف الدفعة ${n} من باقي المقدمة`,
    removeShort: 'حذف',
    add: 'إضافة دفعة من باقي المقدمة',
    atSigning: 'يُدفع عند التوقيع:',
  },
  cashNote: 'يُسجَّل المبلغ كاملاً دفعةً واحدة عند الحفظ',
  /**
   * Before saving, to staff without UPDATE_INSTALLMENT: the money of the signing is not recorded but left
   * due on the deal's date (docs/domain/permissions.md#money-at-deal-creation).
   */
  moneyLeftDue: {
    contracts: {
      INSTALLMENTS:
        'لا تملك صلاحية تسديد الأقساط: ستبقى الدفعة المقدمة مبلغاً مستحقاً بتاريخ العقد يستلمه أمين الصندوق، ولن يصدر لها وصل',
      CASH: 'لا تملك صلاحية تسديد الأقساط: سيبقى المبلغ النقدي مستحقاً بتاريخ العقد يستلمه أمين الصندوق، ولن يصدر له وصل',
    },
    authorizations: {
      INSTALLMENTS:
        'لا تملك صلاحية تسديد الأقساط: ستبقى الدفعة المقدمة مبلغاً مستحقاً بتاريخ الوكالة يستلمه أمين الصندوق، ولن يصدر لها وصل',
      CASH: 'لا تملك صلاحية تسديد الأقساط: سيبقى المبلغ النقدي مستحقاً بتاريخ الوكالة يستلمه أمين الصندوق، ولن يصدر له وصل',
    },
  },
  // View
  parties: 'الأطراف',
  planSummary: 'خطة الدفع',
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
  companyFailed: 'تعذر تحميل إعدادات الشركة',
  companyFallback: 'يُستخدم تقريب الأقساط الافتراضي وتاريخ اليوم من جهازك',
} as const;
