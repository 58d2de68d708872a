import { describe, expect, it } from 'vitest';
import {
  chargeState,
  isChargeable,
  type LateFeeRule,
  lateFeeAmount,
  lateFeeDueFrom,
  standingCharges,
  unwaiveRefusal,
  waivedCharges,
  waiverRefusal,
} from './late-fees';
import { replayPlan } from './ledger';

const fixed: LateFeeRule = {
  mode: 'FIXED',
  graceDays: 3,
  since: '2026-01-01',
  amounts: { IQD: 25_000, USD: 500 },
};
const percent: LateFeeRule = {
  mode: 'PERCENT',
  graceDays: 0,
  since: '2026-01-01',
  basisPoints: 250,
  caps: { IQD: 20_000, USD: 0 },
};
const line = { dueDate: '2026-03-10', amount: 500_000, paidAmount: 0 };

describe('lateFeeAmount', () => {
  it('is the fixed amount of the plan currency, or nothing when off', () => {
    expect(lateFeeAmount(fixed, 'IQD', 500_000)).toBe(25_000);
    expect(lateFeeAmount(fixed, 'USD', 12_345)).toBe(500);
    expect(lateFeeAmount({ mode: 'OFF' }, 'IQD', 500_000)).toBe(0);
    expect(lateFeeAmount(fixed, 'IQD', 0)).toBe(0);
  });

  it('is a percentage of what is overdue, rounded half up in integers, capped when a cap is set', () => {
    expect(lateFeeAmount(percent, 'IQD', 500_000)).toBe(12_500);
    expect(lateFeeAmount(percent, 'IQD', 1_000_000)).toBe(20_000);
    expect(lateFeeAmount(percent, 'USD', 1_000_000)).toBe(25_000);
    // 2.5% of 33,333 cents = 833.325 → 833; of 33,338 = 833.45 → 833; of 33,340 = 833.5 → 834
    expect(lateFeeAmount(percent, 'USD', 33_333)).toBe(833);
    expect(lateFeeAmount(percent, 'USD', 33_340)).toBe(834);
  });
});

describe('isChargeable', () => {
  it('waits out the grace days: the day after them is the first charged', () => {
    expect(lateFeeDueFrom('2026-03-10', 3)).toBe('2026-03-14');
    expect(isChargeable(fixed, 'ACTIVE', line, '2026-03-13')).toBe(false);
    expect(isChargeable(fixed, 'ACTIVE', line, '2026-03-14')).toBe(true);
    expect(isChargeable(percent, 'ACTIVE', line, '2026-03-10')).toBe(false);
    expect(isChargeable(percent, 'ACTIVE', line, '2026-03-11')).toBe(true);
  });

  it('never charges when off, a paid instalment, a plan not ACTIVE, or a grace ended before the rule was on', () => {
    expect(isChargeable({ mode: 'OFF' }, 'ACTIVE', line, '2026-06-01')).toBe(false);
    expect(isChargeable(fixed, 'ACTIVE', { ...line, paidAmount: 500_000 }, '2026-06-01')).toBe(false);
    expect(isChargeable(fixed, 'CANCELLED', line, '2026-06-01')).toBe(false);
    expect(isChargeable(fixed, 'PAID', line, '2026-06-01')).toBe(false);
    expect(isChargeable({ ...fixed, since: '2026-03-15' }, 'ACTIVE', line, '2026-06-01')).toBe(false);
    expect(isChargeable({ ...fixed, since: '2026-03-14' }, 'ACTIVE', line, '2026-06-01')).toBe(true);
  });
});

describe('waivers', () => {
  const entries = [
    { id: 1, kind: 'CHARGE', chargeId: null },
    { id: 2, kind: 'CHARGE', chargeId: null },
    { id: 3, kind: 'WAIVER', chargeId: 1 },
    { id: 4, kind: 'WAIVER', chargeId: 2 },
    { id: 5, kind: 'UNWAIVE', chargeId: 2 },
  ] as const;

  it('a charge stands unless its latest waiver entry is a waiver', () => {
    expect([...waivedCharges(entries)]).toEqual([1]);
    expect(standingCharges(entries).map((e) => e.id)).toEqual([2]);
    expect(standingCharges([...entries, { id: 6, kind: 'UNWAIVE', chargeId: 1 }]).map((e) => e.id)).toEqual([
      1, 2,
    ]);
  });

  it('refuses a waiver twice, of a charge partly paid, and on a cancelled plan', () => {
    expect(waiverRefusal({ waived: false, paidAmount: 0 }, { status: 'ACTIVE' })).toBeNull();
    expect(waiverRefusal({ waived: true, paidAmount: 0 }, { status: 'ACTIVE' })?.error).toBe(
      'الغرامة معفاة مسبقاً',
    );
    expect(waiverRefusal({ waived: false, paidAmount: 1 }, { status: 'ACTIVE' })?.code).toBe('CHARGE_PAID');
    expect(waiverRefusal({ waived: false, paidAmount: 0 }, { status: 'CANCELLED' })?.code).toBe(
      'PLAN_NOT_ACTIVE',
    );
  });

  it('takes a waiver back only when waived, and not while a clearance stands', () => {
    expect(unwaiveRefusal({ waived: true }, { status: 'ACTIVE', clearanceStands: false })).toBeNull();
    expect(unwaiveRefusal({ waived: false }, { status: 'ACTIVE', clearanceStands: false })?.code).toBe(
      'NOT_WAIVED',
    );
    expect(unwaiveRefusal({ waived: true }, { status: 'PAID', clearanceStands: true })?.code).toBe(
      'CLEARANCE_STANDS',
    );
  });

  it('waiving an unpaid charge restores what remains; paying everything pays the plan', () => {
    const schedule = [
      { sequence: 0, dueDate: '2026-01-01', amount: 1_000_000 },
      { sequence: 1, dueDate: '2026-02-01', amount: 1_000_000 },
    ];
    const charge = { id: 1, sequence: 1, amount: 25_000 };
    const paidAll = [{ id: 1, amount: 2_000_000, entryKind: 'PAYMENT' as const }];
    const owed = replayPlan(schedule, paidAll, 'ACTIVE', [charge]);
    if (!owed.ok) throw new Error(owed.code);
    expect(owed.value.totals).toEqual({
      totalAmount: 2_000_000,
      chargeAmount: 25_000,
      paidAmount: 2_000_000,
      discountAmount: 0,
      writtenOffAmount: 0,
      refundedAmount: 0,
      remainingAmount: 25_000,
    });
    expect(owed.value.status).toBe('ACTIVE');
    const waived = replayPlan(schedule, paidAll, 'ACTIVE', []);
    if (!waived.ok) throw new Error(waived.code);
    expect([waived.value.totals.remainingAmount, waived.value.status, waived.value.carStatus]).toEqual([
      0,
      'PAID',
      'Paid',
    ]);
  });
});

describe('chargeState', () => {
  it('is waived, paid, partly paid or due', () => {
    expect(chargeState({ waived: true, amount: 100, paidAmount: 0 })).toBe('WAIVED');
    expect(chargeState({ waived: false, amount: 100, paidAmount: 100 })).toBe('PAID');
    expect(chargeState({ waived: false, amount: 100, paidAmount: 1 })).toBe('PARTIAL');
    expect(chargeState({ waived: false, amount: 100, paidAmount: 0 })).toBe('DUE');
  });
});
