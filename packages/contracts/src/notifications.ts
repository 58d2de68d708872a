import { z } from 'zod';
import { dataEnvelope, listEnvelope, listQuerySchema } from './common';
import { LIST_CURSOR_INVALID, listCursorParam } from './list-cursor';

/** What a notification tells (docs/domain/notifications.md). */
export const NOTIFICATION_KINDS = [
  'INSTALLMENT_DUE_SOON',
  'INSTALLMENT_OVERDUE',
  'OVERDUE_DIGEST',
  'CONTRACT_CREATED',
  'PAYMENT_RECORDED',
  'PLAN_PAID',
  'CLEARANCE_ISSUED',
  'PROMISE_BROKEN',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One notification of the caller, as GET /notifications and the stream answer it. */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** The app page it opens ('/contracts/7'), or null. */
  link: z.string().nullable(),
  dealId: z.number().int().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

const booleanFlag = z
  .enum(['true', 'false'], { error: 'قيمة غير صالحة' })
  .transform((v) => v === 'true')
  .optional();

/**
 * The list's orders: unread first, then newest first (`unreadFirst`: a cursor's value is 1 for an unread
 * notification, 0 for a read one); only the unread ones, newest first (`id`).
 */
export const NOTIFICATION_SORT_KEYS = ['unreadFirst', 'id'] as const;
const notificationCursor = () =>
  listCursorParam(NOTIFICATION_SORT_KEYS, NOTIFICATION_SORT_KEYS).refine(
    (cursor) => cursor?.sortBy !== 'unreadFirst' || cursor.value === 0 || cursor.value === 1,
    LIST_CURSOR_INVALID,
  );

/**
 * Query of GET /notifications: unread first, newest first; `unread=true` keeps only the unread; the
 * cursor of a page stepped to (`after` / `before`).
 */
export const notificationListQuerySchema = listQuerySchema
  .pick({ page: true, size: true })
  .extend({ unread: booleanFlag, after: notificationCursor(), before: notificationCursor() });
export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

export const notificationListResponseSchema = listEnvelope(notificationSchema);
export const unreadCountResponseSchema = dataEnvelope(z.object({ count: z.number().int().min(0) }));
export const readAllResponseSchema = dataEnvelope(z.object({ updated: z.number().int().min(0) }));

/**
 * The browser's push configuration (Firebase web app + VAPID key), served at runtime so one build serves
 * any deployment; null when push is not configured.
 */
export const pushConfigSchema = z.object({
  apiKey: z.string(),
  projectId: z.string(),
  appId: z.string(),
  messagingSenderId: z.string(),
  vapidKey: z.string(),
});
export type PushConfig = z.infer<typeof pushConfigSchema>;
export const pushConfigResponseSchema = dataEnvelope(pushConfigSchema.nullable());
