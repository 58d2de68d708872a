import { useCan } from '@cc/auth';
import { endpoints, type StaffUser } from '@cc/contracts';
import { DataTable, type MenuActions } from '@cc/data-table';
import { A4Page, Button, IconEdit, IconPlus, PageHeader } from '@cc/ui-rtl';
import { useState } from 'react';
import { ResetPasswordDialog, UserFormDialog } from './lazy-dialogs';
import { STAFF_MESSAGES as M } from './messages';
import { USER_COLUMNS } from './user-columns';
import { UserStatusDialog } from './user-status-dialog';

/**
 * A user row's actions: 'تعديل' stays visible; for staff (never the company account's own row)
 * 'تغيير كلمة المرور' and 'إيقاف' / 'تفعيل' are in the row's menu.
 */
function userActions(
  user: StaffUser,
  on: { edit: () => void; password: () => void; status: () => void },
): MenuActions {
  const staff = user.kind !== 'COMPANY';
  const active = user.status === 'ACTIVE';
  return [
    {
      label: M.edit,
      primaryLabel: M.editUser(user.fullName),
      onSelect: on.edit,
      icon: <IconEdit size={16} />,
      primary: true,
    },
    staff && { label: M.resetPassword, onSelect: on.password },
    staff && {
      label: active ? M.deactivate : M.activate,
      onSelect: on.status,
      ...(active ? { tone: 'danger' as const } : {}),
    },
  ];
}

/**
 * The company's staff users (route /users): a paginated, searchable list (GET /users) with a status
 * filter; an add button, and per row edit, reset password and deactivate/activate (never on the company
 * account's own row). Every change refreshes the list by itself (the calls invalidate the users).
 */
export default function UsersPage() {
  const canManage = useCan('');
  const [editing, setEditing] = useState<StaffUser | 'new' | null>(null);
  const [statusTarget, setStatusTarget] = useState<StaffUser | null>(null);
  const [passwordTarget, setPasswordTarget] = useState<StaffUser | null>(null);

  return (
    <A4Page>
      <div className="cc-staff-users">
        <PageHeader
          title={M.usersTitle}
          actions={
            canManage ? (
              <Button type="button" startIcon={<IconPlus size={18} />} onClick={() => setEditing('new')}>
                {M.addUser}
              </Button>
            ) : undefined
          }
        />
        <DataTable<StaffUser>
          endpoint={endpoints.users.list}
          caption={M.usersCaption}
          columns={USER_COLUMNS}
          {...(canManage
            ? {
                rowLabel: (user: StaffUser) => user.fullName,
                rowActions: (user: StaffUser) =>
                  userActions(user, {
                    edit: () => setEditing(user),
                    password: () => setPasswordTarget(user),
                    status: () => setStatusTarget(user),
                  }),
              }
            : {})}
        />
        {editing !== null ? (
          <UserFormDialog
            open
            onOpenChange={(open) => !open && setEditing(null)}
            user={editing === 'new' ? null : editing}
          />
        ) : null}
        <UserStatusDialog user={statusTarget} onClose={() => setStatusTarget(null)} />
        {passwordTarget ? (
          <ResetPasswordDialog user={passwordTarget} onClose={() => setPasswordTarget(null)} />
        ) : null}
      </div>
    </A4Page>
  );
}
