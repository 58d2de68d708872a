import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyKey, companyRef, createdAt, id, money, ts } from './columns';
import { companyIdColumn, users } from './companies';
import { deals } from './deals';

// Clearance certificates (docs/domain/clearance.md).

/**
 * Clearances (براءة ذمة, docs/domain/clearance.md): one standing (not voided) clearance per deal, by the
 * partial unique index (the backstop of the plan's row lock). A void keeps the row with its reason.
 * `total_paid` is what the certificate prints (the plan's paid amount when issued, never recomputed).
 */
export const clearances = pgTable(
  'clearances',
  {
    id: id(),
    companyId: companyIdColumn(),
    dealId: integer('deal_id').notNull(),
    number: integer('number').notNull(),
    issuedAt: date('issued_at', { mode: 'string' }).notNull(),
    issuedBy: integer('issued_by'),
    /** Minor units of the deal's currency. */
    totalPaid: money('total_paid').notNull(),
    voidedAt: ts('voided_at'),
    voidedBy: integer('voided_by'),
    voidReason: text('void_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    companyKey('clearances_company_id_id_key', t),
    unique('clearances_company_number_key').on(t.companyId, t.number),
    uniqueIndex('clearances_one_standing_per_deal_key')
      .on(t.companyId, t.dealId)
      .where(sql`${t.voidedAt} is null`),
    companyRef('clearances_deal_fk', t, t.dealId, deals),
    companyRef('clearances_issued_by_fk', t, t.issuedBy, users),
    companyRef('clearances_voided_by_fk', t, t.voidedBy, users),
    index('clearances_company_issued_idx').on(t.companyId, t.issuedAt, t.id),
    check('clearances_total_paid_check', sql`${t.totalPaid} > 0`),
    check('clearances_void_check', sql`(${t.voidedAt} is null) = (${t.voidReason} is null)`),
  ],
);
