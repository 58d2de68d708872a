import type { ChangeEvent } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

/** What every field of the form kit takes. */
export interface FormFieldProps<T extends FieldValues> {
  /** The field's path in the form's values (the schema's key). */
  name: FieldPath<T>;
  /** Visible label, linked to the control. */
  label: string;
  /** Shows the '*' mark and sets `required` on the control (the schema does the check). */
  required?: boolean;
  /** Help text under the field while it has no error. */
  hint?: string;
  disabled?: boolean;
  /** Class of the outer wrapper (label + control + message). */
  containerClassName?: string;
  /** The form's control; default the one of the surrounding {@link Form}. */
  control?: Control<T>;
}

/** The text a field shows for a stored value (null and undefined are empty). */
export const shownText = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value);

/**
 * Binds a text, select or textarea control to its field: empty is stored as `null` (so optional fields
 * reach the API as null and required ones get the schema's "required" message), anything else as typed
 * (the schema trims it). Returns the field's error and the control's props.
 */
export function useTextBinding<T extends FieldValues>(name: FieldPath<T>, control: Control<T> | undefined) {
  const { field, fieldState } = useController({ name, control });
  return {
    error: fieldState.error?.message,
    controlProps: {
      ref: field.ref,
      name: field.name,
      value: shownText(field.value),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
        field.onChange(event.target.value === '' ? null : event.target.value),
      onBlur: field.onBlur,
    },
  };
}
