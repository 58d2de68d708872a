import { endpoints, type ResetPasswordBody, resetPasswordBodySchema, type StaffUser } from '@cc/contracts';
import { useResourceMutation } from '@cc/resources';
import { Button, Dialog, Form, toast, useDiscardGuard, useZodForm } from '@cc/ui-rtl';
import { useId } from 'react';
import { emptyValues } from './fields';
import { showSaveFailure } from './form-failure';
import { STAFF_MESSAGES as M } from './messages';
import { PasswordField } from './parts';

/** Props of {@link ResetPasswordDialog}. */
export interface ResetPasswordDialogProps {
  /** The user whose password is reset (the dialog is open while mounted). */
  user: StaffUser;
  onClose: () => void;
}

/**
 * The company account sets a new password for a staff user: PUT /users/{id}/password {password}, the
 * password policy checked before sending (the contract's schema), the server's field error under the
 * field and its message toasted on success (the user's sessions end).
 *
 * @example
 * ```tsx
 * {target ? <ResetPasswordDialog user={target} onClose={() => setTarget(null)} /> : null}
 * ```
 */
export function ResetPasswordDialog({ user, onClose }: ResetPasswordDialogProps) {
  const formId = useId();
  const form = useZodForm(resetPasswordBodySchema, {
    defaultValues: emptyValues<ResetPasswordBody>('password'),
  });
  const reset = useResourceMutation(endpoints.users.resetPassword);
  const busy = form.formState.isSubmitting;
  // Closing with a typed password asks first (a save closes through onClose).
  const { requestClose, question } = useDiscardGuard(form, onClose);

  const save = async (body: ResetPasswordBody) => {
    try {
      const { message } = await reset.mutateAsync({ params: { id: user.id }, body });
      if (message) toast.success(message);
      onClose();
    } catch (error) {
      showSaveFailure(form, error);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && requestClose()}
      title={M.resetPasswordTitle}
      description={M.resetPasswordBody(user.fullName)}
      size="sm"
      footer={
        <>
          <Button type="submit" form={formId} loading={busy}>
            {M.save}
          </Button>
          <Button type="button" variant="secondary" disabled={busy} onClick={requestClose}>
            {M.cancel}
          </Button>
        </>
      }
    >
      <Form id={formId} form={form} onSubmit={save}>
        <PasswordField<ResetPasswordBody> name="password" label={M.newPassword} />
      </Form>
      {question}
    </Dialog>
  );
}
