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
  collectionsSettings: 'إعدادات التحصيل — Collection settings (aging bands)',
  collectionsSaveSettings: 'حفظ إعدادات التحصيل — Save collection settings',
  reportsAging: 'أعمار الديون — Aging of overdue money',
  reportsCollections: 'تقرير التحصيل — Received against due, promises per collector',
  statementsDeal: 'كشف حساب عقد — A deal’s statement of account',
  statementsPerson: 'كشف حساب شخص — An account card’s statement of account',
  paymentsExport: 'تصدير سجل الدفعات CSV — Export the ledger as CSV',
  plansDiscount: 'خصم تسوية — Record a settlement discount',
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
  filesUpload: 'رفع صورة — Upload an image',
  filesUrl: 'رابط موقّع لملف — A signed URL of a file',
  filesRead: 'قراءة ملف — Read a file through its signed URL',
  viewsList: 'العروض المحفوظة — List saved views',
  viewsCreate: 'حفظ عرض — Save a view',
  viewsRemove: 'حذف عرض — Delete a saved view',
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

export function operationOf(endpoint: EndpointDef): { operationId: string; summary: string | undefined } {
  const operationId = IDS.get(endpoint);
  if (!operationId) throw new Error(`${endpoint.method} ${endpoint.path} is not in @cc/contracts' endpoints`);
  return { operationId, summary: SUMMARIES[operationId] };
}
