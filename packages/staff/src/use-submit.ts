import { errorMessage, fieldErrorMap } from '@cc/api-client';
import { toast } from '@cc/ui-rtl';
import { useCallback, useEffect, useRef, useState } from 'react';

/** State and actions of one submitted form (see {@link useSubmit}). */
export interface SubmitState<Args extends unknown[]> {
  /** Whether the call is running. */
  busy: boolean;
  /** The server's field errors by field path (e.g. `username`), shown under the fields. */
  errors: Record<string, string>;
  /** Runs the call; resolves true on success. */
  submit(...args: Args): Promise<boolean>;
  /** Sets or clears errors (client-side checks, or clearing a field's error as the user types). */
  setErrors(update: (errors: Record<string, string>) => Record<string, string>): void;
}

/**
 * Runs a form's call: busy state, the server's field errors under the fields, a success toast in Arabic
 * and, on failure, a toast with the server's message.
 *
 * @example
 * ```tsx
 * const save = useSubmit((body: BranchInput) => api.createBranch(body), { success: 'تم حفظ الفرع' });
 * <TextInput error={save.errors.name} … />
 * ```
 */
export function useSubmit<Args extends unknown[], Result>(
  action: (...args: Args) => Promise<Result>,
  options: { success?: string; onSuccess?: (result: Result) => void } = {},
): SubmitState<Args> {
  const [busy, setBusy] = useState(false);
  const [errors, setErrorsState] = useState<Record<string, string>>({});
  const latest = useRef({ action, options });
  latest.current = { action, options };
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = useCallback(async (...args: Args) => {
    setBusy(true);
    setErrorsState({});
    try {
      const result = await latest.current.action(...args);
      const { success, onSuccess } = latest.current.options;
      if (success) toast.success(success);
      onSuccess?.(result);
      return true;
    } catch (error) {
      if (mounted.current) setErrorsState(fieldErrorMap(error));
      toast.error(errorMessage(error));
      return false;
    } finally {
      if (mounted.current) setBusy(false);
    }
  }, []);

  const setErrors = useCallback(
    (update: (errors: Record<string, string>) => Record<string, string>) => setErrorsState(update),
    [],
  );
  return { busy, errors, submit, setErrors };
}

/**
 * Removes one field's error, as the user edits that field.
 *
 * @example
 * ```ts
 * save.setErrors(withoutError('username'));
 * ```
 */
export function withoutError(field: string) {
  return (errors: Record<string, string>): Record<string, string> => {
    if (!(field in errors)) return errors;
    const { [field]: _removed, ...rest } = errors;
    return rest;
  };
}

/**
 * Empty text becomes null, so optional fields (phone, address) are sent as null rather than ''.
 *
 * @example
 * ```ts
 * orNull('  '); // null
 * ```
 */
export function orNull(value: string): string | null {
  return value.trim() === '' ? null : value.trim();
}
