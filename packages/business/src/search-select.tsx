import { errorMessage } from '@cc/api-client';
import { useEffect, useState } from 'react';

/**
 * The value, once it has stopped changing for `ms` (a keyword typed into a search box). Only a timer: the
 * search itself is a resource read keyed by the settled value.
 *
 * @example
 * const keyword = useDebouncedValue(typed.trim(), 300);
 */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (ms <= 0) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return ms <= 0 ? value : settled;
}

/** How many records a picker's search shows. */
const FOUND_SIZE = 20;

/**
 * A picker's search state and the query it sends: the keyword as typed (the combobox's text), and once it
 * settles, the first 20 records the server finds for it.
 *
 * @example
 * const search = useKeywordSearch(300);
 * const found = useResource(endpoints.persons.list, { query: search.query }, { keepPrevious: true });
 * <ComboboxField ... onQueryChange={search.setKeyword} options={found.data?.data ?? []} />
 */
export function useKeywordSearch(debounceMs: number) {
  const [keyword, setKeyword] = useState('');
  const settled = useDebouncedValue(keyword.trim(), debounceMs);
  return {
    keyword,
    setKeyword,
    query: { size: FOUND_SIZE, ...(settled ? { keyword: settled } : {}) },
  };
}

/**
 * A list call's records as a picker's combobox takes them: the options (told apart by id), loading, and
 * the Arabic failure under the field.
 *
 * @example
 * const branches = useResource(endpoints.branches.list, undefined);
 * <ComboboxField<DealForm, Branch> name="branchId" label="الفرع" {...listOptions(branches)} optionLabel={(b) => b.name} />
 */
export function listOptions<R extends { id: number }>(list: {
  data?: { data: R[] } | undefined;
  isPending: boolean;
  error: unknown;
}) {
  return {
    options: list.data?.data ?? [],
    optionKey: (record: R) => record.id,
    loading: list.isPending,
    loadError: list.error ? errorMessage(list.error) : null,
  };
}
