import { endpoints, type Notification } from '@cc/contracts';
import { DataTable } from '@cc/data-table';
import { useResourceMutation } from '@cc/resources';
import { A4Page, Button, PageHeader, toast } from '@cc/ui-rtl';
import { Link } from 'react-router';
import { NOTIFICATIONS_MESSAGES as M } from './messages';
import { NOTIFICATION_COLUMNS } from './notification-columns';

function RowActions({ notification }: { notification: Notification }) {
  const markRead = useResourceMutation(endpoints.notifications.read);
  return (
    <div className="cc-notification-actions">
      {notification.link ? (
        <Link
          className="cc-notification-link"
          to={notification.link}
          aria-label={M.openDealOf(notification.title)}
          onClick={() => {
            if (!notification.read) markRead.mutate({ params: { id: notification.id } });
          }}
        >
          {M.openDeal}
        </Link>
      ) : null}
      {notification.read ? null : (
        <Button
          type="button"
          size="sm"
          variant="ghost"
          aria-label={M.markReadOf(notification.title)}
          disabled={markRead.isPending}
          onClick={() => markRead.mutate({ params: { id: notification.id } })}
        >
          {M.markRead}
        </Button>
      )}
    </div>
  );
}

/**
 * /notifications: the caller's notifications on the generic table, unread first (the server's order),
 * with a filter for the unread; each row opens its deal and can be marked read; one button marks all.
 * The list refreshes by itself when a new one arrives (NotificationsLive invalidates it).
 */
export default function NotificationsPage() {
  const readAll = useResourceMutation(endpoints.notifications.readAll);
  return (
    <A4Page>
      <div className="cc-notifications">
        <PageHeader
          title={M.title}
          actions={
            <Button
              type="button"
              variant="secondary"
              disabled={readAll.isPending}
              onClick={() => readAll.mutate({}, { onSuccess: () => toast.success(M.allRead) })}
            >
              {M.markAllRead}
            </Button>
          }
        />
        <DataTable<Notification>
          endpoint={endpoints.notifications.list}
          caption={M.caption}
          columns={NOTIFICATION_COLUMNS}
          actions={(n) => <RowActions notification={n} />}
        />
      </div>
    </A4Page>
  );
}
