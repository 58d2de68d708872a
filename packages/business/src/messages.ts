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
  missing: 'غير متوفر',
  loading: 'جار التحميل...',
  close: 'إغلاق',
  save: 'حفظ',
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
  reverse: 'عكس',
  reverseLabel: (receiptNumber: number) => `عكس الدفعة رقم ${receiptNumber}`,
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
  amountPositive: 'المبلغ يجب أن يكون أكبر من صفر',
  amountRequired: 'المبلغ مطلوب',
  note: 'ملاحظة',
  // Pickers
  search: (label: string) => `بحث عن ${label}`,
  choose: 'اختر...',
  noResults: 'لا توجد نتائج',
  person: 'الحساب',
  car: 'السيارة',
  branch: 'الفرع',
  template: 'قالب الطباعة',
  systemTemplate: (name: string) => `${name} (قالب النظام)`,
  addPerson: 'إضافة حساب جديد',
  personDialogTitle: 'حساب جديد',
  fullName: 'الاسم الكامل',
  phone: 'رقم الهاتف',
  nationalId: 'رقم الهوية',
  personCreated: 'تمت إضافة الحساب',
} as const;
