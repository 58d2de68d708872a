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
