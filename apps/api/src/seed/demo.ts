import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { branches, companies, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { seedCarCosts } from './car-costs';
import { seedCars } from './cars';
import { seedCollections } from './collections';
import type { SeedContext, SeedStep } from './context';
import { seedPersonsAndDeals } from './deals';
import { insertUser, seedStaff } from './staff';

export const DEMO_PASSWORD = 'Demo@12345';

export const DEMO_LOGINS = [
  { username: 'superadmin', who: 'super administrator' },
  { username: 'company', who: 'company account of «معرض الأمانة للسيارات»' },
  { username: 'sales', who: 'staff, role «مندوب مبيعات»' },
  { username: 'accountant', who: 'staff, role «محاسب»' },
] as const;

/** Steps run in order after the company, its account and branches exist. */
export const SEED_STEPS: SeedStep[] = [
  seedStaff,
  seedCars,
  seedPersonsAndDeals,
  seedCollections,
  seedCarCosts,
];

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
