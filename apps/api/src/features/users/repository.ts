import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { signIns, users } from '../../db/schema';

/** A staff user of the company, locked; null for another company's user, the company account or none. */
export async function findStaffForUpdate(db: Executor, companyId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId), eq(users.kind, 'USER')))
    .for('update');
  return row ?? null;
}

export async function setStatus(
  db: Executor,
  userId: number,
  status: 'ACTIVE' | 'INACTIVE',
  bumpTokenVersion: boolean,
) {
  await db
    .update(users)
    .set({
      status,
      updatedAt: new Date(),
      ...(bumpTokenVersion ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
    })
    .where(eq(users.id, userId));
}

/** Revokes every open sign-in of a user and unbinds their push tokens. */
export async function revokeAllSignIns(db: Executor, userId: number, reason: string) {
  await db
    .update(signIns)
    .set({ revokedAt: new Date(), revokeReason: reason, fcmToken: null })
    .where(and(eq(signIns.userId, userId), isNull(signIns.revokedAt)));
}
