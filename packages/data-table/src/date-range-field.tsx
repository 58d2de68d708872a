import { DateField } from './date-field';
import { DT_MESSAGES } from './messages';
import { toIsoDate } from './query';
import type { DateRange } from './types';
import { Button } from './ui';

/** Props of {@link DateRangeField}. */
export interface DateRangeFieldProps {
  label: string;
  value: DateRange | null | undefined;
  onChange(value: DateRange | null): void;
}

/**
 * The date-range filter field: start and end {@link DateField}s and a reset button
 * 'إعادة تعيين'. Each end is 'yyyy-MM-dd'; the table sends them as fromDate/toDate.
 *
 * @example
 * <DateRangeField label="تاريخ العقد" value={range} onChange={setRange} />
 */
export function DateRangeField({ label, value, onChange }: DateRangeFieldProps) {
  const from = toIsoDate(value?.from) || null;
  const to = toIsoDate(value?.to) || null;
  const update = (next: DateRange) => onChange(next.from || next.to ? next : null);
  return (
    <fieldset className="cc-dt-range">
      <legend className="cc-dt-range__legend">{label}</legend>
      <div className="cc-dt-range__ends">
        <DateField label={DT_MESSAGES.from} value={from} onChange={(v) => update({ from: v, to })} />
        <DateField label={DT_MESSAGES.to} value={to} onChange={(v) => update({ from, to: v })} />
      </div>
      <Button type="button" size="sm" variant="ghost" disabled={!from && !to} onClick={() => onChange(null)}>
        {DT_MESSAGES.reset}
      </Button>
    </fieldset>
  );
}
