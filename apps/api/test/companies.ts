import { eq } from 'drizzle-orm';
import { branches, companies, permissions, rolePermissions, roles, userRoles } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { insertUser } from '../src/seed/staff';
import type { TestApp } from './helper';

export interface OtherCompany {
  companyId: number;
  /** The company account's user id (its companyUserId). */
  accountId: number;
  accountUsername: string;
  staffId: number;
  staffUsername: string;
  roleId: number;
  branchId: number;
}

let made = 0;

/**
 * A second company written straight into the test database: its account, a branch, a role and a staff
 * user holding it (all signing in with the demo password), to check that nothing crosses companies.
 */
export async function createOtherCompany(t: TestApp, prefix = `other${++made}`): Promise<OtherCompany> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return t.db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ name: `شركة ${prefix}` })
      .returning({ id: companies.id });
    const companyId = company!.id;
    const [branch] = await tx
      .insert(branches)
      .values({ companyId, name: 'فرع أربيل' })
      .returning({ id: branches.id });
    const accountId = await insertUser(tx, {
      companyId,
      kind: 'COMPANY',
      username: `${prefix}-company`,
      fullName: `شركة ${prefix}`,
      passwordHash,
    });
    const [role] = await tx
      .insert(roles)
      .values({ companyId, displayName: 'Sales', displayNameAr: 'مندوب مبيعات' })
      .returning({ id: roles.id });
    const staffId = await insertUser(tx, {
      companyId,
      kind: 'USER',
      username: `${prefix}-staff`,
      fullName: 'موظف شركة أخرى',
      passwordHash,
      branchId: branch!.id,
    });
    await tx.insert(userRoles).values({ companyId, userId: staffId, roleId: role!.id });
    return {
      companyId,
      accountId,
      accountUsername: `${prefix}-company`,
      staffId,
      staffUsername: `${prefix}-staff`,
      roleId: role!.id,
      branchId: branch!.id,
    };
  });
}

/**
 * Grants a company's role one more permission, by name, straight in the database (no version bump: the
 * caller bumps it where a signed-in user's cached permissions must change).
 *
 * @example
 * await grantPermission(t, other, 'ADD_CONTRACT');
 */
export async function grantPermission(
  t: TestApp,
  role: { companyId: number; roleId: number },
  name: string,
): Promise<void> {
  const [perm] = await t.db.select().from(permissions).where(eq(permissions.name, name));
  await t.db
    .insert(rolePermissions)
    .values({ companyId: role.companyId, roleId: role.roleId, permissionId: perm!.id });
}
