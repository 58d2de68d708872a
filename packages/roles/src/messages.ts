import { ROLES_TITLES } from './titles';

/**
 * Every Arabic user-facing text of @cc/roles,
 * in one place for review. Toasts show the server's own messages, so there are no toast texts here.
 *
 * @example
 * ```tsx
 * <Button>{ROLES_MESSAGES.addRole}</Button>
 * ```
 */
export const ROLES_MESSAGES = {
  ...ROLES_TITLES,
  /** Heading of the add-role form. */
  newRole: 'إضافة دور جديد',
  /** The three inputs of the add-role form: label and placeholder alike. */
  displayName: 'الاسم بالإنجليزية',
  displayNameAr: 'الاسم بالعربية',
  description: 'الوصف',
  /** The add button. */
  addRole: 'إضافة دور',
  /** Heading of the roles list. */
  rolesList: 'الأدوار',
  /** Master switch (spec: 'enable all' when every permission is granted, otherwise 'disable all'). */
  enableAll: 'تفعيل الكل',
  disableAll: 'تعطيل الكل',
  /** Permission card buttons. */
  grant: 'إضافة',
  revoke: 'إزالة',
  /** Screen-reader state of a permission card. */
  granted: 'ممنوحة',
  notGranted: 'غير ممنوحة',
  /** Loading and empty states. */
  loading: 'جار التحميل...',
  noRoles: 'لا توجد أدوار بعد',
  noPermissions: 'لا توجد صلاحيات',
  /** Accessible name of the permissions grid of a role. */
  permissionsOf: (roleName: string) => `صلاحيات الدور ${roleName}`,
} as const;
