import { CAR_COLUMN_TITLES_AR } from '@cc/contracts';

/**
 * Every Arabic user-facing text of @cc/cars (spec §2, §4, §8; strings.md; the contracts' labels), in one
 * place so the exact texts are easy to review.
 *
 * @example
 * toast.success(CARS_MESSAGES.deleted); // 'تم الحذف بنجاح'
 */
export const CARS_MESSAGES = {
  // List (spec §2 "Cars list")
  listTitle: 'السيارات',
  listCaption: 'قائمة السيارات',
  addCar: '+ اضافة سيارة',
  noPermission: 'ليس لديك إذن لعرض هذه الصفحة',
  fetchFailed: 'فشل في جلب البيانات. يرجى المحاولة مرة أخرى.',
  // Row actions
  view: 'عرض',
  edit: 'تعديل',
  delete: 'حذف',
  // Delete dialog (spec §2, strings.md)
  deleteTitle: 'تأكيد الحذف',
  deleteBody: (name: string) =>
    `هل أنت متأكد أنك تريد حذف السيارة «${name}»؟ لا يمكن التراجع عن هذا الإجراء.`,
  deleteConfirm: 'نعم، احذف',
  cancel: 'إلغاء',
  deleted: 'تم الحذف بنجاح',
  deleteFailed: 'حدث خطأ أثناء الحذف',
  // Form
  newCarTitle: 'اضافة سيارة',
  editCarTitle: 'تعديل السيارة',
  save: 'حفظ',
  saved: 'تم حفظ السيارة',
  saveFailed: 'فشل حفظ السيارة',
  choose: 'اختر...',
  loading: 'جار التحميل...',
  notFound: 'السيارة غير موجودة',
  loadFailed: 'تعذر تحميل بيانات السيارة',
  requiredHint: 'الحقول المعلّمة بـ * مطلوبة',
  fixErrors: 'يرجى تصحيح الحقول المشار إليها',
  // View
  viewTitle: 'بيانات السيارة',
  carDetails: 'تفاصيل السيارة',
  deals: 'العقود والوكالات',
  noDeals: 'لا توجد عقود أو وكالات لهذه السيارة',
  dealsFailed: 'تعذر تحميل عقود السيارة',
  dealKind: 'النوع',
  dealNumber: 'الرقم',
  dealDate: 'التاريخ',
  dealBuyer: 'المشتري',
  dealStatus: 'الحالة',
  dealKinds: { CONTRACT: 'عقد', AUTHORIZATION: 'وكالة' },
  dealCancelled: 'ملغى',
  planStatuses: { ACTIVE: 'قيد التسديد', PAID: 'مسدد بالكامل', CANCELLED: 'ملغى' },
  backToList: 'العودة إلى القائمة',
  missing: 'غير متوفر',
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
