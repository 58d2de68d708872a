import { endpoints, type Notification } from '@cc/contracts';
import { DataTable, type MenuActions } from '@cc/data-table';
import { useResourceMutation } from '@cc/resources';
import { A4Page, Button, IconEye, PageHeader, toast } from '@cc/ui-rtl';
import { Link } from 'react-router';
import { NOTIFICATIONS_MESSAGES as M } from './messages';
import { NOTIFICATION_COLUMNS } from './notification-columns';

/**
 * A notification row's actions: 'فتح' (its deal, marking it read as it opens) stays visible, named
 * «فتح «<title>»»; 'تعليم كمقروء' for an unread one is in the row's menu «إجراءات <title>».
 */
function notificationActions(n: Notification, markRead: (id: number) => void, sending: boolean): MenuActions {
  const read = n.read ? undefined : () => markRead(n.id);
  return [
    n.link && {
      label: M.openDeal,
      primaryLabel: M.openDealOf(n.title),
      to: n.link,
      icon: <IconEye size={18} />,
      primary: true,
      onSelect: read,
    },
    read && { label: M.markRead, onSelect: read, disabled: sending },
  ];
}

/**
 * /notifications: the caller's notifications on the generic table, unread first (the server's order),
 * with a filter for the unread; each row opens its deal and can be marked read; one button marks all.
 * The list refreshes by itself when a new one arrives (NotificationsLive invalidates it).
 */
export default function NotificationsPage() {
  const readAll = useResourceMutation(endpoints.notifications.readAll);
  const markRead = useResourceMutation(endpoints.notifications.read);
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
          link={Link}
          rowLabel={(n) => n.title}
          rowActions={(n) =>
            notificationActions(n, (id) => markRead.mutate({ params: { id } }), markRead.isPending)
          }
        />
      </div>
    </A4Page>
  );
}
