import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cars } from './cars';
import { companyKey, companyRef, createdAt, id, money, oneOf, ts, updatedAt } from './columns';
import { branches, companyIdColumn, users } from './companies';
import { persons } from './persons';
import { templates } from './templates';

// Contracts and authorizations, their numbers, payment plans and instalments (docs/domain/deals.md).

const COUNTER_KINDS = ['CONTRACT', 'AUTHORIZATION', 'RECEIPT', 'CLEARANCE'] as const;

const DEAL_KINDS = ['CONTRACT', 'AUTHORIZATION'] as const;

const SELLER_TYPES = ['COMPANY', 'PERSON'] as const;

export const CURRENCIES = ['IQD', 'USD'] as const;

const DEAL_STATUSES = ['ACTIVE', 'CANCELLED'] as const;

const PAYMENT_TYPES = ['CASH', 'INSTALLMENTS'] as const;

const PLAN_STATUSES = ['ACTIVE', 'PAID', 'CANCELLED', 'REPOSSESSED'] as const;

const REPOSSESSION_OUTCOMES = ['WRITE_OFF', 'KEEP_DEBT'] as const;

const INSTALLMENT_STATUSES = ['PENDING', 'PARTIAL', 'PAID'] as const;

/**
 * Sequence counters per company and kind: CONTRACT and AUTHORIZATION deal numbers, RECEIPT and CLEARANCE
 * numbers.
 * Taken with `INSERT … ON CONFLICT DO UPDATE … RETURNING` inside the writing transaction: the row lock
 * serialises concurrent writers, a rolled-back number was never used, so numbers have no gap or repeat.
 */
export const dealCounters = pgTable(
  'deal_counters',
  {
    companyId: companyIdColumn(),
    kind: text('kind', { enum: COUNTER_KINDS }).notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'deal_counters_pkey', columns: [t.companyId, t.kind] }),
    check('deal_counters_kind_check', oneOf(t.kind, COUNTER_KINDS)),
  ],
);

/** A contract or an authorization (docs/domain/deals.md). Nothing is ever deleted: cancel keeps the row. */
export const deals = pgTable(
  'deals',
  {
    id: id(),
    companyId: companyIdColumn(),
    kind: text('kind', { enum: DEAL_KINDS }).notNull(),
    contractNumber: integer('contract_number').notNull(),
    contractDate: date('contract_date', { mode: 'string' }).notNull(),
    sellerType: text('seller_type', { enum: SELLER_TYPES }).notNull(),
    sellerId: integer('seller_id'),
    buyerId: integer('buyer_id').notNull(),
    guarantorId: integer('guarantor_id'),
    carId: integer('car_id').notNull(),
    branchId: integer('branch_id'),
    /**
     * The print template: a system one or the company's own (the service checks the company; a composite
     * key cannot, system templates have none). A used template cannot be deleted.
     */
    templateId: integer('template_id').references(() => templates.id),
    notes: text('notes'),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    /** Minor units of the currency. */
    price: money('price').notNull(),
    status: text('status', { enum: DEAL_STATUSES }).notNull().default('ACTIVE'),
    cancelReason: text('cancel_reason'),
    cancelledAt: ts('cancelled_at'),
    /**
     * The car was repossessed (docs/domain/repossession.md): the company's day, why, what became of what
     * remained (written off or kept as the buyer's debt) and who did it. All null again after an undo
     * (the audit trail keeps both). The plan's status is REPOSSESSED meanwhile.
     */
    repossessedAt: date('repossessed_at', { mode: 'string' }),
    repossessionReason: text('repossession_reason'),
    repossessionOutcome: text('repossession_outcome', { enum: REPOSSESSION_OUTCOMES }),
    repossessedBy: integer('repossessed_by'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    companyKey('deals_company_id_id_key', t),
    unique('deals_company_kind_number_key').on(t.companyId, t.kind, t.contractNumber),
    // One car has at most one open deal: neither cancelled nor repossessed (migration 0038).
    uniqueIndex('deals_one_open_deal_per_car_key')
      .on(t.companyId, t.carId)
      .where(sql`${t.status} <> 'CANCELLED' and ${t.repossessedAt} is null`),
    companyRef('deals_seller_fk', t, t.sellerId, persons),
    companyRef('deals_buyer_fk', t, t.buyerId, persons),
    companyRef('deals_guarantor_fk', t, t.guarantorId, persons),
    companyRef('deals_car_fk', t, t.carId, cars),
    companyRef('deals_branch_fk', t, t.branchId, branches),
    companyRef('deals_created_by_fk', t, t.createdBy, users),
    companyRef('deals_repossessed_by_fk', t, t.repossessedBy, users),
    index('deals_company_kind_date_idx').on(t.companyId, t.kind, t.contractDate, t.id),
    // The lists' sort by price (migration 0018).
    index('deals_company_kind_price_idx').on(t.companyId, t.kind, t.price, t.id),
    // The instalments list by contract number (either kind), walked deal by deal (migration 0018).
    index('deals_company_number_idx').on(t.companyId, t.contractNumber, t.id),
    index('deals_company_buyer_idx').on(t.companyId, t.buyerId),
    index('deals_company_seller_idx').on(t.companyId, t.sellerId),
    index('deals_company_guarantor_idx').on(t.companyId, t.guarantorId),
    // A keyword's deals by their car (cancelled ones too, which the unique index above leaves out).
    index('deals_company_car_idx').on(t.companyId, t.carId),
    // Deleting a template looks for a deal using it.
    index('deals_template_idx').on(t.templateId),
    check('deals_kind_check', oneOf(t.kind, DEAL_KINDS)),
    check('deals_status_check', oneOf(t.status, DEAL_STATUSES)),
    check('deals_currency_check', oneOf(t.currency, CURRENCIES)),
    check('deals_price_check', sql`${t.price} > 0`),
    check('deals_repossession_outcome_check', oneOf(t.repossessionOutcome, REPOSSESSION_OUTCOMES)),
    check(
      'deals_repossession_check',
      sql`(${t.repossessedAt} is null) = (${t.repossessionReason} is null) and (${t.repossessedAt} is null) = (${t.repossessionOutcome} is null)`,
    ),
    check(
      'deals_seller_check',
      sql`(${t.sellerType} = 'COMPANY' and ${t.sellerId} is null) or (${t.sellerType} = 'PERSON' and ${t.sellerId} is not null)`,
    ),
  ],
);

/**
 * The payment plan of a deal. paid/remaining and the instalments' paid amounts are derived by replaying
 * the payments (allocatePayments) and stored after every write made under the plan's row lock, so lists
 * filter and sort on them.
 */
export const paymentPlans = pgTable(
  'payment_plans',
  {
    id: id(),
    companyId: companyIdColumn(),
    dealId: integer('deal_id').notNull(),
    paymentType: text('payment_type', { enum: PAYMENT_TYPES }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    totalAmount: money('total_amount').notNull(),
    downPayment: money('down_payment').notNull(),
    /** Money received (standing payments). */
    paidAmount: money('paid_amount').notNull().default(0),
    /** Standing settlement discounts: they reduce what remains, never count as money received. */
    discountAmount: money('discount_amount').notNull().default(0),
    /** Standing write-offs (a repossession's): they reduce what remains, never count as money received. */
    writtenOffAmount: money('written_off_amount').notNull().default(0),
    /** Standing refunds: money handed back to the buyer of a repossessed car, at most what was paid. */
    refundedAmount: money('refunded_amount').notNull().default(0),
    /** Standing charges (late fees not waived): they add to what remains (docs/domain/late-fees.md). */
    chargeAmount: money('charge_amount').notNull().default(0),
    remainingAmount: money('remaining_amount').notNull(),
    status: text('status', { enum: PLAN_STATUSES }).notNull().default('ACTIVE'),
    installmentCount: integer('installment_count').notNull().default(0),
    /** The regular instalment of the current schedule (the last one takes the remainder). */
    installmentAmount: money('installment_amount').notNull().default(0),
    firstDueDate: date('first_due_date', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    companyKey('payment_plans_company_id_id_key', t),
    unique('payment_plans_deal_key').on(t.dealId),
    companyRef('payment_plans_deal_fk', t, t.dealId, deals),
    index('payment_plans_company_status_idx').on(t.companyId, t.status),
    check('payment_plans_type_check', oneOf(t.paymentType, PAYMENT_TYPES)),
    check('payment_plans_status_check', oneOf(t.status, PLAN_STATUSES)),
    check(
      'payment_plans_amounts_check',
      sql`${t.downPayment} >= 0 and ${t.downPayment} <= ${t.totalAmount} and ${t.paidAmount} >= 0 and ${t.discountAmount} >= 0 and ${t.chargeAmount} >= 0 and ${t.remainingAmount} >= 0 and ${t.writtenOffAmount} >= 0 and ${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.paidAmount} and ${t.paidAmount} + ${t.discountAmount} + ${t.writtenOffAmount} + ${t.remainingAmount} = ${t.totalAmount} + ${t.chargeAmount}`,
    ),
  ],
);

/** The monthly instalments of a plan (the down payment is not one: it is the plan's first payment). */
export const installments = pgTable(
  'installments',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    planId: integer('plan_id').notNull(),
    sequence: integer('sequence').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    paidAmount: money('paid_amount').notNull().default(0),
    status: text('status', { enum: INSTALLMENT_STATUSES }).notNull().default('PENDING'),
    /**
     * The plan is cancelled (set by the cancellation, never unset): GET /installments leaves the line out
     * by its own index, without looking up its plan for every line a deep page skips.
     */
    planCancelled: boolean('plan_cancelled').notNull().default(false),
    /**
     * The deal's number (a copy: a deal's number never changes once given), written with the line:
     * GET /installments sorted by it walks its own index instead of deal, plan and lines by turn.
     */
    contractNumber: integer('contract_number').notNull(),
  },
  (t) => [
    companyKey('installments_company_id_id_key', t),
    unique('installments_plan_sequence_key').on(t.planId, t.sequence),
    companyRef('installments_plan_fk', t, t.planId, paymentPlans),
    // Overdue and due-date filters: unpaid instalments by due date.
    index('installments_company_due_idx').on(t.companyId, t.dueDate).where(sql`${t.status} <> 'PAID'`),
    // The instalments list by due date, by amount and by the deal's number (migrations 0018, 0027, 0028): the order, then what its
    // filters read (the status, the plan cancelled), so a deep page skips over the index alone.
    index('installments_company_due_all_idx').on(t.companyId, t.dueDate, t.id, t.status, t.planCancelled),
    index('installments_company_amount_idx').on(t.companyId, t.amount, t.id, t.status, t.planCancelled),
    index('installments_company_number_idx').on(
      t.companyId,
      t.contractNumber,
      t.id,
      t.status,
      t.planCancelled,
    ),
    check('installments_status_check', oneOf(t.status, INSTALLMENT_STATUSES)),
    check(
      'installments_amounts_check',
      sql`${t.amount} > 0 and ${t.paidAmount} >= 0 and ${t.paidAmount} <= ${t.amount}`,
    ),
  ],
);
