import { DEAL_KIND_LABELS, PAYMENT_METHOD_LABELS, PLAN_STATUS_LABELS } from '@cc/contracts';

/**
 * Every Arabic user-facing text of @cc/persons, in one place so the exact texts are easy to review.
 *
 * @example
 * toast.success(PERSONS_MESSAGES.saved); // 'تم حفظ الحساب'
 */
export const PERSONS_MESSAGES = {
  // List
  listTitle: 'بطاقات الحسابات',
  listCaption: 'قائمة الحسابات',
  addPerson: 'إضافة حساب',
  noPermission: 'ليس لديك إذن لعرض هذه الصفحة',
  fetchFailed: 'فشل في جلب البيانات. يرجى المحاولة مرة أخرى.',
  // Row actions
  view: 'عرض',
  edit: 'تعديل',
  delete: 'حذف',
  // Delete dialog
  deleteTitle: 'تأكيد الحذف',
  deleteBody: (name: string) => `هل أنت متأكد أنك تريد حذف الحساب «${name}»؟ لا يمكن التراجع عن هذا الإجراء.`,
  deleteConfirm: 'نعم، احذف',
  cancel: 'إلغاء',
  deleted: 'تم الحذف بنجاح',
  deleteFailed: 'حدث خطأ أثناء الحذف',
  // Form
  newTitle: 'إضافة حساب',
  editTitle: 'تعديل الحساب',
  save: 'حفظ',
  saved: 'تم حفظ الحساب',
  saveFailed: 'فشل حفظ الحساب',
  loading: 'جار التحميل...',
  notFound: 'الحساب غير موجود',
  loadFailed: 'تعذر تحميل بيانات الحساب',
  requiredHint: 'الحقول المعلّمة بـ * مطلوبة',
  fixErrors: 'يرجى تصحيح الحقول المشار إليها',
  // View
  details: 'بيانات الحساب',
  backToList: 'العودة إلى القائمة',
  missing: 'غير متوفر',
  owed: 'المبالغ المستحقة',
  owedHint: 'المتبقي على الحساب كمشترٍ في العقود والوكالات غير الملغاة، لكل عملة',
  nothingOwed: 'لا توجد مبالغ مستحقة',
  deals: 'العقود والوكالات',
  noDeals: 'لا توجد عقود أو وكالات لهذا الحساب',
  dealsFailed: 'تعذر تحميل عقود الحساب',
  dealKind: 'النوع',
  dealNumber: 'الرقم',
  dealDate: 'التاريخ',
  dealRole: 'الصفة',
  dealCar: 'السيارة',
  dealPrice: 'السعر',
  dealRemaining: 'المتبقي',
  dealStatus: 'الحالة',
  dealKinds: DEAL_KIND_LABELS,
  roles: { seller: 'بائع', buyer: 'مشترٍ', guarantor: 'كفيل' },
  dealCancelled: 'ملغى',
  planStatuses: PLAN_STATUS_LABELS,
  // The person's payments
  payments: 'الدفعات',
  noPayments: 'لا توجد دفعات على عقود هذا الحساب',
  paymentsFailed: 'تعذر تحميل دفعات الحساب',
  paymentsShown: (shown: number, total: number) => `تُعرض أحدث ${shown} دفعة من أصل ${total}`,
  receiptNumber: 'رقم الإيصال',
  printReceiptLabel: (receiptNumber: number) => `طباعة الوصل رقم ${receiptNumber}`,
  paidAt: 'التاريخ',
  paymentDeal: 'العقد',
  amount: 'المبلغ',
  method: 'طريقة الدفع',
  methods: PAYMENT_METHOD_LABELS,
  remainingAfter: 'المتبقي بعدها',
  paymentStatus: 'الحالة',
  downPayment: 'دفعة مقدمة',
  paymentStanding: 'سارية',
  paymentReversed: 'ملغاة',
  reversalOf: 'قيد عكس عن الإيصال رقم',
  // Fields: list column titles and form labels
  fields: {
    id: 'رقم الحساب',
    fullName: 'الاسم الكامل',
    phone: 'رقم الهاتف',
    nationalId: 'رقم الهوية',
    address: 'العنوان',
    notes: 'ملاحظات',
    createdAt: 'تاريخ الإضافة',
  },
  placeholders: {
    fullName: 'مثال: علي حسين كاظم',
    phone: '07701234567',
  },
} as const;
