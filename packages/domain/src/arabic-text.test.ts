import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeArabic, normalizeDigits, normalizeIdentifier } from './arabic-text';

describe('normalizeArabic', () => {
  it('makes hamza forms meet', () => {
    expect(normalizeArabic('أحمد')).toBe(normalizeArabic('احمد'));
  });

  it.each([
    // Spelling variants meet.
    ['إبراهيم', 'ابراهيم'],
    ['آمنة', 'امنه'],
    ['ٱلله', 'الله'],
    ['مصطفى', 'مصطفي'],
    ['علی', 'علي'],
    ['کریم', 'كريم'],
    ['مؤمن', 'مومن'],
    ['هيئة', 'هييه'],
    // Tatweel, harakat and invisible marks are removed.
    ['مُحَمَّـــد', 'محمد'],
    ['هٰذا', 'هذا'],
    ['\u200Fعلي\u200E\u061C\u202B\u2067\u200B\uFEFF', 'علي'],
    // Digits turn Latin, case folds and whitespace collapses.
    ['٠٧٧', '077'],
    ['۰۷۷', '077'],
    ['  Toyota\t  CAMRY \n ', 'toyota camry'],
    ['', ''],
  ])('turns %j into %j', (text, normalized) => {
    expect(normalizeArabic(text)).toBe(normalized);
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
