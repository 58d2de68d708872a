import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyKey, companyRef, createdAt, id, money, oneOf } from './columns';
import { users } from './companies';
import { CURRENCIES, paymentPlans } from './deals';

// The ledger and the stored answers of retried payments (docs/domain/payments-and-reversal.md).

const PAYMENT_METHODS = ['CASH', 'TRANSFER'] as const;

const LEDGER_ENTRY_KINDS = ['PAYMENT', 'DISCOUNT', 'WRITE_OFF', 'REFUND'] as const;

/**
 * The payment ledger: append-only entries in the deal's currency. A reversal is a new entry (same
 * amount, its own receipt number, a reason) pointing at the original (`reversal_of_id`, unique: once).
 * `remaining_after` is what the receipt prints, never recomputed.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    planId: integer('plan_id').notNull(),
    receiptNumber: integer('receipt_number').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    paidAt: date('paid_at', { mode: 'string' }).notNull(),
    note: text('note'),
    isDownPayment: boolean('is_down_payment').notNull().default(false),
    remainingAfter: money('remaining_after').notNull(),
    /** Set on a reversal entry: the payment it reverses (at most one reversal each, by the unique index). */
    reversalOfId: integer('reversal_of_id'),
    /** Why a reversal entry or a discount was made (required there, absent on payments). */
    reason: text('reason'),
    recordedBy: integer('recorded_by'),
    /**
     * PAYMENT (money received), DISCOUNT (a settlement discount: reduces what remains, never money
     * received), WRITE_OFF (what remained when the car was repossessed, written off: like a discount) or
     * REFUND (money handed back to the buyer of a repossessed car: settles nothing). A reversal entry
     * carries the kind of the entry it reverses.
     */
    entryKind: text('entry_kind', { enum: LEDGER_ENTRY_KINDS }).notNull().default('PAYMENT'),
    /** Money handed over in the other currency: its amount (minor units of `handed_currency`) and the rate. */
    handedAmount: money('handed_amount'),
    handedCurrency: text('handed_currency', { enum: CURRENCIES }),
    /** Dinars for one dollar, as typed (e.g. '1310' or '1462.5'). */
    exchangeRate: numeric('exchange_rate', { precision: 14, scale: 4 }),
    createdAt: createdAt(),
  },
  (t) => [
    companyKey('payments_company_id_id_key', t),
    unique('payments_company_receipt_key').on(t.companyId, t.receiptNumber),
    uniqueIndex('payments_reversal_of_key').on(t.reversalOfId),
    companyRef('payments_plan_fk', t, t.planId, paymentPlans),
    companyRef('payments_reversal_of_fk', t, t.reversalOfId, t),
    companyRef('payments_recorded_by_fk', t, t.recordedBy, users),
    index('payments_company_plan_idx').on(t.companyId, t.planId, t.id),
    index('payments_company_paid_at_idx').on(t.companyId, t.paidAt, t.id),
    // A cashier's box: their entries by date (migration 0039, docs/domain/cash-box.md).
    index('payments_company_recorder_paid_idx').on(t.companyId, t.recordedBy, t.paidAt),
    // The ledger's sort by amount (migration 0018).
    index('payments_company_amount_idx').on(t.companyId, t.amount, t.id),
    check('payments_amount_check', sql`${t.amount} > 0 and ${t.remainingAfter} >= 0`),
    check('payments_method_check', oneOf(t.method, PAYMENT_METHODS)),
    check('payments_currency_check', oneOf(t.currency, CURRENCIES)),
    // A reason on reversal entries, discounts, write-offs and refunds, on nothing else.
    check(
      'payments_reason_check',
      sql`(${t.reversalOfId} is null and ${t.entryKind} = 'PAYMENT') = (${t.reason} is null)`,
    ),
    check('payments_entry_kind_check', oneOf(t.entryKind, LEDGER_ENTRY_KINDS)),
    check(
      'payments_handed_check',
      sql`(${t.handedAmount} is null) = (${t.handedCurrency} is null) and (${t.handedCurrency} is null) = (${t.exchangeRate} is null) and (${t.handedAmount} is null or (${t.handedAmount} > 0 and ${t.exchangeRate} > 0 and ${t.handedCurrency} <> ${t.currency}))`,
    ),
  ],
);

const CHARGE_ENTRY_KINDS = ['CHARGE', 'WAIVER', 'UNWAIVE'] as const;

/**
 * The charges ledger of a plan (late fees, docs/domain/late-fees.md): append-only like `payments`. A
 * CHARGE is owed for one overdue instalment (at most one each, by the unique index; the instalment's id,
 * sequence and due date are kept as they were, since a reschedule replaces unpaid rows); a WAIVER
 * (company account, with a reason) makes its charge owe nothing, an UNWAIVE takes the waiver back.
 * Never money received: charges add to what remains and are settled after every instalment.
 */
export const planCharges = pgTable(
  'plan_charges',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    planId: integer('plan_id').notNull(),
    entryKind: text('entry_kind', { enum: CHARGE_ENTRY_KINDS }).notNull(),
    /** On a WAIVER or UNWAIVE: the charge it is about. */
    chargeId: integer('charge_id'),
    /** On a CHARGE: the instalment charged (no foreign key: a reschedule deletes unpaid rows). */
    installmentId: integer('installment_id'),
    installmentSequence: integer('installment_sequence'),
    dueDate: date('due_date', { mode: 'string' }),
    amount: money('amount').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    /** The company's day of the entry. */
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    reason: text('reason'),
    /** Who waived or took back; null on a CHARGE (made by the daily job). */
    recordedBy: integer('recorded_by'),
    /** The plan's remaining balance right after this entry (the statement's running balance). */
    remainingAfter: money('remaining_after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    companyKey('plan_charges_company_id_id_key', t),
    uniqueIndex('plan_charges_installment_key').on(t.installmentId).where(sql`${t.entryKind} = 'CHARGE'`),
    companyRef('plan_charges_plan_fk', t, t.planId, paymentPlans),
    companyRef('plan_charges_charge_fk', t, t.chargeId, t),
    companyRef('plan_charges_recorded_by_fk', t, t.recordedBy, users),
    index('plan_charges_company_plan_idx').on(t.companyId, t.planId, t.id),
    check('plan_charges_amount_check', sql`${t.amount} > 0 and ${t.remainingAfter} >= 0`),
    check('plan_charges_kind_check', oneOf(t.entryKind, CHARGE_ENTRY_KINDS)),
    check('plan_charges_currency_check', oneOf(t.currency, CURRENCIES)),
    check(
      'plan_charges_shape_check',
      sql`case when ${t.entryKind} = 'CHARGE' then ${t.chargeId} is null and ${t.installmentId} is not null and ${t.installmentSequence} is not null and ${t.dueDate} is not null and ${t.reason} is null else ${t.chargeId} is not null and ${t.installmentId} is null and ${t.reason} is not null and ${t.recordedBy} is not null end`,
    ),
  ],
);

/**
 * Idempotency-Key answers (docs/domain/payments-and-reversal.md), written in the transaction of the change they answer:
 * a retry with the same key and body gets the stored answer; another body gets 409.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    companyId: integer('company_id').notNull(),
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.companyId, t.userId, t.key] }),
    companyRef('idempotency_keys_user_fk', t, t.userId, users).onDelete('cascade'),
    // The hourly purge of answers older than 30 days (features/deals/idempotency.ts) reads by age.
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);
