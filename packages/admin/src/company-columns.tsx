import {
  ADMIN_COMPANY_SORT_KEYS,
  type AdminCompanyRow,
  COMPANY_STATUS_LABELS_AR,
  COMPANY_STATUSES,
  ADMIN_COMPANY_COLUMN_TITLES_AR as T,
} from '@cc/contracts';
import type { ColumnDef } from '@cc/data-table';
import { formatDateTime } from './format';
import { CompanyStatusBadge } from './status-badge';

const sortable = new Set<string>(ADMIN_COMPANY_SORT_KEYS);

const columns: ColumnDef<AdminCompanyRow>[] = [
  { key: 'id', title: T.id, kind: 'number', hidden: true },
  { key: 'name', title: T.name, maxWidth: 14 },
  {
    key: 'username',
    title: T.username,
    render: (c) => (c.username ? <bdi dir="ltr">{c.username}</bdi> : null),
  },
  { key: 'phone', title: T.phone, kind: 'code', hidden: true },
  {
    key: 'status',
    title: T.status,
    render: (c) => <CompanyStatusBadge status={c.status} />,
    filterType: 'select',
    filterOptions: COMPANY_STATUSES.map((s) => ({ value: s, label: COMPANY_STATUS_LABELS_AR[s] })),
  },
  {
    key: 'createdAt',
    title: T.createdAt,
    kind: 'date',
    render: (c) => <bdi>{c.createdAt.slice(0, 10)}</bdi>,
  },
  { key: 'usersCount', title: T.usersCount, kind: 'number' },
  { key: 'carsCount', title: T.carsCount, kind: 'number' },
  { key: 'dealsCount', title: T.dealsCount, kind: 'number' },
  {
    key: 'lastActivityAt',
    title: T.lastActivityAt,
    render: (c) => (c.lastActivityAt ? <bdi>{formatDateTime(c.lastActivityAt)}</bdi> : null),
  },
];

/**
 * The companies list's columns (titles from the contract, which the CSV export's header shares); the
 * number and phone start hidden so the list fits 1366 px. Status has a select filter; every column sorts.
 */
export const COMPANY_COLUMNS: readonly ColumnDef<AdminCompanyRow>[] = columns.map((column) => ({
  ...column,
  sortable: sortable.has(column.key),
}));
