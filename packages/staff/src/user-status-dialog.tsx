import { errorMessage } from '@cc/api-client';
import { endpoints, type StaffUser } from '@cc/contracts';
import { useResourceMutation } from '@cc/resources';
import { ConfirmDialog, toast } from '@cc/ui-rtl';
import { STAFF_MESSAGES as M } from './messages';

/** Props of {@link UserStatusDialog}. */
export interface UserStatusDialogProps {
  /** The user whose status flips; null closes the dialog. */
  user: StaffUser | null;
  onClose: () => void;
}

/**
 * Asks before deactivating (ending the user's sessions at once) or reactivating a user, then sends
 * PUT /users/{id}/status {status} and toasts the server's answer (the list refreshes by itself).
 *
 * @example
 * ```tsx
 * <UserStatusDialog user={target} onClose={() => setTarget(null)} />
 * ```
 */
export function UserStatusDialog({ user, onClose }: UserStatusDialogProps) {
  const change = useResourceMutation(endpoints.users.setStatus);
  const deactivating = user?.status === 'ACTIVE';
  const name = user?.fullName ?? '';

  const confirm = async (target: StaffUser) => {
    try {
      const { message } = await change.mutateAsync({
        params: { id: target.id },
        body: { status: target.status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE' },
      });
      if (message) toast.success(message);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={deactivating ? M.deactivateTitle : M.activateTitle}
      body={deactivating ? M.deactivateBody(name) : M.activateBody(name)}
      confirmLabel={deactivating ? M.deactivate : M.activate}
      cancelLabel={M.cancel}
      tone={deactivating ? 'danger' : 'primary'}
      busy={change.isPending}
      onConfirm={() => {
        if (user) void confirm(user);
      }}
    />
  );
}
