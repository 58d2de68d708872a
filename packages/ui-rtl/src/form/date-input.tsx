import dayjs from 'dayjs';
import { type Ref, type SelectHTMLAttributes, useId } from 'react';
import { Button } from '../button';
import { cx } from '../cx';
import { applyQuickPick, formatDisplayDate, MONTHS_AR, type QuickPick } from './date-text';
import { FORM_MESSAGES } from './messages';

/** Props of {@link DateInput}. */
export interface DateInputProps {
  /** The group's name (its legend). */
  label: string;
  /** 'yyyy-MM-dd', or empty. */
  value: string | null | undefined;
  onChange(value: string | null): void;
  /** First year of the year dropdown (default: 30 years back; `min`'s year when given). */
  minYear?: number | undefined;
  /** Last year of the year dropdown (default: 10 years ahead; `max`'s year when given). */
  maxYear?: number | undefined;
  /**
   * The earliest date the field offers, 'yyyy-MM-dd' (what its schema or rule accepts): earlier years,
   * months and days are not offered and a quick pick never goes below it.
   */
  min?: string | null | undefined;
  /** The latest date the field offers, 'yyyy-MM-dd'; a quick pick past it is disabled. */
  max?: string | null | undefined;
  /** Shows the '*' mark after the label; the year, month and day are then required. */
  required?: boolean | undefined;
  /** Help text under the field while it has no error. */
  hint?: string | undefined;
  /** Error under the field (role="alert"); the dropdowns get aria-invalid. */
  error?: string | undefined;
  disabled?: boolean | undefined;
  /** Hides the '+ شهر', '+ 3 أشهر', '+ سنة' buttons. */
  noQuickPicks?: boolean | undefined;
  /** Class of the outer fieldset. */
  containerClassName?: string | undefined;
  /** Given the year dropdown (focused first when the form shows an error). */
  inputRef?: Ref<HTMLSelectElement> | undefined;
  /** Called when focus leaves a dropdown. */
  onBlur?: (() => void) | undefined;
}

const QUICK_PICKS: [QuickPick, string][] = [
  ['month', FORM_MESSAGES.plusMonth],
  ['threeMonths', FORM_MESSAGES.plusThreeMonths],
  ['year', FORM_MESSAGES.plusYear],
];

/**
 * The date field (docs/domain/lists-and-search.md): shows the value as yyyy / MM / dd (never the browser's mm/dd/yyyy),
 * with year, month (Arabic names) and day dropdowns and quick picks '+ شهر', '+ 3 أشهر', '+ سنة' that add
 * to the value, or to today when empty. The value is 'yyyy-MM-dd'. The data table's date filter and the
 * form kit's {@link DateField} are this field. With `min` and `max` it offers only the dates between them;
 * empty, it shows «سنة / شهر / يوم».
 *
 * @example
 * <DateInput label="تاريخ العقد" value={date} onChange={setDate} min="2000-01-01" max="2027-11-28" />
 */
export function DateInput({
  label,
  value,
  onChange,
  minYear,
  maxYear,
  min,
  max,
  required,
  hint,
  error,
  disabled,
  noQuickPicks,
  containerClassName,
  inputRef,
  onBlur,
}: DateInputProps) {
  const id = useId();
  const current = value && dayjs(value).isValid() ? dayjs(value) : null;
  const thisYear = dayjs().year();
  const lowest = bound(min);
  const highest = bound(max);
  // A loaded value outside the bounds is still shown (the schema then says what is wrong with it).
  const from = Math.min(
    lowest?.year() ?? minYear ?? thisYear - 30,
    current?.year() ?? Number.POSITIVE_INFINITY,
  );
  const to = Math.max(
    highest?.year() ?? maxYear ?? thisYear + 10,
    current?.year() ?? Number.NEGATIVE_INFINITY,
  );
  const years: number[] = [];
  for (let y = to; y >= from; y--) years.push(y);
  const days = current ? current.daysInMonth() : 31;
  // In the first and last year (and month) of the bounds, only the months (and days) inside them.
  const sameYear = (a: dayjs.Dayjs | null) => a !== null && current !== null && a.year() === current.year();
  const sameMonth = (a: dayjs.Dayjs | null) => sameYear(a) && a?.month() === current?.month();
  const firstMonth = sameYear(lowest) ? (lowest?.month() ?? 0) : 0;
  const lastMonth = sameYear(highest) ? (highest?.month() ?? 11) : 11;
  const firstDay = sameMonth(lowest) ? (lowest?.date() ?? 1) : 1;
  const lastDay = sameMonth(highest) ? (highest?.date() ?? days) : days;
  const inside = (date: dayjs.Dayjs) => {
    if (lowest && date.isBefore(lowest, 'day')) return lowest;
    if (highest && date.isAfter(highest, 'day')) return highest;
    return date;
  };
  const messageId = `${id}-message`;
  const message = error ?? hint;

  // Changing one part of an empty value starts from today; dayjs clamps the day to the month's end, and
  // the bounds clamp the date (a year whose months start later takes the first one offered).
  const setPart = (unit: 'year' | 'month' | 'date', part: string) => {
    if (part === '') return onChange(null);
    onChange(inside((current ?? dayjs()).set(unit, Number(part))).format('YYYY-MM-DD'));
  };
  const display = formatDisplayDate(value);
  const aria = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': message ? messageId : undefined,
    required,
    disabled,
    onBlur,
  } as const;

  return (
    <fieldset
      className={cx('cc-date', containerClassName)}
      data-invalid={error ? '' : undefined}
      disabled={disabled}
    >
      <legend className="cc-date__legend">
        {label}
        {required ? (
          <span className="cc-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <output className="cc-date__display" id={`${id}-display`} data-empty={display ? undefined : ''}>
        <bdi dir="ltr">
          {display ||
            // Each Arabic word isolated, so the empty field reads left to right like its digits (year first).
            FORM_MESSAGES.datePlaceholder.split(' / ').map((part, i) => (
              <span key={part}>
                {i > 0 ? ' / ' : ''}
                <bdi>{part}</bdi>
              </span>
            ))}
        </bdi>
      </output>
      <div className="cc-date__parts">
        <DatePart
          label={FORM_MESSAGES.year}
          selectRef={inputRef}
          aria={aria}
          value={current ? String(current.year()) : ''}
          onChange={(value) => setPart('year', value)}
          options={years.map((y) => [y, String(y)] as const)}
        />
        <DatePart
          label={FORM_MESSAGES.month}
          aria={aria}
          value={current ? String(current.month()) : ''}
          onChange={(value) => setPart('month', value)}
          options={MONTHS_AR.map((name, index) => [index, name] as const).filter(
            ([index]) => index >= firstMonth && index <= lastMonth,
          )}
        />
        <DatePart
          label={FORM_MESSAGES.day}
          aria={aria}
          value={current ? String(current.date()) : ''}
          onChange={(value) => setPart('date', value)}
          options={Array.from(
            { length: lastDay - firstDay + 1 },
            (_, i) => [firstDay + i, String(firstDay + i)] as const,
          )}
        />
      </div>
      {noQuickPicks ? null : (
        <div className="cc-date__quick">
          {QUICK_PICKS.map(([pick, text]) => {
            const picked = applyQuickPick(value, pick);
            return (
              <Button
                key={pick}
                type="button"
                size="sm"
                variant="secondary"
                disabled={(max ? picked > max : false) || undefined}
                onClick={() => onChange(inside(dayjs(picked)).format('YYYY-MM-DD'))}
              >
                {text}
              </Button>
            );
          })}
          {current && !required ? (
            <Button type="button" size="sm" variant="ghost" onClick={() => onChange(null)}>
              {FORM_MESSAGES.clearDate}
            </Button>
          ) : null}
        </div>
      )}
      {message ? (
        <p
          id={messageId}
          className={error ? 'cc-field__error' : 'cc-field__hint'}
          role={error ? 'alert' : undefined}
        >
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One dropdown of the date (year, month or day): its label, '—' for none, then its options as [value, text]. */
function DatePart({
  label,
  selectRef,
  aria,
  value,
  onChange,
  options,
}: {
  label: string;
  selectRef?: Ref<HTMLSelectElement> | undefined;
  /** What the three dropdowns share: aria-invalid/-describedby, required, disabled, onBlur. */
  aria: SelectHTMLAttributes<HTMLSelectElement>;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [number, string])[];
}) {
  return (
    <label className="cc-date__part">
      <span>{label}</span>
      <select ref={selectRef} {...aria} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">—</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A bound of the field as a date; null when absent or not a 'yyyy-MM-dd' date. */
function bound(date: string | null | undefined): dayjs.Dayjs | null {
  if (!date) return null;
  const parsed = dayjs(date);
  return parsed.isValid() ? parsed : null;
}
