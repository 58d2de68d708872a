import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeArabic, normalizeDigits, normalizeIdentifier } from './arabic-text';

describe('normalizeArabic', () => {
  it('makes spelling variants meet', () => {
    expect(normalizeArabic('أحمد')).toBe(normalizeArabic('احمد'));
    expect(normalizeArabic('إبراهيم')).toBe('ابراهيم');
    expect(normalizeArabic('آمنة')).toBe('امنه');
    expect(normalizeArabic('ٱلله')).toBe('الله');
    expect(normalizeArabic('مصطفى')).toBe('مصطفي');
    expect(normalizeArabic('علی')).toBe('علي');
    expect(normalizeArabic('کریم')).toBe('كريم');
    expect(normalizeArabic('مؤمن')).toBe('مومن');
    expect(normalizeArabic('هيئة')).toBe('هييه');
  });

  it('removes tatweel, harakat and invisible marks', () => {
    expect(normalizeArabic('مُحَمَّـــد')).toBe('محمد');
    expect(normalizeArabic('هٰذا')).toBe('هذا');
    expect(normalizeArabic('\u200Fعلي\u200E\u061C\u202B\u2067\u200B\uFEFF')).toBe('علي');
  });

  it('turns digits Latin, folds case and collapses whitespace', () => {
    expect(normalizeArabic('٠٧٧')).toBe('077');
    expect(normalizeArabic('۰۷۷')).toBe('077');
    expect(normalizeArabic('  Toyota\t  CAMRY \n ')).toBe('toyota camry');
    expect(normalizeArabic('')).toBe('');
  });

  it('is idempotent', () => {
    const arabicish = fc.string({
      unit: fc.constantFrom(...'أإآٱاةهىیيکكؤوئءـًٌٍَُِّْٰ٠١٩۰۹ \t\u200F\u200B\uFEFFAbZ'.split('')),
    });
    fc.assert(
      fc.property(fc.oneof(arabicish, fc.string({ unit: 'binary' })), (text) => {
        const once = normalizeArabic(text);
        expect(normalizeArabic(once)).toBe(once);
      }),
    );
  });
});

describe('normalizeDigits', () => {
  it('changes only digits', () => {
    expect(normalizeDigits('هاتف ٠٧٧٠-۱۲۳')).toBe('هاتف 0770-123');
  });
});

describe('normalizeIdentifier', () => {
  it('makes plates typed with other digits, spaces or dashes one key', () => {
    expect(normalizeIdentifier('بغداد ١٢٣ أ')).toBe(normalizeIdentifier('بغداد-123-ا'));
    expect(normalizeIdentifier('بغداد 123')).toBe(normalizeIdentifier('بغداد١٢٣'));
    expect(normalizeIdentifier('بغداد 123')).not.toBe(normalizeIdentifier('بغداد 124'));
  });

  it('folds a chassis number to lower case', () => {
    expect(normalizeIdentifier(' JTDBR32E720123456 ')).toBe('jtdbr32e720123456');
  });
});
