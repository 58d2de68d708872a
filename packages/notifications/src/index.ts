/**
 * @cc/notifications: the notifications page, the bell of the top bar and the live feed (one server-sent
 * event stream shared by the browser's tabs; docs/domain/notifications.md). The app mounts
 * {@link notificationsFeature}, and {@link NotificationBell} and {@link NotificationsLive} in its main
 * layout; import the stylesheet once: `import '@cc/notifications/styles.css'`.
 */
export { notificationsFeature } from './feature';
export { LazyNotificationsLive as NotificationsLive } from './lazy-live';
export { type LiveFeedOptions, runStream, startSharedFeed } from './live-feed';
export { NOTIFICATIONS_MESSAGES } from './messages';
export { NotificationBell } from './notification-bell';
export type { NotificationsLiveProps } from './notifications-live';
export { readEventStream, type StreamEvent } from './sse';
