import { PASSWORD_POLICY_MESSAGE } from '@cc/contracts';
import { STAFF_TITLES } from './titles';

/**
 * Every Arabic user-facing text of @cc/staff (users, branches, company settings, profile), in one place
 * for review. The server's messages (successes and ApiError) are shown as they come and are not repeated
 * here, except 'تم حفظ المستخدم': the user dialog saves with one or two calls and says so once.
 *
 * @example
 * ```ts
 * toast.success(STAFF_MESSAGES.userSaved);
 * ```
 */
export const STAFF_MESSAGES = {
  // Users screen (its page title and navigation label too)
  usersTitle: STAFF_TITLES.usersTitle,
  usersCaption: 'قائمة مستخدمي الشركة',
  addUser: 'إضافة مستخدم',
  username: 'اسم المستخدم',
  password: 'كلمة المرور',
  fullName: 'الاسم الكامل',
  phone: 'رقم الهاتف',
  branch: 'الفرع',
  roles: 'الأدوار',
  status: 'الحالة',
  createdAt: 'تاريخ الإنشاء',
  kind: 'نوع الحساب',
  active: 'نشط',
  inactive: 'موقوف',
  companyAccount: 'حساب الشركة',
  staffAccount: 'موظف',
  noBranch: 'بدون فرع',
  noRoles: 'لا توجد أدوار',
  noRolesDefined: 'لم تُعرّف أدوار بعد. أضفها من إدارة الأدوار والصلاحيات.',
  rolesHint: 'صلاحيات المستخدم هي مجموع صلاحيات أدواره.',
  companyRolesHint: 'حساب الشركة يملك جميع الصلاحيات دون أدوار.',
  edit: 'تعديل',
  editUser: (name: string) => `تعديل المستخدم ${name}`,
  deactivate: 'إيقاف',
  activate: 'تفعيل',
  resetPassword: 'تغيير كلمة المرور',
  newUserTitle: 'إضافة مستخدم',
  editUserTitle: 'تعديل المستخدم',
  save: 'حفظ',
  cancel: 'إلغاء',
  close: 'إغلاق',
  userSaved: 'تم حفظ المستخدم',
  deactivateTitle: 'إيقاف المستخدم',
  deactivateBody: (name: string) =>
    `سيتم إيقاف المستخدم «${name}» وإنهاء جميع جلساته المفتوحة فوراً، ولن يتمكن من تسجيل الدخول حتى يُعاد تفعيله. هل تريد المتابعة؟`,
  activateTitle: 'تفعيل المستخدم',
  activateBody: (name: string) => `سيتمكن المستخدم «${name}» من تسجيل الدخول مرة أخرى. هل تريد المتابعة؟`,
  resetPasswordTitle: 'تغيير كلمة مرور المستخدم',
  resetPasswordBody: (name: string) => `أدخل كلمة مرور جديدة للمستخدم «${name}».`,
  newPassword: 'كلمة المرور الجديدة',
  usernameHint: 'حروف لاتينية وأرقام و . _ - فقط',
  /** The password rule of @cc/contracts (the server's own wording). */
  passwordPolicy: PASSWORD_POLICY_MESSAGE,
  // Branches
  branchesTitle: STAFF_TITLES.branchesTitle,
  branchesCaption: 'فروع الشركة',
  newBranch: 'إضافة فرع',
  branchName: 'اسم الفرع',
  address: 'العنوان',
  addBranch: 'إضافة الفرع',
  noBranches: 'لا توجد فروع بعد',
  actions: 'الإجراءات',
  editBranchTitle: 'تعديل الفرع',
  editBranchOf: (name: string) => `تعديل الفرع ${name}`,
  deactivateBranchOf: (name: string) => `إيقاف الفرع ${name}`,
  activateBranchOf: (name: string) => `تفعيل الفرع ${name}`,
  deactivateBranchTitle: 'إيقاف الفرع',
  deactivateBranchBody: (name: string) =>
    `لن يظهر الفرع «${name}» عند اختيار فرع لعقد أو مستخدم جديد، ويبقى ظاهراً على العقود والمستخدمين المرتبطين به. يمكن إعادة تفعيله لاحقاً. هل تريد المتابعة؟`,
  activateBranchTitle: 'تفعيل الفرع',
  activateBranchBody: (name: string) =>
    `سيعود الفرع «${name}» متاحاً للاختيار في العقود والمستخدمين الجدد. هل تريد المتابعة؟`,
  // The default exchange rate (in the company settings)
  exchangeRateTitle: 'سعر الصرف الافتراضي',
  exchangeRate: 'سعر الصرف الافتراضي (دينار لكل دولار)',
  exchangeRateHint:
    'يُملأ تلقائياً في نافذة تسجيل الدفعة عند التسليم بعملة غير عملة العقد، ويبقى قابلاً للتعديل لكل دفعة. بين 100 و10000.',
  saveExchangeRate: 'حفظ سعر الصرف',
  noExchangeRate: 'لم يُحدَّد سعر صرف افتراضي بعد.',
  rateHistoryCaption: 'سجل سعر الصرف الافتراضي',
  rateFrom: 'من تاريخ',
  rate: 'السعر',
  rateSetBy: 'بواسطة',
  currentRate: 'الحالي',
  // Company settings (the settings menu names the section 'بيانات الشركة', its heading 'إعدادات الشركة')
  companySection: STAFF_TITLES.companySection,
  companyTitle: 'إعدادات الشركة',
  /** The company's file quota (docs/domain/attachments.md#quota). */
  filesUsage: { title: 'مساحة الملفات', used: 'المستخدم', of: 'من', unit: 'ميغابايت' },
  companyName: 'اسم الشركة',
  logo: 'الشعار',
  chooseLogo: 'اختيار صورة',
  removeLogo: 'إزالة الشعار',
  logoPreview: 'معاينة الشعار',
  logoHint: 'صورة بحجم 2 ميغابايت كحد أقصى (PNG أو JPEG أو WebP أو GIF)',
  logoNotImage: 'الشعار يجب أن يكون ملف صورة',
  logoTooLarge: 'حجم الشعار يجب ألا يزيد عن 2 ميغابايت',
  logoReadFailed: 'تعذرت قراءة الملف',
  timeZone: 'المنطقة الزمنية',
  roundingStepIqd: 'خطوة تقريب الأقساط بالدينار العراقي',
  roundingStepUsd: 'خطوة تقريب الأقساط بالدولار الأمريكي',
  instalmentRemainder: 'باقي التقريب',
  instalmentRemainderHint: 'أين يذهب ما يبقى بعد تقريب الأقساط إلى الخطوة؛ المجموع يبقى مساوياً للمبلغ الممول',
  roundingHint: 'تُقرَّب الأقساط إلى مضاعفات هذه القيمة؛ «باقي التقريب» أدناه يحدد أين يذهب ما يبقى.',
  // Profile
  profileTitle: STAFF_TITLES.profileTitle,
  profileDetails: 'البيانات الشخصية',
  changePassword: 'تغيير كلمة المرور',
  currentPassword: 'كلمة المرور الحالية',
  confirmPassword: 'تأكيد كلمة المرور الجديدة',
  passwordMismatch: 'كلمتا المرور غير متطابقتين',
  notFound: 'المستخدم غير موجود',
  company: 'الشركة',
} as const;
