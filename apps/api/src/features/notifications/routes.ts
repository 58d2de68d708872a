import { endpoints } from '@cc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOf } from '../../lib/endpoint-route';
import { notFound } from '../../lib/errors';
import { pageEnvelope } from '../../lib/paging';
import { MSG } from '../../messages';
import { contextOf } from '../../plugins/auth';
import * as repo from './repository';
import { serveStream } from './stream';

/** The caller's own notifications (docs/domain/notifications.md); GET_NOTIFICATTIONS, the company account passes. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = routesOf(app, { tags: ['notifications'] });
  const db = app.db;

  route(endpoints.notifications.list, async (request) => {
    const { unread, ...asked } = request.query;
    const page = await repo.listPage(db, contextOf(request).userId, unread, asked);
    return pageEnvelope(page, asked);
  });

  route(endpoints.notifications.unreadCount, async (request) => ({
    data: { count: await repo.unreadCount(db, contextOf(request).userId) },
  }));

  route(endpoints.notifications.read, async (request) => {
    if (!(await repo.markRead(db, contextOf(request).userId, request.params.id)))
      throw notFound(MSG.notificationNotFound);
  });

  route(endpoints.notifications.readAll, async (request) => ({
    data: { updated: await repo.markAllRead(db, contextOf(request).userId) },
  }));

  route(endpoints.notifications.stream, (request, reply) =>
    serveStream(db, app.notifier.bus, app.notificationStream, request, reply, contextOf(request)),
  );

  route(endpoints.push.config, async () => ({ data: app.config.pushWeb ?? null }));
};
