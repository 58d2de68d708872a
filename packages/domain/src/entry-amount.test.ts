import { describe, expect, it } from 'vitest';
import { parseEntryAmount, receivedAmount } from './entry-amount';

describe('parseEntryAmount', () => {
  it('reads the amount in minor units of the plan currency, Arabic digits included', () => {
    expect(parseEntryAmount('١٬٢٥٠٬٠٠٠', 'IQD')).toEqual({ ok: true, value: 1_250_000 });
    expect(parseEntryAmount('1,250.5', 'USD')).toEqual({ ok: true, value: 125_050 });
  });

  it('refuses zero, and what parseMoney refuses with its message', () => {
    expect(parseEntryAmount('0.00', 'USD')).toMatchObject({
      code: 'NOT_POSITIVE',
      error: 'المبلغ يجب أن يكون أكبر من صفر',
    });
    expect(parseEntryAmount('12.5', 'IQD')).toMatchObject({ code: 'TOO_MANY_DECIMALS' });
  });
});

describe('receivedAmount', () => {
  it('takes the amount as given in the plan currency', () => {
    expect(receivedAmount({ amount: '3,000,000' }, 'IQD')).toEqual({
      ok: true,
      value: { amount: 3_000_000, handed: null },
    });
    // Handing over the plan's own currency is the plain amount.
    expect(receivedAmount({ amount: '20.05', handedCurrency: 'USD' }, 'USD')).toEqual({
      ok: true,
      value: { amount: 2_005, handed: null },
    });
  });

  it('converts dollars handed over into the dinars of an IQD plan at the rate, keeping what was handed', () => {
    expect(
      receivedAmount({ handedCurrency: 'USD', handedAmount: '100.50', exchangeRate: '1310' }, 'IQD'),
    ).toEqual({
      ok: true,
      value: { amount: 131_655, handed: { amount: 10_050, currency: 'USD', rate: '1310' } },
    });
  });

  it('converts dinars handed over into the cents of a USD plan, rounding half up to the cent', () => {
    // 1,000,000 / 1462.5 = 683.760…: 683.76 dollars.
    expect(
      receivedAmount({ handedCurrency: 'IQD', handedAmount: '1000000', exchangeRate: '1462.50' }, 'USD'),
    ).toEqual({
      ok: true,
      value: { amount: 68_376, handed: { amount: 1_000_000, currency: 'IQD', rate: '1462.5' } },
    });
  });

  it('names every missing field of money handed over', () => {
    expect(receivedAmount({ handedCurrency: 'USD' }, 'IQD')).toEqual({
      ok: false,
      errors: [
        { field: 'handedAmount', message: 'المبلغ المسلَّم مطلوب' },
        { field: 'exchangeRate', message: 'سعر الصرف مطلوب' },
      ],
    });
  });

  it('refuses a rate that does not read, on the rate', () => {
    const r = receivedAmount({ handedCurrency: 'USD', handedAmount: '100', exchangeRate: 'abc' }, 'IQD');
    expect(r.ok ? null : r.errors.map((e) => e.field)).toEqual(['exchangeRate']);
  });

  it('refuses dinars so few they are no cent at the rate', () => {
    const r = receivedAmount({ handedCurrency: 'IQD', handedAmount: '5', exchangeRate: '1310' }, 'USD');
    expect(r).toEqual({
      ok: false,
      errors: [{ field: 'handedAmount', message: 'المبلغ يجب أن يكون أكبر من صفر' }],
    });
  });

  it('refuses a given amount that is not the conversion, and takes one that is', () => {
    const handed = { handedCurrency: 'USD', handedAmount: '100', exchangeRate: '1310' } as const;
    expect(receivedAmount({ ...handed, amount: '131001' }, 'IQD')).toEqual({
      ok: false,
      errors: [{ field: 'amount', message: 'المبلغ لا يساوي المبلغ المسلَّم محوّلاً بسعر الصرف' }],
    });
    expect(receivedAmount({ ...handed, amount: '131000' }, 'IQD')).toMatchObject({
      ok: true,
      value: { amount: 131_000 },
    });
  });
});
