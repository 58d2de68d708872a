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
