import { describe, expect, it } from 'vitest';
import { cashMovementOf, closingDayRefusal, closingTerms, expectedCash } from './cash-box';

describe('the cash box', () => {
  const cash = {
    entryKind: 'PAYMENT',
    method: 'CASH',
    reversal: false,
    amount: 500_000,
    currency: 'IQD',
  } as const;

  it('moves with cash taken and handed back, in the currency the drawer got', () => {
    expect(cashMovementOf(cash)).toEqual({ currency: 'IQD', amount: 500_000 });
    expect(cashMovementOf({ ...cash, reversal: true })).toEqual({ currency: 'IQD', amount: -500_000 });
    expect(cashMovementOf({ ...cash, handedAmount: 40_000, handedCurrency: 'USD' })).toEqual({
      currency: 'USD',
      amount: 40_000,
    });
    expect(cashMovementOf({ ...cash, entryKind: 'REFUND' })).toEqual({ currency: 'IQD', amount: -500_000 });
    expect(cashMovementOf({ ...cash, entryKind: 'REFUND', reversal: true })).toEqual({
      currency: 'IQD',
      amount: 500_000,
    });
  });

  it('does not move with transfers, discounts or write-offs', () => {
    expect(cashMovementOf({ ...cash, method: 'TRANSFER' })).toBeNull();
    expect(cashMovementOf({ ...cash, entryKind: 'DISCOUNT' })).toBeNull();
    expect(cashMovementOf({ ...cash, entryKind: 'WRITE_OFF' })).toBeNull();
  });

  it('expects the opening, plus cash in, less cash out', () => {
    expect(
      expectedCash({
        opening: 100_000,
        received: 900_000,
        refunded: 50_000,
        handedOut: 500_000,
        handedIn: 20_000,
      }),
    ).toBe(470_000);
  });

  it('closes on what was counted: the difference, a note when there is one, the notes adding up', () => {
    expect(closingTerms({ expected: 900_000, counted: '٨٩٥٬٠٠٠', note: 'نقص', currency: 'IQD' })).toEqual({
      ok: true,
      value: { counted: 895_000, difference: -5_000, denominations: null },
    });
    expect(closingTerms({ expected: 900_000, counted: '895000', currency: 'IQD' })).toEqual({
      ok: false,
      errors: [{ field: 'note', message: 'يوجد فرق بين المعدود والمتوقع: اكتب ملاحظة تشرح الفرق' }],
    });
    const counted = closingTerms({
      expected: 75_000,
      counted: '75000',
      currency: 'IQD',
      denominations: { '50000': 1, '25000': 1, '1000': 0 },
    });
    expect(counted).toEqual({
      ok: true,
      value: { counted: 75_000, difference: 0, denominations: { '50000': 1, '25000': 1 } },
    });
    const wrong = closingTerms({
      expected: 75_000,
      counted: '75000',
      currency: 'IQD',
      denominations: { '50000': 2 },
    });
    expect(wrong.ok ? null : wrong.errors[0]?.field).toBe('denominations');
    const unknown = closingTerms({ expected: 0, counted: '0', currency: 'USD', denominations: { '3': 1 } });
    expect(unknown.ok ? null : unknown.errors[0]?.message).toBe('فئة غير معروفة لهذه العملة');
  });

  it('closes a day once, never one to come nor one before the last closing', () => {
    expect(closingDayRefusal('2026-11-29', { today: '2026-11-29', lastClosed: '2026-11-28' })).toBeNull();
    expect(closingDayRefusal('2026-11-30', { today: '2026-11-29', lastClosed: null })).toBe(
      'لا يمكن إغلاق يوم لم يأتِ بعد',
    );
    expect(closingDayRefusal('2026-11-28', { today: '2026-11-29', lastClosed: '2026-11-28' })).toBe(
      'أُغلق صندوق هذا اليوم (2026-11-28) مسبقاً',
    );
    expect(closingDayRefusal('2026-11-27', { today: '2026-11-29', lastClosed: '2026-11-28' })).toBe(
      'لا يمكن إغلاق يوم قبل آخر إغلاق (2026-11-28)',
    );
  });
});
