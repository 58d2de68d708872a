import { endpoints } from '@cc/contracts';
import { filtersFromSearch, firstPageQuery, type ListStart } from '@cc/data-table';
import { CAR_FILTER_COLUMNS } from './car-filters';

/**
 * How the cars list starts at an address: the filters its link carries (/cars?status=Active from the
 * dashboard) over the Pending seed; page 0 of ten rows, no keyword, no sort. The list screen hands
 * these to its table.
 *
 * @example
 * carsListStart('?status=Active'); // { initialFilters: { status: 'Active' } }
 */
export function carsListStart(search: string): ListStart {
  return { initialFilters: filtersFromSearch(CAR_FILTER_COLUMNS, search) };
}

/**
 * The cars list's first read at an address: GET /car with the query its table asks for first. The
 * screen (through {@link carsListStart}) and the start-up prefetch (feature.ts) both follow it, so they
 * share one cache entry and one request.
 *
 * @example
 * carsListRead(''); // [endpoints.cars.list, { query: { status: 'Pending', page: 0, size: 10 } }]
 */
export function carsListRead(search: string) {
  return [endpoints.cars.list, { query: firstPageQuery(CAR_FILTER_COLUMNS, carsListStart(search)) }] as const;
}
