import { useCan } from '@cc/auth';
import { endpoints, type StaffUser } from '@cc/contracts';
import { DataTable } from '@cc/data-table';
import { A4Page, Button, IconEdit, IconPlus, PageHeader } from '@cc/ui-rtl';
import { useState } from 'react';
import { STAFF_MESSAGES as M } from './messages';
import { ResetPasswordDialog } from './reset-password-dialog';
import { USER_COLUMNS } from './user-columns';
import { UserFormDialog } from './user-form-dialog';
import { UserStatusDialog } from './user-status-dialog';

/** The row actions: edit, and for staff (never the company account's own row) password and status. */
function UserActions({
  user,
  onEdit,
  onPassword,
  onStatus,
}: {
  user: StaffUser;
  onEdit: () => void;
  onPassword: () => void;
  onStatus: () => void;
}) {
  const active = user.status === 'ACTIVE';
  return (
    <div className="cc-staff-actions">
      <Button
        type="button"
        size="sm"
        variant="ghost"
        startIcon={<IconEdit size={16} />}
        aria-label={M.editUser(user.fullName)}
        title={M.edit}
        onClick={onEdit}
      >
        <span className="cc-staff-actions__text">{M.edit}</span>
      </Button>
      {user.kind === 'COMPANY' ? null : (
        <>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            aria-label={M.resetPasswordOf(user.fullName)}
            onClick={onPassword}
          >
            {M.resetPassword}
          </Button>
          <Button
            type="button"
            size="sm"
            variant={active ? 'danger' : 'secondary'}
            aria-label={active ? M.deactivateUser(user.fullName) : M.activateUser(user.fullName)}
            onClick={onStatus}
          >
            {active ? M.deactivate : M.activate}
          </Button>
        </>
      )}
    </div>
  );
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
                actions: (user: StaffUser) => (
                  <UserActions
                    user={user}
                    onEdit={() => setEditing(user)}
                    onPassword={() => setPasswordTarget(user)}
                    onStatus={() => setStatusTarget(user)}
                  />
                ),
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
