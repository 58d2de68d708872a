import type { Branch, BranchStatus } from '@cc/contracts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { branches } from '../../db/schema';

const columns = {
  id: branches.id,
  name: branches.name,
  address: branches.address,
  phone: branches.phone,
  status: branches.status,
};

export function listBranches(db: Executor, companyId: number): Promise<Branch[]> {
  return db.select(columns).from(branches).where(eq(branches.companyId, companyId)).orderBy(asc(branches.id));
}

/** The company's branch, locked for a change; null when it is not the company's (or does not exist). */
export async function findBranchForUpdate(
  db: Executor,
  companyId: number,
  branchId: number,
): Promise<Branch | null> {
  const [row] = await db
    .select(columns)
    .from(branches)
    .where(and(eq(branches.companyId, companyId), eq(branches.id, branchId)))
    .for('update');
  return row ?? null;
}

/** Whether the company has a branch of that name (case-insensitive), other than `exceptId`. */
export async function nameTaken(
  db: Executor,
  companyId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(
      and(
        eq(branches.companyId, companyId),
        sql`lower(${branches.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(branches.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertBranch(
  db: Executor,
  values: { companyId: number; name: string; address: string | null; phone: string | null },
): Promise<Branch> {
  const [row] = await db.insert(branches).values(values).returning(columns);
  return row!;
}

export async function updateBranch(
  db: Executor,
  companyId: number,
  branchId: number,
  values: { name: string; address: string | null; phone: string | null } | { status: BranchStatus },
): Promise<Branch> {
  const [row] = await db
    .update(branches)
    .set(values)
    .where(and(eq(branches.companyId, companyId), eq(branches.id, branchId)))
    .returning(columns);
  return row!;
}
