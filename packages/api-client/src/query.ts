/**
 * A query value; empty ones are dropped. Arrays repeat the parameter.
 *
 * @example
 * const status: QueryValue = ['Pending', 'Active']; // status=Pending&status=Active
 */
export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number | boolean)[];

/**
 * Query parameters of a call, by name.
 *
 * @example
 * const query: Query = { page: 0, size: 10, keyword: 'احمد', sortBy: 'id', sortDirection: 'desc' };
 */
export type Query = Record<string, QueryValue>;

/**
 * Builds search parameters, dropping undefined, null, '' and empty arrays (docs/domain/lists-and-search.md: empty filter values
 * are removed from the query).
 *
 * @example
 * toSearchParams({ page: 0, keyword: '', status: 'Pending' }).toString(); // 'page=0&status=Pending'
 */
export function toSearchParams(query: Query = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value) if (item !== '') params.append(key, String(item));
    } else {
      params.append(key, String(value));
    }
  }
  return params;
}
