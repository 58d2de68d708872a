import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { DEALS_MESSAGES as M } from './messages';

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean | undefined;
  error?: string | undefined;
  children: ReactNode;
  extra?: ReactNode;
}

/** ui-rtl's cc-field markup for controls TextInput does not cover (select, textarea, search select). */
export function FieldShell({ id, label, required, error, children, extra }: FieldShellProps) {
  return (
    <div className="cc-field" data-invalid={error ? '' : undefined}>
      <label className="cc-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="cc-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className="cc-field__control">{children}</div>
      {extra}
      {error ? (
        <p id={`${id}-error`} className="cc-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A select choice. */
export interface Option {
  value: string;
  label: string;
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  required?: boolean;
  error?: string | undefined;
  /** Adds the empty 'اختر...' choice (optional fields). */
  allowEmpty?: boolean;
}

/** A labelled native select with its error under it. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  required,
  error,
  allowEmpty,
}: SelectFieldProps) {
  const id = `cc-deals-${useId()}`;
  return (
    <FieldShell id={id} label={label} required={required} error={error}>
      <select
        id={id}
        className="cc-field__input cc-deals-select"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {allowEmpty ? <option value="">{M.choose}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** A labelled textarea with its error under it. */
export function TextAreaField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const id = `cc-deals-${useId()}`;
  return (
    <FieldShell id={id} label={label} error={error}>
      <textarea
        id={id}
        className="cc-field__input cc-deals-textarea"
        rows={3}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </FieldShell>
  );
}

/** Props of {@link SearchSelect}. */
export interface SearchSelectProps<T extends { id: number }> {
  label: string;
  selected: T | null;
  onSelect: (item: T | null) => void;
  /** Loads the choices for a keyword ('' on entry). */
  search: (keyword: string) => Promise<T[]>;
  optionLabel: (item: T) => string;
  required?: boolean;
  error?: string | undefined;
  /** Under the control (e.g. the 'إضافة حساب جديد' button). */
  extra?: ReactNode;
  /** Delay after typing before the search (ms). */
  debounceMs?: number;
}

/**
 * A searchable picker: a search box that reloads the choices (server-side keyword search) and a select of
 * the results; the picked record stays a choice whatever the keyword.
 *
 * @example
 * <SearchSelect label="المشتري" selected={buyer} onSelect={setBuyer} search={api.searchPersons} optionLabel={(p) => p.fullName} />
 */
export function SearchSelect<T extends { id: number }>({
  label,
  selected,
  onSelect,
  search,
  optionLabel,
  required,
  error,
  extra,
  debounceMs = 300,
}: SearchSelectProps<T>) {
  const id = `cc-deals-${useId()}`;
  const [keyword, setKeyword] = useState('');
  const [items, setItems] = useState<T[]>([]);
  // The first search runs at once; later ones wait for typing to pause.
  const first = useRef(true);

  useEffect(() => {
    let alive = true;
    const timer = setTimeout(
      () => {
        search(keyword)
          .then((found) => {
            if (alive) setItems(found);
          })
          .catch(() => {
            if (alive) setItems([]);
          });
        first.current = false;
      },
      first.current ? 0 : debounceMs,
    );
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [keyword, search, debounceMs]);

  const choices = selected && !items.some((i) => i.id === selected.id) ? [selected, ...items] : items;
  return (
    <FieldShell id={id} label={label} required={required} error={error} extra={extra}>
      <div className="cc-deals-search-select">
        <input
          type="search"
          className="cc-field__input"
          aria-label={M.search(label)}
          placeholder={M.search(label)}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <select
          id={id}
          className="cc-field__input cc-deals-select"
          value={selected ? String(selected.id) : ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onSelect(choices.find((i) => String(i.id) === e.target.value) ?? null)}
        >
          <option value="">{choices.length === 0 ? M.noResults : M.choose}</option>
          {choices.map((item) => (
            <option key={item.id} value={String(item.id)}>
              {optionLabel(item)}
            </option>
          ))}
        </select>
      </div>
    </FieldShell>
  );
}
