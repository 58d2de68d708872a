// Direction marks (LRM, RLM, ALM, embeddings/overrides, isolates), zero-width characters and the BOM:
// invisible, often pasted in from other apps, and they would make equal-looking texts differ.
const INVISIBLE = /[\u200B-\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF]/g;
// Harakat, Quranic marks in the same block, and the superscript alef.
const HARAKAT = /[\u064B-\u065F\u0670]/g;
const TATWEEL = /\u0640/g;
const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;
const DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

const LETTERS: Readonly<Record<string, string>> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ة: 'ه',
  ى: 'ي',
  ی: 'ي',
  ک: 'ك',
  ؤ: 'و',
  ئ: 'ي',
};
const LETTER = /[أإآٱةىیکؤئ]/g;

/**
 * Replaces Arabic-Indic (٠-٩) and Persian (۰-۹) digits with 0-9 and leaves everything else alone.
 *
 * @example
 * ```ts
 * normalizeDigits('٠٧٧۰'); // '0770'
 * ```
 */
export function normalizeDigits(text: string): string {
  return text.replace(DIGITS, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= PERSIAN_ZERO ? code - PERSIAN_ZERO : code - ARABIC_INDIC_ZERO);
  });
}

/**
 * Removes invisible direction marks, zero-width characters and the BOM.
 *
 * @example
 * ```ts
 * stripInvisibleMarks('\u200F077'); // '077'
 * ```
 */
export function stripInvisibleMarks(text: string): string {
  return text.replace(INVISIBLE, '');
}

/**
 * The search form of a text, applied to both the searched column and the keyword so that spelling
 * variants meet: أ إ آ ٱ → ا, ة → ه, ى ی → ي, ک → ك, ؤ → و, ئ → ي; tatweel, harakat and invisible
 * marks removed; Arabic-Indic and Persian digits → 0-9; lower case; whitespace collapsed and trimmed.
 * Idempotent: normalising twice gives the same text.
 *
 * @example
 * ```ts
 * normalizeArabic('أحمَـــد') === normalizeArabic('احمد'); // true
 * normalizeArabic('٠٧٧');  // '077'
 * normalizeArabic('  Ali  Hasan '); // 'ali hasan'
 * ```
 */
export function normalizeArabic(text: string): string {
  return normalizeDigits(
    stripInvisibleMarks(text)
      .replace(HARAKAT, '')
      .replace(TATWEEL, '')
      .replace(LETTER, (c) => LETTERS[c] ?? c),
  )
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The comparison key of an identifier typed in many ways (a plate or chassis number): the search form
 * of {@link normalizeArabic} without spaces, dashes and dots, so that 'بغداد 123 أ', 'بغداد-١٢٣-ا' and
 * 'بغداد123ا' are one plate, and a chassis number is case-insensitive.
 *
 * @example
 * ```ts
 * normalizeIdentifier('بغداد ١٢٣ أ') === normalizeIdentifier('بغداد-123-ا'); // true
 * normalizeIdentifier(' jtdbr32e720123456 '); // 'jtdbr32e720123456'
 * ```
 */
export function normalizeIdentifier(text: string): string {
  return normalizeArabic(text).replace(/[\s\-_./]/g, '');
}
