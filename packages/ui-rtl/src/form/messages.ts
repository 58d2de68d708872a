import { LEAVE_MESSAGES } from './leave-messages';

export { LEAVE_MESSAGES };

/**
 * Arabic texts of the form kit and the record screens' parts, kept in one place for review.
 *
 * @example
 * <p className="cc-form__hint">{FORM_MESSAGES.requiredHint}</p>
 */
export const FORM_MESSAGES = {
  /** The empty choice of a select. */
  choose: 'اختر...',
  /** Above a form that has required fields. */
  requiredHint: 'الحقول المعلّمة بـ * مطلوبة',
  /** A number field holding text that is not a number (it is kept, never dropped). */
  notANumber: 'يرجى إدخال رقم صالح، مثل 2021 أو ٢٠٢١',
  /** The date field: its empty display, dropdowns and quick picks. */
  datePlaceholder: 'سنة / شهر / يوم',
  year: 'السنة',
  month: 'الشهر',
  day: 'اليوم',
  plusMonth: '+ شهر',
  plusThreeMonths: '+ 3 أشهر',
  plusYear: '+ سنة',
  clearDate: 'مسح',
  /** The combobox: its list while loading, with nothing found, and its toggle button. */
  loading: 'جار التحميل...',
  noResults: 'لا توجد نتائج',
  showOptions: 'عرض الخيارات',
  /** Under a combobox holding typed text that picked nothing. */
  notPicked: 'لم يُختر شيء بعد: اختر من القائمة',
  /** A record's missing value in a details list. */
  missing: 'غير متوفر',
  /** Row actions. */
  view: 'عرض',
  edit: 'تعديل',
  delete: 'حذف',
  /** The delete confirmation. */
  deleteTitle: 'تأكيد الحذف',
  deleteConfirm: 'نعم، احذف',
  cancel: 'إلغاء',
  ...LEAVE_MESSAGES,
} as const;
