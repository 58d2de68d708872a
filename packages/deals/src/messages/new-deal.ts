import { PAYMENT_TYPE_LABELS, SELLER_TYPE_LABELS } from '@cc/contracts';

// Part of @cc/deals' Arabic texts (../messages.ts, which includes them): the new-deal form's own, so that
// form does not load the texts of every other deal page (docs/architecture.md, "Bundle budget").

/** The new contract / authorization form: its fields, the deferred portions and the schedule preview. */
export const NEW_DEAL_MESSAGES = {
  newTitle: { contracts: 'عقد جديد', authorizations: 'وكالة جديدة' },
  viewTitle: { contracts: 'العقد', authorizations: 'الوكالة' },
  saved: { contracts: 'تم حفظ العقد', authorizations: 'تم حفظ الوكالة' },
  sellerType: 'نوع البائع',
  sellerTypes: SELLER_TYPE_LABELS,
  seller: 'البائع',
  buyer: 'المشتري',
  guarantor: 'الكفيل',
  car: 'السيارة',
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
  parties: 'الأطراف',
  planSummary: 'خطة الدفع',
  companyFailed: 'تعذر تحميل إعدادات الشركة',
  companyFallback: 'يُستخدم تقريب الأقساط الافتراضي وتاريخ اليوم من جهازك',
} as const;
