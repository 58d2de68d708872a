import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Isolation rule (docs/domain/company-isolation.md): every company table carries company_id, its unique constraints include
// it, it has UNIQUE (company_id, id) so others can point at it, and references between company tables are
// composite foreign keys (company_id, x_id). The schema must not import workspace packages: drizzle-kit
// loads this file on its own.

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();
const updatedAt = () => ts('updated_at').notNull().defaultNow();

/** The owning company of a row that no composite key already ties to it. */
const companyIdColumn = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id);

interface CompanyRow {
  companyId: AnyPgColumn;
  id: AnyPgColumn;
}

/** UNIQUE (company_id, id): what the composite foreign keys of other company tables point at. */
const companyKey = (name: string, t: CompanyRow) => unique(name).on(t.companyId, t.id);

/** A reference between company tables: (company_id, column) to the target's (company_id, id). */
const companyRef = (
  name: string,
  t: Pick<CompanyRow, 'companyId'>,
  column: AnyPgColumn,
  target: CompanyRow,
) => foreignKey({ name, columns: [t.companyId, column], foreignColumns: [target.companyId, target.id] });

/** CHECK (column in (...)): the values of a text enum, refused by the database too. */
const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

// The values of the text enums (a column and its check name them once).
const COMPANY_STATUSES = ['ACTIVE', 'SUSPENDED'] as const;
const USER_KINDS = ['SUPER_ADMIN', 'COMPANY', 'USER'] as const;
const USER_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
const CAR_TYPES = ['SEDAN', 'SUV', 'PICKUP', 'HATCHBACK', 'COUPE', 'VAN', 'TRUCK'] as const;
const ENGINE_TYPES = ['PETROL', 'DIESEL', 'HYBRID', 'ELECTRIC'] as const;
const CAR_ORIGINS = ['GULF', 'AMERICAN', 'KOREAN', 'EUROPEAN', 'JAPANESE', 'CHINESE', 'LOCAL'] as const;
const CAR_STATUSES = ['Active', 'Pending', 'Paid'] as const;
const TEMPLATE_KINDS = ['CONTRACT', 'AUTHORIZATION', 'RECEIPT', 'CLEARANCE'] as const;
const COUNTER_KINDS = ['CONTRACT', 'AUTHORIZATION', 'RECEIPT', 'CLEARANCE'] as const;
const DEAL_KINDS = ['CONTRACT', 'AUTHORIZATION'] as const;
const SELLER_TYPES = ['COMPANY', 'PERSON'] as const;
const CURRENCIES = ['IQD', 'USD'] as const;
const DEAL_STATUSES = ['ACTIVE', 'CANCELLED'] as const;
const PAYMENT_TYPES = ['CASH', 'INSTALLMENTS'] as const;
const PLAN_STATUSES = ['ACTIVE', 'PAID', 'CANCELLED'] as const;
const INSTALLMENT_STATUSES = ['PENDING', 'PARTIAL', 'PAID'] as const;
const PAYMENT_METHODS = ['CASH', 'TRANSFER'] as const;
const LEDGER_ENTRY_KINDS = ['PAYMENT', 'DISCOUNT'] as const;

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
    /** Bumped on every role/permission change of the company: invalidates cached permission lists. */
    permissionsVersion: integer('permissions_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('companies_status_check', oneOf(t.status, COMPANY_STATUSES)),
    check('companies_rounding_check', sql`${t.roundingStepIqd} > 0 and ${t.roundingStepUsd} > 0`),
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
    createdAt: createdAt(),
  },
  (t) => [
    companyKey('branches_company_id_id_key', t),
    unique('branches_company_name_key').on(t.companyId, t.name),
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

export const roles = pgTable(
  'roles',
  {
    id: id(),
    companyId: companyIdColumn(),
    displayName: text('display_name').notNull(),
    displayNameAr: text('display_name_ar'),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [
    companyKey('roles_company_id_id_key', t),
    unique('roles_company_display_name_key').on(t.companyId, t.displayName),
  ],
);

/** The 20 permissions of the spec: platform-wide reference data, filled idempotently at start. */
export const permissions = pgTable('permissions', {
  id: id(),
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
    companyRef('role_permissions_role_fk', t, t.roleId, roles).onDelete('cascade'),
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
    companyRef('user_roles_user_fk', t, t.userId, users).onDelete('cascade'),
    companyRef('user_roles_role_fk', t, t.roleId, roles).onDelete('cascade'),
    index('user_roles_role_idx').on(t.roleId),
  ],
);

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
    // The admin audit (GET /admin/audit) reads a few actions, newest first.
    index('audit_log_action_at_idx').on(t.action, t.at),
  ],
);

/**
 * Cars of a company (docs/domain/allocation.md#statuses). The status follows the deals; the service keeps the derived columns:
 * `search_text` (normalised name, plate and chassis, searched through a trigram index) and the plate and
 * chassis keys (normalised, without spaces) that make both unique within the company.
 */
export const cars = pgTable(
  'cars',
  {
    id: id(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
    model: integer('model').notNull(),
    color: text('color').notNull(),
    type: text('type', { enum: CAR_TYPES }),
    plateNumber: text('plate_number').notNull(),
    chassisNumber: text('chassis_number').notNull(),
    kilometers: integer('kilometers'),
    cylinderCount: integer('cylinder_count'),
    passengerCount: integer('passenger_count'),
    engineType: text('engine_type', { enum: ENGINE_TYPES }),
    origin: text('origin', { enum: CAR_ORIGINS }),
    status: text('status', { enum: CAR_STATUSES }).notNull().default('Pending'),
    notes: text('notes'),
    searchText: text('search_text').notNull(),
    plateKey: text('plate_key').notNull(),
    chassisKey: text('chassis_key').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: integer('created_by'),
  },
  (t) => [
    companyKey('cars_company_id_id_key', t),
    unique('cars_company_plate_key').on(t.companyId, t.plateKey),
    unique('cars_company_chassis_key').on(t.companyId, t.chassisKey),
    companyRef('cars_created_by_fk', t, t.createdBy, users),
    // Keyword search: `search_text LIKE '%kw%'` is served by the trigram index at any position.
    index('cars_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The default list (status Pending, newest first) and status filters.
    index('cars_company_status_id_idx').on(t.companyId, t.status, t.id),
    // Every sort of the list (CAR_SORT_KEYS) reads an index (id is covered by the unique key, the
    // status by the index above); id breaks ties, as in the ORDER BY (migration 0018). The type, origin
    // and engine-type ones serve their select filters too.
    index('cars_company_model_idx').on(t.companyId, t.model, t.id),
    index('cars_company_name_idx').on(t.companyId, t.name, t.id),
    index('cars_company_kilometers_idx').on(t.companyId, t.kilometers, t.id),
    index('cars_company_color_idx').on(t.companyId, t.color, t.id),
    // Plate and chassis numbers: long text that a sort compared row by row (migration 0017).
    index('cars_company_plate_number_idx').on(t.companyId, t.plateNumber, t.id),
    index('cars_company_chassis_number_idx').on(t.companyId, t.chassisNumber, t.id),
    index('cars_company_cylinder_count_idx').on(t.companyId, t.cylinderCount, t.id),
    index('cars_company_passenger_count_idx').on(t.companyId, t.passengerCount, t.id),
    index('cars_company_type_idx').on(t.companyId, t.type, t.id),
    index('cars_company_origin_idx').on(t.companyId, t.origin, t.id),
    index('cars_company_engine_type_idx').on(t.companyId, t.engineType, t.id),
    check('cars_status_check', oneOf(t.status, CAR_STATUSES)),
    check('cars_type_check', oneOf(t.type, CAR_TYPES)),
    check('cars_engine_type_check', oneOf(t.engineType, ENGINE_TYPES)),
    check('cars_origin_check', oneOf(t.origin, CAR_ORIGINS)),
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
    id: id(),
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
    companyKey('saved_views_company_id_id_key', t),
    unique('saved_views_owner_name_key').on(t.companyId, t.userId, t.resource, t.name),
    companyRef('saved_views_user_fk', t, t.userId, users).onDelete('cascade'),
    index('saved_views_company_resource_idx').on(t.companyId, t.resource),
  ],
);

/**
 * Account cards (docs/domain/deals.md#parties). `search_text` holds the normalised name, phone and national id
 * (trigram-indexed) so the Arabic-aware keyword search stays fast.
 */
export const persons = pgTable(
  'persons',
  {
    id: id(),
    companyId: companyIdColumn(),
    fullName: text('full_name').notNull(),
    /** Stored normalised ('07XXXXXXXXX'). */
    phone: text('phone'),
    nationalId: text('national_id'),
    address: text('address'),
    notes: text('notes'),
    searchText: text('search_text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: integer('created_by'),
  },
  (t) => [
    companyKey('persons_company_id_id_key', t),
    unique('persons_company_national_id_key').on(t.companyId, t.nationalId),
    companyRef('persons_created_by_fk', t, t.createdBy, users),
    index('persons_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('persons_company_name_idx').on(t.companyId, t.fullName, t.id),
    // The list's sort by date added (migration 0018).
    index('persons_company_created_at_idx').on(t.companyId, t.createdAt, t.id),
  ],
);

/**
 * Print templates (docs/domain/templates.md). System templates have no company (`system`, written by migration
 * 0004: ids 1 to 4); company templates' ids start at 1000. `fields` holds the saved layout items.
 */
export const templates = pgTable(
  'templates',
  {
    id: id(),
    companyId: integer('company_id').references(() => companies.id),
    kind: text('kind', { enum: TEMPLATE_KINDS }).notNull(),
    system: boolean('system').notNull().default(false),
    /**
     * The company's default of its kind: what a new deal preselects and a receipt prints with. Set only in
     * the designer (PUT /templates/{id}/default); a new template is never it. None: the system one.
     */
    isDefault: boolean('is_default').notNull().default(false),
    name: text('name').notNull(),
    imageKey: text('image_key'),
    fields: jsonb('fields').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: integer('updated_by'),
  },
  (t) => [
    companyKey('templates_company_id_id_key', t),
    // A company template's author belongs to it; system ones (no company) are edited by the super admin.
    companyRef('templates_updated_by_fk', t, t.updatedBy, users),
    check('templates_kind_check', oneOf(t.kind, TEMPLATE_KINDS)),
    check('templates_system_check', sql`${t.system} = (${t.companyId} is null)`),
    // A system template is the default by absence of a company one, never by a flag.
    check('templates_default_not_system_check', sql`not (${t.isDefault} and ${t.system})`),
    // One default per company and kind.
    uniqueIndex('templates_one_default_per_kind_key').on(t.companyId, t.kind).where(sql`${t.isDefault}`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded images (template images and backgrounds), kept in the database so every process serves them
 * (docs/domain/templates.md#uploaded-files). The key is a random UUID; the bytes are read through a short-lived signed URL.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    companyId: companyIdColumn(),
    key: text('key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
    createdBy: integer('created_by'),
  },
  (t) => [
    companyKey('files_company_id_id_key', t),
    unique('files_company_key_key').on(t.companyId, t.key),
    // The signed URL names the key only.
    index('files_key_idx').on(t.key),
    companyRef('files_created_by_fk', t, t.createdBy, users),
    check('files_size_check', sql`${t.size} > 0`),
  ],
);

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

const money = (name: string) => bigint(name, { mode: 'number' });

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
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    companyKey('deals_company_id_id_key', t),
    unique('deals_company_kind_number_key').on(t.companyId, t.kind, t.contractNumber),
    // One car has at most one non-cancelled deal.
    uniqueIndex('deals_one_open_deal_per_car_key')
      .on(t.companyId, t.carId)
      .where(sql`${t.status} <> 'CANCELLED'`),
    companyRef('deals_seller_fk', t, t.sellerId, persons),
    companyRef('deals_buyer_fk', t, t.buyerId, persons),
    companyRef('deals_guarantor_fk', t, t.guarantorId, persons),
    companyRef('deals_car_fk', t, t.carId, cars),
    companyRef('deals_branch_fk', t, t.branchId, branches),
    companyRef('deals_created_by_fk', t, t.createdBy, users),
    index('deals_company_kind_date_idx').on(t.companyId, t.kind, t.contractDate, t.id),
    // The lists' sort by price (migration 0018).
    index('deals_company_kind_price_idx').on(t.companyId, t.kind, t.price, t.id),
    // The instalments list by contract number (either kind), walked deal by deal (migration 0018).
    index('deals_company_number_idx').on(t.companyId, t.contractNumber, t.id),
    index('deals_company_buyer_idx').on(t.companyId, t.buyerId),
    index('deals_company_seller_idx').on(t.companyId, t.sellerId),
    index('deals_company_guarantor_idx').on(t.companyId, t.guarantorId),
    // Deleting a template looks for a deal using it.
    index('deals_template_idx').on(t.templateId),
    check('deals_kind_check', oneOf(t.kind, DEAL_KINDS)),
    check('deals_status_check', oneOf(t.status, DEAL_STATUSES)),
    check('deals_currency_check', oneOf(t.currency, CURRENCIES)),
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
      sql`${t.downPayment} >= 0 and ${t.downPayment} <= ${t.totalAmount} and ${t.paidAmount} >= 0 and ${t.discountAmount} >= 0 and ${t.remainingAmount} >= 0 and ${t.paidAmount} + ${t.discountAmount} + ${t.remainingAmount} = ${t.totalAmount}`,
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
  },
  (t) => [
    companyKey('installments_company_id_id_key', t),
    unique('installments_plan_sequence_key').on(t.planId, t.sequence),
    companyRef('installments_plan_fk', t, t.planId, paymentPlans),
    // Overdue and due-date filters: unpaid instalments by due date.
    index('installments_company_due_idx').on(t.companyId, t.dueDate).where(sql`${t.status} <> 'PAID'`),
    index('installments_company_due_all_idx').on(t.companyId, t.dueDate, t.id),
    // The instalments list by amount (migration 0018).
    index('installments_company_amount_idx').on(t.companyId, t.amount, t.id),
    check('installments_status_check', oneOf(t.status, INSTALLMENT_STATUSES)),
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
     * PAYMENT (money received) or DISCOUNT (a settlement discount: reduces what remains, never money
     * received). A reversal entry carries the kind of the entry it reverses.
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
    // The ledger's sort by amount (migration 0018).
    index('payments_company_amount_idx').on(t.companyId, t.amount, t.id),
    check('payments_amount_check', sql`${t.amount} > 0 and ${t.remainingAfter} >= 0`),
    check('payments_method_check', oneOf(t.method, PAYMENT_METHODS)),
    check('payments_currency_check', oneOf(t.currency, CURRENCIES)),
    // A reason on reversal entries and discounts, on nothing else.
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
  ],
);

const NOTIFICATION_KINDS = [
  'INSTALLMENT_DUE_SOON',
  'INSTALLMENT_OVERDUE',
  'OVERDUE_DIGEST',
  'CONTRACT_CREATED',
  'PAYMENT_RECORDED',
  'PLAN_PAID',
  'CLEARANCE_ISSUED',
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
