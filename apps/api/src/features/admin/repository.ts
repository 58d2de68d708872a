import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, users } from '../../db/schema';

export async function platformCounts(db: Executor) {
  const [[all], [active], [people]] = await Promise.all([
    db.select({ n: count() }).from(companies),
    db.select({ n: count() }).from(companies).where(eq(companies.status, 'ACTIVE')),
    db.select({ n: count() }).from(users),
  ]);
  return { companies: all?.n ?? 0, activeCompanies: active?.n ?? 0, users: people?.n ?? 0 };
}
