import { index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { companyKey, companyRef, createdAt, id } from './columns';
import { companyIdColumn, users } from './companies';

// Roles and permissions (docs/domain/permissions.md).

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

/** The permissions (the spec's 20, the collections three): platform-wide reference data, filled idempotently at start. */
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
