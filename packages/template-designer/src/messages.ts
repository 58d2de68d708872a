/**
 * Arabic texts of the designer: in one place for review (docs/domain/templates.md).
 *
 * @example
 * ```ts
 * notify({ type: 'info', message: DESIGNER_MESSAGES.nothingToSave });
 * ```
 */
export const DESIGNER_MESSAGES = {
  // Layout. The side panel title stays in English.
  fieldsTitle: 'Available Fields',
  fieldsSubtitle: 'الحقول المتاحة',
  fieldsEmpty: 'تمت إضافة جميع الحقول إلى القالب',
  showFields: 'إظهار الحقول',
  hideFields: 'إخفاء الحقول',
  chooseTemplate: 'اختر القالب',
  newTemplate: '+ جديد',
  deleteTemplate: 'حذف',
  nameModalTitle: 'أدخل اسم القالب الجديد',
  nameLabel: 'اسم القالب',
  lockOverlay: 'الرجاء اختيار قالب أو إنشاء قالب جديد للبدء',
  systemBadge: 'قالب النظام',
  /** The default of its kind: what a new deal preselects and a receipt prints with. */
  defaultBadge: 'القالب الافتراضي',
  defaultSuffix: 'افتراضي',
  makeDefault: 'تعيين كقالب افتراضي',
  makeDefaultHint: 'يُختار تلقائياً في العقود الجديدة من هذا النوع وعند طباعة الوصولات',
  defaultSet: (name: string) => `أصبح «${name}» القالب الافتراضي لنوعه`,
  defaultFailed: 'تعذر تعيين القالب الافتراضي',
  systemHint: 'قالب النظام للقراءة: عند الحفظ تُنشأ نسخة خاصة بالشركة',
  canvasLabel: 'صفحة القالب',
  loading: 'جار التحميل...',
  // Toolbar.
  toolbarLabel: 'أدوات القالب',
  save: 'حفظ',
  clearFields: 'إفراغ الحقول',
  deleteAll: 'حذف الكل',
  fontSize: 'حجم الخط',
  color: 'اللون',
  /** The selected item's print condition (`showIf`, docs/domain/printing.md). */
  showIf: 'يُطبع',
  showIfOptions: {
    ALWAYS: 'دائماً',
    INSTALLMENTS: 'في البيع بالتقسيط فقط',
    CASH: 'في البيع النقدي فقط',
    GUARANTOR: 'عند وجود كفيل فقط',
  },
  replaceImage: 'استبدال الصورة',
  showGrid: 'إظهار الشبكة',
  addImage: 'إضافة صورة',
  undo: 'تراجع',
  redo: 'إعادة',
  cancel: 'إلغاء',
  confirmTitle: 'تأكيد',
  continue: 'متابعة',
  confirmDelete: 'نعم، احذف',
  removeItem: 'إزالة العنصر',
  moveItem: 'سحب العنصر',
  textPlaceholder: 'اكتب النص هنا',
  imageAlt: 'صورة في القالب',
  // Confirmations.
  unsavedChanges: 'لديك تغييرات غير محفوظة. هل تريد المتابعة وترك الصفحة؟',
  clearFieldsWarning: 'سيتم إفراغ جميع العناصر من القالب الحالي. هل تريد المتابعة؟',
  deleteAllWarning: 'سيتم حذف القالب نهائياً مع جميع عناصره. هل تريد المتابعة؟',
  deleteTemplateQuestion: 'هل أنت متأكد أنك تريد حذف هذا القالب؟',
  // Messages.
  nothingToSave: 'لا توجد تغييرات للحفظ',
  saved: 'تم الحفظ بنجاح',
  saveFailed: 'فشل الحفظ',
  nameRequired: 'يرجى إدخال اسم القالب',
  created: 'تم حفظ القالب الجديد بنجاح 🎉',
  createFailed: 'حدث خطأ أثناء حفظ القالب الجديد',
  deleteAllDone: 'تم الحذف بنجاح',
  deleteAllFailed: 'فشل الحذف من الباكند',
  templateDeleted: 'تم حذف القالب بنجاح',
  templateDeleteFailed: 'فشل حذف القالب',
  noTemplateToDelete: 'لا يوجد قالب محدد للحذف',
  initialLoadFailed: 'تعذر تحميل القالب المحفوظ',
  switchFailed: 'تعذر تحميل القالب المحدد',
  listFailed: 'تعذر تحميل قائمة القوالب',
  // Image upload (image types only; 2 MB, the server's own 413 text: docs/domain/templates.md).
  notAnImage: 'يرجى اختيار ملف صورة',
  unsupportedImage: 'نوع الصورة غير مدعوم: PNG أو JPEG أو WEBP أو GIF',
  imageTooLarge: 'حجم الصورة أكبر من 2 ميغابايت',
  uploadFailed: 'تعذر رفع الصورة',
  uploading: 'جار رفع الصورة...',
  imageUnavailable: 'تعذر عرض الصورة',
  // Background image (imageKey: a scanned official form under the items).
  setBackground: 'إضافة خلفية',
  replaceBackground: 'استبدال الخلفية',
  removeBackground: 'إزالة الخلفية',
  backgroundAlt: 'خلفية القالب',
} as const;

/** The keys of {@link DESIGNER_MESSAGES}. */
export type DesignerMessageKey = keyof typeof DESIGNER_MESSAGES;
