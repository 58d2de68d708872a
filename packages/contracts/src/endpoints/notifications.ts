// The caller's notifications (with their live stream) and the web-push configuration.
import { endpoint, from, MEMBER, PUBLIC, permission } from './define';

export const notifications = {
  list: endpoint({
    method: 'GET',
    path: '/notifications',
    access: permission('GET_NOTIFICATTIONS'),
    schemas: from((s) => ({
      query: s.notificationListQuerySchema,
      response: s.notificationListResponseSchema,
    })),
    resource: 'notifications',
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/notifications/unread-count',
    access: permission('GET_NOTIFICATTIONS'),
    schemas: from((s) => ({ response: s.unreadCountResponseSchema })),
    resource: 'notifications',
  }),
  read: endpoint({
    method: 'POST',
    path: '/notifications/:id/read',
    access: permission('GET_NOTIFICATTIONS'),
    schemas: from((s) => ({ params: s.idParamSchema, response: s.noContent })),
    status: 204,
    resource: 'notifications',
  }),
  readAll: endpoint({
    method: 'POST',
    path: '/notifications/read-all',
    access: permission('GET_NOTIFICATTIONS'),
    schemas: from((s) => ({ response: s.readAllResponseSchema })),
    resource: 'notifications',
  }),
  /**
   * Server-sent events (fetch with the bearer header); `Last-Event-ID` resumes after that id. Open to
   * every staff member: it also tells that the caller's permissions changed (`event: permissions`);
   * notifications are sent only to a caller holding GET_NOTIFICATTIONS.
   */
  stream: endpoint({
    method: 'GET',
    path: '/notifications/stream',
    access: MEMBER,
    schemas: from((s) => ({ response: s.eventStream })),
    resource: 'notifications',
  }),
} as const;

export const push = {
  config: endpoint({
    method: 'GET',
    path: '/push/config',
    access: PUBLIC,
    schemas: from((s) => ({ response: s.pushConfigResponseSchema })),
    resource: 'push',
  }),
} as const;
