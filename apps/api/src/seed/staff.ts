import type { PermissionName } from '@cc/contracts';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { permissions, rolePermissions, roles, userRoles, users } from '../db/schema';
import type { SeedContext, SeedStep } from './context';

/** The demo roles' permissions (docs/domain/permissions.md#demo-roles); tests compare logins with them. */
export const SALES_PERMISSIONS: PermissionName[] = [
  'PERSON_READ',
  'PERSON_CREATE',
  'PERSON_UPDATE',
  'PERSON_DELETE',
  'GET_CAR',
  'CREATE_CAR',
  'UPDATE_CAR',
  'GET_CONTRACT',
  'ADD_CONTRACT',
  'CREATE_PAYMENT_PLAN',
  'GET_PAYMENT_PLAN',
  'GET_DASHBOARD',
  'GET_NOTIFICATTIONS',
  'COLLECTIONS_READ',
  'COLLECTIONS_WORK',
];
export const ACCOUNTANT_PERMISSIONS: PermissionName[] = [
  'GET_CONTRACT',
  'GET_PAYMENT_PLAN',
  'UPDATE_PAYMENT_PLAN',
  'GET_INSTALLMENT',
  'UPDATE_INSTALLMENT',
  'GET_NOTIFICATTIONS',
];

/** Inserts a user and answers its id (the demo seed's users, and the tests' other company). */
export async function insertUser(tx: Tx, values: typeof users.$inferInsert): Promise<number> {
  const [row] = await tx.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

async function createRole(
  ctx: SeedContext,
  role: { displayName: string; displayNameAr: string; description: string },
  names: PermissionName[],
): Promise<number> {
  const [row] = await ctx.tx
    .insert(roles)
    .values({ companyId: ctx.companyId, ...role })
    .returning({ id: roles.id });
  const perms = await ctx.tx
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissions.name, names));
  await ctx.tx
    .insert(rolePermissions)
    .values(perms.map((p) => ({ companyId: ctx.companyId, roleId: row!.id, permissionId: p.id })));
  return row!.id;
}

async function createStaff(
  ctx: SeedContext,
  user: { username: string; fullName: string; phone: string; branchId: number },
  roleId: number,
) {
  const userId = await insertUser(ctx.tx, {
    ...user,
    companyId: ctx.companyId,
    kind: 'USER',
    passwordHash: ctx.passwordHash,
  });
  await ctx.tx.insert(userRoles).values({ companyId: ctx.companyId, userId, roleId });
  ctx.userIds[user.username] = userId;
}

/** Roles and staff of the demo company. */
export const seedStaff: SeedStep = async (ctx) => {
  const salesRole = await createRole(
    ctx,
    { displayName: 'Sales', displayNameAr: 'مندوب مبيعات', description: 'الحسابات والسيارات والعقود' },
    SALES_PERMISSIONS,
  );
  const accountantRole = await createRole(
    ctx,
    { displayName: 'Accountant', displayNameAr: 'محاسب', description: 'العقود وخطط الدفع والأقساط' },
    ACCOUNTANT_PERMISSIONS,
  );
  await createStaff(
    ctx,
    { username: 'sales', fullName: 'أحمد علي', phone: '07701234567', branchId: ctx.branchIds.baghdad },
    salesRole,
  );
  await createStaff(
    ctx,
    { username: 'accountant', fullName: 'سارة حسن', phone: '07801234567', branchId: ctx.branchIds.basra },
    accountantRole,
  );
};
