import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from './columns';
import { users } from './companies';

// Sign-ins, refresh tokens and login attempts (docs/domain/sessions.md).

/** One sign-in = one device session; its refresh tokens rotate under it. */
export const signIns = pgTable(
  'sign_ins',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    deviceId: text('device_id'),
    deviceOs: text('device_os'),
    deviceBrowser: text('device_browser'),
    deviceModel: text('device_model'),
    fcmToken: text('fcm_token'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
    revokeReason: text('revoke_reason'),
  },
  (t) => [index('sign_ins_user_idx').on(t.userId), index('sign_ins_fcm_token_idx').on(t.fcmToken)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    signInId: integer('sign_in_id')
      .notNull()
      .references(() => signIns.id),
    /** sha256 (hex) of the opaque token; the plain token is never stored. */
    tokenHash: text('token_hash').notNull().unique('refresh_tokens_token_hash_key'),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    rotatedAt: ts('rotated_at'),
    successorId: integer('successor_id'),
    /** The successor's plain token, AES-256-GCM encrypted: a racing tab within the grace gets the same one. */
    successorSecret: text('successor_secret'),
  },
  (t) => [index('refresh_tokens_sign_in_idx').on(t.signInId)],
);

/** Failed sign-in counters ('ip:1.2.3.4', 'user:name'), shared by every process through the database. */
/**
 * Sign-in attempts per key, counted before the password is checked (docs/domain/sessions.md#sign-in-throttling).
 * `next_at`: on a username's row, the earliest time its next attempt may be checked (the slowdown).
 */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  windowStart: ts('window_start').notNull(),
  failures: integer('failures').notNull().default(0),
  nextAt: ts('next_at'),
});
