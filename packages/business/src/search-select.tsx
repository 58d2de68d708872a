import { errorMessage } from '@cc/api-client';
import { FieldShell } from '@cc/ui-rtl';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { BUSINESS_MESSAGES as M } from './messages';

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
 * A picker's search box state and the query it sends: the keyword as typed, and once it settles, the
 * first 20 records the server finds for it.
 *
 * @example
 * const search = useKeywordSearch(300);
 * const found = useResource(endpoints.persons.list, { query: search.query }, { keepPrevious: true });
 * <SearchSelect {...search.box} found={found} ... />
 */
export function useKeywordSearch(debounceMs: number) {
  const [keyword, setKeyword] = useState('');
  const settled = useDebouncedValue(keyword.trim(), debounceMs);
  return {
    box: { keyword, onKeywordChange: setKeyword },
    query: { size: FOUND_SIZE, ...(settled ? { keyword: settled } : {}) },
  };
}

/** Props of {@link SearchSelect}. */
export interface SearchSelectProps<T extends { id: number }> {
  label: string;
  selected: T | null;
  onSelect: (item: T | null) => void;
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  /** The read of the records found for the keyword (a list answer, or its failure). */
  found: { data?: { data: readonly T[] } | undefined; error: unknown };
  optionLabel: (item: T) => string;
  required?: boolean | undefined;
  error?: string | undefined;
  /** Under the control (e.g. the 'إضافة حساب جديد' button). */
  extra?: ReactNode;
}

/**
 * A searchable picker's view: a search box (the server searches the keyword) and a select of what it
 * found; the picked record stays a choice whatever the keyword. A failed search shows its message.
 *
 * @example
 * <SearchSelect label="المشتري" selected={buyer} onSelect={setBuyer} {...search.box} found={found}
 *   optionLabel={(p) => p.fullName} />
 */
export function SearchSelect<T extends { id: number }>({
  label,
  selected,
  onSelect,
  keyword,
  onKeywordChange,
  found: read,
  optionLabel,
  required,
  error,
  extra,
}: SearchSelectProps<T>) {
  const id = `cc-business-${useId()}`;
  const items = read.data?.data;
  const loadError = read.error ? errorMessage(read.error) : null;
  const found = items ?? [];
  const choices = selected && !found.some((i) => i.id === selected.id) ? [selected, ...found] : found;
  const empty = items === undefined && !loadError ? M.loading : choices.length === 0 ? M.noResults : M.choose;
  return (
    <FieldShell
      id={id}
      label={label}
      required={required}
      error={error}
      extra={
        <>
          {loadError ? (
            <p className="cc-field__error" role="alert">
              {loadError}
            </p>
          ) : null}
          {extra}
        </>
      }
    >
      {(aria) => (
        <div className="cc-business-search-select">
          <input
            type="search"
            className="cc-field__input"
            aria-label={M.search(label)}
            placeholder={M.search(label)}
            value={keyword}
            onChange={(e) => onKeywordChange(e.target.value)}
          />
          <select
            {...aria}
            className="cc-field__input cc-business-select"
            value={selected ? String(selected.id) : ''}
            onChange={(e) => onSelect(choices.find((i) => String(i.id) === e.target.value) ?? null)}
          >
            <option value="">{empty}</option>
            {choices.map((item) => (
              <option key={item.id} value={String(item.id)}>
                {optionLabel(item)}
              </option>
            ))}
          </select>
        </div>
      )}
    </FieldShell>
  );
}
