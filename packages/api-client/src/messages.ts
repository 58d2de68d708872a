/**
 * Arabic user-facing texts of @cc/api-client.
 *
 * @example
 * toast.error(API_MESSAGES.network); // 'تعذر الاتصال بالخادم'
 */
export const API_MESSAGES = {
  network: 'تعذر الاتصال بالخادم',
  unknown: 'حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى',
} as const;
