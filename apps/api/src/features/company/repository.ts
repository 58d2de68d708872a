import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, companyExchangeRates, users } from '../../db/schema';

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

/** A setting of the default exchange rate, with who set it (the rate as stored: numeric text). */
export interface ExchangeRateRow {
  id: number;
  rate: string;
  setAt: Date;
  setById: number;
  setByName: string;
}

/** The company's default rate settings, newest first (the first is the current one). */
export function listExchangeRates(
  db: Executor,
  companyId: number,
  limit: number,
): Promise<ExchangeRateRow[]> {
  const r = companyExchangeRates;
  return db
    .select({ id: r.id, rate: r.rate, setAt: r.setAt, setById: users.id, setByName: users.fullName })
    .from(r)
    .innerJoin(users, and(eq(users.companyId, r.companyId), eq(users.id, r.setBy)))
    .where(eq(r.companyId, companyId))
    .orderBy(desc(r.setAt), desc(r.id))
    .limit(limit);
}

export async function insertExchangeRate(
  db: Executor,
  values: { companyId: number; rate: string; setBy: number },
): Promise<void> {
  await db.insert(companyExchangeRates).values(values);
}
