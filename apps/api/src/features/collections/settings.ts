import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies } from '../../db/schema';

// The company's settings of collecting (GET/PUT /collections/settings): the aging bands.

/** The upper ends of the company's aging bands, ascending. */
export async function agingLimitsOf(db: Executor, companyId: number): Promise<number[]> {
  const [row] = await db
    .select({ bands: companies.agingBands })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.bands ?? [];
}

export async function saveAgingLimits(tx: Executor, companyId: number, limits: readonly number[]) {
  await tx
    .update(companies)
    .set({ agingBands: [...limits] })
    .where(eq(companies.id, companyId));
}
