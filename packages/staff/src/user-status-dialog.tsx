import type { StaffUser } from '@cc/contracts';
import { ConfirmDialog } from '@cc/ui-rtl';
import type { StaffApi } from './api';
import { STAFF_MESSAGES as M } from './messages';
import { useSubmit } from './use-submit';

/** Props of {@link UserStatusDialog}. */
export interface UserStatusDialogProps {
  api: StaffApi;
  /** The user whose status flips; null closes the dialog. */
  user: StaffUser | null;
  onClose: () => void;
  onChanged?: () => void;
}

/**
 * Asks before deactivating (ending the user's sessions at once) or reactivating a user, then sends
 * PUT /users/{id}/status {status} and toasts 'تم تحديث حالة المستخدم'.
 *
 * @example
 * ```tsx
 * <UserStatusDialog api={api} user={target} onClose={() => setTarget(null)} onChanged={refresh} />
 * ```
 */
export function UserStatusDialog({ api, user, onClose, onChanged }: UserStatusDialogProps) {
  const deactivating = user?.status === 'ACTIVE';
  const change = useSubmit(
    (target: StaffUser) =>
      api.setUserStatus(target.id, { status: target.status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE' }),
    {
      success: M.statusUpdated,
      onSuccess: () => {
        onChanged?.();
        onClose();
      },
    },
  );
  const name = user?.fullName ?? '';
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={deactivating ? M.deactivateTitle : M.activateTitle}
      body={deactivating ? M.deactivateBody(name) : M.activateBody(name)}
      confirmLabel={deactivating ? M.deactivate : M.activate}
      cancelLabel={M.cancel}
      tone={deactivating ? 'danger' : 'primary'}
      busy={change.busy}
      onConfirm={() => {
        if (user) void change.submit(user);
      }}
    />
  );
}
