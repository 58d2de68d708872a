import { type Car, type CarStatus, endpoints } from '@cc/contracts';
import { useResource } from '@cc/resources';
import { ComboboxField, type FormFieldProps } from '@cc/ui-rtl';
import type { FieldValues } from 'react-hook-form';
import { BUSINESS_MESSAGES as M } from './messages';
import { listOptions, useKeywordSearch } from './search-select';

/** Props of {@link CarPicker}. */
export interface CarPickerProps<T extends FieldValues> extends Omit<FormFieldProps<T>, 'label'> {
  /** Default 'السيارة'. */
  label?: string;
  /** Which cars may be picked; default 'Pending' (only a car for sale can be sold). */
  status?: CarStatus;
  /** Pause after typing before the search (ms). */
  debounceMs?: number;
}

/** 'تويوتا كامري 2021 — بغداد 12345 أ'. */
export const carLabel = (c: Car) => `${c.name} ${c.model} — ${c.plateNumber}`;
const carText = (c: Car) => `${carLabel(c)} ${c.chassisNumber}`;

/**
 * Picks a car into a field of the surrounding form (its id): a combobox whose typed text the server
 * searches over name, plate and chassis among the cars of one status (GET /car, 20 at a time).
 *
 * @example
 * <CarPicker<DealForm> name="carId" required />
 */
export function CarPicker<T extends FieldValues>({
  label = M.car,
  status = 'Pending',
  debounceMs = 300,
  ...field
}: CarPickerProps<T>) {
  const search = useKeywordSearch(debounceMs);
  const found = useResource(
    endpoints.cars.list,
    { query: { status, ...search.query } },
    { keepPrevious: true },
  );
  return (
    <ComboboxField<T, Car>
      {...field}
      label={label}
      {...listOptions(found)}
      optionLabel={carLabel}
      optionText={carText}
      onQueryChange={search.setKeyword}
    />
  );
}
