import type { Notification, NotificationKind } from '@cc/contracts';
import { and, asc, eq, exists, gt, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { prepareNamed } from '../../db/named-statements';
import {
  companies,
  notifications,
  permissions,
  pushOutbox,
  rolePermissions,
  userRoles,
  users,
} from '../../db/schema';
import { keptIn } from '../../lib/kept-in';
import {
  type ListSort,
  type ListSpec,
  type Page,
  type PageRequest,
  readPage,
  withinRange,
} from '../../lib/paging';
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

function recipientsQuery(db: Executor) {
  const holdsPermission = db
    .select({ one: sql`1` })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(userRoles.userId, users.id), eq(permissions.name, 'GET_NOTIFICATTIONS')));
  const query = db
    .select({ id: users.id })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(users.companyId, sql.placeholder('companyId')),
        eq(users.status, 'ACTIVE'),
        eq(companies.status, 'ACTIVE'),
        or(eq(users.kind, 'COMPANY'), exists(holdsPermission)),
      ),
    )
    .orderBy(asc(users.id));
  return prepareNamed(query, 'notification_recipients');
}

/**
 * Built once per database or transaction; a named statement, planned once per connection (every payment
 * and deal asks it; its planning took three times its execution).
 */
const preparedRecipients = new WeakMap<Executor, ReturnType<typeof recipientsQuery>>();

/**
 * The company account and the active staff holding GET_NOTIFICATTIONS (spelt as the spec spells it), of
 * an active company.
 */
export async function recipientsOf(db: Executor, companyId: number): Promise<number[]> {
  const rows = await keptIn(preparedRecipients, db, () => recipientsQuery(db)).execute({ companyId });
  return rows.map((r) => Number(r.id));
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

/** Whether a notification is unread: the flag the list's index holds after the user (migration 0019). */
const UNREAD = sql<boolean>`(${notifications.readAt} is null)`;

/** The query of the number of the user's notifications (`unread`: unread ones), from the counts. */
export const countQuery = (userId: number, unread: boolean | undefined) =>
  sql`select ${countOf(userId, unread)} as n`;

async function countedOf(db: Executor, userId: number, unread: boolean | undefined): Promise<number> {
  const [found] = await rawRows<{ n: number | string }>(db, countQuery(userId, unread));
  return Number(found?.n ?? 0);
}

/**
 * The user's notifications as lib/paging.ts reads them: unread first, newest first, one index range
 * (`notifications_user_unread_first_idx`: user, read_at is null, id; migration 0019) read backwards, so
 * a page reads its own rows and no more (it sorted every notification of the user before: 10,323 of
 * them, 22 ms on PostgreSQL). Only the unread ones: newest first, the partial unread index's order
 * (ordered by the flag too, PGlite's planner, without statistics, took that index unordered and sorted
 * every unread one). The total is exact, from the counts.
 */
export function notificationList(db: Executor, userId: number, unread: boolean | undefined): ListSpec<Row> {
  const where = and(eq(notifications.userId, userId), unread ? isNull(notifications.readAt) : undefined);
  const sort: ListSort = unread
    ? { key: 'id', column: notifications.id, direction: 'desc' }
    : { key: 'unreadFirst', column: UNREAD, direction: 'desc' };
  return {
    id: notifications.id,
    sort,
    rows: (range) => withinRange(db.select(columns).from(notifications).$dynamic(), where, range),
    matching: () => db.select({ id: notifications.id }).from(notifications).where(where).$dynamic(),
    // The flag as the cursor carries it: 1 unread, 0 read (NOTIFICATION_SORT_KEYS).
    keyOf: (row) => ({ value: unread ? row.id : row.readAt === null ? 1 : 0, id: row.id }),
    exactTotal: () => countedOf(db, userId, unread),
  };
}

/** A page of the user's notifications, its total and its neighbours' cursors. */
export async function listPage(
  db: Executor,
  userId: number,
  unread: boolean | undefined,
  request: PageRequest,
): Promise<Page<Notification>> {
  const page = await readPage(db, notificationList(db, userId, unread), request);
  return { ...page, rows: page.rows.map(toNotification) };
}

export const unreadCount = (db: Executor, userId: number): Promise<number> => countedOf(db, userId, true);

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
