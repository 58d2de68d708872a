import { type Branch, endpoints } from '@cc/contracts';
import { useResource } from '@cc/resources';
import { ComboboxField, type FormFieldProps } from '@cc/ui-rtl';
import type { FieldValues } from 'react-hook-form';
import { BUSINESS_MESSAGES as M } from './messages';
import { listOptions } from './search-select';

/** Props of {@link BranchPicker}. */
export interface BranchPickerProps<T extends FieldValues> extends Omit<FormFieldProps<T>, 'label'> {
  /** Default 'الفرع'. */
  label?: string;
}

/**
 * Picks one of the company's branches (GET /branches) or none into a field of the surrounding form (its
 * id), with the searchable combobox. A failed load (403 without GET_BRANCH) says so under the field.
 *
 * @example
 * <BranchPicker<DealForm> name="branchId" />
 */
export function BranchPicker<T extends FieldValues>({ label = M.branch, ...field }: BranchPickerProps<T>) {
  const branches = useResource(endpoints.branches.list, undefined);
  return (
    <ComboboxField<T, Branch>
      {...field}
      label={label}
      {...listOptions(branches)}
      optionLabel={(b) => b.name}
    />
  );
}
