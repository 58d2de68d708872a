import type { Notification } from '@cc/contracts';
import type { ColumnDef } from '@cc/data-table';
import { formatLocalDateTime } from '@cc/domain';
import { Badge } from '@cc/ui-rtl';
import { NOTIFICATIONS_MESSAGES as M } from './messages';

/** The product's date order (yyyy-MM-dd, as every list) and a 24-hour time: '2026-11-24 07:08'. */
const timeText = (iso: string) => formatLocalDateTime(new Date(iso));

/**
 * Columns of the notifications list: status (unread first, as the server orders), title, details and
 * time; a filter keeps the unread only.
 */
export const NOTIFICATION_COLUMNS: readonly ColumnDef<Notification>[] = [
  {
    key: 'read',
    title: M.columns.status,
    render: (n) => (n.read ? <Badge tone="neutral">{M.read}</Badge> : <Badge tone="info">{M.unread}</Badge>),
  },
  {
    key: 'title',
    title: M.columns.title,
    render: (n) => <span className={n.read ? undefined : 'cc-notification--unread'}>{n.title}</span>,
  },
  { key: 'body', title: M.columns.body, maxWidth: 22 },
  {
    key: 'createdAt',
    title: M.columns.createdAt,
    kind: 'code',
    render: (n) => <bdi dir="ltr">{timeText(n.createdAt)}</bdi>,
  },
  {
    key: 'unread',
    title: M.filterTitle,
    filterOnly: true,
    filterType: 'select',
    filterOptions: [{ label: M.unreadOnly, value: 'true' }],
  },
];
