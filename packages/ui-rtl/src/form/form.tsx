import { type FormHTMLAttributes, type ReactNode, useRef } from 'react';
import {
  type FieldValues,
  FormProvider,
  type Path,
  type SubmitHandler,
  type UseFormReturn,
  useFormState,
} from 'react-hook-form';
import { Button, type ButtonProps } from '../button';
import { cx } from '../cx';
import { useLeaveGuard } from './leave-guard';

/** Props of {@link Form}. */
export interface FormProps<TValues extends FieldValues, TOutput>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  /** The form of {@link useZodForm} (or react-hook-form's `useForm`). */
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** Called with the checked values; while its promise runs the submit button waits (no double save). */
  onSubmit: SubmitHandler<TOutput>;
  /** A line above the fields, e.g. {@link FORM_MESSAGES.requiredHint}. */
  hint?: ReactNode;
}

/** The server's message for the whole form (set by {@link applyServerErrors}), announced. */
function FormError() {
  const { errors } = useFormState();
  const message = errors.root?.server?.message;
  return message ? (
    <p className="cc-form__error" role="alert">
      {message}
    </p>
  ) : null;
}

/** True when any field was changed by the user (react-hook-form's dirtyFields: booleans, nested). */
export function anyChanged(dirty: unknown): boolean {
  if (dirty === true) return true;
  if (dirty && typeof dirty === 'object') return Object.values(dirty).some(anyChanged);
  return false;
}

/** The values as text, to tell whether they changed since the last successful save. */
const snapshot = (values: unknown) => JSON.stringify(values ?? null);

/**
 * Holds the page (see {@link useLeaveGuard}) while the user has changed a field and not saved: not while
 * the save runs (its own navigation to the saved record is no leaving), nor after a successful save
 * until a value changes again (a form that stays on its page after saving).
 */
function useFormLeaveGuard<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
) {
  const { dirtyFields } = useFormState({ control: form.control });
  const saving = useRef(false);
  const saved = useRef<string | null>(null);
  useLeaveGuard(
    anyChanged(dirtyFields),
    () => !saving.current && saved.current !== snapshot(form.getValues()),
  );
  return async (run: () => unknown) => {
    saving.current = true;
    try {
      await run();
    } finally {
      saving.current = false;
    }
    // A save that failed puts its errors on the form (applyServerErrors): the changes are still unsaved.
    // (getFieldState reads the form's current errors; formState is the last render's.)
    const failed = ['root', ...Object.keys(form.getValues() ?? {})].some(
      (name) => form.getFieldState(name as Path<TValues>).invalid,
    );
    saved.current = failed ? null : snapshot(form.getValues());
  };
}

/**
 * A form of the kit: react-hook-form's provider around a `<form noValidate>` (the schema checks, not the
 * browser), the hint line, the server's message for the whole form, then the fields and buttons. While
 * the user has changed a field and not saved, leaving the page asks first ({@link useLeaveGuard}).
 *
 * @example
 * ```tsx
 * <Form form={form} onSubmit={save} hint={FORM_MESSAGES.requiredHint}>
 *   <FormFields fields={CAR_FIELDS} />
 *   <FormActions><SubmitButton>حفظ</SubmitButton></FormActions>
 * </Form>
 * ```
 */
export function Form<TValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  hint,
  className,
  children,
  ...rest
}: FormProps<TValues, TOutput>) {
  const guarded = useFormLeaveGuard(form);
  return (
    <FormProvider {...form}>
      <form
        {...rest}
        className={cx('cc-form', className)}
        noValidate
        aria-busy={form.formState.isSubmitting || undefined}
        onSubmit={(event) => {
          // A dialog's form is portalled out of the page's form, but React still bubbles its submit
          // through the component tree: it must not submit the page's form too.
          event.stopPropagation();
          void form.handleSubmit((values, e) => guarded(() => onSubmit(values, e)))(event);
        }}
      >
        {hint ? <p className="cc-form__hint">{hint}</p> : null}
        <FormError />
        {children}
      </form>
    </FormProvider>
  );
}

/**
 * The form's submit button: busy (spinner, disabled) while the submit runs.
 *
 * @example
 * <SubmitButton>حفظ</SubmitButton>
 */
export function SubmitButton(props: Omit<ButtonProps, 'type' | 'loading'>) {
  const { isSubmitting } = useFormState();
  return <Button {...props} type="submit" loading={isSubmitting} />;
}

/**
 * The row of a form's buttons (submit first, then cancel), full width on narrow screens.
 *
 * @example
 * <FormActions><SubmitButton>حفظ</SubmitButton><Link to="/cars">إلغاء</Link></FormActions>
 */
export function FormActions({ children }: { children?: ReactNode }) {
  return <div className="cc-form__buttons">{children}</div>;
}
