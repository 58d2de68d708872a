import { type Currency, isCurrency, MINOR_DIGITS, type MinorUnits } from './money';

// Arabic number words in the nominative, as written on contracts and cheques ("فقط … لا غير" is left to
// the template). Counted nouns are masculine (دينار, دولار, سنت, ألف, مليون), so 3–10 take the ة form.

const ONES = ['', 'واحد', 'اثنان', 'ثلاثة', 'أربعة', 'خمسة', 'ستة', 'سبعة', 'ثمانية', 'تسعة', 'عشرة'];
const TENS = ['', '', 'عشرون', 'ثلاثون', 'أربعون', 'خمسون', 'ستون', 'سبعون', 'ثمانون', 'تسعون'];
const HUNDREDS = [
  '',
  'مائة',
  'مائتان',
  'ثلاثمائة',
  'أربعمائة',
  'خمسمائة',
  'ستمائة',
  'سبعمائة',
  'ثمانمائة',
  'تسعمائة',
];

/**
 * The forms of a counted noun: singular (after 1, and genitive after 100, 1000 …), dual, the dual in
 * construct before another noun (ألفا دينار), plural (after 3–10), accusative singular (after 11–99).
 */
interface NounForms {
  readonly single: string;
  readonly dual: string;
  readonly dualConstruct: string;
  readonly plural: string;
  readonly accusative: string;
}

const noun = (single: string, plural: string): NounForms => ({
  single,
  dual: `${single}ان`,
  dualConstruct: `${single}ا`,
  plural,
  accusative: `${single}اً`,
});

// Index = power of 1000.
const SCALES: readonly NounForms[] = [
  noun('', ''),
  noun('ألف', 'آلاف'),
  noun('مليون', 'ملايين'),
  noun('مليار', 'مليارات'),
  noun('تريليون', 'تريليونات'),
  noun('كوادريليون', 'كوادريليونات'),
];

interface CurrencyWords {
  readonly noun: NounForms;
  /** The adjective agreeing with each noun form (عراقي, أمريكي), or empty. */
  readonly adjective: NounForms | null;
}

const CURRENCY_WORDS: Readonly<Record<Currency, CurrencyWords>> = {
  IQD: { noun: noun('دينار', 'دنانير'), adjective: noun('عراقي', 'عراقية') },
  USD: { noun: noun('دولار', 'دولارات'), adjective: noun('أمريكي', 'أمريكية') },
};
const CENT: CurrencyWords = { noun: noun('سنت', 'سنتات'), adjective: null };

function belowHundred(n: number): string {
  if (n <= 10) return ONES[n]!;
  if (n === 11) return 'أحد عشر';
  if (n === 12) return 'اثنا عشر';
  if (n < 20) return `${ONES[n - 10]} عشر`;
  const unit = n % 10;
  const tens = TENS[(n - unit) / 10]!;
  return unit ? `${ONES[unit]} و${tens}` : tens;
}

/** 1–999; `nounFollows`: a noun comes right after, so exactly 200 is the construct مائتا. */
function group(n: number, nounFollows: boolean): string {
  const rest = n % 100;
  const hundreds = (n - rest) / 100;
  const parts: string[] = [];
  if (hundreds) parts.push(hundreds === 2 && rest === 0 && nounFollows ? 'مائتا' : HUNDREDS[hundreds]!);
  if (rest) parts.push(belowHundred(rest));
  return parts.join(' و');
}

/** The counted noun's form after a number ending in `n` (n ≥ 3), nouns in construct when `construct`. */
function countedForm(n: number, forms: NounForms, construct: boolean): string {
  const rest = n % 100;
  if (rest >= 3 && rest <= 10) return forms.plural;
  if (rest >= 11 && rest <= 99) return construct ? forms.single : forms.accusative;
  return forms.single;
}

/** Number words for n > 0; `construct`: a noun (the currency) follows the whole number directly. */
function words(n: number, construct: boolean): string {
  const groups: number[] = [];
  for (let rest = n; rest > 0; rest = (rest - (rest % 1000)) / 1000) groups.push(rest % 1000);
  const lowest = groups.findIndex((g) => g !== 0);
  const phrases: string[] = [];
  for (let i = groups.length - 1; i >= 0; i--) {
    const g = groups[i]!;
    if (g === 0) continue;
    const nounAfter = i === lowest && construct;
    if (i === 0) {
      phrases.push(group(g, nounAfter));
      continue;
    }
    const scale = SCALES[i]!;
    if (g === 1) phrases.push(scale.single);
    else if (g === 2) phrases.push(nounAfter ? scale.dualConstruct : scale.dual);
    else phrases.push(`${group(g, true)} ${countedForm(g, scale, nounAfter)}`);
  }
  return phrases.join(' و');
}

/**
 * A non-negative safe integer in Arabic words, standing alone (no counted noun).
 *
 * @example
 * ```ts
 * numberToArabicWords(0);        // 'صفر'
 * numberToArabicWords(2000);     // 'ألفان'
 * numberToArabicWords(12000);    // 'اثنا عشر ألفاً'
 * numberToArabicWords(1250);     // 'ألف ومائتان وخمسون'
 * ```
 */
export function numberToArabicWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a non-negative safe integer: ${n}`);
  return n === 0 ? 'صفر' : words(n, false);
}

function counted(n: number, what: CurrencyWords): string {
  const adjective = (form: keyof NounForms) => (what.adjective ? ` ${what.adjective[form]}` : '');
  if (n === 0) return `صفر ${what.noun.single}${adjective('single')}`;
  if (n === 1) return `${what.noun.single}${adjective('single')} واحد`;
  if (n === 2) return `${what.noun.dual}${adjective('dual')}`;
  const rest = n % 100;
  const form: keyof NounForms =
    rest >= 3 && rest <= 10 ? 'plural' : rest >= 11 && rest <= 99 ? 'accusative' : 'single';
  return `${words(n, true)} ${what.noun[form]}${adjective(form)}`;
}

/**
 * An amount in Arabic words, as printed on contracts and receipts, with the currency's name agreeing
 * with the number (dual, plural, accusative). USD cents follow the dollars ("و… سنتاً").
 * Throws RangeError for a negative or non-integer amount.
 *
 * Compounds ending in 1 or 2 above 100 use the usual cheque style ('مائة وواحد دينار عراقي').
 *
 * @example
 * ```ts
 * amountInArabicWords(12_345_000, 'IQD'); // 'اثنا عشر مليوناً وثلاثمائة وخمسة وأربعون ألف دينار عراقي'
 * amountInArabicWords(125_050, 'USD');    // 'ألف ومائتان وخمسون دولاراً أمريكياً وخمسون سنتاً'
 * amountInArabicWords(0, 'IQD');          // 'صفر دينار عراقي'
 * ```
 */
export function amountInArabicWords(minor: MinorUnits, currency: Currency): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`Not a non-negative amount: ${minor}`);
  if (!isCurrency(currency)) throw new RangeError(`Unknown currency: ${currency}`);
  const unit = 10 ** MINOR_DIGITS[currency];
  const fraction = minor % unit;
  const whole = (minor - fraction) / unit;
  const major = counted(whole, CURRENCY_WORDS[currency]);
  if (fraction === 0) return major;
  const cents = counted(fraction, CENT);
  return whole === 0 ? cents : `${major} و${cents}`;
}
