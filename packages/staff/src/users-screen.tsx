import type { StaffUser, StaffUserListQuery } from '@cc/contracts';
import { DataTable, type DataTableHandle, type ListFetcher } from '@cc/data-table';
import { Button, IconEdit, IconPlus, PageHeader, toast } from '@cc/ui-rtl';
import { useCallback, useRef, useState } from 'react';
import type { StaffApi } from './api';
import { STAFF_MESSAGES as M } from './messages';
import { ResetPasswordDialog } from './reset-password-dialog';
import { USER_COLUMNS } from './user-columns';
import { UserFormDialog } from './user-form-dialog';
import { UserStatusDialog } from './user-status-dialog';

/** Props of {@link UsersScreen}. */
export interface UsersScreenProps {
  /** Data access: {@link createStaffApi} in the app, an in-memory fake in stories and tests. */
  api: StaffApi;
  /** The company account's id (the signed-in user's `companyUserId`), whose roles the form offers. */
  companyUserId: number;
  /** Shows the add button and the row actions (the company account). */
  canManage: boolean;
  /** Rows per page (spec §9: 10). */
  pageSize?: number;
}

/**
 * The company's staff users (route /users): a paginated, searchable list (GET /users) with status filter;
 * for managers an add button, and per row edit, reset password and deactivate/activate (never on the
 * company account's own row). Successes toast in Arabic; failures toast the server's message.
 *
 * @example
 * ```tsx
 * import { createStaffApi, UsersScreen } from '@cc/staff';
 * import '@cc/staff/styles.css';
 *
 * <UsersScreen api={createStaffApi(apiClient)} companyUserId={user.companyUserId} canManage={isCompany} />
 * ```
 */
export function UsersScreen({ api, companyUserId, canManage, pageSize }: UsersScreenProps) {
  const table = useRef<DataTableHandle>(null);
  const [editing, setEditing] = useState<StaffUser | 'new' | null>(null);
  const [statusTarget, setStatusTarget] = useState<StaffUser | null>(null);
  const [passwordTarget, setPasswordTarget] = useState<StaffUser | null>(null);
  const refresh = useCallback(() => table.current?.refresh(), []);

  const fetcher = useCallback<ListFetcher<StaffUser>>(
    (_endpoint, query, { signal }) => api.listUsers(query as StaffUserListQuery, { signal }),
    [api],
  );

  const actions = canManage
    ? (user: StaffUser) => (
        <div className="cc-staff-actions">
          <Button
            type="button"
            size="sm"
            variant="ghost"
            startIcon={<IconEdit size={16} />}
            aria-label={M.editUser(user.fullName)}
            title={M.edit}
            onClick={() => setEditing(user)}
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
                onClick={() => setPasswordTarget(user)}
              >
                {M.resetPassword}
              </Button>
              <Button
                type="button"
                size="sm"
                variant={user.status === 'ACTIVE' ? 'danger' : 'secondary'}
                aria-label={
                  user.status === 'ACTIVE' ? M.deactivateUser(user.fullName) : M.activateUser(user.fullName)
                }
                onClick={() => setStatusTarget(user)}
              >
                {user.status === 'ACTIVE' ? M.deactivate : M.activate}
              </Button>
            </>
          )}
        </div>
      )
    : undefined;

  return (
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
        ref={table}
        endpoint="users"
        caption={M.usersCaption}
        columns={USER_COLUMNS}
        fetcher={fetcher}
        {...(pageSize ? { pageSize } : {})}
        {...(actions ? { actions } : {})}
        onError={(message) => toast.error(message)}
      />
      {editing !== null ? (
        <UserFormDialog
          open
          onOpenChange={(open) => !open && setEditing(null)}
          api={api}
          companyUserId={companyUserId}
          user={editing === 'new' ? null : editing}
          onSaved={refresh}
        />
      ) : null}
      <UserStatusDialog
        api={api}
        user={statusTarget}
        onClose={() => setStatusTarget(null)}
        onChanged={refresh}
      />
      <ResetPasswordDialog api={api} user={passwordTarget} onClose={() => setPasswordTarget(null)} />
    </div>
  );
}
