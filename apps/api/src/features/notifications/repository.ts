import type { Notification, NotificationKind } from '@cc/contracts';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications, pushOutbox } from '../../db/schema';
import { rawRows } from '../../lib/raw-rows';

/** A notification to create for every recipient: `key` names the fact, once per recipient. */
export interface NotificationDraft {
  kind: NotificationKind;
  key: string;
  title: string;
  body: string;
  link: string | null;
  dealId: number | null;
}

/** What an insert created (rows that already existed are not in it). */
export interface CreatedNotification {
  id: number;
  companyId: number;
  userId: number;
}

const columns = {
  id: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  dealId: notifications.dealId,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

interface Row {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  dealId: number | null;
  readAt: Date | null;
  createdAt: Date;
}

export const toNotification = (row: Row): Notification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  dealId: row.dealId,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The company account and the active staff holding GET_NOTIFICATTIONS (spelt as the spec spells it), of
 * an active company.
 */
export async function recipientsOf(db: Executor, companyId: number): Promise<number[]> {
  const result = await rawRows<{ id: number }>(
    db,
    sql`
    select u.id from users u join companies c on c.id = u.company_id
    where u.company_id = ${companyId} and u.status = 'ACTIVE' and c.status = 'ACTIVE'
      and (u.kind = 'COMPANY' or exists (
        select 1 from user_roles ur
        join role_permissions rp on rp.role_id = ur.role_id
        join permissions p on p.id = rp.permission_id
        where ur.user_id = u.id and p.name = 'GET_NOTIFICATTIONS'))
    order by u.id`,
  );
  return result.map((r) => Number(r.id));
}

/**
 * Creates each draft for each recipient unless it exists (ON CONFLICT DO NOTHING on the unique key),
 * and, when `push` is set, its outbox row in the same transaction. Answers only what it created.
 */
export async function insertNotifications(
  db: Executor,
  companyId: number,
  userIds: readonly number[],
  drafts: readonly NotificationDraft[],
  push: boolean,
): Promise<CreatedNotification[]> {
  if (userIds.length === 0 || drafts.length === 0) return [];
  const values = drafts.flatMap((d) => userIds.map((userId) => ({ ...d, companyId, userId })));
  const created: CreatedNotification[] = [];
  // Bounded statements: a digest run over a large company stays under the parameter limit.
  for (let i = 0; i < values.length; i += 500) {
    const rows = await db
      .insert(notifications)
      .values(values.slice(i, i + 500))
      .onConflictDoNothing({ target: [notifications.companyId, notifications.userId, notifications.key] })
      .returning({ id: notifications.id, companyId: notifications.companyId, userId: notifications.userId });
    created.push(...rows);
  }
  if (push && created.length > 0) {
    await db
      .insert(pushOutbox)
      .values(created.map((n) => ({ companyId: n.companyId, notificationId: n.id })))
      .onConflictDoNothing();
  }
  return created;
}

/**
 * How many notifications the user has (`unread`: unread ones): one key of `notification_counts`, which
 * triggers keep at each commit (migration 0019; counting the rows took 3-7 ms on PostgreSQL and 8-26 ms
 * on PGlite at 10,000 notifications).
 */
const countOf = (userId: number, unread: boolean | undefined) =>
  sql<number>`coalesce((select ${sql.raw(unread ? 'unread' : 'total')} from notification_counts where user_id = ${userId}), 0)`.mapWith(
    Number,
  );

/**
 * Unread first, newest first: one index range (`notifications_user_unread_first_idx`: user, read_at is
 * null, id; migration 0019), read backwards, so a page reads its own rows and no more (it sorted every
 * notification of the user before: 10,323 of them, 22 ms on PostgreSQL). The total comes in the same
 * statement, from the counts; a page past the end asks for it alone. Exported (the queries, unrun) so
 * the query-plan test explains what runs.
 */
export function listQueries(
  db: Executor,
  userId: number,
  query: { page: number; size: number; unread?: boolean | undefined },
) {
  const where = and(
    eq(notifications.userId, userId),
    query.unread ? isNull(notifications.readAt) : undefined,
  );
  const total = countOf(userId, query.unread);
  const page = db
    .select({ ...columns, total })
    .from(notifications)
    .where(where)
    // Only unread ones: newest first is the same order, and the partial unread index's (without
    // statistics, as on PGlite, the planner took that index unordered and sorted every unread one).
    .orderBy(...(query.unread ? [] : [sql`${notifications.readAt} is null desc`]), desc(notifications.id))
    .limit(query.size)
    .offset(query.page * query.size);
  const counted = sql`select ${total} as n`;
  return { page, counted };
}

export async function listPage(
  db: Executor,
  userId: number,
  query: { page: number; size: number; unread?: boolean | undefined },
): Promise<{ rows: Notification[]; total: number }> {
  const { page, counted } = listQueries(db, userId, query);
  const rows = await page;
  if (rows.length > 0) return { rows: rows.map(toNotification), total: rows[0]!.total };
  if (query.page === 0) return { rows: [], total: 0 };
  const [found] = await rawRows<{ n: number | string }>(db, counted);
  return { rows: [], total: Number(found?.n ?? 0) };
}

export async function unreadCount(db: Executor, userId: number): Promise<number> {
  const [found] = await rawRows<{ n: number | string }>(db, sql`select ${countOf(userId, true)} as n`);
  return Number(found?.n ?? 0);
}

/** Marks one of the user's notifications read; false when the user has none of that id. */
export async function markRead(db: Executor, userId: number, id: number): Promise<boolean> {
  const found = await db
    .select({ id: notifications.id, readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)));
  if (found.length === 0) return false;
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
  return true;
}

export async function markAllRead(db: Executor, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** The user's notifications after an id, oldest first (what a stream sends on a wake-up or a resume). */
export async function after(
  db: Executor,
  userId: number,
  afterId: number,
  limit = 100,
): Promise<Notification[]> {
  const rows = await db
    .select(columns)
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.id, afterId)))
    .orderBy(notifications.id)
    .limit(limit);
  return rows.map(toNotification);
}

/** The id of the user's newest notification, 0 when none (a fresh stream starts after it). */
export async function lastId(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${notifications.id}), 0)` })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return Number(row?.id ?? 0);
}
