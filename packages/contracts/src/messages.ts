import { MESSAGES } from '@cc/domain';
import { CAR_NOT_EDITABLE } from './car-enums';

const { plan: PLAN, ledger: LEDGER } = MESSAGES;

/**
 * Every Arabic text the API sends, word for word, in one place for review: the server answers with them
 * (apps/api/src/messages.ts) and the fake API of @cc/resources/testing answers with the same, so a screen
 * tested against the fake shows what it shows against the server. Zod-free, like constants.ts. The texts
 * of the plan and ledger rules are @cc/domain's (its functions refuse with them), named here again.
 */
export const SERVER_MESSAGES = {
  internal: 'حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى',
  databaseUnavailable: 'الخدمة غير متاحة مؤقتاً لتعذر الوصول إلى قاعدة البيانات، يرجى المحاولة بعد قليل',
  statementTimeout: 'استغرق الطلب وقتاً أطول من المسموح، يرجى المحاولة بعد قليل',
  validation: 'البيانات المدخلة غير صالحة، يرجى مراجعة الحقول',
  malformedJson: 'صيغة البيانات المرسلة غير صالحة (JSON)',
  badRequest: 'الطلب غير صالح',
  badUrl: 'الرابط المطلوب غير صالح أو طويل جداً',
  // Refusals of Node's HTTP parser and server, before any route (apps/api/src/plugins/client-errors.ts).
  headersTooLarge: 'عنوان الطلب أو ترويساته أطول من المسموح',
  malformedRequest: 'صيغة الطلب غير صالحة',
  requestTimeout: 'انتهت مهلة استلام الطلب، يرجى المحاولة مرة أخرى',
  expectationFailed: 'قيمة الترويسة Expect غير مدعومة',
  methodNotAllowed: 'طريقة الطلب غير مدعومة',
  textHasNul: 'النص يحتوي على محرف غير مسموح به',
  textHasBrokenCharacter: 'النص يحتوي على محرف تالف، يرجى إعادة كتابته',
  unsupportedMediaType: 'نوع المحتوى غير مدعوم، يرجى إرسال البيانات بصيغة JSON',
  payloadTooLarge: 'حجم البيانات المرسلة أكبر من المسموح',
  routeNotFound: 'المسار المطلوب غير موجود',
  notFound: 'العنصر المطلوب غير موجود',
  userNotFound: 'المستخدم غير موجود',
  unauthenticated: 'يجب تسجيل الدخول أولاً',
  sessionExpired: 'انتهت الجلسة، يرجى تسجيل الدخول مرة أخرى',
  forbidden: 'ليس لديك صلاحية لتنفيذ هذا الإجراء',
  invalidCredentials: 'اسم المستخدم أو كلمة المرور غير صحيحة',
  userInactive: 'هذا الحساب موقوف، يرجى مراجعة إدارة الشركة',
  companySuspended: 'حساب الشركة موقوف، يرجى التواصل مع إدارة المنصة',
  passwordChangeRequired: 'يجب تغيير كلمة المرور المؤقتة قبل المتابعة',
  newPasswordSameAsCurrent: 'كلمة المرور الجديدة يجب أن تختلف عن الحالية',
  companyAlreadyActive: 'الشركة نشطة بالفعل',
  companyAlreadySuspended: 'الشركة موقوفة بالفعل',
  companyHasNoAccount: 'لا يوجد حساب للشركة',
  companyCreated: 'تم إنشاء الشركة بنجاح',
  companyUpdated: 'تم حفظ بيانات الشركة',
  companySuspensionDone: 'تم إيقاف الشركة',
  companyReactivated: 'تم تفعيل الشركة',
  companyPasswordReset: 'تم إنشاء كلمة مرور مؤقتة جديدة لحساب الشركة',
  tooManyAttempts: 'محاولات تسجيل دخول كثيرة، يرجى المحاولة بعد 15 دقيقة',
  loginSlowedDown: 'محاولات دخول كثيرة على هذا الحساب، يرجى الانتظار قليلاً ثم المحاولة مرة أخرى',
  loginAddressSlowedDown: 'محاولات دخول كثيرة من هذا العنوان، يرجى الانتظار قليلاً ثم المحاولة مرة أخرى',
  tooManyRequests: 'طلبات كثيرة جداً، يرجى المحاولة لاحقاً',
  invalidRefreshToken: 'انتهت الجلسة، يرجى تسجيل الدخول مرة أخرى',
  statusUpdated: 'تم تحديث حالة المستخدم',
  // Roles and permissions
  roleNotFound: 'الدور غير موجود',
  permissionNotFound: 'الصلاحية غير موجودة',
  roleNameTaken: 'يوجد دور بهذا الاسم في الشركة',
  roleCreated: 'تمت إضافة الدور',
  permissionsLinked: 'تمت إضافة الصلاحية إلى الدور',
  permissionsUnlinked: 'تمت إزالة الصلاحية من الدور',
  permissionsAllEnabled: 'تم تفعيل جميع الصلاحيات للدور',
  permissionsAllDisabled: 'تم تعطيل جميع الصلاحيات للدور',
  // Staff users and profile
  usernameTaken: 'اسم المستخدم غير متاح',
  userCreated: 'تمت إضافة المستخدم',
  userUpdated: 'تم حفظ بيانات المستخدم',
  rolesAssigned: 'تم تحديث أدوار المستخدم',
  passwordReset: 'تم تغيير كلمة مرور المستخدم وإنهاء جلساته، وسيُطلب منه تغييرها عند دخوله التالي',
  passwordChanged: 'تم تغيير كلمة المرور',
  wrongCurrentPassword: 'كلمة المرور الحالية غير صحيحة',
  profileUpdated: 'تم حفظ الملف الشخصي',
  companyAccountNoRoles: 'حساب الشركة يملك جميع الصلاحيات ولا تُسند إليه أدوار',
  companyAccountNoStatus: 'لا يمكن إيقاف حساب الشركة',
  companyAccountOwnPassword: 'غيّر كلمة مرور حساب الشركة من الملف الشخصي',
  // Branches and company settings
  branchNotFound: 'الفرع غير موجود',
  branchNameTaken: 'يوجد فرع بهذا الاسم',
  branchCreated: 'تمت إضافة الفرع',
  branchUpdated: 'تم حفظ بيانات الفرع',
  branchDeactivated: 'تم إيقاف الفرع، ولن يظهر في اختيار الفرع للسجلات الجديدة',
  branchActivated: 'تم تفعيل الفرع',
  branchInactive: 'الفرع موقوف ولا يُختار للسجلات الجديدة، اختر فرعاً نشطاً',
  exchangeRateSaved: 'تم حفظ سعر الصرف الافتراضي',
  exchangeRateUnchanged: 'سعر الصرف الافتراضي لم يتغير',
  companyNotFound: 'الشركة غير موجودة',
  roundingStepPositive: 'خطوة التقريب يجب أن تكون أكبر من صفر',
  companySaved: 'تم حفظ إعدادات الشركة',
  logoTooLarge: 'حجم الشعار أكبر من 2 ميغابايت',
  logoNotImage: 'ملف الشعار ليس صورة صالحة من نوعه المذكور',
  // Cars and saved views
  carNotFound: 'السيارة غير موجودة',
  carCreated: 'تمت إضافة السيارة',
  carUpdated: 'تم حفظ بيانات السيارة',
  deleted: 'تم الحذف بنجاح',
  carNotEditable: CAR_NOT_EDITABLE,
  carNotDeletable: 'لا يمكن حذف سيارة مباعة أو قيد الدفع، الحذف متاح للسيارات غير المبيوعة فقط',
  carHasDeals: 'لا يمكن حذف سيارة لها عقود أو وكالات سابقة',
  carDuplicate: 'توجد سيارة أخرى بنفس رقم اللوحة أو رقم الشاصي',
  plateTaken: 'رقم اللوحة مستخدم لسيارة أخرى',
  chassisTaken: 'رقم الشاصي مستخدم لسيارة أخرى',
  viewSaved: 'تم حفظ العرض',
  viewNotFound: 'العرض غير موجود',
  viewShareForbidden: 'مشاركة العرض مع الشركة متاحة لحساب الشركة فقط',
  viewLimitReached: 'لا يمكن حفظ أكثر من 50 عرضاً لهذه القائمة، احذف عرضاً لا تحتاجه ثم احفظ من جديد',
  // Persons (account cards)
  personNotFound: 'الحساب غير موجود',
  personCreated: 'تمت إضافة الحساب',
  personUpdated: 'تم حفظ بيانات الحساب',
  personInUse: 'لا يمكن حذف الحساب لأنه طرف في عقد أو وكالة',
  invalidPhone: 'رقم الهاتف غير صالح، أدخل رقم موبايل عراقي مثل 07701234567',
  nationalIdTaken: 'رقم الهوية مستخدم لحساب آخر',
  personDuplicate: 'يوجد حساب آخر بنفس رقم الهوية',
  // Templates and files
  templateNotFound: 'القالب غير موجود',
  templateCreated: 'تم حفظ القالب الجديد بنجاح 🎉',
  templateSaved: 'تم الحفظ بنجاح',
  templateDeleted: 'تم حذف القالب بنجاح',
  templateInUse: 'لا يمكن حذف القالب لأنه مستخدم في عقد أو وكالة',
  templateDefaultSet: 'تم تعيين القالب الافتراضي',
  templateDefaultRace: 'تغيّر القالب الافتراضي في الوقت نفسه، يرجى المحاولة مرة أخرى',
  systemTemplateReadOnly: 'قوالب النظام يعدّلها مدير المنصة فقط، احفظ نسخة خاصة بالشركة',
  systemTemplateNotDeletable: 'لا يمكن حذف قالب من قوالب النظام',
  fileNotFound: 'الملف غير موجود',
  // What a car cost (docs/domain/car-costs.md)
  carExpenseNotFound: 'المصروف غير موجود',
  carReceiptNotFound: 'صورة الوصل غير موجودة، ارفعها من جديد',
  carCostDateInFuture: 'التاريخ لا يمكن أن يكون بعد اليوم',
  sellerRequired: 'اختر البائع من الحسابات أو اكتب اسمه',
  purchaseRecorded: 'تم حفظ سعر الشراء',
  expenseRecorded: 'تمت إضافة المصروف',
  expenseDeleted: 'تم حذف المصروف',
  fileContentMismatch: 'محتوى الملف لا يطابق نوعه أو ليس صورة صالحة',
  fileLinkInvalid: 'رابط الملف غير صالح أو منتهي الصلاحية',
  // Attachments (docs/domain/attachments.md)
  carPhotoNotFound: 'الصورة غير موجودة',
  carPhotoNotImage: 'صورة السيارة يجب أن تكون صورة PNG أو JPEG أو WEBP أو GIF',
  carPhotoAlreadyAdded: 'هذه الصورة مضافة للسيارة مسبقاً',
  carPhotosFull: 'لا يمكن إضافة أكثر من 20 صورة للسيارة',
  carPhotoAdded: 'تمت إضافة الصورة',
  carPhotoRemoved: 'تم حذف الصورة',
  carCoverSet: 'تم تعيين صورة الغلاف',
  personDocumentNotFound: 'المستند غير موجود',
  personDocumentAdded: 'تمت إضافة المستند',
  personDocumentRemoved: 'تم حذف المستند',
  attachmentFileNotFound: 'الملف غير موجود، ارفعه من جديد',
  systemTemplateNoFiles: 'قوالب النظام لا تستخدم ملفات الشركات، استخدم صورة مضمّنة',
  // Clearance (براءة ذمة)
  clearanceNotFound: 'براءة الذمة غير موجودة',
  clearanceIssued: 'تم إصدار براءة الذمة',
  clearanceVoided: 'تم إلغاء براءة الذمة',
  clearanceDealNotFound: 'العقد أو الوكالة غير موجودة',
  clearanceNotPaid: 'لا يمكن إصدار براءة ذمة قبل تسديد كامل المبلغ',
  clearanceDealCancelled: 'لا يمكن إصدار براءة ذمة لعقد ملغى',
  clearanceAlreadyIssued: 'صدرت براءة ذمة لهذا العقد مسبقاً',
  clearanceAlreadyVoided: 'براءة الذمة ملغاة مسبقاً',
  clearanceBlocksReversal: LEDGER.clearanceBlocksReversal,
  // Collections
  collectionDealNotFound: 'العقد أو الوكالة غير موجودة',
  contactAdded: 'تم تسجيل التواصل',
  dealDefaultMarked: 'تم تعليم العقد كمتعثر',
  dealDefaultCleared: 'أُلغي تعليم التعثر',
  dealAlreadyDefaulted: 'العقد معلَّم كمتعثر مسبقاً',
  dealNotDefaulted: 'العقد غير معلَّم كمتعثر',
  dealDefaultNotActive: 'لا يُعلَّم كمتعثر إلا عقد نشط عليه مبلغ متبقٍ',
  promiseInPast: 'تاريخ الوعد يجب ألا يكون قبل اليوم',
  collectorInvalid: 'المحصّل يجب أن يكون موظفاً فعّالاً في الشركة يملك صلاحية تسجيل التواصل',
  collectionDealsNotFound: 'بعض العقود المختارة غير موجودة',
  collectionsAssigned: 'تم إسناد العقود',
  assignTooMany: 'عدد العقود المطابقة أكثر من 5000؛ ضيّق التصفية ثم أعد الإسناد',
  reminderTemplatesSaved: 'تم حفظ نصوص التذكير',
  collectionSettingsSaved: 'تم حفظ إعدادات التحصيل',
  lateFeesSaved: 'تم حفظ إعدادات غرامات التأخير',
  chargeNotFound: 'الغرامة غير موجودة',
  chargeWaived: 'تم إعفاء الغرامة',
  chargeUnwaived: 'تم إرجاع الغرامة',
  noBranch: 'بدون فرع',
  noCollector: 'بدون محصّل',
  unknownUser: 'غير معروف',
  // Deals (contracts and authorizations)
  contractNotFound: 'العقد غير موجود',
  authorizationNotFound: 'الوكالة غير موجودة',
  contractCreated: 'تم إنشاء العقد',
  authorizationCreated: 'تم إنشاء الوكالة',
  /**
   * The deal was made by staff who may not record payments (no UPDATE_INSTALLMENT): the money of the
   * signing (the down payment, or a cash deal's price) was not recorded and is due on the deal's date.
   */
  dealCreatedMoneyDue: {
    CONTRACT: {
      INSTALLMENTS:
        'تم إنشاء العقد. لم تُسجَّل الدفعة المقدمة لأنك لا تملك صلاحية تسديد الأقساط، وهي مستحقة بتاريخ العقد ليستلمها أمين الصندوق',
      CASH: 'تم إنشاء العقد. لم يُسجَّل المبلغ النقدي لأنك لا تملك صلاحية تسديد الأقساط، وهو مستحق بتاريخ العقد ليستلمه أمين الصندوق',
    },
    AUTHORIZATION: {
      INSTALLMENTS:
        'تم إنشاء الوكالة. لم تُسجَّل الدفعة المقدمة لأنك لا تملك صلاحية تسديد الأقساط، وهي مستحقة بتاريخ الوكالة ليستلمها أمين الصندوق',
      CASH: 'تم إنشاء الوكالة. لم يُسجَّل المبلغ النقدي لأنك لا تملك صلاحية تسديد الأقساط، وهو مستحق بتاريخ الوكالة ليستلمه أمين الصندوق',
    },
  },
  /** Cancel texts name the deal's kind: a contract (العقد) or an authorization (الوكالة). */
  dealCancelled: { CONTRACT: 'تم إلغاء العقد', AUTHORIZATION: 'تم إلغاء الوكالة' },
  dealAlreadyCancelled: LEDGER.dealAlreadyCancelled,
  dealHasPayments: LEDGER.dealHasPayments,
  carNotForSale: 'السيارة غير متاحة للبيع',
  sellerNotFound: 'البائع غير موجود',
  buyerNotFound: 'المشتري غير موجود',
  guarantorNotFound: 'الكفيل غير موجود',
  sellerIsGuarantor: 'لا يمكن أن يكون البائع كفيلاً',
  pricePositive: PLAN.pricePositive,
  downPaymentTooLarge: PLAN.downPaymentTooLarge,
  cashMustBeFull: PLAN.cashMustBeFull,
  nothingFinanced: PLAN.nothingFinanced,
  // Payment plans, instalments and payments
  planNotFound: 'خطة الدفع غير موجودة',
  planBusy: 'عملية أخرى على هذه الخطة قيد التنفيذ، أعد المحاولة',
  planNotActive: PLAN.notActive,
  planRescheduled: 'تمت إعادة جدولة الأقساط',
  nothingToReschedule: PLAN.nothingToReschedule,
  firstDueBeforeKept: PLAN.firstDueBeforeKept,
  paymentNotFound: 'الدفعة غير موجودة',
  paymentRecorded: 'تم تسجيل الدفعة',
  paymentReversed: 'تم عكس الدفعة',
  paymentAlreadyReversed: LEDGER.paymentAlreadyReversed,
  reversalNotReversible: LEDGER.reversalNotReversible,
  amountPositive: LEDGER.amountPositive,
  idempotencyMismatch: 'مفتاح التكرار (Idempotency-Key) استُخدم لطلب مختلف',
  idempotencyKeyInvalid: 'مفتاح التكرار (Idempotency-Key) غير صالح',
  discountRecorded: 'تم تسجيل الخصم',
  planSettled: 'تمت التسوية المبكرة وسُدِّدت خطة الدفع بالكامل',
  carRepossessed: 'تم استرجاع السيارة وأُعيدت إلى المخزون',
  repossessionUndone: 'تم التراجع عن استرجاع السيارة',
  refundRecorded: 'تم تسجيل المبلغ المُعاد للمشتري',
  // The cash box
  cashBoxClosed: 'تم إغلاق الصندوق لهذا اليوم',
  closingNotFound: 'إغلاق الصندوق غير موجود',
  closingReopened: 'أُعيد فتح هذا الإغلاق مسبقاً',
  closingReopenedDone: 'تمت إعادة فتح الإغلاق، ويمكن إغلاق اليوم من جديد',
  handoverRecorded: 'تم تسجيل تسليم النقد، بانتظار تأكيد المستلم',
  handoverAcknowledged: 'تم تأكيد استلام النقد',
  handoverNotFound: 'التسليم غير موجود أو مؤكد مسبقاً',
  handoverReceiverInvalid: 'المستلم غير موجود أو غير نشط',
  handoverToSelf: 'لا يمكن تسليم النقد لنفسك',
  handedAmountMismatch: LEDGER.handedAmountMismatch,
  // Notifications
  notificationNotFound: 'الإشعار غير موجود',
  // A record's history: a deal of either kind (the car, account card and user have their own)
  historyDealNotFound: 'العقد أو الوكالة غير موجودة',
} as const;

/** 409 of a settlement discount larger than what remains, naming the remaining amount. */
export const discountTooLargeMessage = LEDGER.discountTooLarge;

/** 409 of a payment larger than what remains, naming the remaining amount (formatted, Arabic). */
export const overpaymentMessage = LEDGER.overpayment;

/**
 * The message of a new deal's answer (POST /contracts, /authorizations): 'تم إنشاء العقد', or, when the
 * money of the signing was left due because the creator may not record payments (its down-payment line,
 * sequence 0, is unpaid), the text that says so (docs/domain/permissions.md#money-at-deal-creation).
 *
 * @example
 * dealCreatedMessage(deal); // 'تم إنشاء العقد'
 */
export function dealCreatedMessage(deal: {
  kind: 'CONTRACT' | 'AUTHORIZATION';
  paymentPlan: { paymentType: 'CASH' | 'INSTALLMENTS'; installments: { sequence: number; status: string }[] };
}): string {
  const down = deal.paymentPlan.installments.find((i) => i.sequence === 0);
  if (down && down.status !== 'PAID') {
    return SERVER_MESSAGES.dealCreatedMoneyDue[deal.kind][deal.paymentPlan.paymentType];
  }
  return deal.kind === 'CONTRACT' ? SERVER_MESSAGES.contractCreated : SERVER_MESSAGES.authorizationCreated;
}

/**
 * 413 of an upload that would take the company's files past its quota (docs/domain/attachments.md#quota).
 *
 * @example
 * filesQuotaExceededMessage(200 * 1024 * 1024); // 'تجاوزت الشركة المساحة المسموحة للملفات (200 ميغابايت)'
 */
export function filesQuotaExceededMessage(limitBytes: number): string {
  const mb = Math.round((limitBytes / (1024 * 1024)) * 10) / 10;
  return `تجاوزت الشركة المساحة المسموحة للملفات (${mb} ميغابايت)`;
}
