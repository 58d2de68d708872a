// The platform administration calls (super administrator only): companies, their status, platform
// figures and the admin audit trail (docs/domain/platform-admin.md).
import { z } from 'zod';
import {
  ADMIN_AUDIT_ACTIONS,
  ADMIN_AUDIT_SORT_KEYS,
  ADMIN_COMPANY_SORT_KEYS,
  COMPANY_STATUSES,
  DEFAULT_COMPANY_TIME_ZONE,
} from './admin-enums';
import {
  charCount,
  dataEnvelope,
  exportColumnsParam,
  listEnvelope,
  listQuerySchema,
  requiredText,
} from './common';
import { listCursorParam } from './list-cursor';
import { phoneSchema, timeZoneSchema, usernameSchema } from './staff';

export {
  ADMIN_AUDIT_ACTION_LABELS_AR,
  ADMIN_AUDIT_ACTIONS,
  ADMIN_AUDIT_SORT_KEYS,
  ADMIN_COMPANY_COLUMN_TITLES_AR,
  ADMIN_COMPANY_SORT_KEYS,
  type AdminAuditAction,
  type AdminCompanySortKey,
  COMPANY_STATUS_LABELS_AR,
  COMPANY_STATUSES,
  type CompanyStatus,
  DEFAULT_COMPANY_TIME_ZONE,
} from './admin-enums';

/** One row of GET /admin/companies. */
export const adminCompanyRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The company account's username (null only if the company has no account, which onboarding never leaves). */
  username: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(COMPANY_STATUSES),
  /** ISO date-time. */
  createdAt: z.string(),
  usersCount: z.number().int().min(0),
  carsCount: z.number().int().min(0),
  /** Contracts and authorizations, cancelled ones included. */
  dealsCount: z.number().int().min(0),
  /** The newest audit entry of the company (ISO date-time), null when it has none. */
  lastActivityAt: z.string().nullable(),
});
export type AdminCompanyRow = z.infer<typeof adminCompanyRowSchema>;

const companyCursor = () =>
  listCursorParam(ADMIN_COMPANY_SORT_KEYS, ['id', 'usersCount', 'carsCount', 'dealsCount'], {
    timestamps: ['createdAt', 'lastActivityAt'],
  });

/**
 * Query of GET /admin/companies: page, size, keyword (name, username, phone; Arabic-aware as the cars
 * list: hamza forms, taa marbuta, Arabic-Indic digits), status, sort (default: newest first), and the
 * cursor of a page stepped to (`after` / `before`).
 */
export const adminCompanyListQuerySchema = listQuerySchema.extend({
  sortBy: z.enum(ADMIN_COMPANY_SORT_KEYS, { error: 'حقل الترتيب غير معروف' }).optional(),
  status: z.enum(COMPANY_STATUSES, { error: 'حالة الشركة غير معروفة' }).optional(),
  after: companyCursor(),
  before: companyCursor(),
});
export type AdminCompanyListQuery = z.infer<typeof adminCompanyListQuerySchema>;

/** Query of GET /admin/companies/export: the list's filters and sort plus `columns=key1,key2`. */
export const adminCompanyExportQuerySchema = adminCompanyListQuerySchema
  .omit({ page: true, size: true, after: true, before: true })
  .extend({
    columns: exportColumnsParam(ADMIN_COMPANY_SORT_KEYS),
  });
export type AdminCompanyExportQuery = z.infer<typeof adminCompanyExportQuerySchema>;

/** One change of a company's status, newest first in the detail. */
export const companyStatusChangeSchema = z.object({
  status: z.enum(COMPANY_STATUSES),
  reason: z.string(),
  /** ISO date-time. */
  at: z.string(),
  /** The super administrator who changed it (null if that account is gone). */
  byUsername: z.string().nullable(),
});
export type CompanyStatusChange = z.infer<typeof companyStatusChangeSchema>;

/** GET /admin/companies/{id}: the row plus address, time zone, branches and the status history. */
export const adminCompanySchema = adminCompanyRowSchema.extend({
  address: z.string().nullable(),
  timeZone: z.string(),
  branchesCount: z.number().int().min(0),
  /** Whether the company account still signs in with a temporary password. */
  mustChangePassword: z.boolean(),
  statusHistory: z.array(companyStatusChangeSchema),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;

const addressSchema = z
  .string()
  .trim()
  .max(300, `العنوان يجب ألا يزيد عن ${charCount(300)}`)
  .nullable()
  .optional();

/** Body of PUT /admin/companies/{id}: the details the administrator edits. */
export const adminCompanyUpdateSchema = z.object({
  name: requiredText(150, 'اسم الشركة'),
  phone: phoneSchema,
  address: addressSchema,
});
export type AdminCompanyUpdate = z.input<typeof adminCompanyUpdateSchema>;

/**
 * Body of POST /admin/companies: the company, its account's username (unique platform-wide: a taken one
 * is a 409 with a field error on `username`), its time zone and its first branch. The server generates
 * the account's temporary password.
 */
export const adminCompanyCreateSchema = adminCompanyUpdateSchema.extend({
  username: usernameSchema,
  timeZone: timeZoneSchema.default(DEFAULT_COMPANY_TIME_ZONE),
  branchName: requiredText(100, 'اسم الفرع الأول'),
});
export type AdminCompanyCreate = z.input<typeof adminCompanyCreateSchema>;

/** A temporary password, answered once: the account must change it at its next sign-in. */
export const temporaryPasswordSchema = z.object({ temporaryPassword: z.string() });
export type TemporaryPassword = z.infer<typeof temporaryPasswordSchema>;

/** Answer of POST /admin/companies (201): the company and its account's temporary password (shown once). */
export const adminCompanyCreatedSchema = z.object({
  company: adminCompanySchema,
  temporaryPassword: z.string(),
});
export type AdminCompanyCreated = z.infer<typeof adminCompanyCreatedSchema>;

/** Body of PUT /admin/companies/{id}/status: suspend or reactivate, always with a reason. */
export const adminCompanyStatusBodySchema = z.object({
  status: z.enum(COMPANY_STATUSES, { error: 'حالة الشركة غير معروفة' }),
  reason: requiredText(500, 'السبب'),
});
export type AdminCompanyStatusBody = z.input<typeof adminCompanyStatusBodySchema>;

export const adminCompanyResponseSchema = dataEnvelope(adminCompanySchema);
export const adminCompanyListResponseSchema = listEnvelope(adminCompanyRowSchema);
export const adminCompanyCreatedResponseSchema = dataEnvelope(adminCompanyCreatedSchema);
export const temporaryPasswordResponseSchema = dataEnvelope(temporaryPasswordSchema);

/** A sum of money in one currency, in minor units (IQD and USD are never added together). */
export const currencyTotalSchema = z.object({
  currency: z.enum(['IQD', 'USD']),
  /** Minor units: IQD has none (1000 = 1000 IQD), USD cents (100 = $1). */
  amountMinor: z.number().int(),
  count: z.number().int().min(0),
});
export type CurrencyTotal = z.infer<typeof currencyTotalSchema>;

/** GET /admin/stats (super administrator only): platform figures. */
export const adminStatsSchema = z.object({
  /** Every company, active and suspended. */
  companies: z.number().int().min(0),
  activeCompanies: z.number().int().min(0),
  suspendedCompanies: z.number().int().min(0),
  /** Every company user (company accounts and staff; the super administrator not counted). */
  users: z.number().int().min(0),
  cars: z.number().int().min(0),
  /** Contracts and authorizations not cancelled. */
  deals: z.number().int().min(0),
  /**
   * Payments received this calendar month (UTC), net of reversals, per currency: always both IQD and
   * USD, in that order (0 when none).
   */
  paymentsThisMonth: z.array(currencyTotalSchema),
  /** New companies per calendar month (UTC), the last 12 months oldest first, this month last ('2026-11'). */
  newCompaniesPerMonth: z.array(z.object({ month: z.string(), count: z.number().int().min(0) })),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
export const adminStatsResponseSchema = dataEnvelope(adminStatsSchema);

/** One entry of GET /admin/audit, newest first. */
export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO date-time. */
  at: z.string(),
  action: z.enum(ADMIN_AUDIT_ACTIONS),
  /** The super administrator who acted (null if that account is gone). */
  actorUsername: z.string().nullable(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  /** What changed: before/after values, the reason of a status change. Never a password. */
  changes: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

const auditCursor = () => listCursorParam(ADMIN_AUDIT_SORT_KEYS, [], { timestamps: ADMIN_AUDIT_SORT_KEYS });

/** Query of GET /admin/audit: page, size, one company, one action, the cursor of a page stepped to. */
export const adminAuditQuerySchema = listQuerySchema.omit({ keyword: true, sortDirection: true }).extend({
  companyId: z.coerce.number().int().positive().optional(),
  action: z.enum(ADMIN_AUDIT_ACTIONS, { error: 'الإجراء غير معروف' }).optional(),
  after: auditCursor(),
  before: auditCursor(),
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;
export const adminAuditResponseSchema = listEnvelope(adminAuditEntrySchema);
