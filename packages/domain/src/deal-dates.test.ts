import { describe, expect, it } from 'vitest';
import { dealDateBounds, dealDateProblems, paymentDateProblem } from './deal-dates';

const today = '2026-11-24';

describe('dealDateProblems', () => {
  it('accepts a contract of today with its first instalment next month', () => {
    expect(dealDateProblems({ contractDate: today, firstDueDate: '2026-12-24', today })).toEqual([]);
    expect(dealDateProblems({ contractDate: today, firstDueDate: today, today })).toEqual([]);
    expect(dealDateProblems({ contractDate: '2015-03-01', firstDueDate: null, today })).toEqual([]);
  });

  it('refuses contracts from 1900 or far in the future', () => {
    expect(dealDateProblems({ contractDate: '1900-01-01', firstDueDate: null, today })[0]?.field).toBe(
      'contractDate',
    );
    expect(dealDateProblems({ contractDate: '9999-12-31', firstDueDate: null, today })[0]?.message).toBe(
      'تاريخ العقد لا يمكن أن يتجاوز سنة من اليوم',
    );
    expect(dealDateProblems({ contractDate: '2027-11-24', firstDueDate: null, today })).toEqual([]);
    expect(dealDateProblems({ contractDate: '2027-11-25', firstDueDate: null, today })).toHaveLength(1);
  });

  it('refuses a first instalment before the contract, or more than ten years after it', () => {
    expect(dealDateProblems({ contractDate: today, firstDueDate: '2020-01-01', today })).toEqual([
      { field: 'firstDueDate', message: 'تاريخ أول قسط لا يمكن أن يسبق تاريخ العقد' },
    ]);
    expect(dealDateProblems({ contractDate: today, firstDueDate: '2036-11-24', today })).toEqual([]);
    expect(dealDateProblems({ contractDate: today, firstDueDate: '2036-11-25', today })).toHaveLength(1);
  });
});

describe('paymentDateProblem', () => {
  it('dates a payment from the contract date to today', () => {
    expect(paymentDateProblem({ paidAt: today, contractDate: '2026-01-01', today })).toBeNull();
    expect(paymentDateProblem({ paidAt: '2099-01-01', contractDate: '2026-01-01', today })?.message).toBe(
      'تاريخ الدفع لا يمكن أن يكون بعد اليوم',
    );
    expect(paymentDateProblem({ paidAt: '2025-12-31', contractDate: '2026-01-01', today })?.field).toBe(
      'paidAt',
    );
  });
});

describe('dealDateBounds', () => {
  it('gives the dates the rules accept: the bounds pass, a day outside them is refused', () => {
    const today = '2026-11-24';
    const bounds = dealDateBounds({ contractDate: '2026-02-28', today });
    expect(bounds).toEqual({
      contractDate: { min: '2000-01-01', max: '2027-11-24' },
      firstDueDate: { min: '2026-02-28', max: '2036-02-28' },
      paidAt: { min: '2026-02-28', max: today },
    });
    const { min, max } = bounds.firstDueDate;
    expect(dealDateProblems({ contractDate: '2026-02-28', firstDueDate: min, today })).toEqual([]);
    expect(dealDateProblems({ contractDate: '2026-02-28', firstDueDate: max, today })).toEqual([]);
    expect(dealDateProblems({ contractDate: '2026-02-28', firstDueDate: '2036-03-01', today })).toHaveLength(
      1,
    );
    expect(paymentDateProblem({ paidAt: bounds.paidAt.min, contractDate: '2026-02-28', today })).toBeNull();
    // Without a contract date yet, the first instalment counts from today.
    expect(dealDateBounds({ contractDate: null, today }).firstDueDate.min).toBe(today);
  });
});
