import { normalizeDigits, stripInvisibleMarks } from './arabic-text';

const IRAQI_MOBILE = /^07[3-9]\d{8}$/;

/**
 * An Iraqi mobile number in its stored form '07XXXXXXXXX', or null when the text is not one.
 * Accepts 07XXXXXXXXX, +9647XXXXXXXXX, 009647XXXXXXXXX, 9647XXXXXXXXX and the bare 7XXXXXXXXX, with
 * spaces, dashes, dots or parentheses, Arabic-Indic or Persian digits, and a stray 0 after the country
 * code (+964 07…). A valid result has 11 digits and starts with 073–079.
 *
 * @example
 * ```ts
 * normalizeIraqiPhone('+964 770 123 4567'); // '07701234567'
 * normalizeIraqiPhone('٠٧٨١-٢٣٤-٥٦٧٨');      // '07812345678'
 * normalizeIraqiPhone('0123');               // null
 * ```
 */
export function normalizeIraqiPhone(text: string): string | null {
  if (typeof text !== 'string') return null;
  let digits = normalizeDigits(stripInvisibleMarks(text)).replace(/[\s\-.()\u2010-\u2015]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  else if (digits.startsWith('00')) digits = digits.slice(2);
  else if (!digits.startsWith('964')) return normalizeLocal(digits);
  if (!digits.startsWith('964')) return null;
  return normalizeLocal(digits.slice(3));
}

function normalizeLocal(digits: string): string | null {
  const local = digits.startsWith('0') ? digits : `0${digits}`;
  return IRAQI_MOBILE.test(local) ? local : null;
}

/**
 * An Iraqi mobile number in international form without the plus ('9647XXXXXXXXX'), as a WhatsApp link
 * (`https://wa.me/<number>`) takes it; null when the text is not an Iraqi mobile.
 *
 * @example
 * ```ts
 * internationalIraqiPhone('0770 123 4567'); // '9647701234567'
 * ```
 */
export function internationalIraqiPhone(text: string | null | undefined): string | null {
  const local = typeof text === 'string' ? normalizeIraqiPhone(text) : null;
  return local === null ? null : `964${local.slice(1)}`;
}
