/** The 20 permission names of the spec, spelt exactly (GET_NOTIFICATTIONS included). */
export const PERMISSION_NAMES = [
  'PERSON_READ',
  'PERSON_CREATE',
  'PERSON_DELETE',
  'PERSON_UPDATE',
  'CREATE_PAYMENT_PLAN',
  'GET_PAYMENT_PLAN',
  'UPDATE_PAYMENT_PLAN',
  'UPDATE_INSTALLMENT',
  'GET_INSTALLMENT',
  'GET_NOTIFICATTIONS',
  'GET_DASHBOARD',
  'ADD_CONTRACT',
  'GET_CONTRACT',
  'DELETE_CONTRACT',
  'CREATE_CAR',
  'UPDATE_CAR',
  'DELETE_CAR',
  'GET_CAR',
  'CREATE_BRANCH',
  'GET_BRANCH',
] as const;
export type PermissionName = (typeof PERMISSION_NAMES)[number];

/** Arabic display names (docs/domain/permissions.md). */
export const PERMISSION_LABELS_AR: Record<PermissionName, string> = {
  PERSON_READ: 'عرض الحسابات',
  PERSON_CREATE: 'إضافة حساب',
  PERSON_UPDATE: 'تعديل حساب',
  PERSON_DELETE: 'حذف حساب',
  CREATE_PAYMENT_PLAN: 'إنشاء خطة دفع',
  GET_PAYMENT_PLAN: 'عرض خطط الدفع',
  UPDATE_PAYMENT_PLAN: 'تعديل خطة دفع',
  UPDATE_INSTALLMENT: 'تسديد الأقساط',
  GET_INSTALLMENT: 'عرض الأقساط',
  GET_NOTIFICATTIONS: 'عرض الإشعارات',
  GET_DASHBOARD: 'عرض لوحة التحكم',
  ADD_CONTRACT: 'إضافة عقد',
  GET_CONTRACT: 'عرض العقود',
  DELETE_CONTRACT: 'إلغاء عقد',
  CREATE_CAR: 'إضافة سيارة',
  UPDATE_CAR: 'تعديل سيارة',
  DELETE_CAR: 'حذف سيارة',
  GET_CAR: 'عرض السيارات',
  CREATE_BRANCH: 'إضافة فرع',
  GET_BRANCH: 'عرض الفروع',
};

/** System role codes carried in the login answer's `roles`. Company roles are in `user.companyRoles`. */
export const SYSTEM_ROLES = ['ROLE_SUPER_ADMIN', 'ROLE_COMPANY', 'ROLE_USER'] as const;
export type SystemRole = (typeof SYSTEM_ROLES)[number];
