/**
 * Every Arabic user-facing text of @cc/persons, in one place so the exact texts are easy to review. The
 * form kit's own texts ('تأكيد الحذف', the row actions' names, 'غير متوفر') are ui-rtl's FORM_MESSAGES.
 *
 * @example
 * toast.success(message ?? PERSONS_MESSAGES.saved); // 'تم حفظ الحساب'
 */
export const PERSONS_MESSAGES = {
  // List
  listTitle: 'بطاقات الحسابات',
  statement: 'كشف حساب',
  listCaption: 'قائمة الحسابات',
  addPerson: 'إضافة حساب',
  // Delete
  deleteBody: (name: string) => `هل أنت متأكد أنك تريد حذف الحساب «${name}»؟ لا يمكن التراجع عن هذا الإجراء.`,
  cancel: 'إلغاء',
  deleted: 'تم الحذف بنجاح',
  // Form
  newTitle: 'إضافة حساب',
  editTitle: 'تعديل الحساب',
  save: 'حفظ',
  saved: 'تم حفظ الحساب',
  notFound: 'الحساب غير موجود',
  // View
  details: 'بيانات الحساب',
  backToList: 'العودة إلى القائمة',
  edit: 'تعديل',
  owed: 'المبالغ المستحقة',
  owedHint: 'المتبقي على الحساب كمشترٍ في العقود والوكالات غير الملغاة، لكل عملة',
  nothingOwed: 'لا توجد مبالغ مستحقة',
  deals: 'العقود والوكالات',
  noDeals: 'لا توجد عقود أو وكالات لهذا الحساب',
  dealRole: 'الصفة',
  dealCar: 'السيارة',
  dealPrice: 'السعر',
  dealRemaining: 'المتبقي',
  dealNextDue: 'الاستحقاق القادم',
  overdue: 'متأخر',
  /** The first overdue line is the down payment (due on the deal's date). */
  downPaymentOverdue: 'المقدمة متأخرة',
  roles: { seller: 'بائع', buyer: 'مشترٍ', guarantor: 'كفيل' },
  // The person's payments
  payments: 'الدفعات',
  noPayments: 'لا توجد دفعات على عقود هذا الحساب',
  paymentsShown: (shown: number, total: number) => `تُعرض أحدث ${shown} دفعة من أصل ${total}`,
  // An account card's documents (docs/domain/attachments.md)
  documents: {
    title: 'المستندات',
    none: 'لا توجد مستندات لهذا الحساب',
    kind: 'نوع المستند',
    note: 'ملاحظة',
    file: 'الملف',
    hint: 'صورة PNG أو JPEG أو WEBP أو GIF، أو ملف PDF، حتى 2 ميغابايت',
    add: 'رفع المستند',
    uploading: 'جارٍ رفع المستند…',
    open: 'فتح',
    openOf: (kind: string) => `فتح ${kind}`,
    remove: 'حذف',
    removeOf: (kind: string) => `حذف ${kind}`,
    removeBody: (kind: string) =>
      `هل أنت متأكد أنك تريد حذف المستند «${kind}»؟ لا يمكن التراجع عن هذا الإجراء.`,
    pdf: 'PDF',
    tooLarge: 'حجم الملف أكبر من 2 ميغابايت',
    badType: 'نوع الملف غير مدعوم: PNG أو JPEG أو WEBP أو GIF أو PDF',
    pickFile: 'اختر ملفاً أولاً',
    readFailed: 'تعذرت قراءة الملف',
  },
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
