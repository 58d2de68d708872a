import { normalizeArabic } from '@cc/domain';
import { type KeyboardEvent, type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react';
import { cx } from './cx';
import { FieldShell } from './form/field-shell';
import { FORM_MESSAGES } from './form/messages';
import { IconChevronDown } from './icons/chevron-down';

/** Props of {@link Combobox}. */
export interface ComboboxProps<T> {
  /** Visible label, linked to the text box. */
  label: string;
  /** The candidates: all of them, or those the server found for the typed text ({@link onQueryChange}). */
  options: readonly T[];
  /** The picked item (shown in the box while it is not being typed in). */
  selected: T | null;
  onSelect: (item: T | null) => void;
  /** The text of an option in the list and in the box. */
  optionLabel: (item: T) => string;
  /** A unique key of an option (its id). */
  optionKey: (item: T) => string | number;
  /** The text typed words are matched against; default the label (e.g. name, phone and national id). */
  optionText?: ((item: T) => string) | undefined;
  /** Told every change of the typed text (a server search); the list still filters what it has. */
  onQueryChange?: ((query: string) => void) | undefined;
  /** The candidates are being fetched. */
  loading?: boolean | undefined;
  /** Why the candidates could not be fetched (Arabic), shown under the field. */
  loadError?: string | null | undefined;
  required?: boolean | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  disabled?: boolean | undefined;
  placeholder?: string | undefined;
  name?: string | undefined;
  /** Under the field (an 'add new' button). */
  extra?: ReactNode;
  containerClassName?: string | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
  onBlur?: (() => void) | undefined;
}

const SEPARATORS = /[\s\-_./]/g;

/**
 * Whether an option's text matches what was typed, Arabic-aware: every typed word is found in the text
 * after normalizeArabic (أ/إ/آ → ا, ة → ه, ى → ي, harakat and tatweel gone, Arabic-Indic digits → 0-9), or
 * in it without spaces and dashes (a plate typed 'بغداد-١٢٣').
 *
 * @example
 * comboboxMatches('أحمد علي — 07701234567', 'احمد ٠٧٧٠'); // true
 */
export function comboboxMatches(text: string, query: string): boolean {
  const words = normalizeArabic(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const spaced = normalizeArabic(text);
  const joined = spaced.replace(SEPARATORS, '');
  return words.every((word) => spaced.includes(word) || joined.includes(word.replace(SEPARATORS, '')));
}

/**
 * A searchable combobox (WAI-ARIA 1.2 editable combobox with a list): type to filter (Arabic-aware, see
 * {@link comboboxMatches}), ArrowDown/ArrowUp to move through the list, Enter to pick the highlighted
 * option, or the only match without moving, Escape to close the list (again: undo the typing), Home/End
 * for the first and last option while the list is open. Leaving the box with text that matches one option
 * picks it; emptying the box and leaving it picks nothing; other text stays as typed with a note that
 * nothing was picked. The list is under the box and as wide as it, so it never leaves a narrow screen.
 *
 * @example
 * <Combobox label="الفرع" options={branches} selected={branch} onSelect={setBranch}
 *   optionLabel={(b) => b.name} optionKey={(b) => b.id} />
 */
export function Combobox<T>({
  label,
  options,
  selected,
  onSelect,
  optionLabel,
  optionKey,
  optionText = optionLabel,
  onQueryChange,
  loading,
  loadError,
  required,
  hint,
  error,
  disabled,
  placeholder,
  name,
  extra,
  containerClassName,
  inputRef,
  onBlur,
}: ComboboxProps<T>) {
  const id = `cc-combobox-${useId()}`;
  const listId = `${id}-list`;
  // The text being typed; null while the box shows the picked option.
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLDivElement | null>(null);

  const query = typed ?? '';
  const matches =
    typed === null ? options : options.filter((item) => comboboxMatches(optionText(item), query));
  const only = typed !== null && typed.trim() !== '' && matches.length === 1 ? matches[0] : undefined;
  const shown = typed ?? (selected ? optionLabel(selected) : '');
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (!open || active < 0) return;
    listRef.current
      ?.querySelector(`#${CSS.escape(optionId(active))}`)
      ?.scrollIntoView?.({ block: 'nearest' });
  });

  const type = (text: string) => {
    setTyped(text);
    setOpen(true);
    onQueryChange?.(text);
    const found = options.filter((item) => comboboxMatches(optionText(item), text));
    setActive(text.trim() !== '' && found.length === 1 ? 0 : -1);
  };

  const pick = (item: T | null) => {
    setTyped(null);
    setOpen(false);
    setActive(-1);
    onQueryChange?.('');
    onSelect(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = matches.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        setActive((a) => (last < 0 ? -1 : event.altKey ? a : Math.min(a + 1, last)));
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        setActive((a) => (last < 0 ? -1 : a <= 0 ? 0 : a - 1));
        return;
      case 'Home':
      case 'End':
        if (!open || last < 0) return;
        event.preventDefault();
        setActive(event.key === 'Home' ? 0 : last);
        return;
      case 'Enter': {
        const item = open && active >= 0 ? matches[active] : only;
        if (item !== undefined) {
          event.preventDefault();
          pick(item);
        } else if (open) {
          event.preventDefault();
        }
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (typed !== null) {
          event.preventDefault();
          setTyped(null);
          onQueryChange?.('');
        }
        return;
    }
  };

  const leave = () => {
    setOpen(false);
    setActive(-1);
    if (typed !== null) {
      if (typed.trim() === '') pick(null);
      else if (only !== undefined) pick(only);
      else if (selected && typed === optionLabel(selected)) setTyped(null);
    }
    onBlur?.();
  };

  const notPicked = typed !== null && typed.trim() !== '' && !open;
  const emptyText = loading ? FORM_MESSAGES.loading : FORM_MESSAGES.noResults;
  return (
    <FieldShell
      id={id}
      label={label}
      required={required}
      hint={notPicked && !error ? FORM_MESSAGES.notPicked : hint}
      error={error}
      disabled={disabled}
      containerClassName={cx('cc-combobox', containerClassName)}
      describedBy={loadError ? `${id}-load-error` : undefined}
      extra={
        <>
          {loadError ? (
            <p id={`${id}-load-error`} className="cc-field__error" role="alert">
              {loadError}
            </p>
          ) : null}
          {extra}
        </>
      }
    >
      {(aria) => (
        <>
          <input
            {...aria}
            ref={inputRef}
            name={name}
            type="text"
            role="combobox"
            className="cc-field__input"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
            aria-required={required || undefined}
            placeholder={placeholder}
            disabled={disabled}
            value={shown}
            onChange={(event) => type(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={leave}
            onClick={() => setOpen(true)}
          />
          <button
            type="button"
            className="cc-combobox__toggle"
            tabIndex={-1}
            aria-label={FORM_MESSAGES.showOptions}
            aria-controls={listId}
            aria-expanded={open}
            disabled={disabled}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setOpen((o) => !o)}
          >
            <IconChevronDown size={16} />
          </button>
          <div
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={label}
            className="cc-combobox__list"
            hidden={!open}
          >
            {matches.length === 0 ? (
              <div className="cc-combobox__empty">{emptyText}</div>
            ) : (
              matches.map((item, index) => (
                // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: options of the ARIA combobox pattern: the keyboard works in the text box (aria-activedescendant), the click is the mouse's way
                <div
                  key={optionKey(item)}
                  id={optionId(index)}
                  role="option"
                  className="cc-combobox__option"
                  aria-selected={selected !== null && optionKey(selected) === optionKey(item)}
                  data-active={index === active ? '' : undefined}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => pick(item)}
                >
                  {optionLabel(item)}
                </div>
              ))
            )}
          </div>
        </>
      )}
    </FieldShell>
  );
}
