import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { companyKey, companyRef, createdAt, id, oneOf, ts } from './columns';
import { companyIdColumn, users } from './companies';
import { deals } from './deals';

// Notifications and the push outbox (docs/domain/notifications.md).

const NOTIFICATION_KINDS = [
  'INSTALLMENT_DUE_SOON',
  'INSTALLMENT_OVERDUE',
  'OVERDUE_DIGEST',
  'CONTRACT_CREATED',
  'PAYMENT_RECORDED',
  'PLAN_PAID',
  'CLEARANCE_ISSUED',
  'PROMISE_BROKEN',
] as const;

/**
 * One notification for one recipient (docs/domain/notifications.md). `key` names the fact it tells
 * ('due-soon:installment:12:2026-05-01'); UNIQUE (company_id, user_id, key) with INSERT … ON CONFLICT DO
 * NOTHING makes every writer (the job in several processes, a retried request) create it exactly once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    companyId: companyIdColumn(),
    userId: integer('user_id').notNull(),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The page it opens in the app ('/contracts/7'), or none. */
    link: text('link'),
    dealId: integer('deal_id'),
    readAt: ts('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    companyKey('notifications_company_id_id_key', t),
    unique('notifications_user_key_key').on(t.companyId, t.userId, t.key),
    companyRef('notifications_user_fk', t, t.userId, users),
    companyRef('notifications_deal_fk', t, t.dealId, deals),
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_user_unread_idx').on(t.userId, t.id).where(sql`${t.readAt} is null`),
    // The list's order (unread first, newest first) as one index range, read backwards (migration 0019).
    index('notifications_user_unread_first_idx').on(t.userId, sql`(${t.readAt} is null)`, t.id),
    check('notifications_kind_check', oneOf(t.kind, NOTIFICATION_KINDS)),
  ],
);

/**
 * Pushes to send, written in the transaction that created their notification and sent after commit by the
 * outbox worker; a failed send waits `next_attempt_at` (backoff) and is tried again, up to a limit.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    notificationId: integer('notification_id').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
    /** Set when the worker gives up (too many failures). */
    failedAt: ts('failed_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('push_outbox_notification_key').on(t.notificationId),
    companyRef('push_outbox_notification_fk', t, t.notificationId, notifications).onDelete('cascade'),
    index('push_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);
