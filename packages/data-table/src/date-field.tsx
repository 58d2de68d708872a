import dayjs from 'dayjs';
import { useId } from 'react';
import { applyQuickPick, formatDisplayDate, type QuickPick } from './date-utils';
import { DT_MESSAGES, MONTHS_AR } from './messages';
import { Button } from './ui';

/** Props of {@link DateField}. */
export interface DateFieldProps {
  label: string;
  /** 'yyyy-MM-dd', or empty. */
  value: string | null | undefined;
  onChange(value: string | null): void;
  /** First year of the year dropdown (default: 30 years back). */
  minYear?: number;
  /** Last year of the year dropdown (default: 10 years ahead). */
  maxYear?: number;
}

const QUICK_PICKS: [QuickPick, string][] = [
  ['month', DT_MESSAGES.plusMonth],
  ['threeMonths', DT_MESSAGES.plusThreeMonths],
  ['year', DT_MESSAGES.plusYear],
];

/**
 * The date filter field: shows the value as yyyy / MM / dd, with year, month (Arabic names) and
 * day dropdowns and quick picks '+ شهر', '+ 3 أشهر', '+ سنة' that add to the value, or to today when empty.
 * The value is 'yyyy-MM-dd'.
 *
 * @example
 * <DateField label="تاريخ العقد" value={date} onChange={setDate} />
 */
export function DateField({ label, value, onChange, minYear, maxYear }: DateFieldProps) {
  const id = useId();
  const current = value && dayjs(value).isValid() ? dayjs(value) : null;
  const thisYear = dayjs().year();
  const from = Math.min(minYear ?? thisYear - 30, current?.year() ?? Number.POSITIVE_INFINITY);
  const to = Math.max(maxYear ?? thisYear + 10, current?.year() ?? Number.NEGATIVE_INFINITY);
  const years: number[] = [];
  for (let y = to; y >= from; y--) years.push(y);
  const days = current ? current.daysInMonth() : 31;

  // Changing one part of an empty value starts from today; dayjs clamps the day to the month's end.
  const setPart = (unit: 'year' | 'month' | 'date', part: string) => {
    if (part === '') return onChange(null);
    onChange((current ?? dayjs()).set(unit, Number(part)).format('YYYY-MM-DD'));
  };
  const display = formatDisplayDate(value);

  return (
    <fieldset className="cc-dt-date">
      <legend className="cc-dt-date__legend">{label}</legend>
      <output className="cc-dt-date__display" id={`${id}-display`} data-empty={display ? undefined : ''}>
        <bdi dir="ltr">{display || DT_MESSAGES.datePlaceholder}</bdi>
      </output>
      <div className="cc-dt-date__parts">
        <label className="cc-dt-date__part">
          <span>{DT_MESSAGES.year}</span>
          <select
            value={current ? String(current.year()) : ''}
            onChange={(e) => setPart('year', e.target.value)}
          >
            <option value="">—</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
        <label className="cc-dt-date__part">
          <span>{DT_MESSAGES.month}</span>
          <select
            value={current ? String(current.month()) : ''}
            onChange={(e) => setPart('month', e.target.value)}
          >
            <option value="">—</option>
            {MONTHS_AR.map((name, index) => (
              <option key={name} value={index}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="cc-dt-date__part">
          <span>{DT_MESSAGES.day}</span>
          <select
            value={current ? String(current.date()) : ''}
            onChange={(e) => setPart('date', e.target.value)}
          >
            <option value="">—</option>
            {Array.from({ length: days }, (_, i) => i + 1).map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="cc-dt-date__quick">
        {QUICK_PICKS.map(([pick, text]) => (
          <Button
            key={pick}
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => onChange(applyQuickPick(value, pick))}
          >
            {text}
          </Button>
        ))}
        {current && (
          <Button type="button" size="sm" variant="ghost" onClick={() => onChange(null)}>
            {DT_MESSAGES.clearDate}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
