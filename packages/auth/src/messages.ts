/**
 * Arabic user-facing texts of @cc/auth (docs/architecture.md#web-layers).
 *
 * @example
 * toast.error(AUTH_MESSAGES.sessionExpired);
 */
export const AUTH_MESSAGES = {
  noPermission: 'ليس لديك إذن لعرض هذه الصفحة',
  sessionExpired: 'انتهت الجلسة، يرجى تسجيل الدخول مرة أخرى',
} as const;
