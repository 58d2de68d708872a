import type { InstalmentRemainder, LateFeeRule } from '@cc/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyKey, companyRef, createdAt, id, oneOf, ts, updatedAt } from './columns';

// The platform: companies, their branches and users, status changes and the audit log.

/** The owning company of a row that no composite key already ties to it. */
export const companyIdColumn = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id);

const COMPANY_STATUSES = ['ACTIVE', 'SUSPENDED'] as const;

const USER_KINDS = ['SUPER_ADMIN', 'COMPANY', 'USER'] as const;

const USER_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

/** A deactivated branch is offered to no new record; the records naming it keep it (docs/domain/staff-and-settings.md). */
const BRANCH_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

/** InstalmentRemainder of @cc/domain (drizzle-kit reads this file without the workspace's packages). */
const INSTALMENT_REMAINDERS = ['LAST', 'FIRST', 'NEAREST'] as const satisfies readonly InstalmentRemainder[];

export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    phone: text('phone'),
    address: text('address'),
    logo: text('logo'),
    timeZone: text('time_zone').notNull().default('Asia/Baghdad'),
    status: text('status', { enum: COMPANY_STATUSES }).notNull().default('ACTIVE'),
    /** Instalment rounding step per currency, in minor units (IQD has none: 1000 = 1000 IQD; USD 100 = $1). */
    roundingStepIqd: integer('rounding_step_iqd').notNull().default(1000),
    roundingStepUsd: integer('rounding_step_usd').notNull().default(100),
    /** Where the rounding's remainder goes (InstalmentRemainder of @cc/domain): LAST, FIRST or NEAREST. */
    instalmentRemainder: text('instalment_remainder', { enum: INSTALMENT_REMAINDERS })
      .notNull()
      .default('LAST'),
    /** Upper ends (days) of the aging bands before the last, open one (docs/domain/collections.md). */
    agingBands: integer('aging_bands').array().notNull().default(sql`'{30,60,90,180}'::integer[]`),
    /** The late-fee rule (LateFeeRule of @cc/domain, minor units); null: off (docs/domain/late-fees.md). */
    lateFees: jsonb('late_fees').$type<LateFeeRule>(),
    createdAt: createdAt(),
  },
  (t) => [
    check('companies_status_check', oneOf(t.status, COMPANY_STATUSES)),
    check('companies_rounding_check', sql`${t.roundingStepIqd} > 0 and ${t.roundingStepUsd} > 0`),
    check('companies_remainder_check', oneOf(t.instalmentRemainder, INSTALMENT_REMAINDERS)),
  ],
);

export const branches = pgTable(
  'branches',
  {
    id: id(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
    address: text('address'),
    phone: text('phone'),
    status: text('status', { enum: BRANCH_STATUSES }).notNull().default('ACTIVE'),
    createdAt: createdAt(),
  },
  (t) => [
    companyKey('branches_company_id_id_key', t),
    unique('branches_company_name_key').on(t.companyId, t.name),
    check('branches_status_check', oneOf(t.status, BRANCH_STATUSES)),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Null only for the super administrator. */
    companyId: integer('company_id').references(() => companies.id),
    kind: text('kind', { enum: USER_KINDS }).notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    branchId: integer('branch_id'),
    status: text('status', { enum: USER_STATUSES }).notNull().default('ACTIVE'),
    /** Bumped on deactivation and password change: every access token naming an older version fails. */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * Signs in with a temporary password (set by the super administrator): every call but reading the
     * profile, changing the password and signing out is refused until it is changed.
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    companyKey('users_company_id_id_key', t),
    // One company account per company.
    uniqueIndex('users_one_company_account_key').on(t.companyId).where(sql`${t.kind} = 'COMPANY'`),
    companyRef('users_branch_fk', t, t.branchId, branches),
    check('users_kind_check', oneOf(t.kind, USER_KINDS)),
    check('users_status_check', oneOf(t.status, USER_STATUSES)),
    check('users_company_by_kind_check', sql`(${t.kind} = 'SUPER_ADMIN') = (${t.companyId} is null)`),
  ],
);

/** Every suspension and reactivation of a company, with its reason (append-only, like the audit). */
export const companyStatusChanges = pgTable(
  'company_status_changes',
  {
    id: id(),
    companyId: companyIdColumn(),
    status: text('status', { enum: COMPANY_STATUSES }).notNull(),
    reason: text('reason').notNull(),
    /** The super administrator who changed it. */
    actorUserId: integer('actor_user_id').references(() => users.id),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [
    index('company_status_changes_company_idx').on(t.companyId, t.at),
    check('company_status_changes_status_check', oneOf(t.status, COMPANY_STATUSES)),
  ],
);

/**
 * The company's default exchange rate (dinars for one dollar, docs/domain/staff-and-settings.md), one row
 * per change: the rate, from when, who set it. The current one is the latest; a payment's own rate is
 * stored on the payment, so a change never touches recorded money.
 */
export const companyExchangeRates = pgTable(
  'company_exchange_rates',
  {
    id: id(),
    companyId: companyIdColumn(),
    rate: numeric('rate', { precision: 14, scale: 4 }).notNull(),
    setBy: integer('set_by').notNull(),
    setAt: ts('set_at').notNull().defaultNow(),
  },
  (t) => [
    companyKey('company_exchange_rates_company_id_id_key', t),
    companyRef('company_exchange_rates_set_by_fk', t, t.setBy, users),
    index('company_exchange_rates_company_at_idx').on(t.companyId, t.setAt, t.id),
    check('company_exchange_rates_rate_check', sql`${t.rate} > 0`),
  ],
);

/** Append-only (a trigger refuses UPDATE and DELETE, see the SQL migration). */
/**
 * The actions of the admin audit's index: `ADMIN_AUDIT_ACTIONS` of @cc/contracts (a test compares them).
 * An action added there needs a migration of the index, else its list sorts every admin entry again.
 */
export const AUDIT_INDEXED_ADMIN_ACTIONS = [
  'COMPANY_CREATED',
  'COMPANY_UPDATED',
  'COMPANY_SUSPENDED',
  'COMPANY_REACTIVATED',
  'COMPANY_PASSWORD_RESET',
] as const;

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id'),
    actorUserId: integer('actor_user_id'),
    signInId: integer('sign_in_id'),
    deviceId: text('device_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    changes: jsonb('changes'),
    ip: text('ip'),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_company_at_idx').on(t.companyId, t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    // The admin audit (GET /admin/audit) reads a few actions, newest first: one of them by this index,
    // all of them by the next, whose condition is the list's (see AUDIT_INDEXED_ADMIN_ACTIONS).
    index('audit_log_action_at_idx').on(t.action, t.at),
    index('audit_log_admin_at_idx')
      .on(t.at, t.id, t.action)
      .where(sql.raw(`action in (${AUDIT_INDEXED_ADMIN_ACTIONS.map((a) => `'${a}'`).join(', ')})`)),
  ],
);
