import { describe, expect, it } from 'vitest';
import { planReschedule, rescheduleFacts, rescheduleRefusal } from './reschedule';

// An IQD plan: 2,000,000 down on 2025-01-10 (paid), instalment 1 partly paid, 2 and 3 unpaid.
const lines = [
  { id: 13, sequence: 3, dueDate: '2025-04-10', amount: 2_500_000, paidAmount: 0 },
  { id: 10, sequence: 0, dueDate: '2025-01-10', amount: 2_000_000, paidAmount: 2_000_000 },
  { id: 11, sequence: 1, dueDate: '2025-02-10', amount: 2_500_000, paidAmount: 400_000 },
  { id: 12, sequence: 2, dueDate: '2025-03-10', amount: 2_500_000, paidAmount: 0 },
];

describe('rescheduleFacts', () => {
  it('keeps the down payment and what has anything paid, and replaces the unpaid instalments', () => {
    const facts = rescheduleFacts(lines);
    expect(facts.down?.id).toBe(10);
    expect(facts.kept.map((l) => l.id)).toEqual([11]);
    expect(facts.replaced.map((l) => l.id)).toEqual([12, 13]);
    expect(facts.replacedTotal).toBe(5_000_000);
    expect([facts.lastKeptDate, facts.dealDate, facts.earliestFirstDate]).toEqual([
      '2025-02-10',
      '2025-01-10',
      '2025-02-10',
    ]);
    expect(facts.baseSequence).toBe(1);
  });

  it('never re-spreads an unpaid down payment', () => {
    const facts = rescheduleFacts(lines.map((l) => ({ ...l, paidAmount: 0 })));
    expect(facts.down?.id).toBe(10);
    expect(facts.replaced.map((l) => l.id)).toEqual([11, 12, 13]);
    expect(facts.replacedTotal).toBe(7_500_000);
    expect(facts.earliestFirstDate).toBe('2025-01-10');
  });
});

describe('planReschedule', () => {
  it('re-spreads the unpaid sum exactly, numbered after the kept instalments', () => {
    const r = planReschedule(
      'ACTIVE',
      rescheduleFacts(lines),
      { installmentCount: 3, firstDueDate: '2025-05-10' },
      1000,
    );
    expect(r.ok && r.value.schedule).toEqual([
      { sequence: 2, dueDate: '2025-05-10', amount: 1_666_000 },
      { sequence: 3, dueDate: '2025-06-10', amount: 1_666_000 },
      { sequence: 4, dueDate: '2025-07-10', amount: 1_668_000 },
    ]);
    expect(r.ok && [r.value.installmentCount, r.value.installmentAmount, r.value.firstDueDate]).toEqual([
      4,
      1_666_000,
      null,
    ]);
  });

  it('moves the plan first date when nothing is kept, on a USD plan in cents', () => {
    const usd = [
      { sequence: 1, dueDate: '2025-02-01', amount: 50_025, paidAmount: 0 },
      { sequence: 2, dueDate: '2025-03-01', amount: 50_025, paidAmount: 0 },
    ];
    const r = planReschedule(
      'ACTIVE',
      rescheduleFacts(usd),
      { installmentCount: 1, firstDueDate: '2025-06-01' },
      1,
    );
    expect(r.ok && r.value).toMatchObject({
      schedule: [{ sequence: 1, dueDate: '2025-06-01', amount: 100_050 }],
      installmentCount: 1,
      firstDueDate: '2025-06-01',
    });
  });

  it('refuses a first date before the latest kept instalment, then before the deal date', () => {
    const facts = rescheduleFacts(lines);
    expect(rescheduleRefusal('ACTIVE', facts, '2025-02-09')).toMatchObject({
      code: 'FIRST_DUE_BEFORE_KEPT',
      field: 'firstDueDate',
      error: 'تاريخ أول قسط يجب ألا يسبق آخر قسط مدفوع جزئياً أو كلياً',
    });
    const noneKept = rescheduleFacts(lines.map((l) => ({ ...l, paidAmount: 0 })));
    expect(rescheduleRefusal('ACTIVE', noneKept, '2025-01-09')).toMatchObject({
      code: 'FIRST_DUE_BEFORE_CONTRACT',
      field: 'firstDueDate',
    });
    expect(rescheduleRefusal('ACTIVE', facts, null)).toBeNull();
  });

  it('refuses a plan not ACTIVE, and one with nothing unpaid, without naming a field', () => {
    const paidUp = rescheduleFacts(lines.map((l) => ({ ...l, paidAmount: l.amount })));
    expect(rescheduleRefusal('ACTIVE', paidUp, null)).toEqual({
      ok: false,
      code: 'NOTHING_TO_RESCHEDULE',
      error: 'لا توجد أقساط غير مدفوعة لإعادة جدولتها',
    });
    expect(rescheduleRefusal('CANCELLED', rescheduleFacts(lines), null)?.code).toBe('PLAN_NOT_ACTIVE');
  });

  it('puts a count the sum cannot bear on the count', () => {
    const r = planReschedule(
      'ACTIVE',
      rescheduleFacts(lines),
      { installmentCount: 5_001, firstDueDate: '2025-05-10' },
      1000,
    );
    expect(r.ok ? null : r.field).toBe('installmentCount');
  });
});

describe('a plan with deferred portions of its down payment', () => {
  const withPortion = [
    ...lines.map((l) => ({ ...l, paidAmount: 0 })),
    { id: 9, sequence: -1, dueDate: '2025-03-01', amount: 500_000, paidAmount: 0 },
  ];

  it('never re-spreads a portion, and refuses a first date before the last one', () => {
    const facts = rescheduleFacts(withPortion);
    expect(facts.replaced.map((l) => l.id)).toEqual([11, 12, 13]);
    expect([facts.lastDeferredDate, facts.earliestFirstDate]).toEqual(['2025-03-01', '2025-03-01']);
    expect(rescheduleRefusal('ACTIVE', facts, '2025-02-20')).toMatchObject({
      code: 'FIRST_DUE_BEFORE_DEFERRED',
      field: 'firstDueDate',
    });
    const done = planReschedule('ACTIVE', facts, { installmentCount: 2, firstDueDate: '2025-03-01' }, 1000);
    expect(done.ok && done.value.schedule.map((s) => [s.sequence, s.amount])).toEqual([
      [1, 3_750_000],
      [2, 3_750_000],
    ]);
  });
});
