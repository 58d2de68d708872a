import { describe, expect, it } from 'vitest';
import { convertMoney, parseDefaultExchangeRate, parseExchangeRate } from './exchange';

describe('exchange', () => {
  it('converts dollars handed over into dinars at the rate, to the dinar', () => {
    expect(convertMoney(10000, 'USD', 'IQD', '1310')).toEqual({ ok: true, value: 131000 });
    expect(convertMoney(12345, 'USD', 'IQD', '1462.5')).toEqual({ ok: true, value: 180546 }); // 180545.5625 → up
  });

  it('converts dinars handed over into dollars, rounded half up to the cent', () => {
    expect(convertMoney(131000, 'IQD', 'USD', '1310')).toEqual({ ok: true, value: 10000 });
    expect(convertMoney(1000, 'IQD', 'USD', '1500')).toEqual({ ok: true, value: 67 }); // 0.6667 $
    expect(convertMoney(750, 'IQD', 'USD', '1500')).toEqual({ ok: true, value: 50 });
  });

  it('reads Arabic-Indic digits in the rate and refuses zero, negatives, text and the same currency', () => {
    expect(parseExchangeRate('١٣١٠٫٥٠')).toEqual({ ok: true, value: { scaled: 13105000n, text: '1310.5' } });
    expect(parseExchangeRate('0').ok).toBe(false);
    expect(parseExchangeRate('-5').ok).toBe(false);
    expect(parseExchangeRate('abc').ok).toBe(false);
    expect(parseExchangeRate('1.23456').ok).toBe(false);
    expect(convertMoney(100, 'IQD', 'IQD', '1').ok).toBe(false);
  });

  it("bounds a company's default rate (100 to 10000 dinars for a dollar), Arabic-Indic digits accepted", () => {
    expect(parseDefaultExchangeRate('١٣١٠')).toEqual({
      ok: true,
      value: { scaled: 13100000n, text: '1310' },
    });
    expect(parseDefaultExchangeRate(1462.5)).toMatchObject({ ok: true, value: { text: '1462.5' } });
    expect(parseDefaultExchangeRate('100').ok).toBe(true);
    expect(parseDefaultExchangeRate('10000').ok).toBe(true);
    for (const typo of ['99.9999', '13100', '10000.0001'])
      expect(parseDefaultExchangeRate(typo), typo).toMatchObject({ ok: false, code: 'OUT_OF_RANGE' });
    for (const empty of ['', '  ', null, undefined])
      expect(parseDefaultExchangeRate(empty)).toMatchObject({ ok: false, error: 'سعر الصرف مطلوب' });
    expect(parseDefaultExchangeRate('0')).toMatchObject({ ok: false, code: 'INVALID_RATE' });
    expect(parseDefaultExchangeRate('١٣١٠ دينار').ok).toBe(false);
  });
});
