import { type Branch, endpoints } from '@cc/contracts';
import { useResource } from '@cc/resources';
import { ComboboxField, type FormFieldProps } from '@cc/ui-rtl';
import { type FieldValues, useWatch } from 'react-hook-form';
import { BUSINESS_MESSAGES as M } from './messages';
import { listOptions } from './search-select';

/** Props of {@link BranchPicker}. */
export interface BranchPickerProps<T extends FieldValues> extends Omit<FormFieldProps<T>, 'label'> {
  /** Default 'الفرع'. */
  label?: string;
}

/**
 * Picks one of the company's active branches (GET /branches) or none into a field of the surrounding
 * form (its id), with the searchable combobox. A deactivated branch is not offered; one the field already
 * holds (a user still at a closed branch) stays shown, marked «موقوف». A failed load says so under the
 * field.
 *
 * @example
 * <BranchPicker<DealForm> name="branchId" />
 */
export function BranchPicker<T extends FieldValues>({ label = M.branch, ...field }: BranchPickerProps<T>) {
  const branches = useResource(endpoints.branches.list, undefined);
  const value = useWatch({
    name: field.name,
    ...(field.control ? { control: field.control } : {}),
  }) as unknown;
  const { options, ...rest } = listOptions(branches);
  return (
    <ComboboxField<T, Branch>
      {...field}
      label={label}
      {...rest}
      options={options.filter((b) => b.status === 'ACTIVE' || b.id === value)}
      optionLabel={(b) => (b.status === 'ACTIVE' ? b.name : M.inactiveBranch(b.name))}
    />
  );
}
