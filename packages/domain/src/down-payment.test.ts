import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocatePayments, isOverdue } from './allocation';
import { addDays } from './dates';
import {
  deferredPortions,
  isDeferredDownLine,
  isDownPaymentLine,
  isMonthlyLine,
  MAX_DEFERRED_PORTIONS,
  scheduleLineName,
  withDownPayment,
} from './down-payment';
import { MESSAGES } from './messages';

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

describe('the deferred portions of a down payment (باقي المقدمة)', () => {
  const schedule = [
    { sequence: 1, dueDate: '2025-04-10', amount: 500 },
    { sequence: 2, dueDate: '2025-05-10', amount: 500 },
  ];
  const read = (portions: { amount: string; dueDate: string }[], downPayment = 100_000) =>
    deferredPortions({
      portions,
      currency: 'IQD',
      downPayment,
      contractDate: '2025-01-10',
      firstDueDate: '2025-04-10',
    });

  it('numbers the portions by date and puts them between the signing and the instalments', () => {
    const r = read([
      { amount: '300', dueDate: '2025-03-01' },
      { amount: '٢٠٠', dueDate: '2025-02-01' },
    ]);
    expect(r).toEqual({
      ok: true,
      value: [
        { sequence: -1, dueDate: '2025-02-01', amount: 200 },
        { sequence: -2, dueDate: '2025-03-01', amount: 300 },
      ],
    });
    const lines = withDownPayment(schedule, 1000, '2025-01-10', r.ok ? r.value : []);
    expect(lines.map((l) => [l.sequence, l.amount])).toEqual([
      [0, 500],
      [-1, 200],
      [-2, 300],
      [1, 500],
      [2, 500],
    ]);
    expect(lines.map((l) => scheduleLineName(l.sequence))).toEqual([
      'المقدمة',
      'باقي المقدمة 1',
      'باقي المقدمة 2',
      'القسط 1',
      'القسط 2',
    ]);
    expect(lines.filter(isDeferredDownLine)).toHaveLength(2);
    expect(lines.filter(isMonthlyLine)).toHaveLength(2);
  });

  it('leaves line 0 out when the whole down payment is deferred', () => {
    const deferred = [{ sequence: -1, dueDate: '2025-02-01', amount: 1000 }];
    expect(withDownPayment(schedule, 1000, '2025-01-10', deferred)).toEqual([...deferred, ...schedule]);
  });

  it('refuses what the down payment or the dates do not allow, naming each field', () => {
    expect(read([{ amount: '600', dueDate: '2025-02-01' }], 500)).toEqual({
      ok: false,
      errors: [{ field: 'deferredDownPayments', message: MESSAGES.deferred.moreThanDown }],
    });
    expect(
      read([
        { amount: '-1', dueDate: '2025-01-10' },
        { amount: '1', dueDate: '2025-04-11' },
        { amount: '1', dueDate: 'soon' },
      ]),
    ).toEqual({
      ok: false,
      errors: [
        { field: 'deferredDownPayments.0.amount', message: MESSAGES.money.negative },
        { field: 'deferredDownPayments.0.dueDate', message: MESSAGES.deferred.dateNotAfterContract },
        { field: 'deferredDownPayments.1.dueDate', message: MESSAGES.deferred.dateAfterFirstDue },
        { field: 'deferredDownPayments.2.dueDate', message: MESSAGES.deferred.dateInvalid },
      ],
    });
    // A portion on the first instalment's own date is allowed, and filled before it (lower sequence).
    expect(read([{ amount: '1', dueDate: '2025-04-10' }]).ok).toBe(true);
  });

  it('keeps the schedule exact and fills the lines in due order, for any split (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(
          fc.record({ share: fc.integer({ min: 1, max: 1000 }), day: fc.integer({ min: 1, max: 80 }) }),
          {
            maxLength: MAX_DEFERRED_PORTIONS,
          },
        ),
        fc.integer({ min: 0, max: 20_000_000 }),
        (down, parts, paid) => {
          const shares = parts.reduce((s, p) => s + p.share, 0);
          // Portions that never exceed the down payment (each at least 1).
          const amounts = parts.map((p) => Math.max(1, Math.floor((down * p.share) / (shares + 1))));
          const portions = parts.map((p, i) => ({
            amount: String(amounts[i]),
            dueDate: addDays('2025-01-10', p.day),
          }));
          const r = deferredPortions({
            portions,
            currency: 'IQD',
            downPayment: down,
            contractDate: '2025-01-10',
            firstDueDate: '2025-04-10',
          });
          if (amounts.reduce((s, a) => s + a, 0) > down) {
            expect(r.ok).toBe(false);
            return;
          }
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          const monthly = [{ sequence: 1, dueDate: '2025-04-10', amount: 1_000_000 }];
          const lines = withDownPayment(monthly, down, '2025-01-10', r.value);
          expect(lines.filter((l) => !isMonthlyLine(l)).reduce((s, l) => s + l.amount, 0)).toBe(down);
          expect(lines.every((l) => l.amount > 0)).toBe(true);
          const total = down + 1_000_000;
          const a = allocatePayments(lines, paid > 0 ? [{ id: 1, amount: Math.min(paid, total) }] : []);
          expect(a.ok).toBe(true);
          if (!a.ok) return;
          // Filled in due order: no line has anything while an earlier one is short.
          const ordered = a.value.installments;
          const firstShort = ordered.findIndex((i) => i.status !== 'PAID');
          if (firstShort >= 0)
            expect(ordered.slice(firstShort + 1).every((i) => i.paidAmount === 0)).toBe(true);
          expect(ordered.map((i) => i.dueDate)).toEqual([...ordered.map((i) => i.dueDate)].sort());
        },
      ),
    );
  });
});
