import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMoney,
  type Currency,
  MINOR_DIGITS,
  MoneyRangeError,
  parseMoney,
  percentOf,
  subtractMoney,
  sumMoney,
  toMajorString,
} from './money';

const value = (text: string | number, currency: Currency) => {
  const r = parseMoney(text, currency);
  return r.ok ? r.value : r.code;
};

describe('parseMoney', () => {
  it.each([
    // USD decimals read into cents without floats.
    ['1,250.5', 'USD', 125050],
    ['1250.50', 'USD', 125050],
    ['0.07', 'USD', 7],
    ['0.1', 'USD', 10],
    ['19.99', 'USD', 1999],
    ['100000000000.01', 'USD', 10_000_000_000_001],
    [1250.5, 'USD', 125050],
    [0.29, 'USD', 29],
    // IQD whole dinars.
    ['12,345,000', 'IQD', 12_345_000],
    ['007', 'IQD', 7],
    ['0', 'IQD', 0],
    ['  5000 ', 'IQD', 5000],
    [10_000_000_000_000, 'IQD', 10_000_000_000_000],
    // Arabic-Indic and Persian digits and Arabic separators.
    ['١٢٣٤٥', 'IQD', 12345],
    ['۱۲۳۴۵', 'IQD', 12345],
    ['١٬٢٥٠٫٥', 'USD', 125050],
    ['\u200F١٢٬٠٠٠', 'IQD', 12000],
    // Too many decimals are refused, even zeros.
    ['1.234', 'USD', 'TOO_MANY_DECIMALS'],
    ['5.5', 'IQD', 'TOO_MANY_DECIMALS'],
    ['5.0', 'IQD', 'TOO_MANY_DECIMALS'],
    [0.001, 'USD', 'TOO_MANY_DECIMALS'],
  ] as const)('reads %j %s as %j', (text, currency, expected) => {
    expect(value(text, currency)).toBe(expected);
  });

  it('refuses empty, negative, malformed and huge input with an Arabic message', () => {
    expect(value('', 'IQD')).toBe('EMPTY');
    expect(value('   ', 'IQD')).toBe('EMPTY');
    expect(value('-5', 'IQD')).toBe('NEGATIVE');
    expect(value(-5, 'IQD')).toBe('NEGATIVE');
    for (const bad of ['abc', '1e5', '12,50', '1,2345', ',100', '1.', '.5', '+5', '1 000', '5$', '0x10']) {
      expect(value(bad, 'USD'), bad).toBe('INVALID');
    }
    expect(value(Number.NaN, 'USD')).toBe('INVALID');
    expect(value(Number.POSITIVE_INFINITY, 'USD')).toBe('INVALID');
    expect(value('9007199254740992', 'IQD')).toBe('TOO_LARGE');
    expect(value('90071992547409.92', 'USD')).toBe('TOO_LARGE');
    const r = parseMoney('abc', 'IQD');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/[\u0600-\u06FF]/);
    expect(parseMoney('5', 'EUR' as Currency)).toMatchObject({ ok: false, code: 'UNKNOWN_CURRENCY' });
  });
});

describe('toMajorString', () => {
  it('writes the currency decimals exactly', () => {
    expect(toMajorString(125050, 'USD')).toBe('1250.50');
    expect(toMajorString(5, 'USD')).toBe('0.05');
    expect(toMajorString(0, 'USD')).toBe('0.00');
    expect(toMajorString(-5, 'USD')).toBe('-0.05');
    expect(toMajorString(12_345_000, 'IQD')).toBe('12345000');
    expect(toMajorString(Number.MAX_SAFE_INTEGER, 'USD')).toBe('90071992547409.91');
  });

  it('round-trips through parseMoney for every safe amount', () => {
    const currency = fc.constantFrom<Currency>('IQD', 'USD');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), currency, (minor, c) => {
        expect(parseMoney(toMajorString(minor, c), c)).toEqual({ ok: true, value: minor });
      }),
    );
  });

  it('never writes more decimals than the currency has', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e15, max: 1e15 }),
        fc.constantFrom<Currency>('IQD', 'USD'),
        (minor, c) => {
          const fraction = toMajorString(minor, c).split('.')[1] ?? '';
          expect(fraction.length).toBe(MINOR_DIGITS[c]);
        },
      ),
    );
  });
});

describe('arithmetic', () => {
  it('adds, subtracts and sums exactly', () => {
    expect(addMoney(125050, 50)).toBe(125100);
    expect(subtractMoney(1000, 2500)).toBe(-1500);
    expect(sumMoney([1000, 2000, 3000])).toBe(6000);
    expect(sumMoney([])).toBe(0);
    expect(addMoney(9_999_999_999_999, 1)).toBe(10_000_000_000_000);
  });

  it('refuses unsafe integers and fractions', () => {
    expect(() => addMoney(Number.MAX_SAFE_INTEGER, 1)).toThrow(MoneyRangeError);
    expect(() => subtractMoney(Number.MIN_SAFE_INTEGER, 1)).toThrow(MoneyRangeError);
    expect(() => addMoney(0.1, 0.2)).toThrow(MoneyRangeError);
    expect(() => sumMoney([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});

describe('percentOf', () => {
  it('gives one decimal rounded half up, from integers; none without a whole', () => {
    expect(percentOf(1, 3)).toBe('33.3');
    expect(percentOf(2, 3)).toBe('66.7');
    expect(percentOf(2_500_000, 9_691_000)).toBe('25.8');
    expect(percentOf(5, 0)).toBeNull();
  });
});
