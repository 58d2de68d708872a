import { describe, expect, it } from 'vitest';
import { withDownPayment } from './down-payment';
import {
  admitEntry,
  admitReversal,
  cancelRefusal,
  carStatusAfter,
  hasStandingEntries,
  isStanding,
  type LedgerEntryInput,
  nextDueDate,
  overdueOnPlan,
  planAcceptsEntry,
  replayPlan,
  reversalRefusal,
} from './ledger';

// An IQD contract of 12,000,000 dinars: 2,000,000 down on 2025-01-10, then 4 × 2,500,000 monthly.
const IQD_PLAN = withDownPayment(
  [
    { sequence: 1, dueDate: '2025-02-10', amount: 2_500_000 },
    { sequence: 2, dueDate: '2025-03-10', amount: 2_500_000 },
    { sequence: 3, dueDate: '2025-04-10', amount: 2_500_000 },
    { sequence: 4, dueDate: '2025-05-10', amount: 2_500_000 },
  ],
  2_000_000,
  '2025-01-10',
);

// A USD contract of 9,999.99 dollars: 1,000.00 down, then 3 instalments (cents).
const USD_PLAN = withDownPayment(
  [
    { sequence: 1, dueDate: '2025-02-01', amount: 300_000 },
    { sequence: 2, dueDate: '2025-03-01', amount: 300_000 },
    { sequence: 3, dueDate: '2025-04-01', amount: 299_999 },
  ],
  100_000,
  '2025-01-01',
);

const NBSP = '\u00A0';

const entry = (
  id: number,
  amount: number,
  entryKind: 'PAYMENT' | 'DISCOUNT' = 'PAYMENT',
): LedgerEntryInput => ({
  id,
  amount,
  entryKind,
});

const replayed = (...args: Parameters<typeof replayPlan>) => {
  const r = replayPlan(...args);
  if (!r.ok) throw new Error(r.code);
  return r.value;
};

describe('replayPlan', () => {
  it('fills the down payment line 0 first, then the instalments in due order', () => {
    const r = replayed(IQD_PLAN, [entry(1, 3_000_000)], 'ACTIVE');
    expect(r.installments.map((i) => [i.sequence, i.paidAmount, i.status])).toEqual([
      [0, 2_000_000, 'PAID'],
      [1, 1_000_000, 'PARTIAL'],
      [2, 0, 'PENDING'],
      [3, 0, 'PENDING'],
      [4, 0, 'PENDING'],
    ]);
    expect(r.entries[0]!.splits).toEqual([
      { sequence: 0, amount: 2_000_000 },
      { sequence: 1, amount: 1_000_000 },
    ]);
    expect(r.totals).toEqual({
      totalAmount: 12_000_000,
      chargeAmount: 0,
      paidAmount: 3_000_000,
      discountAmount: 0,
      writtenOffAmount: 0,
      refundedAmount: 0,
      remainingAmount: 9_000_000,
    });
    expect([r.status, r.carStatus]).toEqual(['ACTIVE', null]);
  });

  it('settles instalments with a discount but never counts it as money received', () => {
    const r = replayed(IQD_PLAN, [entry(1, 11_000_000), entry(2, 1_000_000, 'DISCOUNT')], 'ACTIVE');
    expect(r.installments.every((i) => i.status === 'PAID')).toBe(true);
    expect(r.totals).toEqual({
      totalAmount: 12_000_000,
      chargeAmount: 0,
      paidAmount: 11_000_000,
      discountAmount: 1_000_000,
      writtenOffAmount: 0,
      refundedAmount: 0,
      remainingAmount: 0,
    });
    expect([r.status, r.carStatus]).toEqual(['PAID', 'Paid']);
  });

  it('keeps cents exact on a USD plan paid in full', () => {
    const r = replayed(USD_PLAN, [entry(1, 100_000), entry(2, 450_001), entry(3, 449_998)], 'ACTIVE');
    expect(r.totals).toEqual({
      totalAmount: 999_999,
      chargeAmount: 0,
      paidAmount: 999_999,
      discountAmount: 0,
      writtenOffAmount: 0,
      refundedAmount: 0,
      remainingAmount: 0,
    });
    expect(r.installments.map((i) => i.paidAmount)).toEqual([100_000, 300_000, 300_000, 299_999]);
    expect(r.status).toBe('PAID');
  });

  it('reopens a PAID plan when a reversed down payment leaves line 0 owed again, and puts the car back', () => {
    // The down payment (entry 1) was reversed: it is not a standing entry any more.
    const r = replayed(IQD_PLAN, [entry(2, 10_000_000), entry(3, 1_000_000)], 'PAID');
    expect(r.installments.map((i) => [i.sequence, i.paidAmount, i.status])).toEqual([
      [0, 2_000_000, 'PAID'],
      [1, 2_500_000, 'PAID'],
      [2, 2_500_000, 'PAID'],
      [3, 2_500_000, 'PAID'],
      [4, 1_500_000, 'PARTIAL'],
    ]);
    expect(r.totals.remainingAmount).toBe(1_000_000);
    expect([r.status, r.carStatus]).toEqual(['ACTIVE', 'Active']);
  });

  it('leaves line 0 partly paid when the next payment after a reversed down payment is smaller', () => {
    const r = replayed(IQD_PLAN, [entry(2, 1_000_000)], 'ACTIVE');
    expect(r.installments.map((i) => [i.sequence, i.status])).toEqual([
      [0, 'PARTIAL'],
      [1, 'PENDING'],
      [2, 'PENDING'],
      [3, 'PENDING'],
      [4, 'PENDING'],
    ]);
    expect(r.totals.remainingAmount).toBe(11_000_000);
  });

  it('keeps a cancelled plan cancelled', () => {
    expect(replayed(IQD_PLAN, [], 'CANCELLED').status).toBe('CANCELLED');
  });

  it('answers the allocation error for a ledger that pays more than the price', () => {
    const r = replayPlan(USD_PLAN, [entry(1, 999_999), entry(2, 1)], 'ACTIVE');
    expect(r.ok ? null : [r.code, r.paymentId]).toEqual(['OVERPAYMENT', 2]);
  });
});

describe('carStatusAfter', () => {
  it('sells the car when the plan is paid, and takes it back to Active when a paid plan reopens', () => {
    expect(carStatusAfter('ACTIVE', 'PAID')).toBe('Paid');
    expect(carStatusAfter('PAID', 'ACTIVE')).toBe('Active');
    expect(carStatusAfter('ACTIVE', 'ACTIVE')).toBeNull();
    expect(carStatusAfter('CANCELLED', 'CANCELLED')).toBeNull();
  });
});

describe('admitEntry', () => {
  const iqd = { status: 'ACTIVE', remainingAmount: 9_000_000, currency: 'IQD' } as const;
  const usd = { status: 'ACTIVE', remainingAmount: 250_050, currency: 'USD' } as const;

  it('admits a payment of everything that remains and says what is left after it', () => {
    expect(admitEntry({ kind: 'PAYMENT', amount: 9_000_000 }, iqd)).toEqual({
      ok: true,
      value: { remainingAfter: 0 },
    });
    expect(admitEntry({ kind: 'PAYMENT', amount: 50 }, usd)).toEqual({
      ok: true,
      value: { remainingAfter: 250_000 },
    });
  });

  it('refuses one dinar more than remains, naming what remains on the amount', () => {
    const r = admitEntry({ kind: 'PAYMENT', amount: 9_000_001 }, iqd);
    expect(r).toMatchObject({
      ok: false,
      code: 'OVERPAYMENT',
      field: 'amount',
      error: `المبلغ أكبر من المتبقي على خطة الدفع، المتبقي 9,000,000${NBSP}د.ع`,
    });
  });

  it('refuses one cent more than remains on a USD plan, in dollars and cents', () => {
    const r = admitEntry({ kind: 'PAYMENT', amount: 250_051 }, usd);
    expect(r.ok ? null : r.error).toBe(`المبلغ أكبر من المتبقي على خطة الدفع، المتبقي 2,500.50${NBSP}$`);
  });

  it('refuses a discount larger than what remains with its own message', () => {
    const r = admitEntry({ kind: 'DISCOUNT', amount: 9_000_001 }, iqd);
    expect(r).toMatchObject({
      code: 'DISCOUNT_TOO_LARGE',
      error: `الخصم أكبر من المتبقي على خطة الدفع، المتبقي 9,000,000${NBSP}د.ع`,
    });
  });

  it('refuses any payment on a PAID plan as more than remains, and a discount as the plan not active', () => {
    const paid = { status: 'PAID', remainingAmount: 0, currency: 'IQD' } as const;
    expect(admitEntry({ kind: 'PAYMENT', amount: 1 }, paid)).toMatchObject({ code: 'OVERPAYMENT' });
    expect(admitEntry({ kind: 'DISCOUNT', amount: 1 }, paid)).toMatchObject({
      code: 'PLAN_NOT_ACTIVE',
      error: 'خطة الدفع غير نشطة (مسددة أو ملغاة)',
    });
    expect(planAcceptsEntry('PAYMENT', 'PAID')).toBe(true);
    expect(planAcceptsEntry('DISCOUNT', 'PAID')).toBe(false);
  });

  it('refuses both kinds on a cancelled plan, and a zero or fractional amount', () => {
    const cancelled = { status: 'CANCELLED', remainingAmount: 12_000_000, currency: 'IQD' } as const;
    expect(admitEntry({ kind: 'PAYMENT', amount: 1_000 }, cancelled)).toMatchObject({
      code: 'PLAN_NOT_ACTIVE',
    });
    expect(admitEntry({ kind: 'DISCOUNT', amount: 1_000 }, cancelled)).toMatchObject({
      code: 'PLAN_NOT_ACTIVE',
    });
    expect(admitEntry({ kind: 'PAYMENT', amount: 0 }, iqd)).toMatchObject({ code: 'NOT_POSITIVE' });
    expect(admitEntry({ kind: 'PAYMENT', amount: 0.5 }, usd)).toMatchObject({ code: 'NOT_POSITIVE' });
  });
});

describe('reversal', () => {
  const payment = { kind: 'PAYMENT', reversed: false } as const;

  it('gives the whole amount back to what remains', () => {
    expect(
      admitReversal({ ...payment, amount: 2_000_000 }, { remainingAmount: 0, clearanceStands: false }),
    ).toEqual({ ok: true, value: { remainingAfter: 2_000_000 } });
    expect(
      admitReversal(
        { kind: 'DISCOUNT', reversed: false, amount: 1_999 },
        { remainingAmount: 1, clearanceStands: false },
      ),
    ).toEqual({ ok: true, value: { remainingAfter: 2_000 } });
  });

  it('refuses a reversal entry, a payment reversed already and a cleared deal, in that order', () => {
    const cleared = { clearanceStands: true };
    expect(reversalRefusal({ kind: 'REVERSAL', reversed: false }, cleared)?.error).toBe(
      'لا يمكن عكس قيد عكس',
    );
    expect(reversalRefusal({ ...payment, reversed: true }, cleared)?.error).toBe('هذه الدفعة معكوسة مسبقاً');
    expect(reversalRefusal(payment, cleared)?.code).toBe('CLEARANCE_STANDS');
    expect(reversalRefusal(payment, { clearanceStands: false })).toBeNull();
  });

  it('counts only entries that are neither reversal entries nor reversed as standing', () => {
    expect(isStanding(payment)).toBe(true);
    expect(isStanding({ kind: 'DISCOUNT', reversed: false })).toBe(true);
    expect(isStanding({ ...payment, reversed: true })).toBe(false);
    expect(isStanding({ kind: 'REVERSAL', reversed: false })).toBe(false);
  });
});

describe('cancelRefusal', () => {
  it('refuses a deal with a standing entry, naming its kind, and a deal cancelled already', () => {
    expect(cancelRefusal({ kind: 'AUTHORIZATION', status: 'ACTIVE' }, true)?.error).toBe(
      'لا يمكن إلغاء الوكالة لوجود دفعات مسجلة عليها، يرجى عكس الدفعات أولاً',
    );
    expect(cancelRefusal({ kind: 'CONTRACT', status: 'CANCELLED' }, false)?.error).toBe('العقد ملغى مسبقاً');
    expect(cancelRefusal({ kind: 'CONTRACT', status: 'ACTIVE' }, false)).toBeNull();
  });

  it('reads standing entries from the totals: a discount alone is one', () => {
    expect(hasStandingEntries({ paidAmount: 0, discountAmount: 0 })).toBe(false);
    expect(hasStandingEntries({ paidAmount: 0, discountAmount: 500_000 })).toBe(true);
    expect(hasStandingEntries({ paidAmount: 1, discountAmount: 0 })).toBe(true);
  });
});

describe('what a plan owes today', () => {
  const lines = [
    { sequence: 0, dueDate: '2025-01-10', amount: 2_000_000, paidAmount: 2_000_000, status: 'PAID' },
    { sequence: 1, dueDate: '2025-02-10', amount: 2_500_000, paidAmount: 1_000_000, status: 'PARTIAL' },
    { sequence: 2, dueDate: '2025-03-10', amount: 2_500_000, paidAmount: 0, status: 'PENDING' },
  ] as const;

  it('marks overdue only what an ACTIVE plan owes from before today', () => {
    expect(lines.map((l) => overdueOnPlan('ACTIVE', l, '2025-03-10'))).toEqual([false, true, false]);
    expect(lines.map((l) => overdueOnPlan('CANCELLED', l, '2025-03-10'))).toEqual([false, false, false]);
  });

  it('names the earliest line not fully paid as next due, the down payment first when it is owed', () => {
    expect(nextDueDate('ACTIVE', [...lines].reverse())).toBe('2025-02-10');
    expect(nextDueDate('ACTIVE', [{ ...lines[0], status: 'PARTIAL' }, ...lines.slice(1)])).toBe('2025-01-10');
    expect(nextDueDate('CANCELLED', lines)).toBeNull();
    expect(nextDueDate('ACTIVE', [lines[0]])).toBeNull();
  });
});
