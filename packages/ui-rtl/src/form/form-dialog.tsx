import { type ReactNode, useId } from 'react';
import { type FieldValues, FormProvider, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import { Button } from '../button';
import { Dialog, type DialogProps } from '../dialog';
import { useDiscardGuard } from './discard-guard';
import { Form, SubmitButton } from './form';
import { formSubmit } from './form-submit';
import { FORM_MESSAGES } from './messages';

/** Props of {@link FormDialog}: `onSubmit`, or `save` with `onSaved` and `errorMessage`. */
export interface FormDialogProps<TValues extends FieldValues, TOutput, Saved = unknown>
  extends Omit<DialogProps, 'children' | 'footer' | 'onOpenChange'> {
  /** The form of {@link useZodForm}. */
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** What the checked values do when it is not a save (the next step of a two-step dialog). */
  onSubmit?: SubmitHandler<TOutput> | undefined;
  /** Sends the checked body under {@link formSubmit}'s policy (busy button, errors on the form). */
  save?: ((body: TOutput) => Promise<Saved>) | undefined;
  /** After a save (the success toast); then the dialog resets and closes unless `keepOpen`. */
  onSaved?: ((saved: Saved) => void) | undefined;
  /** The Arabic text of a failed save (`errorMessage` of @cc/api-client). */
  errorMessage?: ((error: unknown) => string) | undefined;
  /** Stays open after a save (to show `done`, a receipt). */
  keepOpen?: boolean | undefined;
  /** Called with `false` on close; the form is reset to its default values first. */
  onOpenChange: (open: boolean) => void;
  /** The submit button's label ('حفظ'). */
  submitLabel: string;
  /** The submit button's look; 'danger' for an action that cannot be undone (a reversal). */
  submitVariant?: 'primary' | 'danger' | undefined;
  /** The other button's label; default 'إلغاء'. */
  cancelLabel?: string | undefined;
  /** A line above the fields. */
  hint?: ReactNode;
  /** The fields. */
  children: ReactNode;
  /** Once done (a receipt): shown instead of the form, with its own buttons. */
  done?: { body: ReactNode; footer: ReactNode } | null | undefined;
}

/**
 * A dialog holding one form of the kit: the fields in the body, the submit button (busy while sending,
 * so no double send) and cancel in the footer; Enter in a field submits. A save follows {@link formSubmit}
 * and then closes the dialog; closing resets what was typed; a failed save keeps it. Closing it with typed
 * values (Escape, a click outside, ×, cancel) asks «لديك تغييرات غير محفوظة…» first.
 *
 * @example
 * <FormDialog open={open} onOpenChange={setOpen} title="تسجيل دفعة" form={form} submitLabel="حفظ"
 *   save={(body) => create.mutateAsync({ body })} onSaved={({ message }) => toast.success(message)}
 *   errorMessage={errorMessage}>
 *   <MoneyField name="amount" label="المبلغ" currency="IQD" required />
 * </FormDialog>
 */
export function FormDialog<TValues extends FieldValues, TOutput, Saved = unknown>({
  form,
  onSubmit,
  save,
  onSaved,
  errorMessage = String,
  keepOpen = false,
  onOpenChange,
  submitLabel,
  submitVariant,
  cancelLabel = FORM_MESSAGES.cancel,
  hint,
  children,
  done,
  ...dialog
}: FormDialogProps<TValues, TOutput, Saved>) {
  const formId = `cc-form-dialog-${useId()}`;
  const close = (open: boolean) => {
    if (!open) form.reset();
    onOpenChange(open);
  };
  // The user closing it: typed values are not dropped without a word (a save closes it through `close`).
  const discard = useDiscardGuard(form, () => close(false), { disabled: Boolean(done) });
  const requestClose = (open: boolean) => (open ? close(true) : discard.requestClose());
  const submit =
    onSubmit ??
    formSubmit(form, {
      save: save ?? (async () => undefined as Saved),
      onSaved: (saved) => {
        onSaved?.(saved);
        if (!keepOpen) close(false);
      },
      errorMessage,
    });
  return (
    <FormProvider {...form}>
      <Dialog
        {...dialog}
        onOpenChange={requestClose}
        footer={
          done ? (
            done.footer
          ) : (
            <>
              <SubmitButton form={formId} variant={submitVariant}>
                {submitLabel}
              </SubmitButton>
              <Button type="button" variant="secondary" onClick={() => requestClose(false)}>
                {cancelLabel}
              </Button>
            </>
          )
        }
      >
        {done ? (
          done.body
        ) : (
          <Form id={formId} form={form} onSubmit={submit} hint={hint} className="cc-form--dialog">
            {children}
          </Form>
        )}
      </Dialog>
      {discard.question}
    </FormProvider>
  );
}
