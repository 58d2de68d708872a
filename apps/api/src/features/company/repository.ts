import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies } from '../../db/schema';

const columns = {
  id: companies.id,
  name: companies.name,
  phone: companies.phone,
  address: companies.address,
  logo: companies.logo,
  timeZone: companies.timeZone,
  roundingStepIqd: companies.roundingStepIqd,
  roundingStepUsd: companies.roundingStepUsd,
  instalmentRemainder: companies.instalmentRemainder,
};

export type CompanyRow = { [K in keyof typeof columns]: (typeof companies.$inferSelect)[K] };

export async function findCompany(db: Executor, companyId: number, lock = false): Promise<CompanyRow | null> {
  const query = db.select(columns).from(companies).where(eq(companies.id, companyId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateCompany(
  db: Executor,
  companyId: number,
  values: Omit<CompanyRow, 'id' | 'logo' | 'instalmentRemainder'> & {
    logo?: string | null;
    instalmentRemainder?: CompanyRow['instalmentRemainder'];
  },
): Promise<CompanyRow> {
  const [row] = await db.update(companies).set(values).where(eq(companies.id, companyId)).returning(columns);
  return row!;
}
