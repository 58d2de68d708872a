import { render, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DateField } from './date-field';
import { DateRangeField } from './date-range-field';
import { applyQuickPick, formatDisplayDate } from './date-utils';
import { restoreTimers, useFakeTimersWithUser } from './test/fake-timers';
import type { DateRange } from './types';

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = useFakeTimersWithUser('2026-01-31T09:00:00');
});
afterEach(restoreTimers);

/** A field's value held as a page holds it, each change also reported to `onChange`. */
function useReportedValue<T>(initial: T, onChange?: (v: T) => void) {
  const [value, setValue] = useState(initial);
  return {
    value,
    onChange: (v: T) => {
      setValue(v);
      onChange?.(v);
    },
  };
}

function Controlled({
  initial,
  onChange,
}: {
  initial: string | null;
  onChange?: (v: string | null) => void;
}) {
  return <DateField label="تاريخ العقد" {...useReportedValue(initial, onChange)} />;
}

function Range({ onChange }: { onChange: (v: DateRange | null) => void }) {
  return <DateRangeField label="الفترة" {...useReportedValue<DateRange | null>(null, onChange)} />;
}

describe('applyQuickPick', () => {
  it('adds to the value, clamping month ends', () => {
    expect(applyQuickPick('2026-03-10', 'month')).toBe('2026-04-10');
    expect(applyQuickPick('2026-03-10', 'threeMonths')).toBe('2026-06-10');
    expect(applyQuickPick('2024-02-29', 'year')).toBe('2025-02-28');
    expect(applyQuickPick('2026-01-31', 'month')).toBe('2026-02-28');
  });
  it('adds to today when the value is empty', () => {
    expect(applyQuickPick('', 'month')).toBe('2026-02-28');
    expect(applyQuickPick(null, 'threeMonths')).toBe('2026-04-30');
    expect(applyQuickPick(undefined, 'year')).toBe('2027-01-31');
  });
  it('formats the display as yyyy / MM / dd', () => {
    expect(formatDisplayDate('2026-03-05')).toBe('2026 / 03 / 05');
    expect(formatDisplayDate('')).toBe('');
  });
});

describe('DateField', () => {
  it('shows its Arabic placeholder (سنة / شهر / يوم) and quick picks from today when empty', async () => {
    const onChange = vi.fn();
    render(<Controlled initial={null} onChange={onChange} />);
    const field = screen.getByRole('group', { name: 'تاريخ العقد' });
    expect(within(field).getByRole('status')).toHaveTextContent('سنة / شهر / يوم');
    await user.click(within(field).getByRole('button', { name: '+ 3 أشهر' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-04-30');
    expect(within(field).getByRole('status')).toHaveTextContent('2026 / 04 / 30');
  });

  it('quick picks add to the current value', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="2026-03-10" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '+ شهر' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-04-10');
    await user.click(screen.getByRole('button', { name: '+ سنة' }));
    expect(onChange).toHaveBeenLastCalledWith('2027-04-10');
  });

  it('changes month and year through dropdowns with Arabic month names', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="2026-01-31" onChange={onChange} />);
    const month = screen.getByRole('combobox', { name: 'الشهر' });
    expect(month).toHaveDisplayValue('كانون الثاني');
    await user.selectOptions(month, 'شباط');
    expect(onChange).toHaveBeenLastCalledWith('2026-02-28');
    await user.selectOptions(screen.getByRole('combobox', { name: 'السنة' }), '2028');
    expect(onChange).toHaveBeenLastCalledWith('2028-02-28');
    await user.click(screen.getByRole('button', { name: 'مسح' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});

describe('DateRangeField', () => {
  it('sets each end as yyyy-MM-dd and resets both', async () => {
    const onChange = vi.fn();
    render(<Range onChange={onChange} />);
    const reset = screen.getByRole('button', { name: 'إعادة تعيين' });
    expect(reset).toBeDisabled();
    await user.click(
      within(screen.getByRole('group', { name: 'من' })).getByRole('button', { name: '+ شهر' }),
    );
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-02-28', to: null });
    await user.click(
      within(screen.getByRole('group', { name: 'إلى' })).getByRole('button', { name: '+ سنة' }),
    );
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-02-28', to: '2027-01-31' });
    await user.click(reset);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(within(screen.getByRole('group', { name: 'من' })).getByRole('status')).toHaveTextContent(
      'سنة / شهر / يوم',
    );
  });
});
