import { type Car, type CarStatus, endpoints } from '@cc/contracts';
import { useResource } from '@cc/resources';
import { BUSINESS_MESSAGES as M } from './messages';
import { SearchSelect, useKeywordSearch } from './search-select';

/** Props of {@link CarPicker}. */
export interface CarPickerProps {
  selected: Car | null;
  onSelect: (car: Car | null) => void;
  /** Default 'السيارة'. */
  label?: string;
  /** Which cars may be picked; default 'Pending' (only a car for sale can be sold). */
  status?: CarStatus;
  required?: boolean;
  error?: string | undefined;
  /** Pause after typing before the search (ms). */
  debounceMs?: number;
}

/** 'تويوتا كامري 2021 — بغداد 12345 أ'. */
export const carLabel = (c: Car) => `${c.name} ${c.model} — ${c.plateNumber}`;

/**
 * Picks a car: the server searches name, plate and chassis among the cars of one status (GET /car, 20 at
 * a time).
 *
 * @example
 * <CarPicker required selected={car} onSelect={setCar} />
 */
export function CarPicker({ label = M.car, status = 'Pending', debounceMs = 300, ...field }: CarPickerProps) {
  const search = useKeywordSearch(debounceMs);
  const found = useResource(
    endpoints.cars.list,
    { query: { status, ...search.query } },
    { keepPrevious: true },
  );
  return <SearchSelect<Car> label={label} {...field} {...search.box} found={found} optionLabel={carLabel} />;
}
