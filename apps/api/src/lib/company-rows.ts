import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { branches, type persons, type roles } from '../db/schema';

/** The company-owned tables a request names rows of by id (a deal's parties, a user's roles). */
type CompanyTable = typeof persons | typeof roles | typeof branches;

/**
 * Which of `ids` are rows of the company in `table`: an id of another company's row, or of none, is left
 * out (the caller answers 404, as for a row that does not exist).
 *
 * @example
 * const found = await companyIdsIn(tx, persons, companyId, [buyerId, guarantorId]);
 */
export async function companyIdsIn(
  db: Executor,
  table: CompanyTable,
  companyId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.companyId, companyId), inArray(table.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/** Whether the branch is one of the company's (a new deal's, a user's, the dashboard's filter). */
export async function branchExists(db: Executor, companyId: number, branchId: number): Promise<boolean> {
  return (await companyIdsIn(db, branches, companyId, [branchId])).has(branchId);
}

/**
 * The branch's status if it is one of the company's, else null: a new deal or a user moved to a branch
 * needs an ACTIVE one (an inactive branch stays on the records already naming it).
 */
export async function branchStatus(
  db: Executor,
  companyId: number,
  branchId: number,
): Promise<'ACTIVE' | 'INACTIVE' | null> {
  const [row] = await db
    .select({ status: branches.status })
    .from(branches)
    .where(and(eq(branches.companyId, companyId), eq(branches.id, branchId)));
  return row?.status ?? null;
}
