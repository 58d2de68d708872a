import type { StaffUser } from '@cc/contracts';
import type { ColumnDef } from '@cc/data-table';
import { Badge } from '@cc/ui-rtl';
import { STAFF_MESSAGES as M } from './messages';
import { roleLabel } from './role-label';

/**
 * The status badge of a user: 'نشط' (green) or 'موقوف' (grey).
 *
 * @example
 * ```tsx
 * <UserStatusBadge status="INACTIVE" />
 * ```
 */
export function UserStatusBadge({ status }: { status: StaffUser['status'] }) {
  return status === 'ACTIVE' ? (
    <Badge tone="success">{M.active}</Badge>
  ) : (
    <Badge tone="neutral">{M.inactive}</Badge>
  );
}

/**
 * Columns of the users list: username (Latin, isolated), full name, phone, branch, roles (Arabic names),
 * status (with its filter).
 *
 * @example
 * ```tsx
 * <DataTable<StaffUser> endpoint={endpoints.users.list} columns={USER_COLUMNS} />
 * ```
 */
export const USER_COLUMNS: readonly ColumnDef<StaffUser>[] = [
  {
    key: 'username',
    title: M.username,
    sortable: true,
    kind: 'code',
    render: (user) => <bdi dir="ltr">{user.username}</bdi>,
  },
  {
    key: 'fullName',
    title: M.fullName,
    sortable: true,
    render: (user) => (
      <span className="cc-staff-name">
        {user.fullName}
        {user.kind === 'COMPANY' ? <Badge tone="info">{M.companyAccount}</Badge> : null}
      </span>
    ),
  },
  {
    key: 'phone',
    title: M.phone,
    kind: 'code',
    render: (user) => (user.phone ? <bdi dir="ltr">{user.phone}</bdi> : null),
  },
  { key: 'branch', title: M.branch, render: (user) => user.branch?.name ?? null },
  {
    key: 'roles',
    title: M.roles,
    render: (user) => (user.roles.length ? user.roles.map(roleLabel).join('، ') : null),
  },
  {
    key: 'status',
    title: M.status,
    sortable: true,
    filterType: 'select',
    filterOptions: [
      { label: M.active, value: 'ACTIVE' },
      { label: M.inactive, value: 'INACTIVE' },
    ],
    render: (user) => <UserStatusBadge status={user.status} />,
  },
];
