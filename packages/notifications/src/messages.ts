/**
 * Every Arabic user-facing text of @cc/notifications, in one place for review. The notifications' own
 * titles and bodies come from the server.
 *
 * @example
 * ```tsx
 * <h1>{NOTIFICATIONS_MESSAGES.title}</h1>
 * ```
 */
export const NOTIFICATIONS_MESSAGES = {
  title: 'الإشعارات',
  caption: 'إشعاراتك، غير المقروءة أولاً',
  markAllRead: 'تعليم الكل كمقروء',
  markRead: 'تعليم كمقروء',
  openDeal: 'فتح',
  openDealOf: (title: string) => `فتح «${title}»`,
  unreadOnly: 'غير المقروءة فقط',
  filterTitle: 'الحالة',
  columns: { title: 'الإشعار', body: 'التفاصيل', createdAt: 'الوقت', status: 'الحالة' },
  unread: 'غير مقروء',
  read: 'مقروء',
  allRead: 'تم تعليم كل الإشعارات كمقروءة',
  /** The bell's accessible name, with the unread count. */
  bell: (count: number) => (count > 0 ? `الإشعارات، ${count} غير مقروءة` : 'الإشعارات'),
} as const;
