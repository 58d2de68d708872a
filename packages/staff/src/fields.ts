import type { FieldSpec } from '@cc/ui-rtl';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { STAFF_MESSAGES as M } from './messages';

/**
 * A name and a phone: the fields a profile, a staff user, a branch and the company share (phones are
 * Latin digits, typed left to right). A form lists them with its own. Their `maxLength` is the form
 * schema's `.max()` (the form kit reads it).
 *
 * @example
 * const BRANCH_FIELDS = [...nameAndPhone<BranchInput>('name', 'اسم الفرع'), addressField<BranchInput>()];
 */
export function nameAndPhone<T extends FieldValues>(name: FieldPath<T>, label: string): FieldSpec<T>[] {
  return [
    { kind: 'text', name, label, required: true, autoComplete: 'off' },
    {
      kind: 'text',
      name: 'phone' as FieldPath<T>,
      label: M.phone,
      type: 'tel',
      inputMode: 'tel',
      dir: 'ltr',
      autoComplete: 'off',
    },
  ];
}

/**
 * The address of a branch or of the company.
 *
 * @example
 * <FormFields fields={[...nameAndPhone<BranchInput>('name', M.branchName), addressField<BranchInput>()]} />
 */
export function addressField<T extends FieldValues>(): FieldSpec<T> {
  return {
    kind: 'text',
    name: 'address' as FieldPath<T>,
    label: M.address,
    autoComplete: 'off',
  };
}

/**
 * A new record's form values: the named fields empty (null, as the kit's fields store an empty text),
 * so a required one left empty gets the schema's "required" message.
 *
 * @example
 * useZodForm(resetPasswordBodySchema, { defaultValues: emptyValues<ResetPasswordBody>('password') });
 */
export function emptyValues<T extends FieldValues>(...names: (keyof T & string)[]): T {
  return Object.fromEntries(names.map((name) => [name, null])) as T;
}
