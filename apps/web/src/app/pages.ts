/** The admin layout's navigation (paths absolute). */
export const ADMIN_NAV = [
  { to: '/adminDashboard', label: 'لوحة التحكم', end: true },
  { to: '/adminDashboard/profile', label: 'الملف الشخصي', end: false },
] as const;
