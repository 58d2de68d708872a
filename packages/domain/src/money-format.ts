import { type Currency, type MinorUnits, parseMoney, splitMinor } from './money';

/** Which digits to show: Latin 0-9 or Arabic-Indic ٠-٩. @example `const d: DigitSystem = 'arab';` */
export type DigitSystem = 'latn' | 'arab';

/**
 * Options of {@link formatMoney}.
 *
 * @example
 * ```ts
 * formatMoney(125050, 'USD', { digits: 'arab', display: 'name' });
 * ```
 */
export interface FormatMoneyOptions {
  /** Default 'latn' (what Iraqi offices mostly type and print). */
  readonly digits?: DigitSystem;
  /** 'symbol' (د.ع, $), 'name' (دينار, دولار) or 'none'. Default 'symbol'. */
  readonly display?: 'symbol' | 'name' | 'none';
}

/**
 * The short Arabic mark of each currency, for tables and previews.
 *
 * @example
 * ```ts
 * CURRENCY_SYMBOLS.IQD; // 'د.ع'
 * ```
 */
export const CURRENCY_SYMBOLS: Readonly<Record<Currency, string>> = { IQD: 'د.ع', USD: '$' };

/**
 * The Arabic name of each currency, for labels and selects.
 *
 * @example
 * ```ts
 * CURRENCY_NAMES.USD; // 'دولار'
 * ```
 */
export const CURRENCY_NAMES: Readonly<Record<Currency, string>> = { IQD: 'دينار', USD: 'دولار' };

/**
 * The digits and separators of 'ar-IQ' in each numbering system, as CLDR gives them (and Intl with
 * it; money-format.test.ts holds the two equal). Written here rather than read from an
 * Intl.NumberFormat: building one loads the locale's data, a long task on a slow phone on the first
 * page that shows an amount, for four characters that never change.
 */
const SYSTEMS: Readonly<Record<DigitSystem, { digits: string; group: string; decimal: string }>> = {
  latn: { digits: '0123456789', group: ',', decimal: '.' },
  arab: { digits: '٠١٢٣٤٥٦٧٨٩', group: '٬', decimal: '٫' },
};

/** `digits` (ASCII 0-9) in `system`'s digits, grouped by threes with its separator when `grouped`. */
function localDigits(digits: string, system: DigitSystem, grouped: boolean): string {
  const { digits: local, group } = SYSTEMS[system];
  const text = grouped ? digits.replace(/\B(?=(\d{3})+$)/g, ',') : digits;
  return text.replace(/[\d,]/g, (c) => (c === ',' ? group : local[Number(c)]!));
}

/**
 * An amount for people to read: grouped thousands and the currency's decimals in 'ar-IQ''s digits and
 * separators of the chosen numbering system ({@link SYSTEMS}), then the currency after a no-break space. The number is formatted from
 * its exact digits (a bigint for the whole part), never through a float. The sign is a plain '-' and no
 * bidi marks are added, so the text is the same in every browser and in Node; put it in an element with
 * `dir="ltr"` or `unicode-bidi: isolate` where it sits inside Arabic text.
 *
 * @example
 * ```ts
 * formatMoney(12_345_000, 'IQD');                   // '12,345,000 د.ع'  (no-break space)
 * formatMoney(125_050, 'USD');                      // '1,250.50 $'
 * formatMoney(125_050, 'USD', { digits: 'arab' });  // '١٬٢٥٠٫٥٠ $'
 * formatMoney(12_345_000, 'IQD', { display: 'name' }); // '12,345,000 دينار'
 * ```
 */
export function formatMoney(minor: MinorUnits, currency: Currency, options: FormatMoneyOptions = {}): string {
  const { sign, whole, fraction } = splitMinor(minor, currency);
  const system = options.digits ?? 'latn';
  const fractionText = fraction ? SYSTEMS[system].decimal + localDigits(fraction, system, false) : '';
  const number = sign + localDigits(BigInt(whole).toString(), system, true) + fractionText;
  const display = options.display ?? 'symbol';
  if (display === 'none') return number;
  return `${number}\u00A0${display === 'name' ? CURRENCY_NAMES[currency] : CURRENCY_SYMBOLS[currency]}`;
}

/**
 * An amount as the API sends it (decimal text in major units) for people to read, through
 * {@link parseMoney} and {@link formatMoney} (never a float); the text itself when it is not a valid amount.
 *
 * @example
 * ```ts
 * formatAmount('1250.50', 'USD');                       // '1,250.50 $'
 * formatAmount('12345000', 'IQD', { display: 'none' }); // '12,345,000'
 * ```
 */
export function formatAmount(
  amount: string | number,
  currency: Currency,
  options?: FormatMoneyOptions,
): string {
  const parsed = parseMoney(amount, currency);
  return parsed.ok ? formatMoney(parsed.value, currency, options) : String(amount);
}
