import { labelledEnum } from './labelled-enum';

/**
 * The 20 permission names of the spec, spelt exactly (GET_NOTIFICATTIONS included), in the spec's order,
 * then the collections' three (docs/domain/collections.md), then reading a record's history
 * (docs/domain/history.md) and the cars' costs and profit (docs/domain/car-costs.md), with their Arabic display names (docs/domain/permissions.md).
 */
export const { values: PERMISSION_NAMES, labels: PERMISSION_LABELS_AR } = labelledEnum({
  PERSON_READ: 'عرض الحسابات',
  PERSON_CREATE: 'إضافة حساب',
  PERSON_DELETE: 'حذف حساب',
  PERSON_UPDATE: 'تعديل حساب',
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
  COLLECTIONS_READ: 'عرض قائمة التحصيل',
  COLLECTIONS_WORK: 'تسجيل التواصل والوعود',
  COLLECTIONS_ASSIGN: 'إسناد العقود إلى المحصّلين',
  AUDIT_READ: 'عرض السجل',
  CAR_COSTS: 'تكاليف السيارات والأرباح',
});
export type PermissionName = (typeof PERMISSION_NAMES)[number];

/** System role codes carried in the login answer's `roles`. Company roles are in `user.companyRoles`. */
export const SYSTEM_ROLES = ['ROLE_SUPER_ADMIN', 'ROLE_COMPANY', 'ROLE_USER'] as const;
export type SystemRole = (typeof SYSTEM_ROLES)[number];
