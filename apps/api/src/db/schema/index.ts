// The database's tables, one file per area (columns.ts: the helpers every table uses); drizzle-kit reads
// this index (drizzle.config.ts), so nothing here may import a workspace package.
//
// Isolation rule (docs/domain/company-isolation.md): every company table carries company_id, its unique
// constraints include it, it has UNIQUE (company_id, id) so others can point at it, and references between
// company tables are composite foreign keys (company_id, x_id).

export { permissions, rolePermissions, roles, userRoles } from './access';
export { carPhotos, personDocuments } from './attachments';
export { carExpenses, carPurchases } from './car-costs';
export { cars } from './cars';
export { cashClosings, cashHandovers } from './cash';
export { clearances } from './clearances';
export { collectionContacts, dealCollection, reminderTemplates } from './collections';
export {
  AUDIT_INDEXED_ADMIN_ACTIONS,
  auditLog,
  branches,
  companies,
  companyExchangeRates,
  companyStatusChanges,
  users,
} from './companies';
export { dealCounters, deals, installments, paymentPlans } from './deals';
export { notifications, pushOutbox } from './notifications';
export { idempotencyKeys, payments, planCharges } from './payments';
export { persons } from './persons';
export { loginAttempts, refreshTokens, signIns } from './sessions';
export { files, templates } from './templates';
export { savedViews } from './views';
