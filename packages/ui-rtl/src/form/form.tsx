import type { FormHTMLAttributes, ReactNode } from 'react';
import {
  type FieldValues,
  FormProvider,
  type SubmitHandler,
  type UseFormReturn,
  useFormState,
} from 'react-hook-form';
import { Button, type ButtonProps } from '../button';
import { cx } from '../cx';

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

/**
 * A form of the kit: react-hook-form's provider around a `<form noValidate>` (the schema checks, not the
 * browser), the hint line, the server's message for the whole form, then the fields and buttons.
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
          void form.handleSubmit(onSubmit)(event);
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
