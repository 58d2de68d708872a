// The platform administration's enums, labels and sort keys, without zod (docs/architecture.md, "Bundle budget"); `admin.ts` builds its
// schemas from them and re-exports them.

import { labelledEnum } from './labelled-enum';

/** A company's status: a suspended company's users cannot sign in, refresh or call anything. */
export const { values: COMPANY_STATUSES, labels: COMPANY_STATUS_LABELS_AR } = labelledEnum({
  ACTIVE: 'نشطة',
  SUSPENDED: 'موقوفة',
});
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** The time zone a new company gets when none is given. */
export const DEFAULT_COMPANY_TIME_ZONE = 'Asia/Baghdad';

/**
 * Sort keys (and export columns) of the companies list, in the list's order, and their Arabic titles
 * (the export's header line uses the same).
 */
export const { values: ADMIN_COMPANY_SORT_KEYS, labels: ADMIN_COMPANY_COLUMN_TITLES_AR } = labelledEnum({
  id: 'الرقم',
  name: 'اسم الشركة',
  username: 'اسم المستخدم',
  phone: 'الهاتف',
  status: 'الحالة',
  createdAt: 'تاريخ الإنشاء',
  usersCount: 'المستخدمون',
  carsCount: 'السيارات',
  dealsCount: 'العقود والوكالات',
  lastActivityAt: 'آخر نشاط',
});
export type AdminCompanySortKey = (typeof ADMIN_COMPANY_SORT_KEYS)[number];

/** Actions the admin audit lists, and their Arabic labels. */
export const { values: ADMIN_AUDIT_ACTIONS, labels: ADMIN_AUDIT_ACTION_LABELS_AR } = labelledEnum({
  COMPANY_CREATED: 'إنشاء شركة',
  COMPANY_UPDATED: 'تعديل بيانات شركة',
  COMPANY_SUSPENDED: 'إيقاف شركة',
  COMPANY_REACTIVATED: 'إعادة تفعيل شركة',
  COMPANY_PASSWORD_RESET: 'إعادة تعيين كلمة مرور حساب الشركة',
});
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

/** The admin audit's one order: newest first (`at`, then id). */
export const ADMIN_AUDIT_SORT_KEYS = ['at'] as const;
