import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cars } from './cars';
import { companyKey, companyRef, createdAt, id, money, oneOf, ts } from './columns';
import { users } from './companies';
import { CURRENCIES } from './deals';
import { persons } from './persons';

// What a car cost (docs/domain/car-costs.md): its purchase and its expenses, apart from the cars table so
// no read of a car can carry them; only the CAR_COSTS endpoints read these tables.

/** CarExpenseKind of @cc/domain (drizzle-kit reads this file without the workspace's packages). */
const CAR_EXPENSE_KINDS = ['REPAIR', 'REGISTRATION', 'TRANSPORT', 'COMMISSION', 'OTHER'] as const;

/** The purchase of a car: one per car, replaced when corrected. The seller is an account card or a name. */
export const carPurchases = pgTable(
  'car_purchases',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    carId: integer('car_id').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    sellerPersonId: integer('seller_person_id'),
    sellerName: text('seller_name'),
    note: text('note'),
    updatedBy: integer('updated_by').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    companyKey('car_purchases_company_id_id_key', t),
    uniqueIndex('car_purchases_car_key').on(t.companyId, t.carId),
    companyRef('car_purchases_car_fk', t, t.carId, cars),
    companyRef('car_purchases_seller_fk', t, t.sellerPersonId, persons),
    companyRef('car_purchases_updated_by_fk', t, t.updatedBy, users),
    check('car_purchases_currency_check', oneOf(t.currency, CURRENCIES)),
    check('car_purchases_amount_check', sql`${t.amount} >= 0`),
  ],
);

/** An expense on a car (a repair, a registration, a transport, a commission…), with its receipt's image. */
export const carExpenses = pgTable(
  'car_expenses',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    carId: integer('car_id').notNull(),
    kind: text('kind', { enum: CAR_EXPENSE_KINDS }).notNull(),
    amount: money('amount').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    note: text('note'),
    /** The key of the receipt's image in `files` (of the same company). */
    receiptFileKey: text('receipt_file_key'),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    companyKey('car_expenses_company_id_id_key', t),
    index('car_expenses_company_car_idx').on(t.companyId, t.carId, t.id),
    companyRef('car_expenses_car_fk', t, t.carId, cars),
    companyRef('car_expenses_created_by_fk', t, t.createdBy, users),
    check('car_expenses_kind_check', oneOf(t.kind, CAR_EXPENSE_KINDS)),
    check('car_expenses_currency_check', oneOf(t.currency, CURRENCIES)),
    check('car_expenses_amount_check', sql`${t.amount} > 0`),
  ],
);
