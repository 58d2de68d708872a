import { CAR_COLUMN_TITLES_AR } from '@cc/contracts';

/**
 * Every Arabic user-facing text of @cc/cars (and the contracts' labels), in one
 * place so the exact texts are easy to review. The form kit's own texts ('اختر...', 'تأكيد الحذف', the
 * row actions' names, 'غير متوفر') are ui-rtl's FORM_MESSAGES.
 *
 * @example
 * toast.success(message ?? CARS_MESSAGES.deleted); // 'تم الحذف بنجاح'
 */
export const CARS_MESSAGES = {
  // List
  listTitle: 'السيارات',
  listCaption: 'قائمة السيارات',
  addCar: '+ اضافة سيارة',
  // Delete
  deleteBody: (name: string) =>
    `هل أنت متأكد أنك تريد حذف السيارة «${name}»؟ لا يمكن التراجع عن هذا الإجراء.`,
  deleted: 'تم الحذف بنجاح',
  // Form
  newTitle: 'إضافة سيارة',
  editTitle: 'تعديل السيارة',
  save: 'حفظ',
  saved: 'تم حفظ السيارة',
  cancel: 'إلغاء',
  // View
  viewTitle: 'بيانات السيارة',
  carDetails: 'تفاصيل السيارة',
  edit: 'تعديل',
  deals: 'العقود والوكالات',
  /** The profit report (/reports/profit, CAR_COSTS). */
  profitReport: {
    title: 'تقرير الأرباح',
    hint: 'ربح مبيعات الفترة: أسعار البيع ناقص أسعار الشراء والمصاريف، لكل عملة وحدها.',
    from: 'من تاريخ',
    to: 'إلى تاريخ',
    groupBy: 'التجميع',
    byMonth: 'حسب الشهر',
    byBranch: 'حسب الفرع',
    month: 'الشهر',
    branch: 'الفرع',
    noBranch: 'بدون فرع',
    currency: 'العملة',
    currencies: { IQD: 'دينار', USD: 'دولار' },
    sales: 'عدد المبيعات',
    revenue: 'المبيعات',
    cost: 'التكاليف',
    net: 'الربح',
    total: 'المجموع',
    empty: 'لا توجد مبيعات في هذه الفترة',
  },
  /** What the car cost and earned (CAR_COSTS, docs/domain/car-costs.md). */
  costs: {
    title: 'التكاليف والربح',
    purchase: 'الشراء',
    noPurchase: 'لم يُسجَّل سعر الشراء بعد',
    setPurchase: 'تسجيل سعر الشراء',
    editPurchase: 'تعديل سعر الشراء',
    purchaseTitle: 'سعر شراء السيارة',
    purchaseHint: 'المبلغ الذي اشتُريت به السيارة، ومتى، وممن: اختر البائع من الحسابات أو اكتب اسمه.',
    amount: 'المبلغ',
    currency: 'العملة',
    currencies: { IQD: 'دينار عراقي', USD: 'دولار أمريكي' },
    purchaseDate: 'تاريخ الشراء',
    sellerPerson: 'البائع (من الحسابات)',
    sellerName: 'أو اسم البائع',
    sellerNameHint: 'إن لم يكن للبائع حساب',
    note: 'ملاحظة',
    from: 'من',
    expenses: 'المصاريف',
    noExpenses: 'لا توجد مصاريف',
    addExpense: 'إضافة مصروف',
    expenseTitle: 'مصروف على السيارة',
    kind: 'نوع المصروف',
    expenseDate: 'تاريخ المصروف',
    receipt: 'صورة الوصل (اختيارية)',
    uploading: 'جارٍ رفع الصورة…',
    receiptReady: (name: string) => `تم رفع ${name}`,
    receiptFailed: 'تعذّرت قراءة الصورة',
    viewReceipt: 'عرض الوصل',
    remove: 'حذف',
    removeExpense: (kind: string) => `حذف مصروف ${kind}`,
    profit: 'الربح',
    notSold: 'لم تُبع السيارة بعد: لا ربح لحسابه.',
    soldIn: 'بيعت في',
    deal: (kind: 'CONTRACT' | 'AUTHORIZATION', n: number) =>
      `${kind === 'CONTRACT' ? 'عقد' : 'وكالة'} رقم ${n}`,
    forPrice: 'بسعر',
    acrossCurrencies: 'البيع والتكاليف بعملتين: لا يُجمع الدينار والدولار، فيُعرض كل جانب وحده.',
    sideOf: { IQD: 'بالدينار', USD: 'بالدولار' },
    revenue: 'الإيراد',
    cost: 'التكلفة',
  },
  // A car's photos (docs/domain/attachments.md)
  photos: {
    title: 'الصور',
    none: 'لا توجد صور لهذه السيارة',
    add: 'إضافة صور',
    hint: 'PNG أو JPEG أو WEBP أو GIF، حتى 2 ميغابايت للصورة',
    uploading: (done: number, total: number) => `جارٍ رفع الصور (${done} من ${total})…`,
    cover: 'صورة الغلاف',
    makeCover: 'اجعلها صورة الغلاف',
    makeCoverOf: (n: number) => `اجعل الصورة ${n} صورة الغلاف`,
    remove: 'حذف',
    removeOf: (n: number) => `حذف الصورة ${n}`,
    removeBody: 'هل أنت متأكد أنك تريد حذف هذه الصورة؟ لا يمكن التراجع عن هذا الإجراء.',
    photoAlt: (n: number) => `صورة السيارة ${n}`,
    tooLarge: (name: string) => `حجم الصورة «${name}» أكبر من 2 ميغابايت`,
    notImage: (name: string) => `الملف «${name}» ليس صورة PNG أو JPEG أو WEBP أو GIF`,
    readFailed: 'تعذرت قراءة الملف',
  },
  coverAlt: 'صورة الغلاف',
  noDeals: 'لا توجد عقود أو وكالات لهذه السيارة',
  dealBuyer: 'المشتري',
  backToList: 'العودة إلى القائمة',
  notFound: 'السيارة غير موجودة',
  // Fields: the list's column titles (shared with the server's CSV header) and the form's labels
  fields: { ...CAR_COLUMN_TITLES_AR, updatedAt: 'آخر تعديل' },

  // Form placeholders (examples an Iraqi dealer recognises)
  placeholders: {
    name: 'مثال: تويوتا كامري',
    model: 'مثال: 2020',
    color: 'مثال: أبيض',
    plateNumber: 'مثال: بغداد 12345 أ',
    // The chassis field is left-to-right: a Latin example only, so the placeholder reads in order.
    chassisNumber: 'JTDBR32E720123456',
  },
} as const;
