import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonthsClamped,
  daysBetween,
  daysInMonth,
  formatLocalDateTime,
  isIsoDate,
  parseIsoDate,
  todayIn,
} from './dates';

describe('addMonthsClamped', () => {
  it('clamps to the month end, each time from the first date (leap year)', () => {
    const from = '2024-01-31';
    expect([0, 1, 2, 3, 4, 12, 13].map((n) => addMonthsClamped(from, n))).toEqual([
      '2024-01-31',
      '2024-02-29',
      '2024-03-31',
      '2024-04-30',
      '2024-05-31',
      '2025-01-31',
      '2025-02-28',
    ]);
  });

  it('handles common years, century rules, year ends and negative steps', () => {
    expect(addMonthsClamped('2023-01-30', 1)).toBe('2023-02-28');
    expect(addMonthsClamped('2100-01-31', 1)).toBe('2100-02-28');
    expect(addMonthsClamped('2000-01-31', 1)).toBe('2000-02-29');
    expect(addMonthsClamped('2024-11-15', 3)).toBe('2025-02-15');
    expect(addMonthsClamped('2025-03-31', -1)).toBe('2025-02-28');
    expect(addMonthsClamped('2025-01-15', -13)).toBe('2023-12-15');
  });

  it('refuses invalid dates', () => {
    expect(() => addMonthsClamped('2023-02-29', 1)).toThrow(RangeError);
    expect(() => addMonthsClamped('2024-1-31', 1)).toThrow(RangeError);
    expect(() => addMonthsClamped('9999-12-01', 1)).toThrow(RangeError);
  });

  it('keeps the day when it exists and moves exactly n months', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2200 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: -240, max: 240 }),
        (year, month, rawDay, n) => {
          const day = Math.min(rawDay, daysInMonth(year, month));
          const from = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const to = parseIsoDate(addMonthsClamped(from, n))!;
          expect(to.year * 12 + to.month - (year * 12 + month)).toBe(n);
          expect(to.day).toBe(Math.min(day, daysInMonth(to.year, to.month)));
        },
      ),
    );
  });
});

describe('isIsoDate', () => {
  it('accepts only real yyyy-MM-dd dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2025-04-31')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('0000-01-01')).toBe(false);
    expect(isIsoDate('2025-01-01T00:00:00Z')).toBe(false);
    expect(isIsoDate(20250101)).toBe(false);
  });
});

describe('todayIn', () => {
  it('gives the calendar date in the time zone', () => {
    const now = new Date('2025-01-31T22:30:00Z');
    expect(todayIn('Asia/Baghdad', now)).toBe('2025-02-01');
    expect(todayIn('UTC', now)).toBe('2025-01-31');
    expect(todayIn('America/New_York', now)).toBe('2025-01-31');
  });

  it('refuses an unknown time zone', () => {
    expect(() => todayIn('Mars/Olympus')).toThrow(RangeError);
  });

  it('answers a valid date for now', () => {
    expect(isIsoDate(todayIn('Asia/Baghdad'))).toBe(true);
  });
});

describe('formatLocalDateTime', () => {
  it("writes the device's date and 24-hour time as Intl's en-CA does", () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    expect(formatLocalDateTime(new Date(2026, 10, 24, 7, 8))).toBe('2026-11-24 07:08');
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }),
        (moment) => {
          expect(formatLocalDateTime(moment)).toBe(intl.format(moment).replace(', ', ' '));
        },
      ),
    );
  });
});

describe('addDays', () => {
  it('crosses month, leap-year and year ends both ways', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-25', 7)).toBe('2027-01-01');
    expect(addDays('2026-05-10', -91)).toBe('2026-02-08');
    expect(() => addDays('2026-13-01', 1)).toThrow(RangeError);
  });
});

describe('daysBetween', () => {
  it('counts whole days across months and leap years, negative backwards', () => {
    expect(daysBetween('2026-01-31', '2026-03-01')).toBe(29);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-03-01', '2026-01-31')).toBe(-29);
  });
});
