import {
  DEAL_KIND_LABELS,
  INSTALLMENT_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PLAN_STATUS_LABELS,
} from '@cc/contracts';

/**
 * Every Arabic user-facing text of @cc/business (the labels of the contracts' coded values included), in
 * one place so the exact texts are easy to review.
 *
 * @example
 * BUSINESS_MESSAGES.paymentRecorded(512); // 'تم تسجيل الدفعة — رقم الإيصال 512'
 */
export const BUSINESS_MESSAGES = {
  // Coded values
  planStatuses: PLAN_STATUS_LABELS,
  installmentStatuses: INSTALLMENT_STATUS_LABELS,
  methods: PAYMENT_METHOD_LABELS,
  dealKinds: DEAL_KIND_LABELS,
  overdue: 'متأخر',
  /** A line its plan's repossession wrote off (wholly or partly). */
  writtenOffLine: 'مشطوب',
  missing: 'غير متوفر',
  loading: 'جار التحميل...',
  close: 'إغلاق',
  save: 'حفظ',
  // Reminders to a deal's buyer and guarantor (ReminderList, ReminderDialog)
  reminders: {
    remind: 'تذكير',
    loadingReminders: 'جارٍ تحضير الرسائل',
    to: { BUYER: 'إلى المشتري', GUARANTOR: 'إلى الكفيل' },
    noReminders: 'لا يوجد ما يُذكَّر به: لا مبلغ متأخر ولا قسط قادم',
    logged: 'سُجّلت',
    logFailed: 'تعذر تسجيل الرسالة في سجل التواصل',
    whatsapp: 'واتساب',
    sms: 'رسالة نصية',
    noMobile: 'لا يوجد رقم جوال عراقي صالح لإرسال الرسالة',
    cancel: 'إغلاق',
  },
  // A list of deals (a car's, an account's)
  deals: 'العقود والوكالات',
  dealKind: 'النوع',
  dealNumber: 'الرقم',
  dealDate: 'التاريخ',
  dealStatus: 'الحالة',
  // Instalments
  schedule: 'جدول الأقساط',
  noInstallments: 'لا توجد أقساط',
  sequence: 'القسط',
  dueDate: 'تاريخ الاستحقاق',
  amount: 'المبلغ',
  paid: 'المدفوع',
  remaining: 'المتبقي',
  status: 'الحالة',
  // Payments
  payments: 'الدفعات',
  noPayments: 'لا توجد دفعات',
  receiptNumber: 'رقم الإيصال',
  paidAt: 'تاريخ الدفع',
  deal: 'العقد',
  method: 'طريقة الدفع',
  remainingAfter: 'المتبقي بعدها',
  actions: 'إجراءات',
  downPaymentMark: 'دفعة مقدمة',
  standing: 'سارية',
  reversed: 'ملغاة',
  reversalEntry: 'قيد عكس',
  reversalOfReceipt: 'عن الإيصال رقم',
  reversedByReceipt: 'بقيد العكس رقم',
  reverseReason: 'سبب العكس',
  printReceipt: 'طباعة الوصل',
  printReceiptLabel: (receiptNumber: number) => `طباعة الوصل رقم ${receiptNumber}`,
  /** A ledger row's print, named for the document it opens (a reversal or a discount is no receipt). */
  printDocuments: {
    receipt: 'طباعة الوصل',
    voidedReceipt: 'طباعة الوصل الملغى',
    reversal: 'طباعة سند العكس',
    discount: 'طباعة إشعار الخصم',
    voidedDiscount: 'طباعة إشعار الخصم الملغى',
    writeOff: 'طباعة إشعار الشطب',
    voidedWriteOff: 'طباعة إشعار الشطب الملغى',
    refund: 'طباعة سند الصرف',
    voidedRefund: 'طباعة سند الصرف الملغى',
  },
  printDocumentLabel: (document: string, number: number) => `${document} رقم ${number}`,
  /** A ledger row's identity in its actions menu's name: «إجراءات الوصل رقم 105». */
  receiptRow: (receiptNumber: number) => `الوصل رقم ${receiptNumber}`,
  reverse: 'عكس',
  // Reversing a payment (the company account)
  reverseTitle: 'عكس الدفعة',
  reverseBody: (receiptNumber: number) =>
    `يُضاف قيد عكس بمبلغ الدفعة ذات الإيصال رقم ${receiptNumber} وتُحتسب الأقساط من جديد دونها. لا يمكن التراجع عن العكس.`,
  reverseConfirm: 'عكس الدفعة',
  /** The server's message ('تم عكس الدفعة') and the entry's own receipt number. */
  paymentReversed: (receiptNumber: number, message = 'تم عكس الدفعة') =>
    `${message} — رقم قيد العكس ${receiptNumber}`,
  // Recording a payment
  recordPayment: 'تسجيل دفعة',
  /** The server's message ('تم تسجيل الدفعة') and the receipt number. */
  paymentRecorded: (receiptNumber: number, message = 'تم تسجيل الدفعة') =>
    `${message} — رقم الإيصال ${receiptNumber}`,
  amountIn: (currency: string) => `المبلغ (${currency})`,
  /** Under the prefilled amount: what it is made of. */
  amountDueHint: (overdue: string | null, next: string | null, lateFees: string | null = null) =>
    [
      overdue ? `المتأخر ${overdue}` : null,
      next ? `القسط القادم ${next}` : null,
      lateFees ? `غرامات التأخير ${lateFees}` : null,
    ]
      .filter(Boolean)
      .join(' — '),
  amountRequired: 'المبلغ مطلوب',
  note: 'ملاحظة',
  handedCurrency: 'العملة المسلَّمة',
  dealCurrency: (currency: string) => `${currency} — عملة العقد`,
  otherCurrency: (currency: string) => `${currency} — عملة أخرى`,
  handedAmountIn: (currency: string) => `المبلغ المسلَّم (${currency})`,
  exchangeRate: 'سعر الصرف (دينار لكل دولار)',
  exchangeRateShort: 'سعر الصرف',
  /** Under the rate when the company's default filled it in. */
  defaultRateHint: 'سعر الصرف الافتراضي للشركة، ويمكن تعديله لهذه الدفعة',
  convertedAmount: 'يُسجَّل في الحساب',
  handedOver: 'المسلَّم',
  // Settlement discount (the company account)
  discount: 'خصم تسوية',
  discountTitle: 'خصم تسوية',
  discountHint: 'يُنقص المتبقي على العقد ولا يُحتسب مبلغاً مقبوضاً. يمكن عكسه لاحقاً كالدفعة.',
  discountAmountIn: (currency: string) => `مبلغ الخصم (${currency})`,
  discountReason: 'سبب الخصم',
  discountReasonRequired: 'سبب الخصم مطلوب',
  discountEntry: 'خصم',
  // A repossession's write-off, and money handed back to the buyer of a repossessed car
  writeOffEntry: 'شطب',
  writeOffReason: 'سبب الشطب',
  refundEntry: 'مبلغ مُعاد',
  refundReason: 'سبب الإرجاع',
  discountRecorded: (receiptNumber: number, message = 'تم تسجيل الخصم') =>
    `${message} — رقم القيد ${receiptNumber}`,
  allocation: 'التوزيع على الأقساط',
  installmentNo: 'القسط',
  downPaymentRow: 'المقدمة',
  /** A payment's share that went to the late fee of instalment n (its allocations row). */
  lateFeeRow: (n: number) => (n === 0 ? 'غرامة تأخير المقدمة' : `غرامة تأخير القسط ${n}`),
  // Pickers
  search: (label: string) => `بحث عن ${label}`,
  choose: 'اختر...',
  noResults: 'لا توجد نتائج',
  person: 'الحساب',
  car: 'السيارة',
  branch: 'الفرع',
  /** A deactivated branch, shown only as the value a record already has. */
  inactiveBranch: (name: string) => `${name} (موقوف)`,
  template: 'قالب الطباعة',
  systemTemplate: (name: string) => `${name} (قالب النظام)`,
  addPerson: 'إضافة حساب جديد',
  personDialogTitle: 'حساب جديد',
  fullName: 'الاسم الكامل',
  phone: 'رقم الهاتف',
  nationalId: 'رقم الهوية',
  personCreated: 'تمت إضافة الحساب',
  /** A record's history (RecordHistory): who changed what and when. */
  history: {
    title: 'السجل',
    caption: 'سجل التغييرات',
    empty: 'لا توجد تغييرات مسجلة',
    /** An entry of a scheduled job, with no one acting. */
    system: 'النظام',
    /** Said in place of the arrow between a field's old and new values. */
    became: 'أصبح',
    /** A field that had no value, or has none any more. */
    none: '—',
    by: 'بواسطة',
  },
} as const;
