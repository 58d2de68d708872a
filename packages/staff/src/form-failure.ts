import { errorMessage } from '@cc/api-client';
import { applyServerErrors, toast } from '@cc/ui-rtl';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * A refused save on its form: the server's field errors under their fields and its message on top of
 * the form; a toast as well when no field explains it (a 409, a 500, no network).
 *
 * @example
 * catch (error) { showSaveFailure(form, error); }
 */
export function showSaveFailure<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  error: unknown,
) {
  if (applyServerErrors(form, error, errorMessage(error)) === 0) toast.error(errorMessage(error));
}
