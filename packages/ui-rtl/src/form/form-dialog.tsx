import { type ReactNode, useId } from 'react';
import { type FieldValues, FormProvider, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import { Button } from '../button';
import { Dialog, type DialogProps } from '../dialog';
import { Form, SubmitButton } from './form';
import { FORM_MESSAGES } from './messages';

/** Props of {@link FormDialog}. */
export interface FormDialogProps<TValues extends FieldValues, TOutput>
  extends Omit<DialogProps, 'children' | 'footer' | 'onOpenChange'> {
  /** The form of {@link useZodForm}. */
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** Usually {@link formSubmit}: busy button while it runs, the server's errors on the form. */
  onSubmit: SubmitHandler<TOutput>;
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
 * so no double send) and cancel in the footer; Enter in a field submits. Closing resets what was typed;
 * a failed save keeps it.
 *
 * @example
 * <FormDialog open={open} onOpenChange={setOpen} title="تسجيل دفعة" form={form} submitLabel="حفظ"
 *   onSubmit={formSubmit(form, { save, onSaved, errorMessage })}>
 *   <MoneyField name="amount" label="المبلغ" currency="IQD" required />
 * </FormDialog>
 */
export function FormDialog<TValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  onOpenChange,
  submitLabel,
  submitVariant,
  cancelLabel = FORM_MESSAGES.cancel,
  hint,
  children,
  done,
  ...dialog
}: FormDialogProps<TValues, TOutput>) {
  const formId = `cc-form-dialog-${useId()}`;
  const close = (open: boolean) => {
    if (!open) form.reset();
    onOpenChange(open);
  };
  return (
    <FormProvider {...form}>
      <Dialog
        {...dialog}
        onOpenChange={close}
        footer={
          done ? (
            done.footer
          ) : (
            <>
              <SubmitButton form={formId} variant={submitVariant}>
                {submitLabel}
              </SubmitButton>
              <Button type="button" variant="secondary" onClick={() => close(false)}>
                {cancelLabel}
              </Button>
            </>
          )
        }
      >
        {done ? (
          done.body
        ) : (
          <Form id={formId} form={form} onSubmit={onSubmit} hint={hint} className="cc-form--dialog">
            {children}
          </Form>
        )}
      </Dialog>
    </FormProvider>
  );
}
