import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from '../toaster';
import { applyServerErrors } from './use-zod-form';

/** What {@link formSubmit} does with a checked form. */
export interface FormSubmitPolicy<TOutput, Saved> {
  /** Sends the body (a create, an update, a payment); its rejection is shown on the form. */
  save: (body: TOutput) => Promise<Saved>;
  /** After a save: the success toast, the next page. */
  onSaved: (saved: Saved) => void;
  /** The Arabic text of a failure (`errorMessage` of @cc/api-client). */
  errorMessage: (error: unknown) => string;
}

/**
 * The one submit policy of the product's forms, for {@link Form}'s `onSubmit`: while `save` runs the
 * submit button is busy and disabled (react-hook-form's isSubmitting; no double send); a success goes to
 * `onSaved` (toast, navigate); a failure keeps every typed value, puts the server's field errors under
 * their fields and its Arabic message on top of the form, and toasts a failure no field explains (409,
 * 500, no network).
 *
 * @example
 * <Form form={form} onSubmit={formSubmit(form, { save: (body) => create.mutateAsync({ body }),
 *   onSaved: ({ message }) => toast.success(message ?? 'تم الحفظ'), errorMessage })}>
 */
export function formSubmit<TValues extends FieldValues, TOutput, Saved>(
  // biome-ignore lint/suspicious/noExplicitAny: any context: only setError and getValues are used
  form: Pick<UseFormReturn<TValues, any, TOutput>, 'setError' | 'getValues'>,
  { save, onSaved, errorMessage }: FormSubmitPolicy<TOutput, Saved>,
): (body: TOutput) => Promise<void> {
  return async (body) => {
    let saved: Saved;
    try {
      saved = await save(body);
    } catch (error) {
      const message = errorMessage(error);
      if (applyServerErrors(form, error, message) === 0) toast.error(message);
      return;
    }
    onSaved(saved);
  };
}
