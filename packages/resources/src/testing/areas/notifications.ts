import { endpoints, SERVER_MESSAGES as MSG } from '@cc/contracts';
import type { FakeDb } from '../db';
import { notFound, route } from '../fake-api';
import { pageOf } from '../list';

/**
 * The caller's notifications as the server answers them (apps/api/src/features/notifications): unread
 * first, newest first; `unread=true` keeps the unread; marking one that is not there answers 404. Push
 * is not configured in the fake.
 */
export function notificationRoutes(db: FakeDb) {
  const ordered = () => [...db.notifications].sort((a, b) => Number(a.read) - Number(b.read) || b.id - a.id);
  return [
    route(endpoints.notifications.list, ({ query }) =>
      pageOf(
        ordered().filter((n) => !query.unread || !n.read),
        query,
      ),
    ),
    route(endpoints.notifications.unreadCount, () => ({
      data: { count: db.notifications.filter((n) => !n.read).length },
    })),
    route(endpoints.notifications.read, ({ params }) => {
      const found = db.notifications.find((n) => n.id === params.id);
      if (!found) throw notFound(MSG.notificationNotFound);
      found.read = true;
      return undefined;
    }),
    route(endpoints.notifications.readAll, () => {
      const unread = db.notifications.filter((n) => !n.read);
      for (const n of unread) n.read = true;
      return { data: { updated: unread.length } };
    }),
    route(endpoints.push.config, () => ({ data: null })),
  ];
}
