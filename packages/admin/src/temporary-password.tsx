import { Button, Dialog, toast } from '@cc/ui-rtl';
import { ADMIN_MESSAGES as M } from './messages';

/** Props of {@link TemporaryPasswordDialog}. */
export interface TemporaryPasswordDialogProps {
  /** The account it belongs to. */
  username: string;
  /** The password the server answered once; the dialog is the only place it is ever shown. */
  password: string;
  onClose: () => void;
}

/**
 * Shows a temporary password once, with a copy button: after closing, nothing keeps it (the server never
 * answers it again), so the administrator copies it now.
 *
 * @example
 * {shown ? <TemporaryPasswordDialog username="alnoor" password={shown} onClose={() => setShown(null)} /> : null}
 */
export function TemporaryPasswordDialog({ username, password, onClose }: TemporaryPasswordDialogProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      toast.success(M.copied);
    } catch {
      toast.error(M.copyFailed);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={M.temporaryTitle}
      description={M.temporaryBody(username)}
      size="sm"
      footer={
        <>
          <Button type="button" onClick={copy}>
            {M.copy}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            {M.done}
          </Button>
        </>
      }
    >
      <output className="cc-admin-secret" dir="ltr" aria-label={M.temporaryTitle}>
        {password}
      </output>
    </Dialog>
  );
}
