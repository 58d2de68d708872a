import type { ViewStateDto } from '@cc/contracts';
import { and, asc, count, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { savedViews, users } from '../../db/schema';

const viewColumns = {
  id: savedViews.id,
  userId: savedViews.userId,
  name: savedViews.name,
  shared: savedViews.shared,
  state: savedViews.state,
};

/**
 * The caller's own views of a list and those shared with the company, shared ones first: read whole (a
 * menu, no pages), as each user keeps at most MAX_VIEWS_PER_LIST of a list (see `ownCount`).
 */
export async function listVisible(db: Executor, companyId: number, userId: number, resource: string) {
  return db
    .select(viewColumns)
    .from(savedViews)
    .where(
      and(
        eq(savedViews.companyId, companyId),
        eq(savedViews.resource, resource),
        or(eq(savedViews.userId, userId), eq(savedViews.shared, true)),
      ),
    )
    .orderBy(desc(savedViews.shared), asc(savedViews.name), asc(savedViews.id));
}

/**
 * How many views of the list the user keeps under another name than `name`, the user's row locked
 * first: two saves of one user count one after the other.
 */
export async function ownCount(
  db: Executor,
  companyId: number,
  userId: number,
  resource: string,
  name: string,
): Promise<number> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await db
    .select({ n: count() })
    .from(savedViews)
    .where(
      and(
        eq(savedViews.companyId, companyId),
        eq(savedViews.userId, userId),
        eq(savedViews.resource, resource),
        ne(savedViews.name, name),
      ),
    );
  return row?.n ?? 0;
}

/** Saves a view; the same owner, list and name replaces the earlier one (as the browser's adapter does). */
export async function upsert(
  db: Executor,
  view: {
    companyId: number;
    userId: number;
    resource: string;
    name: string;
    state: ViewStateDto;
    shared: boolean;
  },
) {
  const [row] = await db
    .insert(savedViews)
    .values(view)
    .onConflictDoUpdate({
      target: [savedViews.companyId, savedViews.userId, savedViews.resource, savedViews.name],
      set: { state: sql`excluded.state`, shared: sql`excluded.shared` },
    })
    .returning(viewColumns);
  return row!;
}

/** Deletes one of the caller's own views; false when it is not theirs (or does not exist). */
export async function removeOwn(db: Executor, companyId: number, userId: number, id: number) {
  const rows = await db
    .delete(savedViews)
    .where(and(eq(savedViews.companyId, companyId), eq(savedViews.userId, userId), eq(savedViews.id, id)))
    .returning({ id: savedViews.id, name: savedViews.name, resource: savedViews.resource });
  return rows[0] ?? null;
}
