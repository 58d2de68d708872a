import { errorMessage } from '@cc/api-client';
import { endpoints } from '@cc/contracts';
import { useResource } from '@cc/resources';
import { SelectInput } from '@cc/ui-rtl';
import { BUSINESS_MESSAGES as M } from './messages';

/** Props of {@link BranchPicker}. */
export interface BranchPickerProps {
  /** The branch id as text; '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** Default 'الفرع'. */
  label?: string;
  error?: string | undefined;
}

/**
 * Picks one of the company's branches (GET /branches) or none. A failed load (403 without GET_BRANCH)
 * says so under the field.
 *
 * @example
 * <BranchPicker value={values.branchId} onChange={(v) => set('branchId', v)} />
 */
export function BranchPicker({ value, onChange, label = M.branch, error }: BranchPickerProps) {
  const branches = useResource(endpoints.branches.list, undefined);
  return (
    <SelectInput
      label={label}
      placeholder={M.choose}
      value={value}
      disabled={branches.isPending}
      options={(branches.data?.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
      onChange={(e) => onChange(e.target.value)}
      error={error ?? (branches.error ? errorMessage(branches.error) : undefined)}
    />
  );
}
