import type { PermissionName } from '@cc/contracts';
import { count, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords';
import type { Db, Tx } from './client';
import { branches, companies, permissions, rolePermissions, roles, userRoles, users } from './schema';
import { seedCars } from './seed-cars';
import { seedPersonsAndDeals } from './seed-deals';

export const DEMO_PASSWORD = 'Demo@12345';

export const DEMO_LOGINS = [
  { username: 'superadmin', who: 'super administrator' },
  { username: 'company', who: 'company account of «معرض الأمانة للسيارات»' },
  { username: 'sales', who: 'staff, role «مندوب مبيعات»' },
  { username: 'accountant', who: 'staff, role «محاسب»' },
] as const;

/** What a seed step may use: the transaction and what earlier steps created. Later issues add steps. */
export interface SeedContext {
  tx: Tx;
  passwordHash: string;
  companyId: number;
  companyUserId: number;
  branchIds: { baghdad: number; basra: number };
  userIds: Record<string, number>;
  /** The moment the demo is seeded at: its dates count back from that day in the company's time zone. */
  now: Date;
}

type SeedStep = (ctx: SeedContext) => Promise<void>;

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
const staffStep: SeedStep = async (ctx) => {
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

/** Steps run in order after the company, its account and branches exist (later: cars, persons, deals). */
export const SEED_STEPS: SeedStep[] = [staffStep, seedCars, seedPersonsAndDeals];

// Any fixed number: serialises seeding when several processes start on one empty PostgreSQL.
const SEED_LOCK_ID = 7_300_115;

/**
 * Fills an EMPTY database (no users) with the demo company. Returns false and touches nothing when any
 * user exists, so demo data never lands in a database that holds data. `now` (default: the clock) is the
 * day the demo's dates count back from.
 */
export async function seedDemo(db: Db, now: Date = new Date()): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await tx.select({ n: count() }).from(users);
    if ((existing?.n ?? 0) > 0) return false;

    await tx.insert(users).values({
      kind: 'SUPER_ADMIN',
      username: 'superadmin',
      fullName: 'مدير المنصة',
      passwordHash,
    });
    const [company] = await tx
      .insert(companies)
      .values({ name: 'معرض الأمانة للسيارات', phone: '07700000000', address: 'بغداد - شارع فلسطين' })
      .returning({ id: companies.id });
    const companyId = company!.id;
    const [baghdad, basra] = await tx
      .insert(branches)
      .values([
        { companyId, name: 'الفرع الرئيسي - بغداد', address: 'بغداد - شارع فلسطين', phone: '07700000001' },
        { companyId, name: 'فرع البصرة', address: 'البصرة - العشار', phone: '07700000002' },
      ])
      .returning({ id: branches.id });
    const accountId = await insertUser(tx, {
      companyId,
      kind: 'COMPANY',
      username: 'company',
      fullName: 'معرض الأمانة للسيارات',
      phone: '07700000000',
      passwordHash,
    });
    const ctx: SeedContext = {
      tx,
      passwordHash,
      companyId,
      companyUserId: accountId,
      branchIds: { baghdad: baghdad!.id, basra: basra!.id },
      userIds: { company: accountId },
      now,
    };
    for (const step of SEED_STEPS) await step(ctx);
    return true;
  });
}
