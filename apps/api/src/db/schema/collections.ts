import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companyKey, companyRef, createdAt, id, money, oneOf, ts } from './columns';
import { companyIdColumn, users } from './companies';
import { deals } from './deals';

// Collections (docs/domain/collections.md): a deal's contact log with its promises to pay, and who
// collects the deal. Kept apart from the deal: writing a contact never locks the deal or its plan.

const CONTACT_KINDS = ['CALL', 'VISIT', 'MESSAGE', 'WALK_IN'] as const;
const CONTACT_OUTCOMES = ['REACHED', 'NO_ANSWER', 'WRONG_NUMBER', 'REFUSED', 'PROMISED'] as const;
const PROMISE_STATUSES = ['PENDING', 'KEPT', 'BROKEN'] as const;

export const collectionContacts = pgTable(
  'collection_contacts',
  {
    id: id(),
    companyId: companyIdColumn(),
    dealId: integer('deal_id').notNull(),
    kind: text('kind', { enum: CONTACT_KINDS }).notNull(),
    outcome: text('outcome', { enum: CONTACT_OUTCOMES }).notNull(),
    note: text('note'),
    /** A promise: its date and amount (minor units of the deal's currency), and what became of it. */
    promiseDate: date('promise_date', { mode: 'string' }),
    promiseAmount: money('promise_amount'),
    promiseStatus: text('promise_status', { enum: PROMISE_STATUSES }),
    /** The company's day the entry was written on: a promise counts payments from it to its date. */
    contactedOn: date('contacted_on', { mode: 'string' }).notNull(),
    nextActionOn: date('next_action_on', { mode: 'string' }),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    companyKey('collection_contacts_company_id_id_key', t),
    companyRef('collection_contacts_deal_fk', t, t.dealId, deals),
    companyRef('collection_contacts_created_by_fk', t, t.createdBy, users),
    // A deal's log newest first, its latest contact and latest promise.
    index('collection_contacts_deal_idx').on(t.companyId, t.dealId, t.id),
    // The job's pending promises by date.
    index('collection_contacts_pending_idx')
      .on(t.companyId, t.promiseDate)
      .where(sql`${t.promiseStatus} = 'PENDING'`),
    check('collection_contacts_kind_check', oneOf(t.kind, CONTACT_KINDS)),
    check('collection_contacts_outcome_check', oneOf(t.outcome, CONTACT_OUTCOMES)),
    check('collection_contacts_promise_status_check', oneOf(t.promiseStatus, PROMISE_STATUSES)),
    // A promise has its date, amount and status; any other outcome none of them.
    check(
      'collection_contacts_promise_check',
      sql`(${t.outcome} = 'PROMISED') = (${t.promiseDate} is not null and ${t.promiseAmount} is not null and ${t.promiseStatus} is not null)
        and (${t.outcome} = 'PROMISED' or (${t.promiseDate} is null and ${t.promiseAmount} is null and ${t.promiseStatus} is null))
        and (${t.promiseAmount} is null or ${t.promiseAmount} > 0)`,
    ),
  ],
);

/** Who collects a deal and when to act on it next (a row once either is set). */
export const dealCollection = pgTable(
  'deal_collection',
  {
    companyId: companyIdColumn(),
    dealId: integer('deal_id').notNull(),
    collectorId: integer('collector_id'),
    nextActionOn: date('next_action_on', { mode: 'string' }),
    /**
     * Marked in default by the company account (docs/domain/collections.md#default): the deal leaves the
     * queue's normal order for its own tab and its due and overdue notifications stop; the ledger is untouched.
     */
    defaultedAt: ts('defaulted_at'),
    defaultReason: text('default_reason'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'deal_collection_pkey', columns: [t.companyId, t.dealId] }),
    check('deal_collection_default_check', sql`(${t.defaultedAt} is null) = (${t.defaultReason} is null)`),
    companyRef('deal_collection_deal_fk', t, t.dealId, deals),
    companyRef('deal_collection_collector_fk', t, t.collectorId, users),
    index('deal_collection_collector_idx').on(t.companyId, t.collectorId),
  ],
);

const REMINDER_KINDS = ['DUE_SOON', 'OVERDUE', 'BROKEN_PROMISE', 'GUARANTOR'] as const;

/** A company's own text of a reminder kind; without a row the default of @cc/contracts is used. */
export const reminderTemplates = pgTable(
  'reminder_templates',
  {
    companyId: companyIdColumn(),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    body: text('body').notNull(),
    updatedBy: integer('updated_by'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'reminder_templates_pkey', columns: [t.companyId, t.kind] }),
    companyRef('reminder_templates_updated_by_fk', t, t.updatedBy, users),
    check('reminder_templates_kind_check', oneOf(t.kind, REMINDER_KINDS)),
    check('reminder_templates_body_check', sql`length(${t.body}) between 1 and 1000`),
  ],
);
