import { useCan } from '@cc/auth';
import { endpoints } from '@cc/contracts';
import { useResource } from '@cc/resources';
import { IconBell } from '@cc/ui-rtl';
import { Link } from 'react-router';
import { NOTIFICATIONS_MESSAGES as M } from './messages';

/**
 * The bell of the top bar: the unread count (GET /notifications/unread-count, refreshed by
 * {@link NotificationsLive}) and a link to /notifications. Hidden without GET_NOTIFICATTIONS.
 *
 * @example
 * <NotificationBell />
 */
export function NotificationBell() {
  const allowed = useCan('GET_NOTIFICATTIONS');
  const count = useResource(endpoints.notifications.unreadCount, undefined, { enabled: allowed });
  if (!allowed) return null;
  const n = count.data?.data.count ?? 0;
  return (
    <Link to="/notifications" className="cc-bell" aria-label={M.bell(n)} data-testid="notification-bell">
      <IconBell aria-hidden="true" />
      {n > 0 ? (
        <span className="cc-bell__count" data-testid="notification-count">
          <bdi>{n > 99 ? '99+' : n}</bdi>
        </span>
      ) : null}
    </Link>
  );
}
