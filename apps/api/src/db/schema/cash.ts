import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyKey, companyRef, createdAt, id, money, oneOf, ts } from './columns';
import { users } from './companies';
import { CURRENCIES } from './deals';

// The cash box (docs/domain/cash-box.md): each cashier's closings per currency and the cash handed from
// one user to another. What a box holds is derived from the ledger (cash payments and refunds by their
// recorder) and these rows; nothing here is a running balance.

/**
 * A cashier's day closed in one currency: what was expected from the ledger (the opening, the cash
 * received, refunded, handed out and in since the last closing), what was counted, the difference and
 * why, optionally by denomination. Reopened (company account, a reason) rather than deleted: one
 * standing closing per cashier, currency and day.
 */
export const cashClosings = pgTable(
  'cash_closings',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    userId: integer('user_id').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    opening: money('opening').notNull(),
    received: money('received').notNull(),
    refunded: money('refunded').notNull(),
    handedOut: money('handed_out').notNull(),
    handedIn: money('handed_in').notNull(),
    expected: money('expected').notNull(),
    counted: money('counted').notNull(),
    difference: money('difference').notNull(),
    note: text('note'),
    /** The notes counted: value (major units) → how many. */
    denominations: jsonb('denominations').$type<Record<string, number>>(),
    createdAt: createdAt(),
    reopenedAt: ts('reopened_at'),
    reopenedBy: integer('reopened_by'),
    reopenReason: text('reopen_reason'),
  },
  (t) => [
    companyKey('cash_closings_company_id_id_key', t),
    uniqueIndex('cash_closings_standing_key')
      .on(t.companyId, t.userId, t.currency, t.day)
      .where(sql`${t.reopenedAt} is null`),
    companyRef('cash_closings_user_fk', t, t.userId, users),
    companyRef('cash_closings_reopened_by_fk', t, t.reopenedBy, users),
    index('cash_closings_company_day_idx').on(t.companyId, t.day, t.id),
    check('cash_closings_currency_check', oneOf(t.currency, CURRENCIES)),
    check(
      'cash_closings_amounts_check',
      sql`${t.counted} >= 0 and ${t.difference} = ${t.counted} - ${t.expected} and ${t.expected} = ${t.opening} + ${t.received} - ${t.refunded} - ${t.handedOut} + ${t.handedIn}`,
    ),
    check(
      'cash_closings_reopen_check',
      sql`(${t.reopenedAt} is null) = (${t.reopenReason} is null) and (${t.reopenedAt} is null) = (${t.reopenedBy} is null)`,
    ),
  ],
);

/**
 * Cash handed from one user to another (a cashier to the company account or a chief cashier): out of the
 * giver's box on its day, into the receiver's once acknowledged.
 */
export const cashHandovers = pgTable(
  'cash_handovers',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    fromUserId: integer('from_user_id').notNull(),
    toUserId: integer('to_user_id').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    amount: money('amount').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
    acknowledgedAt: ts('acknowledged_at'),
    acknowledgedOn: date('acknowledged_on', { mode: 'string' }),
  },
  (t) => [
    companyKey('cash_handovers_company_id_id_key', t),
    companyRef('cash_handovers_from_fk', t, t.fromUserId, users),
    companyRef('cash_handovers_to_fk', t, t.toUserId, users),
    index('cash_handovers_company_from_idx').on(t.companyId, t.fromUserId, t.day),
    index('cash_handovers_company_to_idx').on(t.companyId, t.toUserId, t.acknowledgedOn),
    check('cash_handovers_currency_check', oneOf(t.currency, CURRENCIES)),
    check('cash_handovers_amount_check', sql`${t.amount} > 0 and ${t.fromUserId} <> ${t.toUserId}`),
    check('cash_handovers_ack_check', sql`(${t.acknowledgedAt} is null) = (${t.acknowledgedOn} is null)`),
  ],
);
