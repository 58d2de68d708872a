import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeDigits } from './arabic-text';
import { parseMoney } from './money';
import { formatAmount, formatMoney } from './money-format';

const NBSP = '\u00A0';

describe('formatMoney', () => {
  it('groups thousands and puts the currency after the number', () => {
    expect(formatMoney(12_345_000, 'IQD')).toBe(`12,345,000${NBSP}د.ع`);
    expect(formatMoney(125_050, 'USD')).toBe(`1,250.50${NBSP}$`);
    expect(formatMoney(5, 'USD')).toBe(`0.05${NBSP}$`);
    expect(formatMoney(0, 'IQD')).toBe(`0${NBSP}د.ع`);
  });

  it('shows Arabic-Indic digits and separators on request', () => {
    expect(formatMoney(12_345_000, 'IQD', { digits: 'arab' })).toBe(`١٢٬٣٤٥٬٠٠٠${NBSP}د.ع`);
    expect(formatMoney(125_050, 'USD', { digits: 'arab' })).toBe(`١٬٢٥٠٫٥٠${NBSP}$`);
  });

  it('can name the currency or leave it out', () => {
    expect(formatMoney(12_345_000, 'IQD', { display: 'name' })).toBe(`12,345,000${NBSP}دينار`);
    expect(formatMoney(125_050, 'USD', { display: 'name' })).toBe(`1,250.50${NBSP}دولار`);
    expect(formatMoney(125_050, 'USD', { display: 'none' })).toBe('1,250.50');
  });

  it('is exact for large amounts and shows a plain minus', () => {
    expect(formatMoney(10_000_000_000_001, 'USD', { display: 'none' })).toBe('100,000,000,000.01');
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'IQD', { display: 'none' })).toBe('9,007,199,254,740,991');
    expect(formatMoney(-125_050, 'USD', { display: 'none' })).toBe('-1,250.50');
  });

  it("writes what Intl writes for 'ar-IQ' in both digit systems", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom('latn' as const, 'arab' as const),
        (minor, digits) => {
          const intl = new Intl.NumberFormat('ar-IQ', {
            numberingSystem: digits,
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
          });
          const cents = BigInt(minor);
          const exact =
            `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}` as Intl.StringNumericLiteral;
          const expected = intl.format(exact);
          const text = formatMoney(minor, 'USD', { digits, display: 'none' });
          expect(text).toBe(expected.replace(/[\u200E\u200F\u061C]/g, ''));
        },
      ),
    );
  });

  it('reads back through parseMoney in both digit systems', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 13 }),
        fc.constantFrom('IQD' as const, 'USD' as const),
        fc.constantFrom('latn' as const, 'arab' as const),
        (minor, currency, digits) => {
          const text = formatMoney(minor, currency, { digits, display: 'none' });
          expect(parseMoney(text, currency)).toEqual({ ok: true, value: minor });
          expect(normalizeDigits(text)).not.toMatch(/[^\d,.٬٫]/);
        },
      ),
    );
  });
});

describe('formatAmount', () => {
  it('formats an API amount exactly, and leaves text that is no amount as it is', () => {
    expect(formatAmount('1250.50', 'USD')).toBe(`1,250.50${NBSP}$`);
    expect(formatAmount('12345000', 'IQD', { display: 'none' })).toBe('12,345,000');
    expect(formatAmount('غير صالح', 'IQD')).toBe('غير صالح');
  });
});
