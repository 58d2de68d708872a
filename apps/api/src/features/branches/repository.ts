import type { Branch } from '@cc/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { branches } from '../../db/schema';

const columns = { id: branches.id, name: branches.name, address: branches.address, phone: branches.phone };

export function listBranches(db: Executor, companyId: number): Promise<Branch[]> {
  return db.select(columns).from(branches).where(eq(branches.companyId, companyId)).orderBy(asc(branches.id));
}

/** Whether the company has a branch of that name (case-insensitive). */
export async function nameTaken(db: Executor, companyId: number, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.companyId, companyId), sql`lower(${branches.name}) = lower(${name})`))
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
