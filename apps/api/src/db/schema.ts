import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Isolation rule (domain.md §1): every company table carries company_id, its unique constraints include
// it, it has UNIQUE (company_id, id) so others can point at it, and references between company tables are
// composite foreign keys (company_id, x_id). The schema must not import workspace packages: drizzle-kit
// loads this file on its own.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();

export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    phone: text('phone'),
    address: text('address'),
    logo: text('logo'),
    timeZone: text('time_zone').notNull().default('Asia/Baghdad'),
    status: text('status', { enum: ['ACTIVE', 'SUSPENDED'] })
      .notNull()
      .default('ACTIVE'),
    /** Instalment rounding step per currency, in minor units (IQD has none: 1000 = 1000 IQD; USD 100 = $1). */
    roundingStepIqd: integer('rounding_step_iqd').notNull().default(1000),
    roundingStepUsd: integer('rounding_step_usd').notNull().default(100),
    /** Bumped on every role/permission change of the company: invalidates cached permission lists. */
    permissionsVersion: integer('permissions_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('companies_status_check', sql`${t.status} in ('ACTIVE', 'SUSPENDED')`),
    check('companies_rounding_check', sql`${t.roundingStepIqd} > 0 and ${t.roundingStepUsd} > 0`),
  ],
);

export const branches = pgTable(
  'branches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    address: text('address'),
    phone: text('phone'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('branches_company_id_id_key').on(t.companyId, t.id),
    unique('branches_company_name_key').on(t.companyId, t.name),
  ],
);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Null only for the super administrator. */
    companyId: integer('company_id').references(() => companies.id),
    kind: text('kind', { enum: ['SUPER_ADMIN', 'COMPANY', 'USER'] }).notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    branchId: integer('branch_id'),
    status: text('status', { enum: ['ACTIVE', 'INACTIVE'] })
      .notNull()
      .default('ACTIVE'),
    /** Bumped on deactivation and password change: every access token naming an older version fails. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    unique('users_company_id_id_key').on(t.companyId, t.id),
    // One company account per company.
    uniqueIndex('users_one_company_account_key').on(t.companyId).where(sql`${t.kind} = 'COMPANY'`),
    foreignKey({
      name: 'users_branch_fk',
      columns: [t.companyId, t.branchId],
      foreignColumns: [branches.companyId, branches.id],
    }),
    check('users_kind_check', sql`${t.kind} in ('SUPER_ADMIN', 'COMPANY', 'USER')`),
    check('users_status_check', sql`${t.status} in ('ACTIVE', 'INACTIVE')`),
    check('users_company_by_kind_check', sql`(${t.kind} = 'SUPER_ADMIN') = (${t.companyId} is null)`),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    displayName: text('display_name').notNull(),
    displayNameAr: text('display_name_ar'),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('roles_company_id_id_key').on(t.companyId, t.id),
    unique('roles_company_display_name_key').on(t.companyId, t.displayName),
  ],
);

/** The 20 permissions of the spec: platform-wide reference data, filled idempotently at start. */
export const permissions = pgTable('permissions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique('permissions_name_key'),
  displayNameAr: text('display_name_ar').notNull(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    companyId: integer('company_id').notNull(),
    roleId: integer('role_id').notNull(),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id),
  },
  (t) => [
    primaryKey({ name: 'role_permissions_pkey', columns: [t.roleId, t.permissionId] }),
    foreignKey({
      name: 'role_permissions_role_fk',
      columns: [t.companyId, t.roleId],
      foreignColumns: [roles.companyId, roles.id],
    }).onDelete('cascade'),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    companyId: integer('company_id').notNull(),
    userId: integer('user_id').notNull(),
    roleId: integer('role_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'user_roles_pkey', columns: [t.userId, t.roleId] }),
    foreignKey({
      name: 'user_roles_user_fk',
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'user_roles_role_fk',
      columns: [t.companyId, t.roleId],
      foreignColumns: [roles.companyId, roles.id],
    }).onDelete('cascade'),
    index('user_roles_role_idx').on(t.roleId),
  ],
);

/** One sign-in = one device session; its refresh tokens rotate under it. */
export const signIns = pgTable(
  'sign_ins',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
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
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
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
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  windowStart: ts('window_start').notNull(),
  failures: integer('failures').notNull().default(0),
});

/** Append-only (a trigger refuses UPDATE and DELETE, see the SQL migration). */
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
  ],
);

/**
 * Cars of a company (domain.md §5). The status follows the deals; the service keeps the derived columns:
 * `search_text` (normalised name, plate and chassis, searched through a trigram index) and the plate and
 * chassis keys (normalised, without spaces) that make both unique within the company.
 */
export const cars = pgTable(
  'cars',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    model: integer('model').notNull(),
    color: text('color').notNull(),
    type: text('type', { enum: ['SEDAN', 'SUV', 'PICKUP', 'HATCHBACK', 'COUPE', 'VAN', 'TRUCK'] }),
    plateNumber: text('plate_number').notNull(),
    chassisNumber: text('chassis_number').notNull(),
    kilometers: integer('kilometers'),
    cylinderCount: integer('cylinder_count'),
    passengerCount: integer('passenger_count'),
    engineType: text('engine_type', { enum: ['PETROL', 'DIESEL', 'HYBRID', 'ELECTRIC'] }),
    origin: text('origin', {
      enum: ['GULF', 'AMERICAN', 'KOREAN', 'EUROPEAN', 'JAPANESE', 'CHINESE', 'LOCAL'],
    }),
    status: text('status', { enum: ['Active', 'Pending', 'Paid'] })
      .notNull()
      .default('Pending'),
    notes: text('notes'),
    searchText: text('search_text').notNull(),
    plateKey: text('plate_key').notNull(),
    chassisKey: text('chassis_key').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    createdBy: integer('created_by'),
  },
  (t) => [
    unique('cars_company_id_id_key').on(t.companyId, t.id),
    unique('cars_company_plate_key').on(t.companyId, t.plateKey),
    unique('cars_company_chassis_key').on(t.companyId, t.chassisKey),
    foreignKey({
      name: 'cars_created_by_fk',
      columns: [t.companyId, t.createdBy],
      foreignColumns: [users.companyId, users.id],
    }),
    // Keyword search: `search_text LIKE '%kw%'` is served by the trigram index at any position.
    index('cars_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The default list (status Pending, newest first) and status filters.
    index('cars_company_status_id_idx').on(t.companyId, t.status, t.id),
    // Sorts that matter on a big list (id is covered by the unique key); id breaks ties (keyset pages).
    index('cars_company_model_idx').on(t.companyId, t.model, t.id),
    index('cars_company_name_idx').on(t.companyId, t.name, t.id),
    index('cars_company_kilometers_idx').on(t.companyId, t.kilometers, t.id),
    // Select filters.
    index('cars_company_type_idx').on(t.companyId, t.type),
    index('cars_company_origin_idx').on(t.companyId, t.origin),
    index('cars_company_engine_type_idx').on(t.companyId, t.engineType),
    check('cars_status_check', sql`${t.status} in ('Active', 'Pending', 'Paid')`),
    check(
      'cars_type_check',
      sql`${t.type} in ('SEDAN', 'SUV', 'PICKUP', 'HATCHBACK', 'COUPE', 'VAN', 'TRUCK')`,
    ),
    check('cars_engine_type_check', sql`${t.engineType} in ('PETROL', 'DIESEL', 'HYBRID', 'ELECTRIC')`),
    check(
      'cars_origin_check',
      sql`${t.origin} in ('GULF', 'AMERICAN', 'KOREAN', 'EUROPEAN', 'JAPANESE', 'CHINESE', 'LOCAL')`,
    ),
    check(
      'cars_numbers_check',
      sql`${t.kilometers} >= 0 and ${t.cylinderCount} between 1 and 16 and ${t.passengerCount} between 1 and 60`,
    ),
  ],
);

/** Named filters and sort of a list, the user's own or shared with the whole company. */
export const savedViews = pgTable(
  'saved_views',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id').notNull(),
    userId: integer('user_id').notNull(),
    resource: text('resource').notNull(),
    name: text('name').notNull(),
    /** {keyword, filters, sort} as the data table's ViewState. */
    state: jsonb('state').notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('saved_views_company_id_id_key').on(t.companyId, t.id),
    unique('saved_views_owner_name_key').on(t.companyId, t.userId, t.resource, t.name),
    foreignKey({
      name: 'saved_views_user_fk',
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    index('saved_views_company_resource_idx').on(t.companyId, t.resource),
  ],
);

/**
 * Account cards (domain.md §5 Person). `search_text` holds the normalised name, phone and national id
 * (trigram-indexed) so the Arabic-aware keyword search stays fast.
 */
export const persons = pgTable(
  'persons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    fullName: text('full_name').notNull(),
    /** Stored normalised ('07XXXXXXXXX'). */
    phone: text('phone'),
    nationalId: text('national_id'),
    address: text('address'),
    notes: text('notes'),
    searchText: text('search_text').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    createdBy: integer('created_by'),
  },
  (t) => [
    unique('persons_company_id_id_key').on(t.companyId, t.id),
    unique('persons_company_national_id_key').on(t.companyId, t.nationalId),
    foreignKey({
      name: 'persons_created_by_fk',
      columns: [t.companyId, t.createdBy],
      foreignColumns: [users.companyId, users.id],
    }),
    index('persons_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('persons_company_name_idx').on(t.companyId, t.fullName, t.id),
  ],
);

/**
 * Print templates (domain.md §5). System templates have no company (`system`, written by migration
 * 0004: ids 1 to 4); company templates' ids start at 1000. `fields` holds the saved layout items.
 */
export const templates = pgTable(
  'templates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id').references(() => companies.id),
    kind: text('kind', { enum: ['CONTRACT', 'AUTHORIZATION', 'RECEIPT', 'CLEARANCE'] }).notNull(),
    system: boolean('system').notNull().default(false),
    name: text('name').notNull(),
    imageKey: text('image_key'),
    fields: jsonb('fields').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [
    unique('templates_company_id_id_key').on(t.companyId, t.id),
    // A company template's author belongs to it; system ones (no company) are edited by the super admin.
    foreignKey({
      name: 'templates_updated_by_fk',
      columns: [t.companyId, t.updatedBy],
      foreignColumns: [users.companyId, users.id],
    }),
    check('templates_kind_check', sql`${t.kind} in ('CONTRACT', 'AUTHORIZATION', 'RECEIPT', 'CLEARANCE')`),
    check('templates_system_check', sql`${t.system} = (${t.companyId} is null)`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded images (template images and backgrounds), kept in the database so every process serves them
 * (domain.md §4). The key is a random UUID; the bytes are read through a short-lived signed URL.
 */
export const files = pgTable(
  'files',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    key: text('key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
    createdBy: integer('created_by'),
  },
  (t) => [
    unique('files_company_id_id_key').on(t.companyId, t.id),
    unique('files_company_key_key').on(t.companyId, t.key),
    // The signed URL names the key only.
    index('files_key_idx').on(t.key),
    foreignKey({
      name: 'files_created_by_fk',
      columns: [t.companyId, t.createdBy],
      foreignColumns: [users.companyId, users.id],
    }),
    check('files_size_check', sql`${t.size} > 0`),
  ],
);

/**
 * Sequence counters per company and kind: CONTRACT and AUTHORIZATION deal numbers, RECEIPT numbers.
 * Taken with `INSERT … ON CONFLICT DO UPDATE … RETURNING` inside the writing transaction: the row lock
 * serialises concurrent writers, a rolled-back number was never used, so numbers have no gap or repeat.
 */
export const dealCounters = pgTable(
  'deal_counters',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind', { enum: ['CONTRACT', 'AUTHORIZATION', 'RECEIPT'] }).notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'deal_counters_pkey', columns: [t.companyId, t.kind] }),
    check('deal_counters_kind_check', sql`${t.kind} in ('CONTRACT', 'AUTHORIZATION', 'RECEIPT')`),
  ],
);

const money = (name: string) => bigint(name, { mode: 'number' });

/** A contract or an authorization (domain.md §5 Deal). Nothing is ever deleted: cancel keeps the row. */
export const deals = pgTable(
  'deals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind', { enum: ['CONTRACT', 'AUTHORIZATION'] }).notNull(),
    contractNumber: integer('contract_number').notNull(),
    contractDate: date('contract_date', { mode: 'string' }).notNull(),
    sellerType: text('seller_type', { enum: ['COMPANY', 'PERSON'] }).notNull(),
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
    currency: text('currency', { enum: ['IQD', 'USD'] }).notNull(),
    /** Minor units of the currency. */
    price: money('price').notNull(),
    status: text('status', { enum: ['ACTIVE', 'CANCELLED'] })
      .notNull()
      .default('ACTIVE'),
    cancelReason: text('cancel_reason'),
    cancelledAt: ts('cancelled_at'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('deals_company_id_id_key').on(t.companyId, t.id),
    unique('deals_company_kind_number_key').on(t.companyId, t.kind, t.contractNumber),
    // One car has at most one non-cancelled deal.
    uniqueIndex('deals_one_open_deal_per_car_key')
      .on(t.companyId, t.carId)
      .where(sql`${t.status} <> 'CANCELLED'`),
    foreignKey({
      name: 'deals_seller_fk',
      columns: [t.companyId, t.sellerId],
      foreignColumns: [persons.companyId, persons.id],
    }),
    foreignKey({
      name: 'deals_buyer_fk',
      columns: [t.companyId, t.buyerId],
      foreignColumns: [persons.companyId, persons.id],
    }),
    foreignKey({
      name: 'deals_guarantor_fk',
      columns: [t.companyId, t.guarantorId],
      foreignColumns: [persons.companyId, persons.id],
    }),
    foreignKey({
      name: 'deals_car_fk',
      columns: [t.companyId, t.carId],
      foreignColumns: [cars.companyId, cars.id],
    }),
    foreignKey({
      name: 'deals_branch_fk',
      columns: [t.companyId, t.branchId],
      foreignColumns: [branches.companyId, branches.id],
    }),
    foreignKey({
      name: 'deals_created_by_fk',
      columns: [t.companyId, t.createdBy],
      foreignColumns: [users.companyId, users.id],
    }),
    index('deals_company_kind_date_idx').on(t.companyId, t.kind, t.contractDate, t.id),
    index('deals_company_buyer_idx').on(t.companyId, t.buyerId),
    index('deals_company_seller_idx').on(t.companyId, t.sellerId),
    index('deals_company_guarantor_idx').on(t.companyId, t.guarantorId),
    // Deleting a template looks for a deal using it.
    index('deals_template_idx').on(t.templateId),
    check('deals_kind_check', sql`${t.kind} in ('CONTRACT', 'AUTHORIZATION')`),
    check('deals_status_check', sql`${t.status} in ('ACTIVE', 'CANCELLED')`),
    check('deals_currency_check', sql`${t.currency} in ('IQD', 'USD')`),
    check('deals_price_check', sql`${t.price} > 0`),
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
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    dealId: integer('deal_id').notNull(),
    paymentType: text('payment_type', { enum: ['CASH', 'INSTALLMENTS'] }).notNull(),
    currency: text('currency', { enum: ['IQD', 'USD'] }).notNull(),
    totalAmount: money('total_amount').notNull(),
    downPayment: money('down_payment').notNull(),
    paidAmount: money('paid_amount').notNull().default(0),
    remainingAmount: money('remaining_amount').notNull(),
    status: text('status', { enum: ['ACTIVE', 'PAID', 'CANCELLED'] })
      .notNull()
      .default('ACTIVE'),
    installmentCount: integer('installment_count').notNull().default(0),
    /** The regular instalment of the current schedule (the last one takes the remainder). */
    installmentAmount: money('installment_amount').notNull().default(0),
    firstDueDate: date('first_due_date', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('payment_plans_company_id_id_key').on(t.companyId, t.id),
    unique('payment_plans_deal_key').on(t.dealId),
    foreignKey({
      name: 'payment_plans_deal_fk',
      columns: [t.companyId, t.dealId],
      foreignColumns: [deals.companyId, deals.id],
    }),
    index('payment_plans_company_status_idx').on(t.companyId, t.status),
    check('payment_plans_type_check', sql`${t.paymentType} in ('CASH', 'INSTALLMENTS')`),
    check('payment_plans_status_check', sql`${t.status} in ('ACTIVE', 'PAID', 'CANCELLED')`),
    check(
      'payment_plans_amounts_check',
      sql`${t.downPayment} >= 0 and ${t.downPayment} <= ${t.totalAmount} and ${t.paidAmount} >= 0 and ${t.remainingAmount} >= 0 and ${t.paidAmount} + ${t.remainingAmount} = ${t.totalAmount}`,
    ),
  ],
);

/** The monthly instalments of a plan (the down payment is not one: it is the plan's first payment). */
export const installments = pgTable(
  'installments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id').notNull(),
    planId: integer('plan_id').notNull(),
    sequence: integer('sequence').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    paidAmount: money('paid_amount').notNull().default(0),
    status: text('status', { enum: ['PENDING', 'PARTIAL', 'PAID'] })
      .notNull()
      .default('PENDING'),
  },
  (t) => [
    unique('installments_company_id_id_key').on(t.companyId, t.id),
    unique('installments_plan_sequence_key').on(t.planId, t.sequence),
    foreignKey({
      name: 'installments_plan_fk',
      columns: [t.companyId, t.planId],
      foreignColumns: [paymentPlans.companyId, paymentPlans.id],
    }),
    // Overdue and due-date filters: unpaid instalments by due date.
    index('installments_company_due_idx').on(t.companyId, t.dueDate).where(sql`${t.status} <> 'PAID'`),
    index('installments_company_due_all_idx').on(t.companyId, t.dueDate, t.id),
    check('installments_status_check', sql`${t.status} in ('PENDING', 'PARTIAL', 'PAID')`),
    check(
      'installments_amounts_check',
      sql`${t.amount} > 0 and ${t.paidAmount} >= 0 and ${t.paidAmount} <= ${t.amount}`,
    ),
  ],
);

/**
 * The payment ledger: append-only entries in the deal's currency. A reversal is a new entry (same
 * amount, its own receipt number, a reason) pointing at the original (`reversal_of_id`, unique: once).
 * `remaining_after` is what the receipt prints, never recomputed.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id').notNull(),
    planId: integer('plan_id').notNull(),
    receiptNumber: integer('receipt_number').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency', { enum: ['IQD', 'USD'] }).notNull(),
    method: text('method', { enum: ['CASH', 'TRANSFER'] }).notNull(),
    paidAt: date('paid_at', { mode: 'string' }).notNull(),
    note: text('note'),
    isDownPayment: boolean('is_down_payment').notNull().default(false),
    remainingAfter: money('remaining_after').notNull(),
    /** Set on a reversal entry: the payment it reverses (at most one reversal each, by the unique index). */
    reversalOfId: integer('reversal_of_id'),
    /** Why a reversal entry was made (required there, absent on payments). */
    reason: text('reason'),
    recordedBy: integer('recorded_by'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('payments_company_id_id_key').on(t.companyId, t.id),
    unique('payments_company_receipt_key').on(t.companyId, t.receiptNumber),
    uniqueIndex('payments_reversal_of_key').on(t.reversalOfId),
    foreignKey({
      name: 'payments_plan_fk',
      columns: [t.companyId, t.planId],
      foreignColumns: [paymentPlans.companyId, paymentPlans.id],
    }),
    foreignKey({
      name: 'payments_reversal_of_fk',
      columns: [t.companyId, t.reversalOfId],
      foreignColumns: [t.companyId, t.id],
    }),
    foreignKey({
      name: 'payments_recorded_by_fk',
      columns: [t.companyId, t.recordedBy],
      foreignColumns: [users.companyId, users.id],
    }),
    index('payments_company_plan_idx').on(t.companyId, t.planId, t.id),
    index('payments_company_paid_at_idx').on(t.companyId, t.paidAt, t.id),
    check('payments_amount_check', sql`${t.amount} > 0 and ${t.remainingAfter} >= 0`),
    check('payments_method_check', sql`${t.method} in ('CASH', 'TRANSFER')`),
    check('payments_currency_check', sql`${t.currency} in ('IQD', 'USD')`),
    check('payments_reversal_reason_check', sql`(${t.reversalOfId} is null) = (${t.reason} is null)`),
  ],
);

/**
 * Idempotency-Key answers (domain.md §5 Payment), written in the transaction of the change they answer:
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
    foreignKey({
      name: 'idempotency_keys_user_fk',
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
  ],
);
