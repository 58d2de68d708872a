import type { Installment } from '@cc/contracts';
import { describe, expect, it } from 'vitest';
import { previewReschedule, rescheduleFacts } from './reschedule-values';

const row = (sequence: number, dueDate: string, amount: string, paidAmount: string): Installment => ({
  id: sequence,
  sequence,
  dueDate,
  amount,
  paidAmount,
  remainingAmount: String(Number(amount) - Number(paidAmount)),
  status: paidAmount === '0' ? 'PENDING' : paidAmount === amount ? 'PAID' : 'PARTIAL',
  overdue: false,
});

// The same split and rules as the server's reschedule (docs/domain/schedules.md, "Rescheduling").
describe('rescheduleFacts and previewReschedule', () => {
  const plan = {
    currency: 'IQD' as const,
    installments: [
      row(3, '2025-03-10', '3000000', '0'),
      row(1, '2025-01-10', '3000000', '3000000'),
      row(2, '2025-02-10', '3000000', '1000000'),
      row(4, '2025-04-10', '3000000', '0'),
    ],
  };

  it('keeps paid and partly paid instalments, spreads the others again from the latest kept date', () => {
    const facts = rescheduleFacts(plan);
    expect(facts.kept.map((i) => i.sequence)).toEqual([1, 2]);
    expect(facts.replaced.map((i) => i.sequence)).toEqual([3, 4]);
    expect(facts.replacedTotal).toBe(6_000_000);
    expect(facts.earliestFirstDate).toBe('2025-02-10');
    expect(facts.defaultFirstDate).toBe('2025-02-10');
    expect(previewReschedule(facts, 3, '2025-05-31', 1000)).toEqual({
      state: 'ok',
      financed: 6_000_000,
      installments: [
        { sequence: 3, dueDate: '2025-05-31', amount: 2_000_000 },
        { sequence: 4, dueDate: '2025-06-30', amount: 2_000_000 },
        { sequence: 5, dueDate: '2025-07-31', amount: 2_000_000 },
      ],
    });
  });

  it('refuses what the server refuses: a date before the latest kept, a count the amount cannot bear', () => {
    const facts = rescheduleFacts(plan);
    expect(previewReschedule(facts, 2, '2025-02-09', 1000)).toMatchObject({
      state: 'error',
      field: 'firstDueDate',
      message: 'تاريخ أول قسط يجب ألا يسبق آخر قسط مدفوع جزئياً أو كلياً',
    });
    expect(previewReschedule(facts, 2, '2025-02-10', 1000)).toMatchObject({ state: 'ok' });
    expect(previewReschedule(facts, 120, '2025-02-10', 100_000)).toMatchObject({
      state: 'error',
      field: 'installmentCount',
    });
    expect(previewReschedule(facts, null, '2025-02-10', 1000)).toEqual({ state: 'incomplete' });
  });

  it('with nothing paid, starts from the first instalment’s date and allows any date', () => {
    const facts = rescheduleFacts({ currency: 'IQD', installments: [row(1, '2025-01-10', '5000000', '0')] });
    expect(facts.earliestFirstDate).toBeNull();
    expect(facts.defaultFirstDate).toBe('2025-01-10');
    expect(previewReschedule(facts, 1, '2024-01-01', 1000)).toMatchObject({ state: 'ok' });
  });
  it('never re-spreads the down payment’s line (0), paid or not, and allows no date before the deal', () => {
    // A reversed down payment: line 0 unpaid since the deal's date; nothing else paid.
    const withDown = {
      currency: 'IQD' as const,
      installments: [
        row(0, '2025-01-01', '5000000', '0'),
        row(1, '2025-02-01', '3000000', '0'),
        row(2, '2025-03-01', '3000000', '0'),
      ],
    };
    const facts = rescheduleFacts(withDown);
    expect(facts.kept).toEqual([]);
    expect(facts.replaced.map((i) => i.sequence)).toEqual([1, 2]);
    expect(facts.replacedTotal).toBe(6_000_000);
    expect(facts.earliestFirstDate).toBe('2025-01-01');
    expect(facts.defaultFirstDate).toBe('2025-02-01');
    expect(previewReschedule(facts, 2, '2024-12-31', 1000)).toEqual({
      state: 'error',
      field: 'firstDueDate',
      message: 'تاريخ أول قسط لا يمكن أن يسبق تاريخ العقد',
    });
    const preview = previewReschedule(facts, 3, '2025-02-15', 1000);
    expect(preview.state === 'ok' && preview.installments.map((i) => i.sequence)).toEqual([1, 2, 3]);
  });
});
