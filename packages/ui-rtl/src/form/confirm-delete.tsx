import { ConfirmDialog } from '../confirm-dialog';
import { FORM_MESSAGES } from './messages';

/** Props of {@link ConfirmDelete}. */
export interface ConfirmDeleteProps {
  /** Whether a record waits for confirmation. */
  open: boolean;
  /** The question naming the record: 'هل أنت متأكد أنك تريد حذف السيارة «…»؟ …'. */
  body: string;
  /** While the delete runs: the confirm button spins and the dialog stays. */
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The delete confirmation of a record's row: 'تأكيد الحذف', the question, 'نعم، احذف' and 'إلغاء'
 * (focused first: a delete is never one Enter away).
 *
 * @example
 * <ConfirmDelete open={target !== null} body={M.deleteBody(target?.name ?? '')} busy={remove.isPending}
 *   onCancel={() => setTarget(null)} onConfirm={() => remove.mutate({ params: { id: target!.id } })} />
 */
export function ConfirmDelete({ open, body, busy = false, onCancel, onConfirm }: ConfirmDeleteProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={FORM_MESSAGES.deleteTitle}
      body={body}
      confirmLabel={FORM_MESSAGES.deleteConfirm}
      cancelLabel={FORM_MESSAGES.cancel}
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
