import type { PermissionCheck } from '@cc/auth';

/** One screen of the main layout: its path (relative to /), Arabic title and the check it needs. */
export interface PageDef {
  path: string;
  title: string;
  /** null: any signed-in user; '': the company account only (see hasPermission). */
  permission: PermissionCheck | null;
  /** Listed in the side navigation under this label. */
  nav?: string;
}

/**
 * The main layout's screens (spec §2 route table) with their page permissions (domain.md §3 Page column).
 * Where domain.md names no page check, the screen takes the permission of the call it will make
 * (new-car CREATE_CAR, car edit UPDATE_CAR, account edit PERSON_UPDATE, new contract/authorization
 * ADD_CONTRACT). The order is the side navigation's.
 */
export const MAIN_PAGES: readonly PageDef[] = [
  { path: '', title: 'الرئيسية', permission: 'GET_DASHBOARD', nav: 'الرئيسية' },
  { path: 'cars', title: 'السيارات', permission: 'PERSON_READ', nav: 'السيارات' },
  { path: 'account-cards', title: 'الحسابات', permission: 'PERSON_READ', nav: 'الحسابات' },
  { path: 'contracts', title: 'العقود', permission: 'GET_CONTRACT', nav: 'العقود' },
  { path: 'authorizations', title: 'الوكالات', permission: 'GET_CONTRACT', nav: 'الوكالات' },
  { path: 'payments', title: 'الدفعات', permission: 'GET_INSTALLMENT', nav: 'الدفعات' },
  { path: 'clearance', title: 'براءة الذمة', permission: 'GET_PAYMENT_PLAN', nav: 'براءة الذمة' },
  { path: 'notifications', title: 'الإشعارات', permission: 'GET_NOTIFICATTIONS', nav: 'الإشعارات' },
  { path: 'users', title: 'المستخدمون', permission: '', nav: 'المستخدمون' },
  { path: 'roles', title: 'إدارة الأدوار والصلاحيات', permission: '', nav: 'الأدوار والصلاحيات' },
  { path: 'settings', title: 'الإعدادات', permission: '', nav: 'الإعدادات' },
  { path: 'profile', title: 'الملف الشخصي', permission: null, nav: 'الملف الشخصي' },
  { path: 'profile/:id', title: 'الملف الشخصي', permission: '' },
  { path: 'account-cards/:id/view', title: 'عرض الحساب', permission: 'PERSON_READ' },
  { path: 'account-cards/:id/edit', title: 'تعديل الحساب', permission: 'PERSON_UPDATE' },
  { path: 'new-account', title: 'إضافة حساب', permission: 'PERSON_CREATE' },
  { path: 'new-car', title: 'إضافة سيارة', permission: 'CREATE_CAR' },
  { path: 'car/:id/view', title: 'عرض السيارة', permission: 'PERSON_READ' },
  { path: 'car/:id/edit', title: 'تعديل السيارة', permission: 'UPDATE_CAR' },
  { path: 'new-contract', title: 'إضافة عقد', permission: 'ADD_CONTRACT' },
  { path: 'new-authorization', title: 'إضافة وكالة', permission: 'ADD_CONTRACT' },
  { path: 'contracts/:id', title: 'عرض العقد', permission: 'GET_CONTRACT' },
  { path: 'authorizations/:id', title: 'عرض الوكالة', permission: 'GET_CONTRACT' },
];

/** The admin layout's navigation (paths absolute). */
export const ADMIN_NAV = [
  { to: '/adminDashboard', label: 'لوحة التحكم', end: true },
  { to: '/adminDashboard/profile', label: 'الملف الشخصي', end: false },
] as const;
