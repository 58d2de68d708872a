import { type FieldValues, useController } from 'react-hook-form';
import { DateInput, type DateInputProps } from './date-input';
import type { FormFieldProps } from './field-props';

/** Props of {@link DateField}. */
export type DateFieldProps<T extends FieldValues> = FormFieldProps<T> &
  Pick<DateInputProps, 'minYear' | 'maxYear' | 'min' | 'max' | 'noQuickPicks'>;

/**
 * A date of the surrounding {@link Form}: the yyyy / MM / dd date field ({@link DateInput}) storing
 * 'yyyy-MM-dd' (`null` when empty), the schema's or the server's error under it. `min` and `max` are the
 * dates its rule accepts (e.g. `dealDateBounds` of @cc/domain), so it offers no date the server refuses.
 *
 * @example
 * <DateField<DealInput> name="firstDueDate" label="تاريخ أول قسط" required min={bounds.min} max={bounds.max} />
 */
export function DateField<T extends FieldValues>({ name, control, ...input }: DateFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <DateInput
      {...input}
      value={typeof field.value === 'string' ? field.value : null}
      onChange={(value) => field.onChange(value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error?.message}
    />
  );
}
