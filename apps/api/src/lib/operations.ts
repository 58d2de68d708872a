import { type EndpointDef, endpoints } from '@cc/contracts';

/**
 * The OpenAPI identity of every declared endpoint: a stable `operationId` from its place in
 * `endpoints` (`cars.list` → `carsList`) and a summary in Arabic and English. A declaration without a
 * summary here fails the OpenAPI test, so a new endpoint cannot go undocumented.
 */
const SUMMARIES: Record<string, string> = {
  health: 'حالة الخادم — Server health',
  authLogin: 'تسجيل الدخول — Sign in',
  authRefresh: 'تجديد الجلسة — Refresh the session',
  authLogout: 'تسجيل الخروج — Sign out',
  meGet: 'المستخدم الحالي — The signed-in user',
  meUpdate: 'تعديل الملف الشخصي — Update own profile',
  meChangePassword: 'تغيير كلمة المرور — Change own password',
  meDevice: 'ربط جهاز الإشعارات — Bind the push device',
  adminStats: 'إحصاءات المنصة — Platform figures',
  adminCompanies: 'قائمة الشركات — List companies',
  adminExportCompanies: 'تصدير الشركات — Export companies (CSV)',
  adminCompany: 'شركة — Get a company',
  adminCreateCompany: 'إضافة شركة — Onboard a company',
  adminUpdateCompany: 'تعديل بيانات شركة — Update a company',
  adminCompanyStatus: 'إيقاف شركة أو تفعيلها — Suspend or reactivate a company',
  adminResetCompanyPassword: 'كلمة مرور مؤقتة لحساب الشركة — Reset the company account password',
  adminAudit: 'سجل إجراءات الإدارة — List the platform admin actions',
  carsList: 'قائمة السيارات — List cars',
  carsExport: 'تصدير السيارات — Export cars (CSV)',
  carsGet: 'سيارة — Get a car',
  carsCreate: 'إضافة سيارة — Add a car',
  carsUpdate: 'تعديل سيارة — Update a car',
  carsRemove: 'حذف سيارة — Delete a car',
  personsList: 'قائمة الحسابات — List account cards',
  personsGet: 'بطاقة حساب — Get an account card',
  personsCreate: 'إضافة حساب — Add an account card',
  personsUpdate: 'تعديل حساب — Update an account card',
  personsRemove: 'حذف حساب — Delete an account card',
  contractsList: 'قائمة العقود — List contracts',
  contractsGet: 'عقد — Get a contract',
  contractsCreate: 'إنشاء عقد — Create a contract',
  contractsCancel: 'إلغاء عقد — Cancel a contract',
  authorizationsList: 'قائمة الوكالات — List authorizations',
  authorizationsGet: 'وكالة — Get an authorization',
  authorizationsCreate: 'إنشاء وكالة — Create an authorization',
  authorizationsCancel: 'إلغاء وكالة — Cancel an authorization',
  plansGet: 'خطة الدفع — Get a payment plan',
  plansReschedule: 'إعادة جدولة الأقساط — Reschedule the unpaid instalments',
  installmentsList: 'قائمة الأقساط — List instalments',
  paymentsList: 'قائمة الدفعات — List payments',
  paymentsGet: 'دفعة — Get a payment',
  paymentsCreate: 'تسجيل دفعة — Record a payment',
  paymentsReverse: 'عكس دفعة — Reverse a payment',
  clearanceList: 'براءات الذمة والعقود بانتظارها — List clearances or deals awaiting one',
  clearanceExport: 'تصدير براءات الذمة — Export clearances as CSV',
  clearanceGet: 'براءة ذمة — Get a clearance',
  clearanceIssue: 'إصدار براءة ذمة — Issue a clearance',
  clearanceVoid: 'إلغاء براءة ذمة — Void a clearance',
  collectionsList: 'قائمة التحصيل — The collections queue',
  collectionsContacts: 'سجل التواصل لعقد — A deal’s contact log',
  collectionsAddContact: 'تسجيل تواصل أو وعد — Log a contact or a promise',
  collectionsCollectors: 'المحصّلون — Who may collect',
  collectionsAssign: 'إسناد العقود إلى محصّل — Assign deals to a collector',
  collectionsTemplates: 'نصوص التذكير — The company’s reminder texts',
  collectionsSaveTemplates: 'حفظ نصوص التذكير — Save reminder texts',
  collectionsDealReminders: 'تذكير المشتري والكفيل — A deal’s reminders',
  collectionsReminders: 'تذكير الكل — Reminders of the filtered queue',
  collectionsDealDefault: 'تعثر العقد — Whether a deal is marked in default',
  collectionsSetDealDefault: 'تعليم العقد كمتعثر — Mark a deal in default, or clear the mark',
  collectionsSettings: 'إعدادات التحصيل — Collection settings (aging bands)',
  collectionsSaveSettings: 'حفظ إعدادات التحصيل — Save collection settings',
  collectionsLateFees: 'غرامات التأخير — The company’s late-fee rule',
  collectionsSaveLateFees: 'حفظ غرامات التأخير — Save the late-fee rule',
  plansCharges: 'غرامات الخطة — A plan’s late fees',
  lateFeesWaive: 'إعفاء من غرامة — Waive a late fee',
  lateFeesUnwaive: 'إرجاع غرامة — Take back a waiver',
  reportsAging: 'أعمار الديون — Aging of overdue money',
  reportsCollections: 'تقرير التحصيل — Received against due, promises per collector',
  statementsDeal: 'كشف حساب عقد — A deal’s statement of account',
  statementsPerson: 'كشف حساب شخص — An account card’s statement of account',
  paymentsExport: 'تصدير سجل الدفعات CSV — Export the ledger as CSV',
  plansDiscount: 'خصم تسوية — Record a settlement discount',
  cashBoxGet: 'صندوقي — The caller’s cash box per currency since its last closing',
  cashBoxClose: 'إغلاق اليوم — Close a day of the caller’s box against what was counted',
  cashBoxClosing: 'إغلاق صندوق — One closing, as it prints',
  carCostsGet: 'تكاليف السيارة — Purchase, expenses, sale and profit of a car (CAR_COSTS)',
  carCostsSetPurchase: 'سعر الشراء — Record or correct what a car was bought for',
  carCostsAddExpense: 'إضافة مصروف — An expense on a car, with its receipt image',
  carCostsRemoveExpense: 'حذف مصروف — Remove an expense recorded by mistake',
  carCostsReport: 'تقرير الأرباح — Profit of the sales of a period by month or branch, per currency',
  carPhotosList: 'صور السيارة — The photos of a car with signed URLs',
  carPhotosAdd: 'إضافة صورة — Attach an uploaded image to a car (its first is the cover)',
  carPhotosSetCover: "صورة الغلاف — Make a photo the car's cover",
  carPhotosRemove: 'حذف صورة — Remove a photo (its file too when nothing else uses it)',
  personDocumentsList: 'مستندات الحساب — The documents of an account card with signed URLs',
  personDocumentsAdd: 'إضافة مستند — Attach an uploaded image or PDF to an account card',
  personDocumentsRemove: 'حذف مستند — Remove a document (its file too when nothing else uses it)',
  cashBoxOverview: 'صناديق الشركة — Every cashier’s box, per branch and for the company',
  cashBoxClosings: 'تقرير إغلاقات الصندوق — The company’s closings, by cashier, branch and difference',
  cashBoxReopen: 'إعادة فتح إغلاق — Reopen a closing with a reason',
  cashBoxHandovers: 'تسليمات النقد — Handovers to acknowledge and those waiting',
  cashBoxHandOver: 'تسليم نقد — Hand cash to another user',
  cashBoxReceivers: 'مستلمو النقد — Who the caller may hand cash to',
  cashBoxAcknowledge: 'تأكيد استلام نقد — The receiver acknowledges a handover',
  plansRepossess:
    'استرجاع السيارة — Take the car back to stock, writing off what remains or keeping it as a debt',
  plansUndoRepossession: 'التراجع عن الاسترجاع — Undo a repossession while the car is unsold',
  plansRefund: 'إرجاع مبلغ للمشتري — Hand part of what was paid back to the buyer of a repossessed car',
  plansSettlement: 'عرض التسوية المبكرة — What remains on a plan today, to settle it early',
  plansSettle: 'تسوية مبكرة — Pay everything that remains at once, with an optional discount',
  rolesList: 'قائمة الأدوار — List the company’s roles',
  rolesCreate: 'إضافة دور — Add a role',
  rolesPermissions: 'قائمة الصلاحيات — List permissions',
  rolesRolePermissions: 'صلاحيات الدور — A role’s permissions',
  rolesLink: 'إضافة صلاحيات إلى دور — Link permissions to a role',
  rolesUnlink: 'إزالة صلاحيات من دور — Unlink permissions from a role',
  rolesToggleAll: 'تفعيل أو تعطيل كل الصلاحيات — Toggle all permissions of a role',
  usersList: 'قائمة المستخدمين — List staff users',
  usersCreate: 'إضافة مستخدم — Add a staff user',
  usersGet: 'مستخدم — Get a staff user',
  usersUpdate: 'تعديل مستخدم — Update a staff user',
  usersSetRoles: 'أدوار المستخدم — Set a user’s roles',
  usersSetStatus: 'تفعيل أو إيقاف مستخدم — Activate or deactivate a user',
  usersResetPassword: 'إعادة تعيين كلمة المرور — Reset a user’s password',
  dashboardGet: 'لوحة التحكم — The dashboard figures',
  branchesList: 'قائمة الفروع — List branches',
  branchesCreate: 'إضافة فرع — Add a branch',
  branchesUpdate: 'تعديل فرع — Rename a branch, or change its address and phone',
  branchesSetStatus: 'إيقاف فرع أو تفعيله — Deactivate or reactivate a branch',
  companyExchangeRate: 'سعر الصرف الافتراضي — The default exchange rate and its history',
  companySetExchangeRate: 'تعديل سعر الصرف الافتراضي — Set the default exchange rate',
  companyGet: 'بيانات الشركة — Company settings',
  notificationsList: 'الإشعارات — List own notifications',
  notificationsUnreadCount: 'عدد الإشعارات غير المقروءة — Count unread notifications',
  notificationsRead: 'تعليم إشعار كمقروء — Mark a notification read',
  notificationsReadAll: 'تعليم كل الإشعارات كمقروءة — Mark all notifications read',
  notificationsStream: 'بث الإشعارات — Stream new notifications (server-sent events)',
  pushConfig: 'إعدادات الإشعارات الفورية — Browser push configuration',
  companyUpdate: 'تعديل بيانات الشركة — Update company settings',
  templatesLatest: 'أحدث قالب — The newest template',
  templatesList: 'قائمة القوالب — List templates',
  templatesGet: 'قالب — Get a template',
  templatesCreate: 'إضافة قالب — Add a template',
  templatesUpdate: 'تعديل قالب — Update a template',
  templatesSetDefault: 'القالب الافتراضي — Make a template its kind’s default',
  templatesRemove: 'حذف قالب — Delete a template',
  filesUpload: "رفع ملف — Upload an image, or a PDF for an account card's documents",
  filesUsage: "مساحة الملفات — The bytes the company's files take and its quota",
  filesUrl: 'رابط موقّع لملف — A signed URL of a file',
  filesRead: 'قراءة ملف — Read a file through its signed URL',
  viewsList: 'العروض المحفوظة — List saved views',
  viewsCreate: 'حفظ عرض — Save a view',
  viewsRemove: 'حذف عرض — Delete a saved view',
  historyList: 'سجل التغييرات — A record’s history: who changed what and when',
};

const isEndpoint = (value: unknown): value is EndpointDef =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;

const camel = (parts: string[]) =>
  parts.map((p, i) => (i === 0 ? p : p.charAt(0).toUpperCase() + p.slice(1))).join('');

/** Every declaration's operationId, by walking `endpoints` (each is declared once, at one place). */
const IDS = new Map<EndpointDef, string>();
(function walk(node: unknown, at: string[]) {
  if (isEndpoint(node)) {
    IDS.set(node, camel(at));
    return;
  }
  if (typeof node === 'object' && node !== null)
    for (const [key, value] of Object.entries(node)) walk(value, [...at, key]);
})(endpoints, []);

export function operationOf(endpoint: EndpointDef): {
  operationId: string;
  summary: string | undefined;
  description: string | undefined;
} {
  const operationId = IDS.get(endpoint);
  if (!operationId) throw new Error(`${endpoint.method} ${endpoint.path} is not in @cc/contracts' endpoints`);
  return {
    operationId,
    summary: SUMMARIES[operationId],
    description: endpoint.description ?? DESCRIPTIONS[operationId],
  };
}

/**
 * Longer descriptions of operations, kept with the server (OpenAPI only) so the web bundle, which
 * carries every endpoint declaration, does not carry them.
 */
export const DESCRIPTIONS: Record<string, string> = {
  historyList:
    'The company’s audit entries of a car, account card, deal (with its plan, payments and clearances) or user, newest first, with the changed fields in Arabic; needs AUDIT_READ and the permission of reading the record',
  collectionsList:
    'Deals with money overdue or a promise due today: broken promises first, then promises due today, then days overdue',
  collectionsContacts: "The deal's contact log, newest first",
  collectionsAddContact:
    "A call, visit, message or the buyer coming in; a promise's date and amount in the deal's currency",
  collectionsCollectors:
    'Who a deal may be assigned to: the company account and active staff holding COLLECTIONS_WORK',
  collectionsAssign:
    'Assigns the deals to an active staff member of the company holding COLLECTIONS_WORK (null: nobody)',
  collectionsTemplates: "The company's reminder texts (due soon, overdue, broken promise, to the guarantor)",
  collectionsSaveTemplates:
    'Replaces reminder texts (null: back to the default); unknown placeholders are refused',
  collectionsDealReminders:
    'The reminders of one deal to its buyer and guarantor, with WhatsApp and SMS links; nothing is sent',
  collectionsDealDefault: 'When and why the deal was marked in default; all null when it is not',
  collectionsSetDealDefault:
    'Company account, with a reason: an ACTIVE deal leaves the queue for its `defaulted=true` tab and its ' +
    'due and overdue notifications stop; the ledger is untouched; audited',
  collectionsReminders:
    'The reminders of the filtered queue (its first 200, most urgent first) to the buyers or the guarantors',
  collectionsSettings: "The company's settings of collecting: the aging bands",
  collectionsSaveSettings: 'Replaces the aging bands (upper ends in days, ascending; the last band is open)',
  collectionsLateFees:
    'Off, or after grace days one fee per overdue instalment: fixed per currency or a capped percentage of what is overdue; `since` is the day it was turned on',
  collectionsSaveLateFees:
    'Replaces the late-fee rule; its `since` day is kept while the rule stays on, so a change never charges back',
  plansCharges:
    'The plan’s late fees, oldest first: what is paid of each (charges are settled after every instalment) or WAIVED, with the waivers',
  lateFeesWaive:
    'Waives a late fee (company account, with a reason): a new entry of the charges ledger; refused once anything of it is paid',
  lateFeesUnwaive:
    'Takes a waiver back (company account, with a reason): the fee is owed again; refused while a clearance stands',
  reportsAging:
    "Overdue money by the company's aging bands per branch, collector or buyer, per currency, with totals",
  reportsCollections:
    'Money received in a period by day, method, branch or recorder, against what fell due (rate per currency); promises per collector',
  statementsDeal:
    "A deal's statement of account: its schedule, its ledger with the balance after each entry, totals",
  statementsPerson:
    "An account card's statement over all its deals as buyer (cancelled ones too), totals per currency",
  adminExportCompanies: 'The whole filtered companies list as CSV (UTF-8 with BOM)',
  adminCreateCompany:
    'Creates the company, its account (temporary password, answered once) and its first branch',
  adminCompanyStatus:
    "Suspends (ends the company's sessions at their next call) or reactivates, with a reason",
  adminResetCompanyPassword:
    'A new temporary password for the company account (answered once); its sessions end',
  carsExport: 'The whole filtered list as CSV (UTF-8 with BOM), streamed page by page',
  clearanceList: '`tab=awaiting`: paid deals with no standing clearance; `tab=issued`: the clearances',
  clearanceExport: "A tab's whole filtered list as CSV (UTF-8 with BOM)",
  clearanceIssue: 'Only for a PAID plan, once per deal while no clearance of it stands',
  clearanceVoid: "Voids it with a reason (kept); the deal's payments may be reversed again",
  dashboardGet:
    'Figures of today in the company time zone, per currency; `branchId` narrows the deal figures to one branch',
  plansSettlement:
    'The lines still owed, the down payment, instalments and late fees remaining, and their total (the plan’s remaining amount)',
  plansSettle:
    'Send the quote’s total (409 when what remains changed since) and an Idempotency-Key header; a discount is ' +
    'the company account’s alone; records the discount and one payment of the rest, after which the plan is PAID',
  plansDiscount:
    'A settlement discount: a ledger entry (own receipt number, a reason) that reduces what remains, ' +
    'never below zero; reversed through POST /payments/{id}/reverse; never counted as money received',
  plansRepossess:
    'Only while the plan is ACTIVE: the car back to Pending, the plan REPOSSESSED (out of the queue and the ' +
    'instalment lists); `outcome: WRITE_OFF` records a WRITE_OFF entry of all that remains, `KEEP_DEBT` leaves it owed',
  plansUndoRepossession:
    'Refused while a refund stands or once the car is sold again; reverses the write-off and makes the plan ' +
    'ACTIVE (or PAID) and the car Active (or Paid) again',
  plansRefund:
    'A REFUND entry (own voucher number, a reason) of at most what was paid and not handed back yet; settles ' +
    'nothing; reversed through POST /payments/{id}/reverse',
  // The two deal kinds (their declarations carry no text: the web bundle loads every declaration).
  contractsList: '`?id=` answers the one record in list form (the print page)',
  authorizationsList: '`?id=` answers the one record in list form (the print page)',
  contractsCreate: 'Also needs CREATE_PAYMENT_PLAN (the deal creates its plan)',
  authorizationsCreate: 'Also needs CREATE_PAYMENT_PLAN (the deal creates its plan)',
  contractsCancel: 'Cancels (nothing is deleted); refused while non-reversed payments exist',
  authorizationsCancel: 'Cancels (nothing is deleted); refused while non-reversed payments exist',
  branchesSetStatus:
    'An INACTIVE branch is offered to no new deal or user (409 there) and stays on the records naming it',
  companyExchangeRate:
    'Dinars for one dollar: `current` is the latest setting (null: never set), `history` the settings newest first',
  companySetExchangeRate:
    'Company account; 100 to 10000 with at most 4 decimals; a change is a new row of the history, the same rate changes nothing',
  cashBoxClosing: "The caller's own closing; the company account reads any of its company's",
  cashBoxAcknowledge: 'By its receiver only (another user gets 404)',
  paymentsList: 'With the filtered rows’ money received, per currency (totals)',
  paymentsExport: 'The whole filtered ledger as CSV (UTF-8 with BOM), streamed page by page',
  paymentsCreate: 'Send an Idempotency-Key header: a retried key answers the first payment',
  paymentsReverse:
    'A new entry (own receipt number) pointing at the payment; once per payment, never a reversal; ' +
    'the plan is replayed without it',
  notificationsList: "The caller's own notifications, unread first, newest first",
  notificationsStream:
    "New notifications as server-sent events (event: notification, id: its id), resumable by Last-Event-ID; event: permissions when the caller's permissions change",
  pushConfig: "The browser's push configuration (Firebase web app and VAPID key), null when not configured",
  templatesSetDefault:
    "Makes it its kind's default (a system one: the company's own default is cleared); answers the list",
  filesRead: 'The bytes of an uploaded file, through the signed URL POST /files answered',
};
