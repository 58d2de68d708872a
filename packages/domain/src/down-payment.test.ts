import { describe, expect, it } from 'vitest';
import { allocatePayments, isOverdue } from './allocation';
import { isDownPaymentLine, withDownPayment } from './down-payment';

describe('withDownPayment', () => {
  const schedule = [
    { sequence: 1, dueDate: '2025-02-10', amount: 500 },
    { sequence: 2, dueDate: '2025-03-10', amount: 500 },
  ];

  it('puts the down payment first, due on the deal date', () => {
    const lines = withDownPayment(schedule, 1000, '2025-01-10');
    expect(lines[0]).toEqual({ sequence: 0, dueDate: '2025-01-10', amount: 1000 });
    expect(lines.slice(1)).toEqual(schedule);
    expect(lines.filter(isDownPaymentLine)).toHaveLength(1);
  });

  it('adds nothing without a down payment', () => {
    expect(withDownPayment(schedule, 0, '2025-01-10')).toEqual(schedule);
  });

  it('an unpaid down payment is overdue from the day after the deal date, and paid first', () => {
    const lines = withDownPayment(schedule, 1000, '2025-01-10');
    const down = { ...lines[0]!, paidAmount: 0 };
    expect(isOverdue(down, '2025-01-10')).toBe(false);
    expect(isOverdue(down, '2025-01-11')).toBe(true);
    const r = allocatePayments(lines, [{ id: 1, amount: 1200 }]);
    expect(r.ok && r.value.installments.map((i) => i.status)).toEqual(['PAID', 'PARTIAL', 'PENDING']);
  });
});
