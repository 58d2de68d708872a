import type { StaffUser } from '@cc/contracts';
import { Button, Dialog, TextInput } from '@cc/ui-rtl';
import { useEffect, useId, useState } from 'react';
import type { StaffApi } from './api';
import { STAFF_MESSAGES as M } from './messages';
import { useSubmit, withoutError } from './use-submit';

/** Props of {@link ResetPasswordDialog}. */
export interface ResetPasswordDialogProps {
  api: StaffApi;
  /** The user whose password is reset; null closes the dialog. */
  user: StaffUser | null;
  onClose: () => void;
}

/**
 * The company account sets a new password for a staff user: PUT /users/{id}/password {password}, with
 * the server's field error under the field and 'تم تغيير كلمة المرور' on success.
 *
 * @example
 * ```tsx
 * <ResetPasswordDialog api={api} user={target} onClose={() => setTarget(null)} />
 * ```
 */
export function ResetPasswordDialog({ api, user, onClose }: ResetPasswordDialogProps) {
  const formId = useId();
  const [password, setPassword] = useState('');
  useEffect(() => {
    if (user) setPassword('');
  }, [user]);
  const reset = useSubmit(
    (target: StaffUser, value: string) => api.resetPassword(target.id, { password: value }),
    { success: M.passwordChanged, onSuccess: onClose },
  );
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && !reset.busy && onClose()}
      title={M.resetPasswordTitle}
      description={user ? M.resetPasswordBody(user.fullName) : undefined}
      size="sm"
      footer={
        <>
          <Button type="submit" form={formId} loading={reset.busy}>
            {M.save}
          </Button>
          <Button type="button" variant="secondary" disabled={reset.busy} onClick={onClose}>
            {M.cancel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (user) void reset.submit(user, password);
        }}
      >
        <TextInput
          label={M.newPassword}
          name="password"
          type="password"
          dir="ltr"
          autoComplete="new-password"
          hint={M.passwordPolicy}
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            reset.setErrors(withoutError('password'));
          }}
          error={reset.errors.password}
          required
        />
      </form>
    </Dialog>
  );
}
