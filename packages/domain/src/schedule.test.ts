import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIsoDate } from './dates';
import { generateSchedule, type ScheduleInput } from './schedule';

const schedule = (input: ScheduleInput) => {
  const r = generateSchedule(input);
  if (!r.ok) throw new Error(r.code);
  return r.value;
};

describe('generateSchedule', () => {
  it('rounds each instalment down to the step and gives the remainder to the last', () => {
    expect(
      schedule({ financedAmount: 10_000_000, count: 3, firstDueDate: '2024-01-31', roundingStep: 1000 }),
    ).toEqual([
      { sequence: 1, dueDate: '2024-01-31', amount: 3_333_000 },
      { sequence: 2, dueDate: '2024-02-29', amount: 3_333_000 },
      { sequence: 3, dueDate: '2024-03-31', amount: 3_334_000 },
    ]);
  });

  it('handles USD cents and an amount off the step', () => {
    expect(
      schedule({ financedAmount: 1_000_050, count: 4, firstDueDate: '2025-11-30', roundingStep: 100 }).map(
        (i) => [i.dueDate, i.amount],
      ),
    ).toEqual([
      ['2025-11-30', 250_000],
      ['2025-12-30', 250_000],
      ['2026-01-30', 250_000],
      ['2026-02-28', 250_050],
    ]);
  });

  it('allows exactly one step each, and a single instalment', () => {
    expect(
      schedule({ financedAmount: 3000, count: 3, firstDueDate: '2025-01-01', roundingStep: 1000 }).map(
        (i) => i.amount,
      ),
    ).toEqual([1000, 1000, 1000]);
    expect(
      schedule({ financedAmount: 1234, count: 1, firstDueDate: '2025-01-01', roundingStep: 1000 }),
    ).toEqual([{ sequence: 1, dueDate: '2025-01-01', amount: 1234 }]);
  });

  it('gives no instalments for nothing financed', () => {
    expect(
      schedule({ financedAmount: 0, count: 12, firstDueDate: '2025-01-01', roundingStep: 1000 }),
    ).toEqual([]);
  });

  it('refuses an amount too small for the count instead of reducing the count', () => {
    const r = generateSchedule({
      financedAmount: 2999,
      count: 3,
      firstDueDate: '2025-01-01',
      roundingStep: 1000,
    });
    expect(r).toEqual({
      ok: false,
      code: 'AMOUNT_TOO_SMALL',
      error: 'المبلغ الممول أقل من أن يقسم على هذا العدد من الأقساط',
    });
  });

  it('validates its input', () => {
    const base = { financedAmount: 12_000_000, count: 12, firstDueDate: '2025-01-01', roundingStep: 1000 };
    const code = (input: ScheduleInput) => {
      const r = generateSchedule(input);
      return r.ok ? 'OK' : r.code;
    };
    expect(code({ ...base, count: 0 })).toBe('INVALID_COUNT');
    expect(code({ ...base, count: 121 })).toBe('INVALID_COUNT');
    expect(code({ ...base, count: 1.5 })).toBe('INVALID_COUNT');
    expect(code({ ...base, count: 120 })).toBe('OK');
    expect(code({ ...base, firstDueDate: '2025-02-30' })).toBe('INVALID_DATE');
    expect(code({ ...base, firstDueDate: '9999-06-01' })).toBe('INVALID_DATE');
    expect(code({ ...base, financedAmount: -1 })).toBe('INVALID_AMOUNT');
    expect(code({ ...base, financedAmount: 1.5 })).toBe('INVALID_AMOUNT');
    expect(code({ ...base, roundingStep: 0 })).toBe('INVALID_STEP');
  });

  it('has the right shape for any valid input', () => {
    const input = fc
      .record({
        step: fc.constantFrom(1, 50, 100, 250, 1000, 5000),
        count: fc.integer({ min: 1, max: 120 }),
        extra: fc.integer({ min: 0, max: 10 ** 13 }),
        year: fc.integer({ min: 1990, max: 2100 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 31 }),
      })
      .map(({ step, count, extra, year, month, day }) => ({
        financedAmount: Math.min(count * step + extra, 10 ** 13),
        count,
        roundingStep: step,
        firstDueDate: formatIsoDate(
          year,
          month,
          Math.min(day, new Date(Date.UTC(year, month, 0)).getUTCDate()),
        ),
      }));
    fc.assert(
      fc.property(input, (i) => {
        const items = schedule(i);
        expect(items).toHaveLength(i.count);
        expect(items.reduce((sum, x) => sum + x.amount, 0)).toBe(i.financedAmount);
        items.forEach((x, k) => {
          expect(x.sequence).toBe(k + 1);
          expect(Number.isSafeInteger(x.amount)).toBe(true);
          expect(x.amount).toBeGreaterThanOrEqual(i.roundingStep);
          if (k < items.length - 1) {
            expect(x.amount % i.roundingStep).toBe(0);
            expect(x.amount).toBe(items[0]!.amount);
          }
          if (k > 0) expect(x.dueDate > items[k - 1]!.dueDate).toBe(true);
        });
        expect(items[0]!.dueDate).toBe(i.firstDueDate);
      }),
    );
  });

  it('refuses exactly when some instalment would be under one step', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 1, max: 500_000 }),
        (step, count, financedAmount) => {
          const r = generateSchedule({
            financedAmount,
            count,
            firstDueDate: '2025-01-31',
            roundingStep: step,
          });
          expect(r.ok).toBe(financedAmount >= count * step);
        },
      ),
    );
  });

  describe('where the remainder goes', () => {
    const at = { count: 3, firstDueDate: '2025-01-10', roundingStep: 100_000 } as const;

    it('LAST (the default) and FIRST round down and give the rest to one end; NEAREST keeps them closest', () => {
      const amounts = (remainder?: 'LAST' | 'FIRST' | 'NEAREST') =>
        schedule({ ...at, financedAmount: 10_000_000, ...(remainder ? { remainder } : {}) }).map(
          (x) => x.amount,
        );
      expect(amounts()).toEqual([3_300_000, 3_300_000, 3_400_000]);
      expect(amounts('LAST')).toEqual([3_300_000, 3_300_000, 3_400_000]);
      expect(amounts('FIRST')).toEqual([3_400_000, 3_300_000, 3_300_000]);
      // 3,333,333 is nearer 3,300,000: the last takes 3,400,000 as with LAST.
      expect(amounts('NEAREST')).toEqual([3_300_000, 3_300_000, 3_400_000]);
      // 11,000,000 / 3 = 3,666,666 is nearer 3,700,000: the last is the smaller one.
      expect(
        schedule({ ...at, financedAmount: 11_000_000, remainder: 'NEAREST' }).map((x) => x.amount),
      ).toEqual([3_700_000, 3_700_000, 3_600_000]);
    });

    it('NEAREST rounds down when rounding up would leave the last instalment nothing', () => {
      // 8,000 over 5 at a 1,000 step: 1,600 is nearer 2,000, but 4 × 2,000 leaves the fifth nothing.
      const items = schedule({
        count: 5,
        firstDueDate: '2025-01-10',
        roundingStep: 1000,
        financedAmount: 8000,
        remainder: 'NEAREST',
      });
      expect(items.map((x) => x.amount)).toEqual([1000, 1000, 1000, 1000, 4000]);
    });

    it('keeps the exact sum in every mode, and every line but the remainder’s on the step', () => {
      const input = fc.record({
        step: fc.constantFrom(1, 50, 100, 1000, 100_000),
        count: fc.integer({ min: 1, max: 120 }),
        extra: fc.integer({ min: 0, max: 10 ** 11 }),
        remainder: fc.constantFrom('LAST', 'FIRST', 'NEAREST') as fc.Arbitrary<'LAST' | 'FIRST' | 'NEAREST'>,
      });
      fc.assert(
        fc.property(input, ({ step, count, extra, remainder }) => {
          const financedAmount = count * step + extra;
          const items = schedule({
            financedAmount,
            count,
            roundingStep: step,
            firstDueDate: '2025-01-31',
            remainder,
          });
          expect(items.reduce((sum, x) => sum + x.amount, 0)).toBe(financedAmount);
          if (count === 1) return;
          const odd = remainder === 'FIRST' ? 0 : count - 1;
          const regular = items[odd === 0 ? count - 1 : 0]!.amount;
          items.forEach((x, k) => {
            expect(x.amount).toBeGreaterThan(0);
            if (k !== odd) {
              expect(x.amount % step).toBe(0);
              expect(x.amount).toBe(regular);
            }
          });
          // The regular instalment is the share rounded down, or (NEAREST) to the nearest step.
          const share = Math.floor(financedAmount / count);
          const floor = share - (share % step);
          if (remainder === 'NEAREST') expect([floor, floor + step]).toContain(regular);
          else expect(regular).toBe(floor);
        }),
      );
    });
  });
});
