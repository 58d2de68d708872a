import { type ReactNode, useState } from 'react';
import { type FieldValues, type UseFormReturn, useFormState } from 'react-hook-form';
import { ConfirmDialog } from '../confirm-dialog';
import { anyChanged } from './form';
import { FORM_MESSAGES } from './messages';

/** What {@link useDiscardGuard} gives a dialog: its closing by the user, and the question to render. */
export interface DiscardGuard {
  /** Closes at once when nothing was typed; otherwise asks first and closes on «متابعة». */
  requestClose: () => void;
  /** The question «لديك تغييرات غير محفوظة. هل تريد المتابعة وترك الصفحة؟» (render it beside the dialog). */
  question: ReactNode;
}

/**
 * A dialog's form does not drop typed values without a word: the user's closing (Escape, a click
 * outside, ×, 'إلغاء') asks first while a field was changed. {@link FormDialog} uses it; a dialog built
 * on `Dialog` and `Form` calls it with its own close.
 *
 * @example
 * const { requestClose, question } = useDiscardGuard(form, onClose);
 * <Dialog open onOpenChange={(open) => !open && requestClose()} …>…</Dialog>
 * {question}
 */
export function useDiscardGuard<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  close: () => void,
  { disabled = false }: { disabled?: boolean } = {},
): DiscardGuard {
  const { dirtyFields } = useFormState({ control: form.control });
  const [asking, setAsking] = useState(false);
  return {
    requestClose: () => {
      if (!disabled && anyChanged(dirtyFields)) setAsking(true);
      else close();
    },
    question: (
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => !open && setAsking(false)}
        title={FORM_MESSAGES.unsavedTitle}
        body={FORM_MESSAGES.unsavedChanges}
        confirmLabel={FORM_MESSAGES.leave}
        cancelLabel={FORM_MESSAGES.stay}
        onConfirm={() => {
          setAsking(false);
          close();
        }}
      />
    ),
  };
}
